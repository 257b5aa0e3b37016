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

    /// The rows (level 0) or groups of `level` with an id in one of `ranges` ranges [$1, $2),
    /// [$3, $4), ...
    ///
    /// With no ORDER BY: SQLite runs it as a loop over the ranges in the order given, each a
    /// search of the primary key, so ranges bound in increasing order give rows in id order
    /// without the temporary B-tree an ORDER BY costs (the reader checks the order anyway).
    func inRanges(level: Int, ranges: Int) -> String {
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

    /// The sizes a chunk of id ranges is padded to, so few texts are prepared.
    static let rangeChunks = [1, 8, 64, 500]
}

extension Substring {
    /// The text without its leading spaces.
    fileprivate func trimmingPrefixSpaces() -> Substring { drop(while: { $0 == " " }) }
}
