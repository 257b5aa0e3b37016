import Foundation

/// The zlib streams in PNG files, decompressed (RFC 1950 around RFC 1951's deflate) with
/// nothing beyond the standard library: stored, fixed-code and dynamic-code blocks, the
/// header and Adler-32 checked.
///
/// Each Huffman code is decoded through one table indexed by the next bits of the stream
/// (as many as the code's longest length), so a symbol costs one lookup.
enum Inflate {
    /// The bytes of zlib stream `data`; more than `limit` of them is an error (a picture
    /// never holds more than its header says), as is a stream that ends early or does not
    /// add up.
    static func zlib(_ data: [UInt8], limit: Int) throws(SCIImageError) -> [UInt8] {
        guard data.count >= 6 else { throw .corrupt("the compressed pixels end before they start") }
        let method = data[0]
        let flags = data[1]
        guard method & 0x0F == 8, method >> 4 <= 7, (UInt16(method) << 8 | UInt16(flags)) % 31 == 0 else {
            throw .corrupt("the compressed pixels do not start with a zlib header")
        }
        guard flags & 0x20 == 0 else { throw .unsupported("compression with a preset dictionary") }
        var reader = BitReader(bytes: data, start: 2)
        var output: [UInt8] = []
        // Room for a few times the compressed size: a header's claim alone (a damaged file's)
        // reserves no more, and the array grows as the stream proves longer.
        output.reserveCapacity(min(limit, max(4 * data.count, 1 << 16)))
        try inflate(&reader, into: &output, limit: limit)
        reader.alignToByte()
        guard let end = reader.byteOffset, end + 4 <= data.count else {
            throw .corrupt("the compressed pixels end before their checksum")
        }
        let stored = data[end..<(end + 4)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        guard stored == PNGData.adler32(output) else {
            throw .corrupt("the compressed pixels fail their checksum")
        }
        return output
    }

    /// Decodes deflate blocks from `reader` until the last one, appending to `output`.
    static func inflate(_ reader: inout BitReader, into output: inout [UInt8], limit: Int)
        throws(SCIImageError)
    {
        var isLast = false
        while !isLast {
            isLast = try reader.read(1) == 1
            switch try reader.read(2) {
            case 0: try copyStored(&reader, into: &output, limit: limit)
            case 1:
                try decode(&reader, HuffmanTable.fixedLengths, HuffmanTable.fixedDistances, &output, limit)
            case 2:
                let (lengths, distances) = try dynamicTables(&reader)
                try decode(&reader, lengths, distances, &output, limit)
            default: throw .corrupt("a compressed block of an unknown kind")
            }
        }
    }

    private static func copyStored(_ reader: inout BitReader, into output: inout [UInt8], limit: Int)
        throws(SCIImageError)
    {
        reader.alignToByte()
        let length = try reader.read(16)
        let complement = try reader.read(16)
        guard length ^ complement == 0xFFFF else { throw .corrupt("a stored block's length is damaged") }
        guard output.count + length <= limit else {
            throw .corrupt("the pixels are longer than the header says")
        }
        try reader.copyBytes(length, into: &output)
    }

    /// The order code lengths of the code-length code are stored in.
    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    private static func dynamicTables(_ reader: inout BitReader) throws(SCIImageError) -> (
        HuffmanTable, HuffmanTable
    ) {
        let literalCount = try reader.read(5) + 257
        let distanceCount = try reader.read(5) + 1
        let codeLengthCount = try reader.read(4) + 4
        guard literalCount <= 286, distanceCount <= 30 else {
            throw .corrupt("a block declares too many codes")
        }
        var codeLengthLengths = [UInt8](repeating: 0, count: 19)
        for index in 0..<codeLengthCount {
            codeLengthLengths[codeLengthOrder[index]] = UInt8(try reader.read(3))
        }
        let codeLengths = try HuffmanTable(lengths: codeLengthLengths)
        var lengths: [UInt8] = []
        lengths.reserveCapacity(literalCount + distanceCount)
        while lengths.count < literalCount + distanceCount {
            let symbol = try codeLengths.decode(&reader)
            switch symbol {
            case 0...15: lengths.append(UInt8(symbol))
            case 16:
                guard let previous = lengths.last else { throw .corrupt("a code length repeats nothing") }
                lengths += repeatElement(previous, count: 3 + (try reader.read(2)))
            case 17: lengths += repeatElement(0, count: 3 + (try reader.read(3)))
            default: lengths += repeatElement(0, count: 11 + (try reader.read(7)))
            }
        }
        guard lengths.count == literalCount + distanceCount else {
            throw .corrupt("code lengths run past their count")
        }
        guard lengths[256] != 0 else { throw .corrupt("a block with no end code") }
        return (
            try HuffmanTable(lengths: Array(lengths[0..<literalCount])),
            try HuffmanTable(lengths: Array(lengths[literalCount...]), allowsOneSymbol: true)
        )
    }

    private static let lengthBases: [Int] = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163,
        195, 227, 258,
    ]
    private static let lengthExtraBits: [Int] = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    private static let distanceBases: [Int] = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049,
        3073, 4097, 6145, 8193, 12289, 16385, 24577,
    ]
    private static let distanceExtraBits: [Int] = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]

    private static func decode(
        _ reader: inout BitReader, _ literals: HuffmanTable, _ distances: HuffmanTable,
        _ output: inout [UInt8], _ limit: Int
    ) throws(SCIImageError) {
        while true {
            let symbol = try literals.decode(&reader)
            if symbol < 256 {
                guard output.count < limit else {
                    throw .corrupt("the pixels are longer than the header says")
                }
                output.append(UInt8(symbol))
                continue
            }
            if symbol == 256 { return }
            let lengthIndex = symbol - 257
            guard lengthIndex < lengthBases.count else { throw .corrupt("a repeat of an unknown length") }
            let length = lengthBases[lengthIndex] + (try reader.read(lengthExtraBits[lengthIndex]))
            let distanceCode = try distances.decode(&reader)
            guard distanceCode < distanceBases.count else {
                throw .corrupt("a repeat of an unknown distance")
            }
            let distance = distanceBases[distanceCode] + (try reader.read(distanceExtraBits[distanceCode]))
            guard distance <= output.count else { throw .corrupt("a repeat reaches before the start") }
            guard output.count + length <= limit else {
                throw .corrupt("the pixels are longer than the header says")
            }
            // Byte by byte: a repeat may overlap what it writes, and a slice of `output`
            // appended to it would copy the whole array.
            let start = output.count - distance
            for offset in 0..<length { output.append(output[start + offset]) }
        }
    }
}

