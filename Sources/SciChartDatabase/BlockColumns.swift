import SciChart

/// The columns of a level table and the packed block in its `b` column.
///
/// A level table is `id, x0, x1, b`: the block's id, its first and last x (for the indexes
/// the `meeting` queries use) and `b`, the whole block in ``byteCount`` bytes of 17
/// little-endian 8-byte words: n, x0, x1, then a (row, x, y) triple for the first, last, low
/// and high points and a (row, x) pair for the first gap. Rows are Int64, -1 when the block
/// has no such point; doubles are their IEEE bit patterns, so NaN and -0.0 come back exactly.
/// Reads select `id, b` only: one blob a row costs far less to read than 18 columns.
enum BlockColumns {
    /// The column list reads select, in this order.
    static let list = "id, b"
    /// The column list imports write, in this order.
    static let writtenList = "id, x0, x1, b"
    /// The column list of the rows' table.
    static let rawList = "id, x, y"
    /// The number of words in `b`.
    static let words = 17
    /// The length of `b` in bytes.
    static let byteCount = words * 8
    /// The factor-independent format the meta row's `format` column names: 2 for packed
    /// blocks (the 18-column blocks before it had no `format` column).
    static let format: Int64 = 2

    /// The table definition of a level, in `integer`, `real` and `blob` column types.
    static func definition(integer: String, real: String, blob: String, primaryKey: Bool) -> String {
        let key = primaryKey ? " PRIMARY KEY" : ""
        return "(id \(integer)\(key), x0 \(real) NOT NULL, x1 \(real) NOT NULL, b \(blob) NOT NULL)"
    }

    /// Writes `block`'s ``byteCount`` bytes at the start of `bytes`, which holds at least that
    /// many.
    static func encode(_ block: SCIPointBlock, into bytes: UnsafeMutableRawBufferPointer) {
        precondition(bytes.count >= byteCount, "a packed block needs \(byteCount) bytes")
        var offset = 0
        func integer(_ value: Int64) {
            bytes.storeBytes(
                of: UInt64(bitPattern: value).littleEndian, toByteOffset: offset, as: UInt64.self)
            offset += 8
        }
        func real(_ value: Double) {
            bytes.storeBytes(of: value.bitPattern.littleEndian, toByteOffset: offset, as: UInt64.self)
            offset += 8
        }
        integer(block.count)
        real(block.firstX)
        real(block.lastX)
        for point in [block.first, block.last, block.low, block.high] {
            integer(point?.row ?? -1)
            real(point?.x ?? 0)
            real(point?.y ?? 0)
        }
        integer(block.gap?.row ?? -1)
        real(block.gap?.x ?? 0)
    }

    /// The block of `id` packed in `bytes` (a `b` column); a length other than ``byteCount``
    /// is a corrupt block.
    static func decode(id: Int64, _ bytes: UnsafeRawBufferPointer) throws(SCIPointStoreError) -> SCIPointBlock
    {
        guard bytes.count == byteCount, let base = bytes.baseAddress else {
            throw .query("corrupt block \(id): its b column holds \(bytes.count) bytes, not \(byteCount)")
        }
        func integer(_ word: Int) -> Int64 {
            Int64(
                bitPattern: UInt64(
                    littleEndian: base.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self)))
        }
        func real(_ word: Int) -> Double {
            Double(
                bitPattern: UInt64(
                    littleEndian: base.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self)))
        }
        func point(_ word: Int) -> SCIStoredPoint? {
            let row = integer(word)
            return row >= 0 ? SCIStoredPoint(row: row, x: real(word + 1), y: real(word + 2)) : nil
        }
        let gapRow = integer(15)
        return SCIPointBlock(
            id: id, count: integer(0), firstX: real(1), lastX: real(2), first: point(3), last: point(6),
            low: point(9), high: point(12),
            gap: gapRow >= 0 ? SCIStoredPoint(row: gapRow, x: real(16), y: .nan) : nil)
    }

    /// A value of one column of a row ``PointQueryRunner/firstRow(_:_:)`` returns.
    enum Value {
        case integer(Int64)
        case real(Double)
        case null
    }
}
