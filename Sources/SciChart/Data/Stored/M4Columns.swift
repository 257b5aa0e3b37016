/// The pixel columns of a viewport, and what M4 keeps of each: the summary of the stored
/// rows whose x falls in it, and the last row before the range and the first after it (the
/// line runs on to the edges through them).
///
/// Column `c` of `columns` over `range` holds the x with
/// `Int(floor((x - range.min) / (range.max - range.min) * columns)) == c`, `range.max` in the
/// last column. The function never decreases with x, so a block of rows lies in one column
/// when its first and last rows do.
struct M4Columns {
    let range: SCIDoubleRange
    let count: Int
    private let scale: Double
    private(set) var summaries: [SCIPointBlock?]
    /// The last row before the range and the first after it.
    private(set) var before: SCIStoredPoint?
    private(set) var after: SCIStoredPoint?
    /// The columns of `columns` (at least 1) across `range`.
    init(range: SCIDoubleRange, columns: Int) {
        self.range = range
        count = max(columns, 1)
        let span = range.max - range.min
        scale = span > 0 ? Double(count) / span : 0
        summaries = Array(repeating: nil, count: count)
    }

    /// Where `x` falls: -1 before the range, `count` after it, else its column.
    func bucket(_ x: Double) -> Int {
        if x < range.min { return -1 }
        if x > range.max { return count }
        let position = ((x - range.min) * scale).rounded(.down)
        return position >= Double(count) ? count - 1 : max(Int(position), 0)
    }

    /// Where a block falls as a whole, or `nil` when its rows fall in more than one place.
    func bucket(of block: SCIPointBlock) -> Int? {
        let first = bucket(block.firstX)
        return first == bucket(block.lastX) ? first : nil
    }

    /// Adds a block that lies in column `column` as a whole.
    mutating func add(_ block: SCIPointBlock, to column: Int) {
        // Merged in place: a block is large, and a frame adds tens of thousands.
        if summaries[column] != nil {
            summaries[column]!.merge(block)
        } else {
            summaries[column] = block
        }
    }

    /// Adds a row (a block of level 0): to its column, or as the row before or after.
    mutating func add(row block: SCIPointBlock) {
        let place = bucket(block.firstX)
        let point =
            block.first ?? block.gap ?? SCIStoredPoint(row: block.id, x: block.firstX, y: .nan)
        if place < 0 {
            if before.map({ point.row > $0.row }) ?? true { before = point }
        } else if place >= count {
            if after.map({ point.row < $0.row }) ?? true { after = point }
        } else {
            add(block, to: place)
        }
    }

    /// The points to draw, in row order: the row before, each column's M4 points, the row
    /// after.
    func points() -> [SCIStoredPoint] {
        var result: [SCIStoredPoint] = []
        result.reserveCapacity(summaries.count * 4 + 2)
        if let before { result.append(before) }
        for summary in summaries {
            if let summary { result.append(contentsOf: summary.points) }
        }
        if let after { result.append(after) }
        return result
    }
}