/// A canonical Huffman code as one lookup table over the stream's next `maximumLength` bits
/// (least significant first, as deflate packs them): each entry the symbol and its length.
struct HuffmanTable: Sendable {
    /// Per index, `symbol << 4 | length`; a length of 0 marks bits no code starts with.
    private let entries: [UInt32]
    private let maximumLength: Int

    /// The code whose symbol `i` is `lengths[i]` bits long (0: unused). A code that claims
    /// more bit patterns than exist is an error, and so is one that claims fewer unless it
    /// has a single symbol (`allowsOneSymbol`: deflate writes a distance code of one
    /// distance so); its missing pattern fails when read. Refusing incomplete codes keeps a
    /// few bytes from declaring a table of 32,768 entries again and again.
    init(lengths: [UInt8], allowsOneSymbol: Bool = false) throws(SCIImageError) {
        let maximumLength = Int(lengths.max() ?? 0)
        guard maximumLength > 0 else {
            // No symbol at all: any read fails.
            self.entries = [0, 0]
            self.maximumLength = 1
            return
        }
        var counts = [Int](repeating: 0, count: 16)
        for length in lengths where length > 0 { counts[Int(length)] += 1 }
        var available = 1
        for length in 1...15 {
            available = available * 2 - counts[length]
            guard available >= 0 else { throw .corrupt("a Huffman code claims more codes than exist") }
        }
        let symbols = counts.reduce(0, +)
        guard available == 0 || (allowsOneSymbol && symbols == 1) else {
            throw .corrupt("a Huffman code leaves codes unused")
        }
        var nextCode = [Int](repeating: 0, count: 16)
        var code = 0
        for length in 1...15 {
            code = (code + counts[length - 1]) << 1
            nextCode[length] = code
        }
        var entries = [UInt32](repeating: 0, count: 1 << maximumLength)
        for (symbol, length) in lengths.enumerated() where length > 0 {
            let length = Int(length)
            let code = nextCode[length]
            nextCode[length] += 1
            // The code's bits reversed: the stream gives its first bit first.
            var reversed = 0
            for bit in 0..<length where code & (1 << (length - 1 - bit)) != 0 { reversed |= 1 << bit }
            let entry = UInt32(symbol) << 4 | UInt32(length)
            var index = reversed
            while index < entries.count {
                entries[index] = entry
                index += 1 << length
            }
        }
        self.entries = entries
        self.maximumLength = maximumLength
    }

