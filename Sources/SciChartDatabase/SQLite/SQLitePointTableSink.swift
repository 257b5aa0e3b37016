import CSQLite
import SciChart

/// Writes a series into an SQLite file in one transaction, with prepared inserts of bound
/// values and `synchronous = OFF`; the series it replaces is dropped in the same
/// transaction, so an abandoned import keeps it.
final class SQLitePointTableSink: PointTableSink {
    private let connection: SQLiteConnection
    private let tables: SeriesTables
    private var createdLevels: Set<Int> = []
    private var committed = false
    /// The rows one multi-row insert takes.
    private static let rowsPerInsert = 128

    /// Opens the file, starts the transaction and replaces the series' tables. Returns the
    /// sink and the replaced series' version (0 when there was none).
    static func start(path: String, tables: SeriesTables, replacingTables: Bool) throws(SCIPointStoreError)
        -> (SQLitePointTableSink, Int64)
    {
        let connection = try SQLiteConnection(path: path, writable: true)
        do {
            try connection.execute(
                "PRAGMA page_size = 16384; PRAGMA synchronous = OFF; PRAGMA cache_size = -65536; BEGIN IMMEDIATE"
            )
        } catch .query(let text) {
            throw .cannotOpen("the database: \(text)")
        }
        let sink = SQLitePointTableSink(connection: connection, tables: tables)
        let version = try sink.replace(replacingTables: replacingTables)
        return (sink, version)
    }

    private init(connection: SQLiteConnection, tables: SeriesTables) {
        self.connection = connection
        self.tables = tables
    }

    deinit { abandon() }

    func abandon() {
        // An unfinished import is rolled back (closing the connection would too).
        if !committed { try? connection.execute("ROLLBACK") }
        committed = true
    }

    /// Drops the series' tables and creates the rows' table; returns the old version.
    private func replace(replacingTables: Bool) throws(SCIPointStoreError) -> Int64 {
        let reader = PointReader(tables: tables, dialect: .sqlite)
        let (drops, version) = try reader.replacement(connection, replacingTables: replacingTables)
        for table in drops { try connection.execute("DROP TABLE IF EXISTS \(table)") }
        try connection.execute("CREATE TABLE \(tables.raw) (id INTEGER PRIMARY KEY, x REAL NOT NULL, y REAL)")
        return version
    }

    private func insertRows(_ count: Int) -> String {
        let values = Array(repeating: "(?,?,?)", count: count).joined(separator: ",")
        return "INSERT INTO \(tables.raw) (\(BlockColumns.rawList)) VALUES \(values)"
    }

    func writeRows(firstRow: Int64, x: ArraySlice<Double>, y: ArraySlice<Double>) throws(SCIPointStoreError) {
        var index = x.startIndex
        var row = firstRow
        while index < x.endIndex {
            let count = x.endIndex - index >= Self.rowsPerInsert ? Self.rowsPerInsert : 1
            let statement = try connection.statement(insertRows(count))
            for offset in 0..<count {
                let parameter = Int32(offset * 3)
                let value = y[index + offset]
                sqlite3_bind_int64(statement, parameter + 1, row + Int64(offset))
                sqlite3_bind_double(statement, parameter + 2, x[index + offset])
                if value.isFinite {
                    sqlite3_bind_double(statement, parameter + 3, value)
                } else {
                    sqlite3_bind_null(statement, parameter + 3)
                }
            }
            _ = try connection.step(statement)
            index += count
            row += Int64(count)
        }
    }

    private func createLevel(_ level: Int) throws(SCIPointStoreError) {
        guard !createdLevels.contains(level) else { return }
        let definition = BlockColumns.definition(
            integer: "INTEGER", real: "REAL", blob: "BLOB", primaryKey: true)
        try connection.execute("CREATE TABLE \(tables.level(level)) \(definition)")
        createdLevels.insert(level)
    }

    func writeGroups(level: Int, _ groups: [BlockGroup]) throws(SCIPointStoreError) {
        try createLevel(level)
        let statement = try connection.statement(
            "INSERT INTO \(tables.level(level)) (\(BlockColumns.writtenList)) VALUES (?,?,?,?)")
        // The packed group is bound as a copy (SQLITE_TRANSIENT): the buffer is reused.
        let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
        let most = groups.map(\.blocks.count).max() ?? 0
        try withUnsafeTemporaryAllocation(byteCount: max(most, 1) * BlockColumns.byteCount, alignment: 8) {
            bytes throws(SCIPointStoreError) in
            for group in groups {
                guard let first = group.blocks.first, let last = group.blocks.last else { continue }
                sqlite3_reset(statement)
                BlockColumns.encode(group: group.blocks, into: bytes)
                sqlite3_bind_int64(statement, 1, group.id)
                sqlite3_bind_double(statement, 2, first.firstX)
                sqlite3_bind_double(statement, 3, last.lastX)
                sqlite3_bind_blob(
                    statement, 4, bytes.baseAddress, Int32(group.blocks.count * BlockColumns.byteCount),
                    transient)
                _ = try connection.step(statement)
            }
        }
    }

    func finish(_ summary: SCIPointStoreSummary) throws(SCIPointStoreError) {
        for level in createdLevels where level > summary.levels {
            try connection.execute("DROP TABLE \(tables.level(level))")
        }
        for level in stride(from: 1, through: summary.levels, by: 1) {
            try createLevel(level)
            for column in ["x0", "x1"] {
                try connection.execute(
                    "CREATE INDEX \(tables.levelIndex(level, column: column)) ON \(tables.level(level)) (\(column), id)"
                )
            }
        }
        try connection.execute(
            """
            CREATE TABLE \(tables.meta) (count INTEGER NOT NULL, x_min REAL, x_max REAL, y_min REAL, y_max REAL, \
            levels INTEGER NOT NULL, factor INTEGER NOT NULL, version INTEGER NOT NULL, format INTEGER NOT NULL)
            """)
        try connection.run(
            "INSERT INTO \(tables.meta) (\(MetaRow.columns)) VALUES (?,?,?,?,?,?,?,?,?)",
            MetaRow.parameters(summary))
        try connection.execute("COMMIT")
        committed = true
    }
}

/// The meta row's values.
enum MetaRow {
    /// The meta table's columns, in the order of ``parameters(_:)``.
    static let columns = "count, x_min, x_max, y_min, y_max, levels, factor, version, format"

    /// count, x_min, x_max, y_min, y_max, levels, factor, version, format; a missing range is
    /// two NULLs.
    static func parameters(_ summary: SCIPointStoreSummary) -> [SQLParameter] {
        [
            .integer(summary.count), summary.xRange.map { .real($0.min) } ?? .null,
            summary.xRange.map { .real($0.max) } ?? .null, summary.yRange.map { .real($0.min) } ?? .null,
            summary.yRange.map { .real($0.max) } ?? .null,
            .integer(Int64(summary.levels)), .integer(Int64(summary.factor)), .integer(summary.version),
            .integer(BlockColumns.format),
        ]
    }
}
