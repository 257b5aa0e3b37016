/// The SQL texts the stores send, for one series in one dialect. Values are never in the
/// text: only checked, quoted table names are.
struct PointQueries: Sendable {
    let tables: SeriesTables
    let dialect: SQLDialect

    private func p(_ index: Int, integer: Bool = false) -> String { dialect.parameter(index, integer) }

    /// The meta row: count, x_min, x_max, y_min, y_max, levels, factor, version, format.
    var meta: String {
        "SELECT count, x_min, x_max, y_min, y_max, levels, factor, version, format FROM \(tables.meta)"
    }

    /// The table and column list of `level` (0: the rows).
    func source(_ level: Int) -> (table: String, columns: String) {
        level == 0 ? (tables.raw, BlockColumns.rawList) : (tables.level(level), BlockColumns.list)
    }

    /// The smallest id of `table` whose x1 is at least parameter `minimum`.
    private func firstMeeting(_ table: String, minimum: Int) -> String {
        "(SELECT id FROM \(table) WHERE x1 >= \(p(minimum)) ORDER BY x1, id LIMIT 1)"
    }

    /// The largest id of `table` whose x0 is at most parameter `maximum`.
    private func lastMeeting(_ table: String, maximum: Int) -> String {
        "(SELECT id FROM \(table) WHERE x0 <= \(p(maximum)) ORDER BY x0 DESC, id DESC LIMIT 1)"
    }

    /// The groups of `level` (at least 1) meeting [$1, $2], through the x0 and x1 indexes.
    func meeting(level: Int) -> String {
        let table = tables.level(level)
        return """
            SELECT \(BlockColumns.list) FROM \(table) \
            WHERE id >= \(firstMeeting(table, minimum: 1)) AND id <= \(lastMeeting(table, maximum: 2)) ORDER BY id
            """
    }

    /// The first and last groups of level 1 meeting [$1, $2] (NULL when none).
    var meetingLevelOneIds: String {
        let table = tables.level(1)
        return "SELECT \(firstMeeting(table, minimum: 1)), \(lastMeeting(table, maximum: 2))"
    }

    /// The rows with an id in [$1, $2) and an x in [$3, $4].
    var rowsMeeting: String {
        """
        SELECT \(BlockColumns.rawList) FROM \(tables.raw) WHERE id >= \(p(1, integer: true)) \
        AND id < \(p(2, integer: true)) AND x >= \(p(3)) AND x <= \(p(4)) ORDER BY id
        """
    }

    /// Every row with an x in [$1, $2] (for a series too small to have levels).
    var rowsScan: String {
        "SELECT \(BlockColumns.rawList) FROM \(tables.raw) WHERE x >= \(p(1)) AND x <= \(p(2)) ORDER BY id"
    }

    /// The rows (level 0) or groups of `level` with an id in [$1, $2).
    func ids(level: Int) -> String {
        let (table, columns) = source(level)
        return """
            SELECT \(columns) FROM \(table) WHERE id >= \(p(1, integer: true)) AND id < \(p(2, integer: true)) \
            ORDER BY id
            """
    }

    /// The queries, with their parameters, that read the rows (level 0) or groups of `level`
    /// with an id in one of `ranges` (disjoint, in increasing order), in id order: one query of
    /// two arrays where the dialect binds arrays, else lists of parameter pairs.
    func inRanges(level: Int, _ ranges: [Range<Int64>]) -> [(sql: String, parameters: [SQLParameter])] {
        guard !ranges.isEmpty else { return [] }
        if dialect.bindsArrays {
            let starts = "{" + ranges.map { String($0.lowerBound) }.joined(separator: ",") + "}"
            let ends = "{" + ranges.map { String($0.upperBound) }.joined(separator: ",") + "}"
            let longest = ranges.map(\.count).max() ?? 1
            return [(inRangeArrays(level: level), [.text(starts), .text(ends), .integer(Int64(longest))])]
        }
        let largest = Self.rangeChunks.last ?? 1
        return stride(from: 0, to: ranges.count, by: largest).map { start in
            let chunk = ranges[start..<min(start + largest, ranges.count)]
            let size = Self.rangeChunks.first(where: { $0 >= chunk.count }) ?? largest
            // Padding with the empty range [-1, -1) matches no block.
            var parameters: [SQLParameter] = []
            parameters.reserveCapacity(size * 2)
            for range in chunk { parameters += [.integer(range.lowerBound), .integer(range.upperBound)] }
            parameters += Array(repeating: .integer(-1), count: (size - chunk.count) * 2)
            return (inRanges(level: level, ranges: size), parameters)
        }
    }

    /// The rows (level 0) or groups of `level` with an id in one of `ranges` ranges [$1, $2),
    /// [$3, $4), ...
    ///
    /// With no ORDER BY: SQLite runs it as a loop over the ranges in the order given, each a
    /// search of the primary key, so ranges bound in increasing order give rows in id order
    /// without the temporary B-tree an ORDER BY costs (the reader checks the order anyway).
    private func inRanges(level: Int, ranges: Int) -> String {
        let (table, columns) = source(level)
        let selected = columns.split(separator: ",").map { "t." + $0.trimmingPrefixSpaces() }.joined(
            separator: ", ")
        let values = (0..<ranges).map { "(\(p($0 * 2 + 1, integer: true)), \(p($0 * 2 + 2, integer: true)))" }
            .joined(separator: ",")
        return """
            WITH r(a, b) AS (VALUES \(values)) SELECT \(selected) FROM r JOIN \(table) t \
            ON t.id >= r.a AND t.id < r.b
            """
    }

    /// The rows (level 0) or groups of `level` with an id in one of the ranges [a, b) that
    /// parameters 1 and 2 list, as two arrays of the same length (the a's and the b's), ranges
    /// in increasing order and none longer than parameter 3.
    ///
    /// The planner cannot know how few rows a range holds (it takes a join on `id >= a AND
    /// id < b` for a ninth of the table), and for more than a few ranges scans the whole
    /// table instead of walking the index. Asked for the first rows of each range in id
    /// order, a few, it walks the index once a range.
    private func inRangeArrays(level: Int) -> String {
        let (table, columns) = source(level)
        let names = columns.split(separator: ",").map { $0.trimmingPrefixSpaces() }
        return """
            SELECT \(names.map { "s.\($0)" }.joined(separator: ", ")) \
            FROM UNNEST(CAST($1 AS BIGINT ARRAY), CAST($2 AS BIGINT ARRAY)) AS r(a, b) CROSS JOIN LATERAL \
            (SELECT \(names.map { "t.\($0)" }.joined(separator: ", ")) FROM \(table) t \
            WHERE t.id >= r.a AND t.id < r.b ORDER BY t.id LIMIT $3::bigint) s
            """
    }

    /// The sizes a chunk of id ranges is padded to, so few texts are prepared.
    static let rangeChunks = [1, 8, 64, 500]
}

extension Substring {
    /// The text without its leading spaces.
    fileprivate func trimmingPrefixSpaces() -> Substring { drop(while: { $0 == " " }) }
}
