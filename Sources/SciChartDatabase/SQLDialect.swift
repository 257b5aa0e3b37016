/// What differs between the engines' SQL: how a bound parameter is written and the column
/// types. Everything else the stores send is the same standard SQL.
struct SQLDialect: Sendable {
    /// The type of an integer column.
    let integer: String
    /// The type of a floating-point column.
    let real: String
    /// The type of a column of bytes.
    let blob: String
    /// Writes parameter `index` (from 1) of an integer or a real.
    let parameter: @Sendable (_ index: Int, _ isInteger: Bool) -> String
    /// The query that counts the tables named by parameter 1.
    let tableCount: String
    /// The query that counts the columns named by parameter 2 of the table named by
    /// parameter 1.
    let columnCount: String

    /// SQLite: `?NNN` parameters, INTEGER, REAL and BLOB, `sqlite_master` and
    /// `pragma_table_info`.
    static let sqlite = SQLDialect(
        integer: "INTEGER", real: "REAL", blob: "BLOB", parameter: { index, _ in "?\(index)" },
        tableCount: "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = ?1",
        columnCount: "SELECT count(*) FROM pragma_table_info(?1) WHERE name = ?2")

    /// PostgreSQL: `$N` parameters with their type, BIGINT, DOUBLE PRECISION and BYTEA,
    /// `information_schema` of the current schema.
    static let postgres = SQLDialect(
        integer: "BIGINT", real: "DOUBLE PRECISION", blob: "BYTEA",
        parameter: { index, isInteger in "$\(index)::\(isInteger ? "bigint" : "float8")" },
        tableCount:
            "SELECT count(*) FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = $1::text",
        columnCount: """
            SELECT count(*) FROM information_schema.columns WHERE table_schema = current_schema() \
            AND table_name = $1::text AND column_name = $2::text
            """
    )
}

/// A value bound to a query parameter.
enum SQLParameter: Sendable {
    case integer(Int64)
    case real(Double)
    case text(String)
    case null
}
