import Foundation

/// PNG files for the pictures an SVG document embeds, with no library beyond Foundation.
///
/// The compression is deflate with its fixed codes and two kinds of repeat: of the pixel
/// before (a run of one colour) and of the row above (a row like the last). That is what
/// the pictures written hold (a heatmap's cells, each scaled up to several pixels), and it
/// keeps them a small fraction of their raw size.
enum PNGData {
    /// The PNG of `width` × `height` pixels of `0xAARRGGBB` colours, row by row.
    static func encode(width: Int, height: Int, pixels: [UInt32]) -> [UInt8] {
        var raw: [UInt8] = []
        raw.reserveCapacity(height * (1 + 4 * width))
        for row in 0..<height {
            raw.append(0)
            for pixel in pixels[(row * width)..<((row + 1) * width)] {
                raw += [
                    UInt8(pixel >> 16 & 0xFF), UInt8(pixel >> 8 & 0xFF), UInt8(pixel & 0xFF),
                    UInt8(pixel >> 24),
                ]
            }
        }
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header: [UInt8] = []
        header += bigEndian(UInt32(width))
        header += bigEndian(UInt32(height))
        header += [8, 6, 0, 0, 0]  // 8 bits a channel, RGBA, deflate, no filter choice, no interlace
        chunk("IHDR", header, into: &file)
        chunk("IDAT", zlib(raw, rowLength: 1 + 4 * width), into: &file)
        chunk("IEND", [], into: &file)
        return file
    }

    /// `data` as a zlib stream: one deflate block of fixed codes, with repeats of the 4 bytes
    /// before and of the `rowLength` bytes before (when that is within deflate's reach).
    static func zlib(_ data: [UInt8], rowLength: Int) -> [UInt8] {
        var bits = BitWriter()
        bits.write(1, count: 1)  // the last block
        bits.write(1, count: 2)  // fixed codes
        let distances = [4, rowLength].filter { $0 > 0 && $0 <= 32_768 }
        var index = 0
        while index < data.count {
            var best = (length: 0, distance: 0)
            for distance in distances where index >= distance {
                var length = 0
                while length < 258, index + length < data.count,
                    data[index + length] == data[index + length - distance]
                {
                    length += 1
                }
                if length > best.length { best = (length, distance) }
            }
            if best.length >= 3 {
                bits.writeLength(best.length)
                bits.writeDistance(best.distance)
                index += best.length
            } else {
                bits.writeLiteral(Int(data[index]))
                index += 1
            }
        }
        bits.writeLiteral(256)  // end of block
        return [0x78, 0x01] + bits.finished + bigEndian(adler32(data))
    }

    static func adler32(_ data: [UInt8]) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return b << 16 | a
    }

    private static let crcTable: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    static func crc32<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    private static func chunk(_ type: String, _ data: [UInt8], into file: inout [UInt8]) {
        let typed = Array(type.utf8) + data
        file += bigEndian(UInt32(data.count))
        file += typed
        file += bigEndian(crc32(typed))
    }
}

/// Deflate's bit stream: values least significant bit first, Huffman codes most significant
/// first, with the fixed codes' tables.
private struct BitWriter {
    private(set) var bytes: [UInt8] = []
    private var current: UInt32 = 0
    private var used: UInt32 = 0

    private static let lengthBases = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163,
        195, 227,
        258,
    ]
    private static let lengthExtra = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    private static let distanceBases = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
        4097, 6145, 8193, 12289, 16385, 24577,
    ]
    private static let distanceExtra = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]

    /// Writes the low `count` bits of `value`, least significant first.
    mutating func write(_ value: Int, count: Int) {
        for bit in 0..<count {
            current |= UInt32((value >> bit) & 1) << used
            used += 1
            if used == 8 {
                bytes.append(UInt8(current))
                current = 0
                used = 0
            }
        }
    }

    /// Writes a Huffman code of `count` bits, most significant first.
    private mutating func writeCode(_ code: Int, count: Int) {
        for bit in stride(from: count - 1, through: 0, by: -1) { write((code >> bit) & 1, count: 1) }
    }

    /// Writes literal/length symbol `symbol` in the fixed code.
    mutating func writeLiteral(_ symbol: Int) {
        switch symbol {
        case 0...143: writeCode(0x30 + symbol, count: 8)
        case 144...255: writeCode(0x190 + symbol - 144, count: 9)
        case 256...279: writeCode(symbol - 256, count: 7)
        default: writeCode(0xC0 + symbol - 280, count: 8)
        }
    }

    /// Writes a repeat's length, `3...258`.
    mutating func writeLength(_ length: Int) {
        let code = (Self.lengthBases.lastIndex { $0 <= length }) ?? 0
        writeLiteral(257 + code)
        write(length - Self.lengthBases[code], count: Self.lengthExtra[code])
    }

    /// Writes a repeat's distance, `1...32768`.
    mutating func writeDistance(_ distance: Int) {
        let code = (Self.distanceBases.lastIndex { $0 <= distance }) ?? 0
        writeCode(code, count: 5)
        write(distance - Self.distanceBases[code], count: Self.distanceExtra[code])
    }

    /// The bytes, the last one padded.
    var finished: [UInt8] {
        used > 0 ? bytes + [UInt8(current)] : bytes
    }
}
