/// Builds a store's block levels in one streaming pass over its rows: each row goes in once,
/// each finished block comes out once, and nothing but one open block per level is kept.
///
/// ```swift
/// var builder = SCIPointLevelBuilder()
/// for (x, y) in rows {
///     let row = try builder.append(x: x, y: y)   // store the row as row number `row`
///     for (level, blocks) in builder.takeFinished() { /* store the blocks */ }
/// }
/// for (level, blocks) in builder.finish() { /* store the last blocks */ }
/// let summary = builder.summary(version: 1)
/// ```
public struct SCIPointLevelBuilder: Sendable {
    /// How many blocks of one level a block of the next holds.
    public let factor: Int
    /// The most levels built above the rows.
    public let maximumLevels: Int
    private var open: [SCIPointBlock?]
    private var finished: [[SCIPointBlock]]
    private var rows: Int64 = 0
    private var lastX = -Double.infinity
    private var xMin = Double.nan
    private var yLow = Double.infinity
    private var yHigh = -Double.infinity

    /// A builder of blocks `factor` (at least 2) times coarser per level, up to
    /// `maximumLevels` levels.
    public init(factor: Int = 16, maximumLevels: Int = 8) {
        self.factor = max(factor, 2)
        self.maximumLevels = max(maximumLevels, 0)
        open = Array(repeating: nil, count: self.maximumLevels + 1)
        finished = Array(repeating: [], count: self.maximumLevels + 1)
    }

    /// The number of rows appended.
    public var count: Int64 { rows }

    /// Appends the next row and returns its row number. An x that is not finite, or smaller
    /// than the one before, is refused (equal x are kept in order); a y that is not finite is
    /// a gap.
    @discardableResult
    public mutating func append(x: Double, y: Double) throws(SCIPointStoreError) -> Int64 {
        let row = rows
        guard x.isFinite else { throw .badRow(line: row + 1, reason: "x is not a finite number") }
        guard x >= lastX else {
            throw .badRow(line: row + 1, reason: "x \(x) is smaller than the x before it (\(lastX))")
        }
        if row == 0 { xMin = x }
        lastX = x
        if y.isFinite {
            yLow = min(yLow, y)
            yHigh = max(yHigh, y)
        }
        rows += 1
        add(SCIPointBlock(row: row, x: x, y: y), level: 1, rowsBefore: row)
        return row
    }

    /// The blocks finished since the last call, by level (1 and up), in id order.
    public mutating func takeFinished() -> [(level: Int, blocks: [SCIPointBlock])] {
        var result: [(level: Int, blocks: [SCIPointBlock])] = []
        for level in 1..<finished.count where !finished[level].isEmpty {
            result.append((level, finished[level]))
            finished[level].removeAll(keepingCapacity: true)
        }
        return result
    }

    /// Closes the open blocks of the levels ``summary(version:)`` will name, and returns every
    /// block not yet taken. The builder takes no more rows after it.
    public mutating func finish() -> [(level: Int, blocks: [SCIPointBlock])] {
        let levels = levelCount
        for level in 1...max(levels, 1) where level < open.count {
            guard let block = open[level] else { continue }
            open[level] = nil
            guard level <= levels else { continue }
            finished[level].append(block)
            // The next level's last block holds this partial one too.
            guard level + 1 < open.count else { continue }
            if var parent = open[level + 1] {
                parent.merge(block)
                open[level + 1] = parent
            } else {
                var parent = block
                parent.id = block.id / Int64(factor)
                open[level + 1] = parent
            }
        }
        for level in open.indices { open[level] = nil }
        return takeFinished()
    }

    /// The levels worth keeping: those with at least two blocks.
    public var levelCount: Int {
        var levels = 0
        var span: Int64 = 1
        while levels < maximumLevels {
            let (next, overflow) = span.multipliedReportingOverflow(by: Int64(factor))
            guard !overflow, rows > next else { break }
            span = next
            levels += 1
        }
        return levels
    }

    /// The summary of the rows appended, for the store to keep with them.
    public func summary(version: Int64) -> SCIPointStoreSummary {
        SCIPointStoreSummary(
            count: rows, xRange: rows > 0 ? SCIDoubleRange(min: xMin, max: lastX) : nil,
            yRange: yLow <= yHigh ? SCIDoubleRange(min: yLow, max: yHigh) : nil, levels: levelCount,
            factor: factor, version: version)
    }

    /// Adds a finished block of `level - 1` to the open block of `level`; `rowsBefore` is the
    /// number of rows before the added block, which says where the blocks of `level` start.
    private mutating func add(_ part: SCIPointBlock, level: Int, rowsBefore: Int64) {
        guard level < open.count else { return }
        let span = Self.span(factor: factor, level: level)
        if var block = open[level] {
            block.merge(part)
            open[level] = block
        } else {
            var block = part
            block.id = rowsBefore / span
            open[level] = block
        }
        guard let block = open[level], block.count == span else { return }
        open[level] = nil
        finished[level].append(block)
        add(block, level: level + 1, rowsBefore: block.id * span)
    }

    /// The rows a block of `level` covers.
    static func span(factor: Int, level: Int) -> Int64 {
        var span: Int64 = 1
        for _ in 0..<level { span = span.multipliedReportingOverflow(by: Int64(factor)).partialValue }
        return span
    }
}
