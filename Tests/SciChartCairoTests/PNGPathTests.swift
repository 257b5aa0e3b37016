import Foundation
import SciChart
import SciChartCairo
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Where `writePNG(to:)` and `renderPNG(to:scale:)` may write: a new name or a regular file,
/// reached through symbolic links; anything else is refused and left as it was.
@Suite struct PNGPathTests {
    /// A fresh directory, removed by `body`'s caller.
    static func withDirectory(_ body: (URL) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "scichart-paths-\(UUID())", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try body(directory)
    }

    static func chart() -> SCIChartSurface {
        SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
    }

    /// The file type of `url` itself (a link is not followed).
    static func type(of url: URL) -> FileAttributeType? {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.type] as? FileAttributeType
    }

    static func names(in directory: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
    }

    @Test func aSymlinkToAFileKeepsTheLinkAndWritesItsTarget() throws {
        try Self.withDirectory { directory in
            let target = directory.appendingPathComponent("target.png")
            try Data("old".utf8).write(to: target)
            let link = directory.appendingPathComponent("link.png")
            try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "target.png")
            try Self.chart().renderPNG(to: link)
            #expect(Self.type(of: link) == .typeSymbolicLink)
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "target.png")
            let image = try SCIRasterImage.read(pngAt: target)
            #expect(image.width == 40 && image.height == 30)
            #expect(Self.names(in: directory) == ["link.png", "target.png"])
        }
    }

    @Test func aChainOfSymlinksEndingAtANewNameCreatesThatName() throws {
        try Self.withDirectory { directory in
            let subdirectory = directory.appendingPathComponent("out", isDirectory: true)
            try FileManager.default.createDirectory(at: subdirectory, withIntermediateDirectories: true)
            let first = directory.appendingPathComponent("first.png")
            let second = directory.appendingPathComponent("second.png")
            try FileManager.default.createSymbolicLink(atPath: first.path, withDestinationPath: "second.png")
            try FileManager.default.createSymbolicLink(
                atPath: second.path, withDestinationPath: subdirectory.appendingPathComponent("new.png").path)
            try Self.chart().renderPNG(to: first)
            #expect(Self.type(of: first) == .typeSymbolicLink)
            #expect(Self.type(of: second) == .typeSymbolicLink)
            #expect(Self.type(of: subdirectory.appendingPathComponent("new.png")) == .typeRegular)
            #expect(Self.names(in: subdirectory) == ["new.png"])
        }
    }

    @Test func aSymlinkLoopIsRefused() throws {
        try Self.withDirectory { directory in
            let loop = directory.appendingPathComponent("loop.png")
            try FileManager.default.createSymbolicLink(atPath: loop.path, withDestinationPath: "loop.png")
            #expect(throws: SCIRasterError.self) { try Self.chart().renderPNG(to: loop) }
            #expect(Self.type(of: loop) == .typeSymbolicLink)
            #expect(Self.names(in: directory) == ["loop.png"])
        }
    }

    @Test func aDirectoryIsRefusedAndLeftAsItWas() throws {
        try Self.withDirectory { directory in
            let target = directory.appendingPathComponent("charts", isDirectory: true)
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
            #expect(throws: SCIRasterError.notARegularFile(path: target.path)) {
                try Self.chart().renderPNG(to: target)
            }
            #expect(Self.type(of: target) == .typeDirectory)
            #expect(Self.names(in: directory) == ["charts"])
        }
    }

    @Test func aFIFOIsRefusedAndLeftAsItWas() throws {
        try Self.withDirectory { directory in
            let fifo = directory.appendingPathComponent("pipe.png")
            #expect(mkfifo(fifo.path, 0o600) == 0)
            #expect(throws: SCIRasterError.notARegularFile(path: fifo.path)) {
                try Self.chart().renderPNG(to: fifo)
            }
            var status = stat()
            #expect(lstat(fifo.path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
            #expect(Self.names(in: directory) == ["pipe.png"])
        }
    }

    /// A character device: one made in the test's own directory when the user may (root),
    /// else /dev/null, which such a user cannot replace anyway.
    @Test func aDeviceIsRefusedAndLeftAsItWas() throws {
        try Self.withDirectory { directory in
            var device = directory.appendingPathComponent("null.png")
            let mknod = Process()
            mknod.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            mknod.arguments = ["mknod", device.path, "c", "1", "3"]
            mknod.standardError = FileHandle.nullDevice
            try mknod.run()
            mknod.waitUntilExit()
            if mknod.terminationStatus != 0 { device = URL(fileURLWithPath: "/dev/null") }
            #expect(throws: SCIRasterError.notARegularFile(path: device.path)) {
                try Self.chart().renderPNG(to: device)
            }
            var status = stat()
            #expect(lstat(device.path, &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
            #expect(Self.names(in: directory) == (device.path == "/dev/null" ? [] : ["null.png"]))
        }
    }

    @Test func aSymlinkToADirectoryIsRefused() throws {
        try Self.withDirectory { directory in
            let link = directory.appendingPathComponent("link.png")
            try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: directory.path)
            #expect(throws: SCIRasterError.notARegularFile(path: link.path)) {
                try Self.chart().renderPNG(to: link)
            }
            #expect(Self.type(of: link) == .typeSymbolicLink)
            #expect(Self.names(in: directory) == ["link.png"])
        }
    }

    @Test func replacingAFileKeepsItsPermissions() throws {
        try Self.withDirectory { directory in
            let target = directory.appendingPathComponent("chart.png")
            try Data("old".utf8).write(to: target)
            #expect(chmod(target.path, 0o640) == 0)
            try Self.chart().renderPNG(to: target)
            var status = stat()
            #expect(lstat(target.path, &status) == 0)
            #expect(status.st_mode & 0o7777 == 0o640)
            #expect(try SCIRasterImage.read(pngAt: target).width == 40)
            #expect(Self.names(in: directory) == ["chart.png"])
        }
    }

    @Test func aNewFileTakesTheUmaskLikeAnyOtherFile() throws {
        try Self.withDirectory { directory in
            let reference = directory.appendingPathComponent("reference")
            let descriptor = open(reference.path, O_WRONLY | O_CREAT | O_EXCL, 0o666)
            #expect(descriptor >= 0)
            close(descriptor)
            let target = directory.appendingPathComponent("chart.png")
            try Self.chart().renderPNG(to: target)
            var made = stat()
            var expected = stat()
            #expect(lstat(target.path, &made) == 0 && lstat(reference.path, &expected) == 0)
            #expect(made.st_mode & 0o777 == expected.st_mode & 0o777)
        }
    }
}
