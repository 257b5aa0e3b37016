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
    /// The columns' summaries, for the next frame to reuse (exact results only).
    var columns: M4Columns?
    /// The store's ``SCIPointStoreSummary/version`` the points were read at.
    var version: Int64 = 0
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

    /// The exact M4 of `request`. `known`, an earlier frame's columns, lends the columns a
    /// pan by whole columns keeps (``M4Columns/reuse(_:)``): only blocks that reach the
    /// others are merged or split. `coarse`, when given, receives the points of the level
    /// above first, as soon as they are read.
    static func resolve(
        _ request: M4Request, from source: inout BlockSource, known: M4Columns? = nil,
        coarse: ((M4Result) -> Void)? = nil
    ) throws -> M4Result {
        let summary = source.summary
        guard summary.count > 0 else {
            return M4Result(
                request: request, points: [], isExact: true, level: 0, rowsInView: 0, version: summary.version
            )
        }
        let target = level(for: request, summary: summary)
        var blocks = try walk(to: target, request: request, from: &source) { level, kept in
            guard let coarse, level == target + 1 else { return }
            coarse(coarseResult(request, kept, level: level, version: summary.version))
        }
        var columns = M4Columns(range: request.range, columns: request.columns)
        if let known { columns.reuse(known) }
        var level = target
        while true {
            let split = level > 0 ? splits(blocks, &columns, span: source.span(level)) : []
            // From the cache alone, a missing block is found before any is merged.
            if source.store == nil, level > 0, !source.hasBlocks(level: level - 1, inParents: split) {
                throw BlockSource.Miss()
            }
            // By index: a block is large, and copying each one out costs more than the rest.
            for run in blocks.runs {
                for index in run.indices {
                    if level == 0 {
                        columns.add(row: run[index])
                        continue
                    }
                    let first = columns.bucket(run[index].firstX)
                    if first >= 0, first < columns.count, first == columns.bucket(run[index].lastX),
                        !columns.isKnown(first, through: first)
                    {
                        columns.add(run[index], to: first)
                    }
                }
            }
            guard level > 0, !split.isEmpty else { break }
            level -= 1
            blocks = try source.blocks(level: level, inParents: split)
        }
        let rows = columns.summaries.reduce(Int64(0)) { $0 + ($1?.count ?? 0) }
        return M4Result(
            request: request, points: columns.points(), isExact: true, level: target, rowsInView: rows,
            columns: columns, version: summary.version)
    }

    /// The blocks to split into the blocks under them, in id order: those that cross a
    /// column's edge (unless every column they reach is known), and the blocks wholly before
    /// and after the range that hold the rows next to it, unless those rows are their points
    /// (then noted in `columns` at once). Blocks of this level cover `span` rows.
    static func splits(_ blocks: BlockRuns, _ columns: inout M4Columns, span: Int64) -> [Int64] {
        var split: [Int64] = []
        var lastBefore: SCIPointBlock?
        var firstAfter: SCIPointBlock?
        var crossesStart = false
        var crossesEnd = false
        for run in blocks.runs {
            for index in run.indices {
                let first = columns.bucket(run[index].firstX)
                let last = columns.bucket(run[index].lastX)
                if first != last {
                    if columns.isKnown(first, through: last) { continue }
                    split.append(run[index].id)
                    if first < 0 { crossesStart = true }
                    if last >= columns.count { crossesEnd = true }
                } else if last < 0 {
                    lastBefore = run[index]
                } else if first >= columns.count, firstAfter == nil {
                    firstAfter = run[index]
                }
            }
        }
        if !crossesStart, let lastBefore {
            if let row = lastRow(of: lastBefore, span: span) {
                columns.note(before: row)
            } else {
                split.append(lastBefore.id)
            }
        }
        if !crossesEnd, let firstAfter {
            if let row = firstRow(of: firstAfter, span: span) {
                columns.note(after: row)
            } else {
                split.append(firstAfter.id)
            }
        }
        split.sort()
        return split
    }

    /// A block's first row, when it is one of its points: its first point with a finite y,
    /// or else its first gap. (One of them always is.)
    static func firstRow(of block: SCIPointBlock, span: Int64) -> SCIStoredPoint? {
        let start = block.id * span
        if let first = block.first, first.row == start { return first }
        if let gap = block.gap, gap.row == start { return gap }
        return nil
    }

    /// A block's last row, when it is one of its points: its last point with a finite y, or
    /// its first gap when that is the last row.
    static func lastRow(of block: SCIPointBlock, span: Int64) -> SCIStoredPoint? {
        let end = block.id * span + block.count - 1
        if let last = block.last, last.row == end { return last }
        if let gap = block.gap, gap.row == end { return gap }
        return nil
    }

    /// The points of `blocks` in row order: a true but coarser picture of the range.
    static func coarseResult(_ request: M4Request, _ blocks: BlockRuns, level: Int, version: Int64)
        -> M4Result
    {
        let columns = M4Columns(range: request.range, columns: request.columns)
        var points: [SCIStoredPoint] = []
        var rows: Int64 = 0
        for run in blocks.runs {
            for index in run.indices {
                let first = columns.bucket(run[index].firstX)
                let last = columns.bucket(run[index].lastX)
                if first < columns.count, last >= 0 {
                    points.append(contentsOf: run[index].points)
                    if first >= 0, last < columns.count { rows += run[index].count }
                } else if last < 0 {
                    // The block before the range: its last points lead the line in.
                    points.append(contentsOf: run[index].points.suffix(1))
                } else {
                    points.append(contentsOf: run[index].points.prefix(1))
                }
            }
        }
        return M4Result(
            request: request, points: points, isExact: false, level: level, rowsInView: rows, version: version
        )
    }

    /// The blocks of `target` that meet the range, with one on each side, read down from the
    /// top level; `visit` sees each level's kept blocks on the way.
    static func walk(
        to target: Int, request: M4Request, from source: inout BlockSource,
        visit: (Int, BlockRuns) -> Void = { _, _ in }
    ) throws -> BlockRuns {
        let factor = Int64(source.summary.factor)
        var level = source.summary.levels
        var blocks = try source.blocks(level: level, ids: 0..<source.blockCount(level))
        while true {
            let kept = blocks.meeting(request.range)
            visit(level, kept)
            guard level > target, let first = kept.first, let last = kept.last else { return kept }
            level -= 1
            blocks = try source.blocks(level: level, ids: (first.id * factor)..<((last.id + 1) * factor))
        }
    }
}
