/// What a viewport asks of a stored series: its x range and the number of device-pixel
/// columns across it.
struct M4Request: Equatable, Sendable {
    var range: SCIDoubleRange
    var columns: Int
}

/// The points a viewport draws, as read from a store.
struct M4Result: Sendable {
    var request: M4Request
    /// In row order: the row before the range, each column's M4 points, the row after.
    var points: [SCIStoredPoint]
    /// Whether the points are the viewport's exact M4 (else a coarser level's points, shown
    /// until the exact ones land).
    var isExact: Bool
    /// The level whose blocks answered (0: the rows themselves).
    var level: Int
    /// The stored rows whose x lies in the range.
    var rowsInView: Int64
}

/// Answers a viewport from a store's levels: walks down from the top level to the coarsest
/// level whose blocks are no wider than a column, keeping the blocks that meet the range and
/// one on each side; adds each block that lies in one column to it whole; splits each block
/// that crosses a column's edge into the blocks under it, level by level down to the rows.
/// The answer is what a scan of every row would give, at a cost set by the columns.
enum M4Resolver {
    /// The level a viewport reads: the coarsest whose blocks hold no more rows than a column
    /// holds on average.
    static func level(for request: M4Request, summary: SCIPointStoreSummary) -> Int {
        guard let data = summary.xRange, summary.count > 0 else { return 0 }
        let span = data.max - data.min
        let visible = max(min(request.range.max, data.max) - max(request.range.min, data.min), 0)
        let share = span > 0 ? visible / span : 1
        let perColumn = Double(summary.count) * share / Double(max(request.columns, 1))
        var level = 0
        var rows = Double(summary.factor)
        while level < summary.levels, rows <= perColumn {
            level += 1
            rows *= Double(summary.factor)
        }
        return level
    }

    /// The exact M4 of `request`. `coarse`, when given, receives the points of the level
    /// above first, as soon as they are read.
    static func resolve(
        _ request: M4Request, from source: inout BlockSource, coarse: ((M4Result) -> Void)? = nil
    ) throws -> M4Result {
        let summary = source.summary
        guard summary.count > 0 else {
            return M4Result(request: request, points: [], isExact: true, level: 0, rowsInView: 0)
        }
        let target = level(for: request, summary: summary)
        var blocks = try walk(to: target, request: request, from: &source) { level, kept in
            guard let coarse, level == target + 1 else { return }
            coarse(coarseResult(request, kept, level: level))
        }
        var columns = M4Columns(range: request.range, columns: request.columns)
        var level = target
        while true {
            var split: [Int64] = []
            let edges = Edges(blocks, columns)
            // By index: a block is large, and copying each one out costs more than the rest.
            for index in blocks.indices {
                if level == 0 {
                    columns.add(row: blocks[index])
                    continue
                }
                let first = columns.bucket(blocks[index].firstX)
                guard first == columns.bucket(blocks[index].lastX) else {
                    split.append(blocks[index].id)
                    continue
                }
                if first >= 0, first < columns.count {
                    columns.add(blocks[index], to: first)
                } else if blocks[index].id == edges.lastBefore || blocks[index].id == edges.firstAfter {
                    split.append(blocks[index].id)
                }
            }
            guard level > 0, !split.isEmpty else { break }
            level -= 1
            blocks = try source.blocks(level: level, inParents: split)
        }
        let rows = columns.summaries.reduce(Int64(0)) { $0 + ($1?.count ?? 0) }
        return M4Result(
            request: request, points: columns.points(), isExact: true, level: target, rowsInView: rows)
    }

    /// The points of `blocks` in row order: a true but coarser picture of the range.
    static func coarseResult(_ request: M4Request, _ blocks: [SCIPointBlock], level: Int) -> M4Result {
        let columns = M4Columns(range: request.range, columns: request.columns)
        var points: [SCIStoredPoint] = []
        var rows: Int64 = 0
        for block in blocks {
            let first = columns.bucket(block.firstX)
            let last = columns.bucket(block.lastX)
            if first < columns.count, last >= 0 {
                points.append(contentsOf: block.points)
                if first >= 0, last < columns.count { rows += block.count }
            } else if last < 0 {
                // The block before the range: its last points lead the line in.
                points.append(contentsOf: block.points.suffix(1))
            } else {
                points.append(contentsOf: block.points.prefix(1))
            }
        }
        return M4Result(request: request, points: points, isExact: false, level: level, rowsInView: rows)
    }

    /// The blocks of `target` that meet the range, with one on each side, read down from the
    /// top level; `visit` sees each level's kept blocks on the way.
    static func walk(
        to target: Int, request: M4Request, from source: inout BlockSource,
        visit: (Int, [SCIPointBlock]) -> Void = { _, _ in }
    ) throws -> [SCIPointBlock] {
        let range = request.range
        let factor = Int64(source.summary.factor)
        var level = source.summary.levels
        var blocks = try source.blocks(level: level, ids: 0..<source.blockCount(level))
        while true {
            let kept = meeting(range, blocks)
            visit(level, kept)
            guard level > target, let first = kept.first, let last = kept.last else { return kept }
            level -= 1
            blocks = try source.blocks(level: level, ids: (first.id * factor)..<((last.id + 1) * factor))
        }
    }

    /// The blocks that meet `range`, with the one before and the one after it.
    static func meeting(_ range: SCIDoubleRange, _ blocks: [SCIPointBlock]) -> [SCIPointBlock] {
        let lower = blocks.partitioningIndex { $0.lastX >= range.min }
        let upper = blocks.partitioningIndex { $0.firstX > range.max }
        let from = max(lower - 1, 0)
        let to = min(max(upper, lower) + 1, blocks.count)
        return from < to ? Array(blocks[from..<to]) : []
    }

    /// The blocks that hold the row before the range and the row after it: the last block
    /// wholly before it, unless a block crosses the range's start (and the same at the end).
    private struct Edges {
        var lastBefore: Int64?
        var firstAfter: Int64?

        init(_ blocks: [SCIPointBlock], _ columns: M4Columns) {
            var crossesStart = false
            var crossesEnd = false
            for index in blocks.indices {
                let first = columns.bucket(blocks[index].firstX)
                let last = columns.bucket(blocks[index].lastX)
                if last < 0 { lastBefore = blocks[index].id }
                if first >= columns.count, firstAfter == nil { firstAfter = blocks[index].id }
                if first < 0, last >= 0 { crossesStart = true }
                if last >= columns.count, first < columns.count { crossesEnd = true }
            }
            if crossesStart { lastBefore = nil }
            if crossesEnd { firstAfter = nil }
        }
    }
}
