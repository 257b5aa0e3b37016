import SciChart

/// A connection the shared reading code sends its queries through.
protocol PointQueryRunner: AnyObject {
    /// The blocks the query returns: each row a group `id, b` (``BlockColumns``) or a row
    /// `id, x, y`, as `shape` says. A group of the wrong length is `SCIPointStoreError.query`
    /// ("corrupt block group …").
    func blocks(_ sql: String, _ parameters: [SQLParameter], _ shape: BlockRowShape)
        throws(SCIPointStoreError)
        -> [SCIPointBlock]

    /// The first row the query returns, or `nil` when it returns none.
    func firstRow(_ sql: String, _ parameters: [SQLParameter]) throws(SCIPointStoreError) -> [BlockColumns
        .Value]?
}

/// What each row of a block query holds.
enum BlockRowShape {
    /// A stored row, `id, x, y` (level 0).
    case rows
    /// A group of blocks, `id, b`, whose ids start at `id * factor`.
    case groups(factor: Int64)
}

/// A connection of a store and the summary its last ``PointReader/summary(_:)`` read (at
/// open and at each `summary()`), which the block queries check levels against without
/// reading the meta row again.
struct ReaderState<Runner: PointQueryRunner> {
    let runner: Runner
    var summary: SCIPointStoreSummary
}

/// How both stores answer the protocol's questions, over a ``PointQueryRunner``.
struct PointReader: Sendable {
    let queries: PointQueries

    init(tables: SeriesTables, dialect: SQLDialect) {
        queries = PointQueries(tables: tables, dialect: dialect)
    }

    private var tables: SeriesTables { queries.tables }

    /// The count the first column of the query's first row holds, or 0.
    private func count(_ sql: String, _ parameters: [SQLParameter], _ runner: PointQueryRunner)
        throws(SCIPointStoreError) -> Int64
    {
        guard let row = try runner.firstRow(sql, parameters), case .integer(let count) = row.first else {
            return 0
        }
        return count
    }

    /// Whether the catalogue holds a table of that name (the name is a bound parameter).
    func tableExists(_ name: String, _ runner: PointQueryRunner) throws(SCIPointStoreError) -> Bool {
        try count(queries.dialect.tableCount(1), [.text(name)], runner) > 0
    }

    /// Checks the catalogue for the rows', meta and level tables and reads the meta row: a
    /// missing table, or a series an older version wrote, is `SCIPointStoreError.notASeries`.
    /// Returns the summary.
    func checkSeries(_ runner: PointQueryRunner) throws(SCIPointStoreError) -> SCIPointStoreSummary {
        // Most often every table is there: after the meta row, one question finds them all
        // (on a server, each question is a round trip and a plan).
        if let summary = try? summary(runner) {
            let names =
                [tables.rawName, tables.metaName]
                + stride(from: 1, through: summary.levels, by: 1).map { tables.levelName($0) }
            let present = try count(queries.dialect.tableCount(names.count), names.map { .text($0) }, runner)
            if present == Int64(names.count) { return summary }
        }
        // Which one is missing, or the summary's own error.
        for name in [tables.rawName, tables.metaName] where try !tableExists(name, runner) {
            throw .notASeries("there is no table \(SeriesTables.shown(name))")
        }
        let summary = try summary(runner)
        for level in stride(from: 1, through: summary.levels, by: 1)
        where try !tableExists(tables.levelName(level), runner) {
            throw .notASeries("the level table \(SeriesTables.shown(tables.levelName(level))) is missing")
        }
        return summary
    }

