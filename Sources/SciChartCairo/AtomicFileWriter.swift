import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a file atomically: the bytes go to a new file beside the target, which is then
/// renamed over it, so on any failure nothing is left and the old file is untouched.
///
/// Symbolic links are followed, so the link stays and its target gets the bytes. Only a
/// regular file or a new name is written: a directory, a device, a FIFO or a socket is
/// refused. A replaced file keeps its permission bits; a new one gets the usual
/// `0o666` less the process's umask.
enum AtomicFileWriter {
    /// The most symbolic links followed before the path is refused as a loop.
    static let maximumLinks = 40

    /// What a path resolves to after following symbolic links.
    struct Target: Equatable {
        /// The path of the regular file or new name.
        var path: String
        /// The permission bits of the existing file; `nil` for a new name.
        var existingMode: mode_t?
    }

    static func write(_ bytes: UnsafeRawBufferPointer, to url: URL) throws {
        let requested = url.path
        let target = try resolve(requested)
        let directory = (target.path as NSString).deletingLastPathComponent
        let name = (target.path as NSString).lastPathComponent
        let (descriptor, temporary) = try createTemporary(
            in: directory.isEmpty ? "." : directory, name: name, requested: requested)
        var finished = false
        defer {
            if !finished { unlink(temporary) }
        }
        do {
            try writeAll(bytes, to: descriptor, requested: requested)
            if let mode = target.existingMode, fchmod(descriptor, mode) != 0 {
                throw failure(requested)
            }
        } catch {
            close(descriptor)
            throw error
        }
        guard close(descriptor) == 0, rename(temporary, target.path) == 0 else { throw failure(requested) }
        finished = true
    }

    /// Follows symbolic links from `path` to a regular file or a name that does not exist.
    static func resolve(_ path: String) throws -> Target {
        var current = path
        for _ in 0...maximumLinks {
            var status = stat()
            guard lstat(current, &status) == 0 else {
                if errno == ENOENT { return Target(path: current, existingMode: nil) }
                throw failure(path)
            }
            switch status.st_mode & S_IFMT {
            case S_IFREG:
                return Target(path: current, existingMode: status.st_mode & 0o7777)
            case S_IFLNK:
                let destination = try linkDestination(current, requested: path)
                current =
                    destination.hasPrefix("/")
                    ? destination
                    : ((current as NSString).deletingLastPathComponent as NSString).appendingPathComponent(
                        destination)
            default:
                throw SCIRasterError.notARegularFile(path: path)
            }
        }
        throw SCIRasterError.writeFailed(path: path, reason: "too many levels of symbolic links")
    }

    private static func linkDestination(_ link: String, requested: String) throws -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(link, &buffer, buffer.count - 1)
        guard count >= 0 else { throw failure(requested) }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// A new file beside the target, created exclusively with mode `0o666` (the kernel
    /// applies the umask).
    private static func createTemporary(in directory: String, name: String, requested: String) throws
        -> (Int32, String)
    {
        for _ in 0..<16 {
            let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 36)
            let path = (directory as NSString).appendingPathComponent(".\(name).\(suffix).tmp")
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor >= 0 { return (descriptor, path) }
            guard errno == EEXIST else { throw failure(requested) }
        }
        throw SCIRasterError.writeFailed(path: requested, reason: "no free temporary name")
    }

    private static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32, requested: String)
        throws
    {
        var offset = 0
        while offset < bytes.count {
            let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw failure(requested)
            }
            offset += written
        }
    }

    private static func systemWrite(_ descriptor: Int32, _ start: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.write(descriptor, start, count)
        #else
            Darwin.write(descriptor, start, count)
        #endif
    }

    /// A write failure described by the current `errno`.
    private static func failure(_ path: String) -> SCIRasterError {
        .writeFailed(path: path, reason: String(cString: strerror(errno)))
    }
}
