/// What differs between the engines' SQL: how a bound parameter is written, the column
/// types, the catalogue queries and how a list of id ranges is bound. Everything else the
/// stores send is the same standard SQL.
struct SQLDialect: Sendable {
    /// The type of an integer column.
    let integer: String
    /// The type of a floating-point column.
    let real: String
    /// The type of a column of bytes.
    let blob: String
    /// Writes parameter `index` (from 1) of an integer or a real.
    let parameter: @Sendable (_ index: Int, _ isInteger: Bool) -> String
    /// The query that counts the tables named by parameters 1 to `names`.
    let tableCount: @Sendable (_ names: Int) -> String
    /// The query that counts the columns named by parameter 2 of the table named by
    /// parameter 1.
    let columnCount: String
    /// Whether a list of id ranges is bound as two arrays (`UNNEST($1, $2)`, one query text
    /// for any count) rather than as a `VALUES` list of parameter pairs.
    let bindsArrays: Bool

    /// SQLite: `?NNN` parameters, INTEGER, REAL and BLOB, `sqlite_master` and
    /// `pragma_table_info`.
    static let sqlite = SQLDialect(
        integer: "INTEGER", real: "REAL", blob: "BLOB", parameter: { index, _ in "?\(index)" },
        tableCount: { names in
            let list = (1...max(names, 1)).map { "?\($0)" }.joined(separator: ", ")
            return "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name IN (\(list))"
        },
        columnCount: "SELECT count(*) FROM pragma_table_info(?1) WHERE name = ?2", bindsArrays: false)

    /// PostgreSQL: `$N` parameters with their type, BIGINT, DOUBLE PRECISION and BYTEA, the
    /// tables of `pg_catalog` and the columns of `information_schema` in the current schema,
    /// id ranges bound as arrays.
    static let postgres = SQLDialect(
        integer: "BIGINT", real: "DOUBLE PRECISION", blob: "BYTEA",
        parameter: { index, isInteger in "$\(index)::\(isInteger ? "bigint" : "float8")" },
        tableCount: { names in
            let list = (1...max(names, 1)).map { "$\($0)::text" }.joined(separator: ", ")
            // The catalogue itself: a question to `information_schema.tables` took 2 to 3 ms to
            // plan and run on each new connection.
            return """
                SELECT count(*) FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n \
                ON n.oid = c.relnamespace WHERE n.nspname = current_schema() \
                AND c.relkind IN ('r', 'p', 'v', 'm', 'f') AND c.relname IN (\(list))
                """
        },
        columnCount: """
            SELECT count(*) FROM information_schema.columns WHERE table_schema = current_schema() \
            AND table_name = $1::text AND column_name = $2::text
            """,
        // The planner cannot see how few rows a join on a VALUES list of ranges meets, and
        // scanned the whole table for it; see `PointQueries.inRanges(level:_:)`.
        bindsArrays: true
    )
}

/// A value bound to a query parameter.
enum SQLParameter: Sendable {
    case integer(Int64)
    case real(Double)
    case text(String)
    case null
}
