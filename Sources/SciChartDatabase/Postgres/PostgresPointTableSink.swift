import SciChart

/// Writes a series into PostgreSQL in one transaction, through binary `COPY … FROM STDIN`
/// of a batch of rows at a time (then the blocks finished meanwhile). The tables are created
/// without keys; the keys and indexes are built at the end. The rows are written frozen
/// (`FREEZE`: the tables are new in this transaction), so the first reads do not each mark
/// and write back the pages they visit, as they would for rows a vacuum has not seen. The series it replaces is
/// dropped in the same transaction, so an abandoned import keeps it (readers of that series
/// wait for the import to end).
final class PostgresPointTableSink: PointTableSink {
    private let connection: PostgresConnection
    private let tables: SeriesTables
    private var rows = BinaryCopyBuffer()
    private var levels: [Int: BinaryCopyBuffer] = [:]
    private var createdLevels: Set<Int> = []
    private var committed = false
    /// The rows sent by one COPY.
    private static let rowsPerCopy = 1 << 18

    /// Connects, starts the transaction and replaces the series' tables. Returns the sink and
    /// the replaced series' version (0 when there was none).
    static func start(connectionString: String, tables: SeriesTables, replacingTables: Bool)
        throws(SCIPointStoreError) -> (PostgresPointTableSink, Int64)
    {
        let connection = try PostgresConnection(connectionString: connectionString)
        connection.resetsWhenLost = false
        try connection.execute("BEGIN")
        let sink = PostgresPointTableSink(connection: connection, tables: tables)
        return (sink, try sink.replace(replacingTables: replacingTables))
    }

    private init(connection: PostgresConnection, tables: SeriesTables) {
        self.connection = connection
        self.tables = tables
    }

    deinit { abandon() }

    func abandon() {
        // An unfinished import is rolled back (closing the connection would too).
        if !committed, connection.isGood { try? connection.execute("ROLLBACK") }
        committed = true
    }

    private func replace(replacingTables: Bool) throws(SCIPointStoreError) -> Int64 {
        let reader = PointReader(tables: tables, dialect: .postgres)
        let (drops, version) = try reader.replacement(connection, replacingTables: replacingTables)
        try connection.execute("DROP TABLE IF EXISTS \(drops.joined(separator: ", "))")
        try connection.execute(
            "CREATE TABLE \(tables.raw) (id BIGINT NOT NULL, x DOUBLE PRECISION NOT NULL, y DOUBLE PRECISION)"
        )
        return version
    }

    func writeRows(firstRow: Int64, x: ArraySlice<Double>, y: ArraySlice<Double>) throws(SCIPointStoreError) {
        var row = firstRow
        for index in x.indices {
            rows.startTuple(fields: 3)
            rows.integer(row)
            rows.real(x[index])
            let value = y[index]
            if value.isFinite { rows.real(value) } else { rows.null() }
            row += 1
        }
        if rows.tuples >= Self.rowsPerCopy { try sendCopies() }
    }

    func writeGroups(level: Int, _ groups: [BlockGroup]) throws(SCIPointStoreError) {
        if !createdLevels.contains(level) {
            let definition = BlockColumns.definition(
                integer: "BIGINT", real: "DOUBLE PRECISION", blob: "BYTEA", primaryKey: false)
            try connection.execute("CREATE TABLE \(tables.level(level)) \(definition)")
            createdLevels.insert(level)
        }
        var buffer = levels[level] ?? BinaryCopyBuffer()
        for group in groups {
            guard let first = group.blocks.first, let last = group.blocks.last else { continue }
            buffer.startTuple(fields: 4)
            buffer.integer(group.id)
            buffer.real(first.firstX)
            buffer.real(last.lastX)
            buffer.blob(count: group.blocks.count * BlockColumns.byteCount) {
                BlockColumns.encode(group: group.blocks, into: $0)
            }
        }
        levels[level] = buffer
    }

    /// Sends the rows and blocks gathered so far.
    private func sendCopies() throws(SCIPointStoreError) {
        if rows.tuples > 0 {
            try connection.copy(
                "COPY \(tables.raw) (\(BlockColumns.rawList)) FROM STDIN (FORMAT binary, FREEZE)",
                rows.finished)
            rows.reset()
        }
        for level in levels.keys.sorted() {
            guard var buffer = levels[level], buffer.tuples > 0 else { continue }
            try connection.copy(
                "COPY \(tables.level(level)) (\(BlockColumns.writtenList)) FROM STDIN (FORMAT binary, FREEZE)",
                buffer.finished)
            buffer.reset()
            levels[level] = buffer
        }
    }

    func finish(_ summary: SCIPointStoreSummary) throws(SCIPointStoreError) {
        try sendCopies()
        for level in createdLevels where level > summary.levels {
            try connection.execute("DROP TABLE \(tables.level(level))")
        }
        try connection.execute("ALTER TABLE \(tables.raw) ADD PRIMARY KEY (id)")
        for level in stride(from: 1, through: summary.levels, by: 1) {
            if !createdLevels.contains(level) { try writeGroups(level: level, []) }
            try connection.execute("ALTER TABLE \(tables.level(level)) ADD PRIMARY KEY (id)")
            for column in ["x0", "x1"] {
                try connection.execute(
                    "CREATE INDEX \(tables.levelIndex(level, column: column)) ON \(tables.level(level)) (\(column), id)"
                )
            }
        }
        try connection.execute(
            """
            CREATE TABLE \(tables.meta) (count BIGINT NOT NULL, x_min DOUBLE PRECISION, x_max DOUBLE PRECISION, \
            y_min DOUBLE PRECISION, y_max DOUBLE PRECISION, levels BIGINT NOT NULL, factor BIGINT NOT NULL, \
            version BIGINT NOT NULL, format BIGINT NOT NULL)
            """)
        let result = try connection.query(
            """
            INSERT INTO \(tables.meta) (\(MetaRow.columns)) \
            VALUES ($1::bigint, $2::float8, $3::float8, $4::float8, $5::float8, $6::bigint, $7::bigint, $8::bigint, \
            $9::bigint) \
            RETURNING version
            """, MetaRow.parameters(summary))
        PostgresConnection.clear(result)
        let analysed = [tables.raw, tables.meta] + (0..<summary.levels).map { tables.level($0 + 1) }
        try connection.execute("ANALYZE \(analysed.joined(separator: ", "))")
        try connection.execute("COMMIT")
        committed = true
    }
}
