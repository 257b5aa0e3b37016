/// Rows in PostgreSQL's binary COPY format: a header, tuples of big-endian fields, a trailer.
/// Doubles are written bit for bit, byteas as their raw bytes.
struct BinaryCopyBuffer {
    private(set) var bytes: [UInt8] = []
    /// The tuples added since the last ``reset()``.
    private(set) var tuples = 0

    init() { reset() }

    /// Empties the buffer, keeping its storage, and writes the header.
    mutating func reset() {
        bytes.removeAll(keepingCapacity: true)
        bytes += Array("PGCOPY\n".utf8) + [0xFF, 0x0D, 0x0A, 0x00]
        append32(0)  // flags
        append32(0)  // header extension length
        tuples = 0
    }

    /// The buffer's bytes with the trailer.
    var finished: [UInt8] { bytes + [0xFF, 0xFF] }

    private mutating func append16(_ value: UInt16) {
        bytes.append(UInt8(value >> 8))
        bytes.append(UInt8(value & 0xFF))
    }

    private mutating func append32(_ value: UInt32) {
        for shift in stride(from: 24, through: 0, by: -8) {
            bytes.append(UInt8(truncatingIfNeeded: value >> UInt32(shift)))
        }
    }

    private mutating func append64(_ value: UInt64) {
        for shift in stride(from: 56, through: 0, by: -8) {
            bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift)))
        }
    }

    /// Starts a tuple of `fields` fields.
    mutating func startTuple(fields: Int) {
        append16(UInt16(fields))
        tuples += 1
    }

    /// A bigint field.
    mutating func integer(_ value: Int64) {
        append32(8)
        append64(UInt64(bitPattern: value))
    }

    /// A double precision field.
    mutating func real(_ value: Double) {
        append32(8)
        append64(value.bitPattern)
    }

    /// A bytea field of `count` bytes, which `fill` writes.
    mutating func blob(count: Int, _ fill: (UnsafeMutableRawBufferPointer) -> Void) {
        append32(UInt32(count))
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(0, count: count))
        bytes.withUnsafeMutableBytes { fill(UnsafeMutableRawBufferPointer(rebasing: $0[start...])) }
    }

    /// A NULL field.
    mutating func null() { append32(UInt32.max) }
}