    /// Reads one symbol.
    @inline(__always)
    func decode(_ reader: inout BitReader) throws(SCIImageError) -> Int {
        let entry = entries[reader.peek(maximumLength)]
        let length = Int(entry & 0xF)
        guard length > 0 else { throw .corrupt("a Huffman code that was never defined") }
        try reader.skip(length)
        return Int(entry >> 4)
    }

    static let fixedLengths: HuffmanTable = {
        let lengths =
            [UInt8](repeating: 8, count: 144) + [UInt8](repeating: 9, count: 112)
            + [UInt8](repeating: 7, count: 24) + [UInt8](repeating: 8, count: 8)
        // The fixed code is complete, so it cannot fail.
        return (try? HuffmanTable(lengths: lengths)) ?? HuffmanTable(empty: ())
    }()

    static let fixedDistances: HuffmanTable = {
        (try? HuffmanTable(lengths: [UInt8](repeating: 5, count: 32))) ?? HuffmanTable(empty: ())
    }()

    private init(empty: Void) {
        entries = [0, 0]
        maximumLength = 1
    }
}

/// Deflate's bit stream, read least significant bit first from a byte array.
struct BitReader {
    private let bytes: [UInt8]
    private var position: Int
    private var buffer: UInt64 = 0
    private var bufferCount = 0

    init(bytes: [UInt8], start: Int) {
        self.bytes = bytes
        self.position = start
    }

    /// The offset of the next unread byte, when the reader is on a byte boundary.
    var byteOffset: Int? { bufferCount % 8 == 0 ? position - bufferCount / 8 : nil }

    @inline(__always)
    private mutating func refill() {
        while bufferCount <= 56, position < bytes.count {
            buffer |= UInt64(bytes[position]) << UInt64(bufferCount)
            position += 1
            bufferCount += 8
        }
    }

    /// The next `count` bits (at most 16) without reading them; past the end they are zeros.
    @inline(__always)
    mutating func peek(_ count: Int) -> Int {
        if bufferCount < count { refill() }
        return Int(buffer & ((1 << UInt64(count)) - 1))
    }

    /// Moves past `count` bits; moving past the end of the stream is an error.
    @inline(__always)
    mutating func skip(_ count: Int) throws(SCIImageError) {
        if bufferCount < count { refill() }
        guard bufferCount >= count else { throw .corrupt("the compressed pixels end early") }
        buffer >>= UInt64(count)
        bufferCount -= count
    }

    /// Reads `count` bits (at most 16) as a number, first bit least significant.
    @inline(__always)
    mutating func read(_ count: Int) throws(SCIImageError) -> Int {
        guard count > 0 else { return 0 }
        let value = peek(count)
        try skip(count)
        return value
    }

    /// Drops the bits left of the current byte.
    mutating func alignToByte() {
        let drop = bufferCount % 8
        buffer >>= UInt64(drop)
        bufferCount -= drop
    }

    /// Appends the next `count` bytes (on a byte boundary) to `output`.
    mutating func copyBytes(_ count: Int, into output: inout [UInt8]) throws(SCIImageError) {
        var remaining = count
        while remaining > 0, bufferCount >= 8 {
            output.append(UInt8(truncatingIfNeeded: buffer))
            buffer >>= 8
            bufferCount -= 8
            remaining -= 1
        }
        guard remaining <= bytes.count - position else { throw .corrupt("a stored block ends early") }
        output.append(contentsOf: bytes[position..<(position + remaining)])
        position += remaining
    }
}