    /// What an import of the series replaces: the tables to drop (every table the series can
    /// have) and the version of the series there, 0 when there is none.
    ///
    /// A series of ours is one whose meta table holds the meta columns; its tables are dropped
    /// whatever version wrote them. Tables of the series' names that are not a series (a table
    /// of the user's that happens to have the name) would be lost: the import is refused with
    /// `SCIPointStoreError.notASeries` naming the first, unless `replacingTables`.
    func replacement(_ runner: PointQueryRunner, replacingTables: Bool) throws(SCIPointStoreError)
        -> (drops: [String], version: Int64)
    {
        let levels = (1...SeriesTables.mostLevels).map { tables.levelName($0) }
        let names = [tables.rawName, tables.metaName] + levels
        let drops = [tables.raw, tables.meta] + (1...SeriesTables.mostLevels).map { tables.level($0) }
        var isSeries = false
        if try tableExists(tables.metaName, runner) {
            var columns: Int64 = 0
            for column in ["levels", "factor", "version"] {
                columns += try count(
                    queries.dialect.columnCount, [.text(tables.metaName), .text(column)], runner)
            }
            isSeries = columns == 3
        }
        if isSeries {
            let row = try runner.firstRow("SELECT max(version) FROM \(tables.meta)", [])
            if case .integer(let version) = row?.first { return (drops, version) }
            return (drops, 0)
        }
        let present = try count(queries.dialect.tableCount(names.count), names.map { .text($0) }, runner)
        guard present > 0, !replacingTables else { return (drops, 0) }
        var first = tables.name
        for name in names where try tableExists(name, runner) {
            first = name
            break
        }
        throw .notASeries(
            "\(SeriesTables.shown(first)) is a table that is not a stored series, and importing "
                + "\(SeriesTables.shown(tables.name)) would drop it: import under another name, or pass "
                + "replacingTables: true")
    }

    /// The error of a series stored in an older format.
    private var olderFormat: SCIPointStoreError {
        .notASeries("\(SeriesTables.shown(tables.name)) was written by an older version; import it again")
    }

    /// The meta row. A meta table without a `format` column, or another format than
    /// ``BlockColumns/format``, is a series an older version wrote.
    func summary(_ runner: PointQueryRunner) throws(SCIPointStoreError) -> SCIPointStoreSummary {
        let read: [BlockColumns.Value]?
        do {
            read = try runner.firstRow(queries.meta, [])
        } catch {
            // An older meta table has no format column, and the query names it.
            let formats = try? count(
                queries.dialect.columnCount, [.text(tables.metaName), .text("format")], runner)
            if formats == 0 { throw olderFormat }
            throw error
        }
        guard let row = read, row.count == 9 else {
            throw .notASeries("the table \(SeriesTables.shown(tables.metaName)) has no row")
        }
        func integer(_ index: Int) -> Int64? {
            switch row[index] {
            case .integer(let value): value
            case .real(let value): Int64(exactly: value)
            case .null: nil
            }
        }
        func real(_ index: Int) -> Double? {
            switch row[index] {
            case .integer(let value): Double(value)
            case .real(let value): value
            case .null: nil
            }
        }
        guard integer(8) == BlockColumns.format else { throw olderFormat }
        guard let count = integer(0), count >= 0, let levels = integer(5),
            (0...Int64(SeriesTables.mostLevels)).contains(levels),
            let factor = integer(6), (2...Int64(1 << 20)).contains(factor), let version = integer(7)
        else { throw .notASeries("the meta row of \(SeriesTables.shown(tables.name)) is not valid") }
        var xRange: SCIDoubleRange?
        if let low = real(1), let high = real(2) { xRange = SCIDoubleRange(min: low, max: high) }
        var yRange: SCIDoubleRange?
        if let low = real(3), let high = real(4) { yRange = SCIDoubleRange(min: low, max: high) }
        return SCIPointStoreSummary(
            count: count, xRange: xRange, yRange: yRange, levels: Int(levels), factor: Int(factor),
            version: version)
    }

    /// Refuses a level the series does not have.
    private func check(level: Int, in summary: SCIPointStoreSummary) throws(SCIPointStoreError) {
        guard level >= 0, level <= summary.levels else {
            throw .query(
                "level \(level) is not stored: \(SeriesTables.shown(tables.name)) has levels 0 to \(summary.levels)"
            )
        }
    }

