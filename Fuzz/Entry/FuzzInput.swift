/// A fuzz input read as the numbers and choices a target needs: each read takes the next
/// bytes, and an input that has run out reads zeros, so every input is a valid program.
struct FuzzInput {
    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: some Sequence<UInt8>) {
        self.bytes = Array(bytes)
    }

    /// Whether every byte has been read.
    var isAtEnd: Bool { index >= bytes.count }

    mutating func byte() -> UInt8 {
        guard index < bytes.count else { return 0 }
        defer { index += 1 }
        return bytes[index]
    }

    /// A number in `0..<count` (`count` at most 65,536).
    mutating func below(_ count: Int) -> Int {
        guard count > 1 else { return 0 }
        let raw = count <= 256 ? Int(byte()) : Int(byte()) << 8 | Int(byte())
        return raw % count
    }

    mutating func bool() -> Bool { byte() & 1 == 1 }

    /// A number from 0 to 1 in 65,536 steps.
    mutating func unit() -> Double { Double(Int(byte()) << 8 | Int(byte())) / 65_535 }

    /// Any double, NaN and the infinities included: eight bytes as its bit pattern.
    mutating func anyDouble() -> Double {
        var bits: UInt64 = 0
        for _ in 0..<8 { bits = bits << 8 | UInt64(byte()) }
        return Double(bitPattern: bits)
    }

    /// Mostly a value of `range`, sometimes one of the values hostile input holds: the largest
    /// doubles, a billion, zero, NaN, the infinities, or any double at all.
    mutating func value(in range: ClosedRange<Double>) -> Double {
        switch byte() {
        case 0..<224: return range.lowerBound + (range.upperBound - range.lowerBound) * unit()
        case 224..<230: return [1e300, -1e300, 1e9, -1e9, 0, 1e-300][below(6)]
        case 230..<236: return [Double.nan, .infinity, -.infinity][below(3)]
        case 236..<240: return [Double.greatestFiniteMagnitude, -Double.greatestFiniteMagnitude][below(2)]
        default: return anyDouble()
        }
    }

    /// The rest of the input.
    mutating func rest() -> [UInt8] {
        defer { index = bytes.count }
        return index < bytes.count ? Array(bytes[index...]) : []
    }
}
