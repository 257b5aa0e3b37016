import CZlib
import Foundation

/// Encodes Cairo's ARGB32 pixels as a PNG, on every core.
///
/// The image is written as 8-bit RGB when every pixel is opaque (a quarter less data to
/// compress than RGBA), else as 8-bit RGBA, with the Up filter on every row (see
/// ``PNGScanlines``) and zlib's fast deflate (see ``ZlibDeflater``). The rows are cut into
/// bands compressed in parallel, each an independent deflate stream; every band but the
/// last ends with a full flush (byte-aligned, no final-block bit), so the bands joined in
/// order are one valid deflate stream, and their Adler-32 checksums combine into the zlib
/// trailer. The file is one IHDR, one IDAT and an IEND.
enum PNGEncoder {
    /// The fewest raw bytes worth a band of their own.
    static let minimumBandBytes = 262_144

    static func encode(
        pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int, bands requested: Int? = nil
    ) throws -> Data {
        guard width > 0, height > 0, stride >= width * 4 else {
            throw SCIRasterError.emptyImage(width: Double(width), height: Double(height), scale: 1)
        }
        let bands = bandRows(
            height: height,
            count: requested
                ?? min(ParallelTasks.pieces, height * width * 4 / minimumBandBytes))
        let probe = PNGScanlines(pixels: pixels, width: width, height: height, stride: stride, color: .rgb)
        let opaque = try ParallelMap.run(bands.count) { probe.isOpaque(rows: bands[$0]) }
        let color: PNGColorType = opaque.allSatisfy { $0 } ? .rgb : .rgba
        let scanlines = PNGScanlines(
            pixels: pixels, width: width, height: height, stride: stride, color: color)
        let compressed = try ParallelMap.run(bands.count) { index in
            try compress(scanlines, rows: bands[index], ending: index == bands.count - 1)
        }
        return try assemble(width: width, height: height, color: color, bands: compressed)
    }

    /// `count` (at least 1) runs of rows of nearly equal length covering `height` rows.
    static func bandRows(height: Int, count: Int) -> [Range<Int>] {
        let count = min(max(count, 1), height)
        return (0..<count).map { index in (height * index / count)..<(height * (index + 1) / count) }
    }

    /// One band compressed: its deflate data, the Adler-32 of its scanlines and their length.
    struct Band {
        let deflater: ZlibDeflater
        let adler: UInt
        let length: Int
    }

    /// Converts, filters and compresses `rows` a batch at a time (about 128 KB, so the
    /// scanlines are still in cache when zlib reads them).
    static func compress(_ scanlines: PNGScanlines, rows: Range<Int>, ending: Bool) throws -> Band {
        let rowBytes = scanlines.rowBytes
        let lineBytes = rowBytes + 1
        let batchRows = max(1, 131_072 / lineBytes)
        let batch = UnsafeMutableRawPointer.allocate(byteCount: batchRows * lineBytes, alignment: 16)
        var previous = UnsafeMutableRawPointer.allocate(byteCount: rowBytes, alignment: 16)
        var current = UnsafeMutableRawPointer.allocate(byteCount: rowBytes, alignment: 16)
        defer {
            batch.deallocate()
            previous.deallocate()
            current.deallocate()
        }
        // The first row is filtered against the row above it, or against zeros at the top.
        if rows.lowerBound > 0 {
            scanlines.convert(row: rows.lowerBound - 1, into: previous)
        } else {
            previous.initializeMemory(as: UInt8.self, repeating: 0, count: rowBytes)
        }
        let deflater = try ZlibDeflater(capacity: rows.count * lineBytes / 8)
        var adler = adler32(0, nil, 0)
        var filled = 0
        for y in rows {
            scanlines.convert(row: y, into: current)
            scanlines.filterUp(current, above: previous, into: batch + filled * lineBytes)
            swap(&current, &previous)
            filled += 1
            guard filled == batchRows || y == rows.upperBound - 1 else { continue }
            let bytes = filled * lineBytes
            adler = adler32(adler, batch.assumingMemoryBound(to: Bytef.self), uInt(bytes))
            let flush = y < rows.upperBound - 1 ? Z_NO_FLUSH : ending ? Z_FINISH : Z_FULL_FLUSH
            try deflater.compress(UnsafeRawBufferPointer(start: batch, count: bytes), flush: flush)
            filled = 0
        }
        return Band(deflater: deflater, adler: adler, length: rows.count * lineBytes)
    }

    /// The PNG file: signature, IHDR, one IDAT holding the zlib stream, IEND.
    static func assemble(width: Int, height: Int, color: PNGColorType, bands: [Band]) throws -> Data {
        let deflated = bands.reduce(0) { $0 + $1.deflater.count }
        guard deflated < Int(Int32.max) - 16 else {
            throw SCIRasterError.pngEncodingFailed(reason: "the compressed image exceeds 2 GB")
        }
        var adler = bands[0].adler
        for band in bands.dropFirst() {
            adler = adler32_combine(adler, band.adler, off_t(band.length))
        }
        var png = Data(capacity: deflated + 64)
        png.append(contentsOf: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        png.appendChunk("IHDR") { data in
            data.appendBigEndian(UInt32(width))
            data.appendBigEndian(UInt32(height))
            // Bit depth 8, the colour type, deflate, adaptive filtering, no interlace.
            data.append(contentsOf: [8, color.rawValue, 0, 0, 0])
        }
        png.appendChunk("IDAT") { data in
            // The zlib header: deflate with a 32 KB window, the fastest level, no dictionary.
            data.append(contentsOf: [0x78, 0x01])
            for band in bands {
                data.append(contentsOf: band.deflater.bytes)
            }
            data.appendBigEndian(UInt32(truncatingIfNeeded: adler))
        }
        png.appendChunk("IEND") { _ in }
        return png
    }
}

extension Data {
    mutating func appendBigEndian(_ value: UInt32) {
        Swift.withUnsafeBytes(of: value.bigEndian) { append(contentsOf: $0) }
    }

    /// Appends a PNG chunk: its length, its type, the data `body` appends, and the CRC-32
    /// of type and data.
    mutating func appendChunk(_ type: String, _ body: (inout Data) -> Void) {
        let lengthOffset = count
        appendBigEndian(0)
        let typeOffset = count
        append(contentsOf: Array(type.utf8))
        body(&self)
        let length = UInt32(count - typeOffset - 4)
        Swift.withUnsafeBytes(of: length.bigEndian) { replaceSubrange(lengthOffset..<typeOffset, with: $0) }
        let crc = self[typeOffset...].withUnsafeBytes { bytes in
            CZlib.crc32(
                CZlib.crc32(0, nil, 0), bytes.baseAddress?.assumingMemoryBound(to: Bytef.self),
                uInt(bytes.count))
        }
        appendBigEndian(UInt32(truncatingIfNeeded: crc))
    }
}