    /// The blocks of `level` meeting `range`, in id order, in the series `summary` describes.
    func blocks<Runner>(level: Int, meeting range: SCIDoubleRange, _ state: ReaderState<Runner>)
        throws(SCIPointStoreError) -> [SCIPointBlock]
    {
        let summary = state.summary
        let runner = state.runner
        try check(level: level, in: summary)
        let low = range.min
        let high = range.max
        guard !low.isNaN, !high.isNaN, low <= high else { return [] }
        let factor = Int64(summary.factor)
        if level > 0 {
            // The groups that meet the range, less their blocks that do not.
            return try runner.blocks(
                queries.meeting(level: level), [.real(low), .real(high)], .groups(factor: factor)
            ).filter { $0.lastX >= low && $0.firstX <= high }
        }
        if summary.levels == 0 {
            return try runner.blocks(queries.rowsScan, [.real(low), .real(high)], .rows)
        }
        // The rows under the groups of level 1 that meet the range, by id, then by x.
        guard let ids = try runner.firstRow(queries.meetingLevelOneIds, [.real(low), .real(high)]),
            ids.count == 2, case .integer(let first) = ids[0], case .integer(let last) = ids[1], first <= last
        else { return [] }
        let rowsPerGroup = factor * factor
        return try runner.blocks(
            queries.rowsMeeting,
            [.integer(first * rowsPerGroup), .integer((last + 1) * rowsPerGroup), .real(low), .real(high)],
            .rows)
    }

    /// The blocks of `level` with an id in `ids`, in id order.
    func blocks<Runner>(level: Int, ids: Range<Int64>, _ state: ReaderState<Runner>)
        throws(SCIPointStoreError)
        -> [SCIPointBlock]
    {
        try check(level: level, in: state.summary)
        guard !ids.isEmpty, ids.lowerBound >= 0 else { return [] }
        if level == 0 {
            return try state.runner.blocks(
                queries.ids(level: 0), [.integer(ids.lowerBound), .integer(ids.upperBound)], .rows)
        }
        let factor = Int64(state.summary.factor)
        let groups = (ids.lowerBound / factor)..<((ids.upperBound - 1) / factor + 1)
        return try state.runner.blocks(
            queries.ids(level: level), [.integer(groups.lowerBound), .integer(groups.upperBound)],
            .groups(factor: factor)
        ).filter { ids.contains($0.id) }
    }

    /// The blocks of `level` under `parents` (in any order, repeated or not), in id order:
    /// at level 0 the rows under them, above it the groups numbered by them.
    func blocks<Runner>(level: Int, inParents parents: [Int64], _ state: ReaderState<Runner>)
        throws(SCIPointStoreError) -> [SCIPointBlock]
    {
        let summary = state.summary
        // The parents are blocks of level + 1, which must be stored too.
        guard level >= 0, level < summary.levels else {
            throw .query(
                "level \(level) has no parents: \(SeriesTables.shown(tables.name)) has levels 0 to \(summary.levels)"
            )
        }
        // Consecutive parents make one range of ids (of rows, or of groups): sorted, without
        // repeats.
        let factor = Int64(summary.factor)
        let span: Int64 = level == 0 ? factor : 1
        var ranges: [Range<Int64>] = []
        for parent in Set(parents).sorted() where parent >= 0 && parent <= Int64.max / factor - 1 {
            let ids = parent * span..<(parent + 1) * span
            if let last = ranges.last, last.upperBound == ids.lowerBound {
                ranges[ranges.count - 1] = last.lowerBound..<ids.upperBound
            } else {
                ranges.append(ids)
            }
        }
        var result: [SCIPointBlock] = []
        // At most so many blocks come back, and a factor may be large.
        result.reserveCapacity(
            min(ranges.reduce(0) { $0 + Int($1.count) } * (level == 0 ? 1 : Int(factor)), 1 << 16))
        let shape: BlockRowShape = level == 0 ? .rows : .groups(factor: factor)
        for query in queries.inRanges(level: level, ranges) {
            result += try state.runner.blocks(query.sql, query.parameters, shape)
        }
        // The ranges are disjoint and in order: the rows are in id order unless the engine
        // chose another plan.
        if zip(result, result.dropFirst()).contains(where: { $0.id >= $1.id }) {
            result.sort { $0.id < $1.id }
        }
        return result
    }
}
