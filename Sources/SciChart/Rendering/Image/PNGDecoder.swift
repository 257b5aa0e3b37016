import Foundation

/// Reads PNG files into `0xAARRGGBB` pixels: the chunks (each one's CRC checked), the
/// header's colour type and bit depth, the palette and transparency, the five row filters
/// and Adam7 interlacing.
enum PNGDecoder {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// What the header says.
    struct Header {
        var width: Int
        var height: Int
        var bitDepth: Int
        var colorType: Int
        var isInterlaced: Bool

        /// Samples a pixel: grey 1, grey and alpha 2, RGB 3, palette 1, RGBA 4.
        var channels: Int {
            switch colorType {
            case 2: 3
            case 4: 2
            case 6: 4
            default: 1
            }
        }

        var bitsPerPixel: Int { channels * bitDepth }

        /// The bytes of a row of `columns` pixels, without its filter byte.
        func rowBytes(_ columns: Int) -> Int { (columns * bitsPerPixel + 7) / 8 }
    }

    static func decode(_ bytes: [UInt8]) throws(SCIImageError) -> (width: Int, height: Int, pixels: [UInt32])
    {
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else { throw .notPNG }
        var offset = 8
        var header: Header?
        var palette: [UInt32] = []
        var transparency: [UInt8]?
        var compressed: [UInt8] = []
        var ended = false
        while !ended {
            guard offset + 12 <= bytes.count else { throw .corrupt("the file ends inside a chunk") }
            let length = Int(bigEndian(bytes, offset))
            guard length <= bytes.count - offset - 12 else {
                throw .corrupt("a chunk runs past the end of the file")
            }
            let typeStart = offset + 4
            let dataStart = offset + 8
            let dataEnd = dataStart + length
            guard bigEndian(bytes, dataEnd) == PNGData.crc32(bytes[typeStart..<dataEnd]) else {
                throw .corrupt("a chunk fails its CRC")
            }
            let type = String(decoding: bytes[typeStart..<dataStart], as: UTF8.self)
            let data = bytes[dataStart..<dataEnd]
            offset = dataEnd + 4
            if header == nil, type != "IHDR" { throw .corrupt("the first chunk is not the header") }
            switch type {
            case "IHDR":
                guard header == nil else { throw .corrupt("two headers") }
                header = try readHeader(data)
            case "PLTE":
                guard length % 3 == 0, length / 3 >= 1, length / 3 <= 256 else {
                    throw .corrupt("a palette of \(length) bytes")
                }
                palette = stride(from: dataStart, to: dataEnd, by: 3).map { index in
                    0xFF00_0000 | UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8
                        | UInt32(bytes[index + 2])
                }
            case "tRNS": transparency = Array(data)
            case "IDAT": compressed += data
            case "IEND": ended = true
            default:
                // A critical chunk (its first letter upper case) must be understood.
                if let first = type.utf8.first, first & 0x20 == 0 {
                    throw .unsupported("the critical chunk \(type.debugDescription)")
                }
            }
        }
        guard let header else { throw .corrupt("no header") }
        if header.colorType == 3, palette.isEmpty { throw .corrupt("a palette picture with no palette") }
        guard !compressed.isEmpty else { throw .corrupt("no pixel data") }
        let passes = header.isInterlaced ? adam7 : [Pass(x: 0, y: 0, dx: 1, dy: 1)]
        var expected = 0
        for pass in passes {
            let (columns, rows) = pass.size(header)
            if columns > 0, rows > 0 { expected += rows * (1 + header.rowBytes(columns)) }
        }
        let raw = try Inflate.zlib(compressed, limit: expected)
        guard raw.count == expected else { throw .corrupt("the pixels are shorter than the header says") }
        let colors = Colors(header: header, palette: palette, transparency: transparency)
        var pixels = [UInt32](repeating: 0, count: header.width * header.height)
        var start = 0
        for pass in passes {
            let (columns, rows) = pass.size(header)
            guard columns > 0, rows > 0 else { continue }
            let rowBytes = header.rowBytes(columns)
            let filtered = try unfilter(
                raw[start..<(start + rows * (1 + rowBytes))], rowBytes: rowBytes,
                bytesPerPixel: max(1, header.bitsPerPixel / 8))
            start += rows * (1 + rowBytes)
            for row in 0..<rows {
                let y = pass.y + row * pass.dy
                colors.convert(
                    filtered, rowStart: row * rowBytes, columns: columns, into: &pixels,
                    at: y * header.width + pass.x, step: pass.dx)
            }
        }
        return (header.width, header.height, pixels)
    }

