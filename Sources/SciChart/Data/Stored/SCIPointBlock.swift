/// One point of a stored series as M4 keeps it: its row and its values.
public struct SCIStoredPoint: Sendable, Equatable {
    /// The row number, from 0 in the stored order.
    public var row: Int64
    /// The x value.
    public var x: Double
    /// The y value; NaN for a gap.
    public var y: Double

    /// A point of `row` at (`x`, `y`).
    public init(row: Int64, x: Double, y: Double) {
        self.row = row
        self.x = x
        self.y = y
    }
}

/// What M4 needs of a run of consecutive stored rows: its x extent, its first and last points
/// with a finite y, its lowest and highest points, and its first gap (a row whose y is NaN,
/// or NULL in a database).
///
/// A store keeps one table of blocks per level: a block of level `l` covers the
/// `factor^l` rows from `id * factor^l` (fewer in the last block); a row of the data is a
/// block of level 0. Blocks merge: the summary of two adjacent runs is ``merged(with:)``, so
/// a column of pixels is the merge of the blocks inside it.
public struct SCIPointBlock: Sendable, Equatable {
    /// The block's number at its level (the row at level 0).
    public var id: Int64
    /// How many rows the block covers.
    public var count: Int64
    /// The x of the block's first and last rows (x never decreases along the rows).
    public var firstX: Double
    public var lastX: Double
    /// The first and last points with a finite y; `nil` when every y is a gap.
    public var first: SCIStoredPoint?
    public var last: SCIStoredPoint?
    /// The lowest and highest finite y, the earliest row on ties.
    public var low: SCIStoredPoint?
    public var high: SCIStoredPoint?
    /// The first row whose y is a gap (its y is NaN), or `nil`.
    public var gap: SCIStoredPoint?

    /// A block with every part given.
    public init(
        id: Int64, count: Int64, firstX: Double, lastX: Double, first: SCIStoredPoint?,
        last: SCIStoredPoint?, low: SCIStoredPoint?, high: SCIStoredPoint?, gap: SCIStoredPoint?
    ) {
        self.id = id
        self.count = count
        self.firstX = firstX
        self.lastX = lastX
        self.first = first
        self.last = last
        self.low = low
        self.high = high
        self.gap = gap
    }

    /// The block of level 0 that is one row; a y that is not finite is a gap.
    public init(row: Int64, x: Double, y: Double) {
        let point = SCIStoredPoint(row: row, x: x, y: y.isFinite ? y : .nan)
        let finite = y.isFinite ? point : nil
        self.init(
            id: row, count: 1, firstX: x, lastX: x, first: finite, last: finite, low: finite, high: finite,
            gap: y.isFinite ? nil : point)
    }

    /// The summary of this run and `other`, keeping this block's id. The runs may come in any
    /// order, as long as they do not overlap: first and last go by row, ties of the lowest and
    /// highest y to the earlier row.
    public func merged(with other: SCIPointBlock) -> SCIPointBlock {
        var result = self
        result.merge(other)
        return result
    }

    /// Makes this block the summary of itself and `other` (see ``merged(with:)``).
    public mutating func merge(_ other: SCIPointBlock) {
        count += other.count
        firstX = min(firstX, other.firstX)
        lastX = max(lastX, other.lastX)
        first = Self.pick(first, other.first) { $0.row < $1.row }
        last = Self.pick(last, other.last) { $0.row > $1.row }
        low = Self.pick(low, other.low) { $0.y < $1.y || ($0.y == $1.y && $0.row < $1.row) }
        high = Self.pick(high, other.high) { $0.y > $1.y || ($0.y == $1.y && $0.row < $1.row) }
        gap = Self.pick(gap, other.gap) { $0.row < $1.row }
    }

    /// `candidate` when there is no `current` or it is preferred to it, else `current`.
    private static func pick(
        _ current: SCIStoredPoint?, _ candidate: SCIStoredPoint?,
        preferring: (SCIStoredPoint, SCIStoredPoint) -> Bool
    ) -> SCIStoredPoint? {
        guard let candidate else { return current }
        guard let current else { return candidate }
        return preferring(candidate, current) ? candidate : current
    }

    /// The block's distinct M4 points (first, lowest, highest, last and first gap), in row
    /// order.
    public var points: [SCIStoredPoint] {
        var result: [SCIStoredPoint] = []
        result.reserveCapacity(5)
        for point in [first, low, high, last, gap] {
            guard let point, !result.contains(where: { $0.row == point.row }) else { continue }
            result.append(point)
        }
        result.sort { $0.row < $1.row }
        return result
    }
}
