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
    /// The x of the block's first row (x never decreases along the rows).
    public var firstX: Double
    /// The x of the block's last row.
    public var lastX: Double
    // The five points, stored without optionals (a row below 0 is none): a frame moves
    // tens of thousands of blocks, and the optionals' tags would make each a fifth larger.
    private var firstPoint: SCIStoredPoint
    private var lastPoint: SCIStoredPoint
    private var lowPoint: SCIStoredPoint
    private var highPoint: SCIStoredPoint
    private var gapPoint: SCIStoredPoint

    private static let none = SCIStoredPoint(row: -1, x: .nan, y: .nan)

    /// The first point with a finite y; `nil` when every y is a gap.
    public var first: SCIStoredPoint? {
        get { firstPoint.row >= 0 ? firstPoint : nil }
        set { firstPoint = newValue ?? Self.none }
    }
    /// The last point with a finite y; `nil` when every y is a gap.
    public var last: SCIStoredPoint? {
        get { lastPoint.row >= 0 ? lastPoint : nil }
        set { lastPoint = newValue ?? Self.none }
    }
    /// The lowest finite y, the earliest row on ties.
    public var low: SCIStoredPoint? {
        get { lowPoint.row >= 0 ? lowPoint : nil }
        set { lowPoint = newValue ?? Self.none }
    }
    /// The highest finite y, the earliest row on ties.
    public var high: SCIStoredPoint? {
        get { highPoint.row >= 0 ? highPoint : nil }
        set { highPoint = newValue ?? Self.none }
    }
    /// The first row whose y is a gap (its y is NaN), or `nil`.
    public var gap: SCIStoredPoint? {
        get { gapPoint.row >= 0 ? gapPoint : nil }
        set { gapPoint = newValue ?? Self.none }
    }

    /// A block with every part given.
    public init(
        id: Int64, count: Int64, firstX: Double, lastX: Double, first: SCIStoredPoint?,
        last: SCIStoredPoint?, low: SCIStoredPoint?, high: SCIStoredPoint?, gap: SCIStoredPoint?
    ) {
        self.id = id
        self.count = count
        self.firstX = firstX
        self.lastX = lastX
        firstPoint = first ?? Self.none
        lastPoint = last ?? Self.none
        lowPoint = low ?? Self.none
        highPoint = high ?? Self.none
        gapPoint = gap ?? Self.none
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
        let candidateFirst = other.firstPoint.row
        if candidateFirst >= 0, firstPoint.row < 0 || candidateFirst < firstPoint.row {
            firstPoint = other.firstPoint
        }
        if other.lastPoint.row > lastPoint.row { lastPoint = other.lastPoint }
        if other.lowPoint.row >= 0,
            lowPoint.row < 0 || other.lowPoint.y < lowPoint.y
                || (other.lowPoint.y == lowPoint.y && other.lowPoint.row < lowPoint.row)
        {
            lowPoint = other.lowPoint
        }
        if other.highPoint.row >= 0,
            highPoint.row < 0 || other.highPoint.y > highPoint.y
                || (other.highPoint.y == highPoint.y && other.highPoint.row < highPoint.row)
        {
            highPoint = other.highPoint
        }
        let candidateGap = other.gapPoint.row
        if candidateGap >= 0, gapPoint.row < 0 || candidateGap < gapPoint.row { gapPoint = other.gapPoint }
    }

    /// Whether two blocks are the same, point by point (a missing point equals only another
    /// missing one; gaps' NaN y compare equal).
    public static func == (lhs: SCIPointBlock, rhs: SCIPointBlock) -> Bool {
        func same(_ a: SCIStoredPoint, _ b: SCIStoredPoint) -> Bool {
            a.row == b.row && (a.row < 0 || (a.x == b.x && (a.y == b.y || (a.y.isNaN && b.y.isNaN))))
        }
        return lhs.id == rhs.id && lhs.count == rhs.count && lhs.firstX == rhs.firstX
            && lhs.lastX == rhs.lastX
            && same(lhs.firstPoint, rhs.firstPoint) && same(lhs.lastPoint, rhs.lastPoint)
            && same(lhs.lowPoint, rhs.lowPoint) && same(lhs.highPoint, rhs.highPoint)
            && same(lhs.gapPoint, rhs.gapPoint)
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
