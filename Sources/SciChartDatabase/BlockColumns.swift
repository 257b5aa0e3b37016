import SciChart

/// The columns of a level table and the packed blocks in its `b` column.
///
/// A row of a level table is a group: the blocks under one block of the level above (up to
/// `factor` of them, consecutive, fewer in the last group). It is `id, x0, x1, b`: the
/// group's number (its parent's id; its blocks' ids are `id * factor` on), the first and last
/// x of its rows (for the indexes the `meeting` queries use) and `b`, its blocks one after the
/// other, each in ``byteCount`` bytes of 17 little-endian 8-byte words: n, x0, x1, then a
/// (row, x, y) triple for the first, last, low and high points and a (row, x) pair for the
/// first gap. Rows are Int64, -1 when the block has no such point; doubles are their IEEE bit
/// patterns, so NaN and -0.0 come back exactly. Reads select `id, b` only, and a frame that
/// splits a block reads the one row of its children: a row costs an engine far more than
/// its bytes.
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
    /// The format the meta row's `format` column names: 3 for groups of packed blocks (2 was
    /// a block a row; the 18-column blocks before it had no `format` column).
    static let format: Int64 = 3

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

    /// Writes the blocks of `group`, one after the other, at the start of `bytes`, which
    /// holds at least ``byteCount`` bytes for each.
    static func encode(group: ArraySlice<SCIPointBlock>, into bytes: UnsafeMutableRawBufferPointer) {
        for (offset, block) in group.enumerated() {
            encode(block, into: UnsafeMutableRawBufferPointer(rebasing: bytes[(offset * byteCount)...]))
        }
    }

    /// Appends to `blocks` the blocks of group `group` packed in `bytes` (a `b` column), whose
    /// ids start at `group * factor`. A length that is not 1 to `factor` blocks' is a corrupt
    /// group.
    static func decode(
        group: Int64, factor: Int64, _ bytes: UnsafeRawBufferPointer, into blocks: inout [SCIPointBlock]
    ) throws(SCIPointStoreError) {
        let count = bytes.count / byteCount
        guard bytes.count % byteCount == 0, count >= 1, count <= factor else {
            throw .query(
                "corrupt block group \(group): its b column holds \(bytes.count) bytes, not 1 to \(factor) blocks of \(byteCount)"
            )
        }
        for index in 0..<count {
            blocks.append(
                try decode(
                    id: group * factor + Int64(index),
                    UnsafeRawBufferPointer(rebasing: bytes[(index * byteCount)..<((index + 1) * byteCount)])))
        }
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
