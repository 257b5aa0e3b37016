import SciChart

/// The columns of a level table, in the order queries select them and imports write them:
/// `id, n, x0, x1`, then a (row, x, y) triple for the first, last, low and high points and a
/// (row, x) pair for the first gap, each NULL when the block has no such point.
enum BlockColumns {
    /// The column list for SELECT and COPY.
    static let list =
        "id, n, x0, x1, f_row, f_x, f_y, l_row, l_x, l_y, lo_row, lo_x, lo_y, hi_row, hi_x, hi_y, g_row, g_x"
    /// The number of columns.
    static let count = 18
    /// The column list of the rows' table.
    static let rawList = "id, x, y"

    /// The table definition of a level, in `integer` and `real` column types.
    static func definition(integer: String, real: String, primaryKey: Bool) -> String {
        let key = primaryKey ? " PRIMARY KEY" : ""
        var columns = [
            "id \(integer)\(key)", "n \(integer) NOT NULL", "x0 \(real) NOT NULL", "x1 \(real) NOT NULL",
        ]
        for prefix in ["f", "l", "lo", "hi"] {
            columns += ["\(prefix)_row \(integer)", "\(prefix)_x \(real)", "\(prefix)_y \(real)"]
        }
        columns += ["g_row \(integer)", "g_x \(real)"]
        return "(" + columns.joined(separator: ", ") + ")"
    }

    /// A value of one column of a block.
    enum Value {
        case integer(Int64)
        case real(Double)
        case null
    }

    /// The 18 values of `block`, in column order.
    static func values(of block: SCIPointBlock) -> [Value] {
        var values: [Value] = [
            .integer(block.id), .integer(block.count), .real(block.firstX), .real(block.lastX),
        ]
        for point in [block.first, block.last, block.low, block.high] {
            if let point {
                values += [.integer(point.row), .real(point.x), .real(point.y)]
            } else {
                values += [.null, .null, .null]
            }
        }
        if let gap = block.gap {
            values += [.integer(gap.row), .real(gap.x)]
        } else {
            values += [.null, .null]
        }
        return values
    }

    /// The block a result row holds, read through `integer` and `real` (each `nil` for NULL).
    static func block(
        integer: (Int32) -> Int64?, real: (Int32) -> Double?
    ) throws(SCIPointStoreError) -> SCIPointBlock {
        guard let id = integer(0), let count = integer(1), let x0 = real(2), let x1 = real(3) else {
            throw .query("a block row has NULL in id, n, x0 or x1")
        }
        func point(_ column: Int32) -> SCIStoredPoint? {
            guard let row = integer(column), let x = real(column + 1), let y = real(column + 2) else {
                return nil
            }
            return SCIStoredPoint(row: row, x: x, y: y)
        }
        var gap: SCIStoredPoint?
        if let row = integer(16), let x = real(17) { gap = SCIStoredPoint(row: row, x: x, y: .nan) }
        return SCIPointBlock(
            id: id, count: count, firstX: x0, lastX: x1, first: point(4), last: point(7), low: point(10),
            high: point(13), gap: gap)
    }

    /// The block of one row of the rows' table (`id, x, y`; a NULL y is a gap).
    static func rowBlock(
        integer: (Int32) -> Int64?, real: (Int32) -> Double?
    ) throws(SCIPointStoreError) -> SCIPointBlock {
        guard let id = integer(0), let x = real(1) else { throw .query("a row has NULL in id or x") }
        return SCIPointBlock(row: id, x: x, y: real(2) ?? .nan)
    }
}
