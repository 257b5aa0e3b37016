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
    /// For each column, how many columns before it are not known (see ``reuse(_:)``), and
    /// the total at the end: a run of columns is known when the count does not change over
    /// it. `nil`: no column is known.
    private var unknownBefore: [Int32]?

    /// The columns of `columns` (at least 1) across `range`.
    init(range: SCIDoubleRange, columns: Int) {
        self.range = range
        count = max(columns, 1)
        let span = range.max - range.min
        scale = span > 0 ? Double(count) / span : 0
        summaries = Array(repeating: nil, count: count)
    }

    /// Takes the summaries of `old`'s columns that hold exactly the rows of a column here,
    /// which a pan by whole columns keeps: those columns are known, and a frame reads only
    /// the blocks that reach the others. Column `c` of `old` is taken as column `j` when its
    /// first and last rows fall in `j` here and the rows next to it on each side (in the
    /// neighbouring columns of `old`, or its rows before and after the range) fall outside
    /// `j`: x never decreases along the rows, so every row between falls in `j` too.
    mutating func reuse(_ old: M4Columns) {
        guard old.count == count, scale > 0, old.scale > 0 else { return }
        // A pan by whole columns: the same width, and a start a whole number of columns on.
        let width = (range.max - range.min) / Double(count)
        let oldWidth = (old.range.max - old.range.min) / Double(count)
        guard abs(width - oldWidth) <= width * 1e-9 else { return }
        let exactShift = (range.min - old.range.min) / width
        let shift = exactShift.rounded()
        guard abs(exactShift - shift) <= 1e-6, abs(shift) < Double(count) else { return }
        let offset = Int(shift)
        // The last row before each old column: the previous non-empty column's, or `before`.
        var previousX = old.before?.x
        var lastBefore: [Double?] = Array(repeating: nil, count: count)
        for column in 0..<count {
            lastBefore[column] = previousX
            if let summary = old.summaries[column] { previousX = summary.lastX }
        }
        var nextX = old.after?.x
        var known = Array(repeating: false, count: count)
        for column in stride(from: count - 1, through: 0, by: -1) {
            let target = column - offset
            let summary = old.summaries[column]
            defer { if let summary { nextX = summary.firstX } }
            guard target >= 0, target < count else { continue }
            if let x = lastBefore[column], bucket(x) >= target { continue }
            if let x = nextX, bucket(x) <= target { continue }
            if let summary, bucket(summary.firstX) != target || bucket(summary.lastX) != target { continue }
            known[target] = true
            summaries[target] = summary
        }
        var unknown: [Int32] = []
        unknown.reserveCapacity(count + 1)
        var total: Int32 = 0
        for isKnown in known {
            unknown.append(total)
            if !isKnown { total += 1 }
        }
        unknown.append(total)
        unknownBefore = total == Int32(count) ? nil : unknown
    }

    /// Whether every column from `first` through `last` is known (taken from an earlier
    /// frame by ``reuse(_:)``): a block within them adds nothing new.
    func isKnown(_ first: Int, through last: Int) -> Bool {
        guard let unknownBefore, first >= 0, last < count, first <= last else { return false }
        return unknownBefore[last + 1] == unknownBefore[first]
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
            note(before: point)
        } else if place >= count {
            note(after: point)
        } else if !isKnown(place, through: place) {
            add(block, to: place)
        }
    }

    /// Notes a row before the range: the last such row is kept.
    mutating func note(before point: SCIStoredPoint) {
        if before.map({ point.row > $0.row }) ?? true { before = point }
    }

    /// Notes a row after the range: the first such row is kept.
    mutating func note(after point: SCIStoredPoint) {
        if after.map({ point.row < $0.row }) ?? true { after = point }
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
