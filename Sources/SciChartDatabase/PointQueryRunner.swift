import SciChart

/// A connection the shared reading code sends its queries through.
protocol PointQueryRunner: AnyObject {
    /// The blocks the query returns, each row in ``BlockColumns`` order (or `id, x, y` when
    /// `rows`).
    func blocks(_ sql: String, _ parameters: [SQLParameter], rows: Bool) throws(SCIPointStoreError)
        -> [SCIPointBlock]

    /// The first row the query returns, or `nil` when it returns none.
    func firstRow(_ sql: String, _ parameters: [SQLParameter]) throws(SCIPointStoreError) -> [BlockColumns
        .Value]?
}

/// How both stores answer the protocol's questions, over a ``PointQueryRunner``.
struct PointReader: Sendable {
    let queries: PointQueries

    init(tables: SeriesTables, dialect: SQLDialect) {
        queries = PointQueries(tables: tables, dialect: dialect)
    }

    private var tables: SeriesTables { queries.tables }

    /// Whether the catalogue holds a table of that name (the name is a bound parameter).
    func tableExists(_ name: String, _ runner: PointQueryRunner) throws(SCIPointStoreError) -> Bool {
        guard let row = try runner.firstRow(queries.dialect.tableCount, [.text(name)]),
            case .integer(let count) = row.first
        else { return false }
        return count > 0
    }

    /// Checks the catalogue for the rows', meta and level tables: a missing one is
    /// `SCIPointStoreError.notASeries`.
    func checkSeries(_ runner: PointQueryRunner) throws(SCIPointStoreError) {
        for name in [tables.rawName, tables.metaName] where try !tableExists(name, runner) {
            throw .notASeries("there is no table \(SeriesTables.shown(name))")
        }
        let summary = try summary(runner)
        for level in stride(from: 1, through: summary.levels, by: 1)
        where try !tableExists(tables.levelName(level), runner) {
            throw .notASeries("the level table \(SeriesTables.shown(tables.levelName(level))) is missing")
        }
    }

    /// The meta row.
    func summary(_ runner: PointQueryRunner) throws(SCIPointStoreError) -> SCIPointStoreSummary {
        guard let row = try runner.firstRow(queries.meta, []), row.count == 8 else {
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
    private func check(level: Int, lowest: Int = 0, in summary: SCIPointStoreSummary)
        throws(SCIPointStoreError)
    {
        guard level >= lowest, level <= summary.levels else {
            throw .query(
                "level \(level) is not stored: \(SeriesTables.shown(tables.name)) has levels 0 to \(summary.levels)"
            )
        }
    }

    func blocks(level: Int, meeting range: SCIDoubleRange, _ runner: PointQueryRunner)
        throws(SCIPointStoreError)
        -> [SCIPointBlock]
    {
        let summary = try summary(runner)
        try check(level: level, in: summary)
        let low = range.min
        let high = range.max
        guard !low.isNaN, !high.isNaN, low <= high else { return [] }
        if level > 0 {
            return try runner.blocks(queries.meeting(level: level), [.real(low), .real(high)], rows: false)
        }
        if summary.levels == 0 {
            return try runner.blocks(queries.rowsScan, [.real(low), .real(high)], rows: true)
        }
        guard let ids = try runner.firstRow(queries.meetingLevelOneIds, [.real(low), .real(high)]),
            ids.count == 2, case .integer(let first) = ids[0], case .integer(let last) = ids[1], first <= last
        else { return [] }
        let factor = Int64(summary.factor)
        return try runner.blocks(
            queries.rowsMeeting,
            [.integer(first * factor), .integer((last + 1) * factor), .real(low), .real(high)],
            rows: true)
    }

    func blocks(level: Int, ids: Range<Int64>, _ runner: PointQueryRunner) throws(SCIPointStoreError)
        -> [SCIPointBlock]
    {
        let summary = try summary(runner)
        try check(level: level, in: summary)
        guard !ids.isEmpty else { return [] }
        return try runner.blocks(
            queries.ids(level: level), [.integer(ids.lowerBound), .integer(ids.upperBound)], rows: level == 0)
    }

    func blocks(level: Int, inParents parents: [Int64], _ runner: PointQueryRunner) throws(SCIPointStoreError)
        -> [SCIPointBlock]
    {
        let summary = try summary(runner)
        // The parents are blocks of level + 1, which must be stored too.
        guard level >= 0, level < summary.levels else {
            throw .query(
                "level \(level) has no parents: \(SeriesTables.shown(tables.name)) has levels 0 to \(summary.levels)"
            )
        }
        let wanted = Array(Set(parents.filter { $0 >= 0 })).sorted()
        var result: [SCIPointBlock] = []
        var start = 0
        let largest = PointQueries.parentChunks.last ?? 1
        while start < wanted.count {
            let chunk = wanted[start..<min(start + largest, wanted.count)]
            start += chunk.count
            let size = PointQueries.parentChunks.first(where: { $0 >= chunk.count }) ?? largest
            // Padding with -1 matches no block.
            var parameters: [SQLParameter] = [.integer(Int64(summary.factor))]
            parameters += chunk.map { .integer($0) }
            parameters += Array(repeating: .integer(-1), count: size - chunk.count)
            result += try runner.blocks(
                queries.inParents(level: level, parents: size), parameters, rows: level == 0)
        }
        return result
    }
}