    private static func bigEndian(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
            | UInt32(bytes[offset + 3])
    }

    private static func readHeader(_ data: ArraySlice<UInt8>) throws(SCIImageError) -> Header {
        guard data.count == 13 else { throw .corrupt("a header of \(data.count) bytes") }
        let bytes = Array(data)
        let width = Int(bigEndian(bytes, 0))
        let height = Int(bigEndian(bytes, 4))
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else {
            throw .corrupt("a picture of \(width) × \(height) pixels")
        }
        guard width <= SCIImage.maximumPixelCount / height else {
            throw .tooLarge(width: width, height: height)
        }
        let bitDepth = Int(bytes[8])
        let colorType = Int(bytes[9])
        let allowed: [Int: [Int]] = [
            0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16],
        ]
        guard let depths = allowed[colorType], depths.contains(bitDepth) else {
            throw .corrupt("colour type \(colorType) with \(bitDepth) bits a sample")
        }
        guard bytes[10] == 0 else { throw .unsupported("compression method \(bytes[10])") }
        guard bytes[11] == 0 else { throw .unsupported("filter method \(bytes[11])") }
        guard bytes[12] <= 1 else { throw .unsupported("interlace method \(bytes[12])") }
        return Header(
            width: width, height: height, bitDepth: bitDepth, colorType: colorType,
            isInterlaced: bytes[12] == 1)
    }

    /// One of the interlaced passes: its first column and row and its steps.
    struct Pass {
        let x: Int
        let y: Int
        let dx: Int
        let dy: Int

        func size(_ header: Header) -> (columns: Int, rows: Int) {
            (
                max(0, (header.width - x + dx - 1) / dx),
                max(0, (header.height - y + dy - 1) / dy)
            )
        }
    }

    static let adam7 = [
        Pass(x: 0, y: 0, dx: 8, dy: 8), Pass(x: 4, y: 0, dx: 8, dy: 8), Pass(x: 0, y: 4, dx: 4, dy: 8),
        Pass(x: 2, y: 0, dx: 4, dy: 4), Pass(x: 0, y: 2, dx: 2, dy: 4), Pass(x: 1, y: 0, dx: 2, dy: 2),
        Pass(x: 0, y: 1, dx: 1, dy: 2),
    ]

    /// The rows of `raw` (each a filter byte and `rowBytes` bytes) with their filters undone,
    /// without the filter bytes.
    static func unfilter(_ raw: ArraySlice<UInt8>, rowBytes: Int, bytesPerPixel: Int) throws(SCIImageError)
        -> [UInt8]
    {
        let rows = raw.count / (1 + rowBytes)
        var out = [UInt8](repeating: 0, count: rows * rowBytes)
        var source = raw.startIndex
        for row in 0..<rows {
            let filter = raw[source]
            source += 1
            let line = row * rowBytes
            let above = line - rowBytes
            for column in 0..<rowBytes {
                let value = raw[source + column]
                let left = column >= bytesPerPixel ? Int(out[line + column - bytesPerPixel]) : 0
                let up = row > 0 ? Int(out[above + column]) : 0
                let predicted: Int
                switch filter {
                case 0: predicted = 0
                case 1: predicted = left
                case 2: predicted = up
                case 3: predicted = (left + up) / 2
                case 4:
                    let upLeft =
                        row > 0 && column >= bytesPerPixel ? Int(out[above + column - bytesPerPixel]) : 0
                    predicted = paeth(left, up, upLeft)
                default: throw .corrupt("row filter \(filter)")
                }
                out[line + column] = value &+ UInt8(truncatingIfNeeded: predicted)
            }
            source += rowBytes
        }
        return out
    }

    @inline(__always)
    private static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
        let p = a + b - c
        let pa = abs(p - a)
        let pb = abs(p - b)
        let pc = abs(p - c)
        if pa <= pb, pa <= pc { return a }
        return pb <= pc ? b : c
    }

    /// Turns a picture's samples into `0xAARRGGBB` colours.
    struct Colors {
        let header: Header
        let palette: [UInt32]
        /// The grey or RGB sample (at full depth) that is transparent, for colour types 0 and 2.
        let transparentKey: [Int]?

        init(header: Header, palette: [UInt32], transparency: [UInt8]?) {
            self.header = header
            var palette = palette
            var key: [Int]?
            if let transparency {
                switch header.colorType {
                case 3:
                    for (index, alpha) in transparency.prefix(palette.count).enumerated() {
                        palette[index] = palette[index] & 0x00FF_FFFF | UInt32(alpha) << 24
                    }
                case 0 where transparency.count >= 2:
                    key = [Int(transparency[0]) << 8 | Int(transparency[1])]
                case 2 where transparency.count >= 6:
                    key = (0..<3).map { Int(transparency[2 * $0]) << 8 | Int(transparency[2 * $0 + 1]) }
                default: break
                }
            }
            self.palette = palette
            self.transparentKey = key
        }

        /// Converts the `columns` pixels of the row at `rowStart` in `samples`, writing them
        /// `step` apart from `start` in `pixels`.
        func convert(
            _ samples: [UInt8], rowStart: Int, columns: Int, into pixels: inout [UInt32], at start: Int,
            step: Int
        ) {
            let depth = header.bitDepth
            let maximum = (1 << depth) - 1
            // Sample `index` of the row, at full depth.
            func sample(_ index: Int) -> Int {
                switch depth {
                case 16:
                    return Int(samples[rowStart + 2 * index]) << 8 | Int(samples[rowStart + 2 * index + 1])
                case 8: return Int(samples[rowStart + index])
                default:
                    let bit = index * depth
                    let byte = Int(samples[rowStart + bit / 8])
                    return byte >> (8 - depth - bit % 8) & maximum
                }
            }
            // A sample scaled to 8 bits.
            func eight(_ value: Int) -> UInt32 {
                switch depth {
                case 16: UInt32((value * 255 + 32_767) / 65_535)
                case 8: UInt32(value)
                default: UInt32(value * 255 / maximum)
                }
            }
            let channels = header.channels
            for column in 0..<columns {
                let first = column * channels
                let color: UInt32
                switch header.colorType {
                case 0:
                    let grey = sample(first)
                    let alpha: UInt32 = transparentKey?[0] == grey ? 0 : 0xFF
                    let g = eight(grey)
                    color = alpha << 24 | g << 16 | g << 8 | g
                case 2:
                    let (red, green, blue) = (sample(first), sample(first + 1), sample(first + 2))
                    var alpha: UInt32 = 0xFF
                    if let key = transparentKey, key[0] == red, key[1] == green, key[2] == blue { alpha = 0 }
                    color = alpha << 24 | eight(red) << 16 | eight(green) << 8 | eight(blue)
                case 3:
                    let index = sample(first)
                    // An index past the palette's end is black, as decoders commonly draw it.
                    color = index < palette.count ? palette[index] : 0xFF00_0000
                case 4:
                    let g = eight(sample(first))
                    color = eight(sample(first + 1)) << 24 | g << 16 | g << 8 | g
                default:
                    color =
                        eight(sample(first + 3)) << 24 | eight(sample(first)) << 16 | eight(sample(first + 1))
                        << 8
                        | eight(sample(first + 2))
                }
                pixels[start + column * step] = color
            }
        }
    }
}
