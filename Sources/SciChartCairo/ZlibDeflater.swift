import CZlib
import Foundation

/// Owns a zlib stream that compresses to raw deflate data (no zlib header or trailer) and
/// frees it.
///
/// The settings favour speed on chart images: zlib's fast path (level 1: no lazy matching)
/// searching longer matches than level 1 does (chains of 16, up to 258 bytes), which on
/// the gallery's charts takes about level 1's time and writes 6-17% less. Level 6, Cairo's,
/// writes files 15-35% smaller and takes 2-3 times as long.
final class ZlibDeflater {
    private let stream: UnsafeMutablePointer<z_stream>
    private var buffer: UnsafeMutableRawPointer
    private var capacity: Int
    /// How many compressed bytes there are so far.
    private(set) var count = 0

    /// A deflater whose output buffer starts with room for `capacity` bytes.
    init(capacity: Int = 65_536) throws {
        self.capacity = max(capacity, 1024)
        guard let buffer = malloc(self.capacity) else {
            throw SCIRasterError.pngEncodingFailed(reason: "out of memory")
        }
        self.buffer = buffer
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        let status = czlib_deflate_init(stream, 1, -15, 9, Z_DEFAULT_STRATEGY)
        guard status == Z_OK else {
            stream.deinitialize(count: 1)
            stream.deallocate()
            free(buffer)
            throw SCIRasterError.pngEncodingFailed(reason: "deflateInit2 returned \(status)")
        }
        // good_length and max_lazy (for level 1, the longest match still indexed) stay at
        // level 1's 4; nice_length 258 and max_chain 16 find longer matches.
        deflateTune(stream, 4, 4, 258, 16)
    }

    deinit {
        deflateEnd(stream)
        stream.deinitialize(count: 1)
        stream.deallocate()
        free(buffer)
    }

    /// The compressed bytes so far; valid until the next call of ``compress(_:flush:)``.
    var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: buffer, count: count) }

    /// Compresses `input`; `flush` is `Z_NO_FLUSH`, `Z_FULL_FLUSH` (ends on a byte boundary
    /// with the history reset, so an independent stream can follow) or `Z_FINISH` (ends the
    /// deflate data).
    func compress(_ input: UnsafeRawBufferPointer, flush: Int32) throws {
        stream.pointee.next_in = UnsafeMutablePointer(
            mutating: input.baseAddress?.assumingMemoryBound(to: Bytef.self))
        stream.pointee.avail_in = uInt(input.count)
        while true {
            if capacity - count < 4096 { try grow() }
            stream.pointee.next_out = (buffer + count).assumingMemoryBound(to: Bytef.self)
            stream.pointee.avail_out = uInt(capacity - count)
            let status = deflate(stream, flush)
            count = capacity - Int(stream.pointee.avail_out)
            switch status {
            case Z_STREAM_END:
                return
            case Z_OK, Z_BUF_ERROR:
                // Done once the input is used and deflate stopped with room to spare.
                if flush != Z_FINISH, stream.pointee.avail_in == 0, stream.pointee.avail_out > 0 { return }
            default:
                throw SCIRasterError.pngEncodingFailed(reason: "deflate returned \(status)")
            }
        }
    }

    private func grow() throws {
        let larger = capacity * 2
        guard let moved = realloc(buffer, larger) else {
            throw SCIRasterError.pngEncodingFailed(reason: "out of memory")
        }
        buffer = moved
        capacity = larger
    }
}
