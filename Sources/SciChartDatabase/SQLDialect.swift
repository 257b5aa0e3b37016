/// What differs between the engines' SQL: how a bound parameter is written and the column
/// types. Everything else the stores send is the same standard SQL.
struct SQLDialect: Sendable {
    /// The type of an integer column.
    let integer: String
    /// The type of a floating-point column.
    let real: String
    /// Writes parameter `index` (from 1) of an integer or a real.
    let parameter: @Sendable (_ index: Int, _ isInteger: Bool) -> String
    /// The query that counts the tables named by parameter 1.
    let tableCount: String

    /// SQLite: `?NNN` parameters, INTEGER and REAL, `sqlite_master`.
    static let sqlite = SQLDialect(
        integer: "INTEGER", real: "REAL", parameter: { index, _ in "?\(index)" },
        tableCount: "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = ?1")

    /// PostgreSQL: `$N` parameters with their type, BIGINT and DOUBLE PRECISION,
    /// `information_schema.tables` of the current schema.
    static let postgres = SQLDialect(
        integer: "BIGINT", real: "DOUBLE PRECISION",
        parameter: { index, isInteger in "$\(index)::\(isInteger ? "bigint" : "float8")" },
        tableCount:
            "SELECT count(*) FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = $1::text"
    )
}

/// A value bound to a query parameter.
enum SQLParameter: Sendable {
    case integer(Int64)
    case real(Double)
    case text(String)
    case null
}
