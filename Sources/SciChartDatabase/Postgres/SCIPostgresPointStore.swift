import SciChart

/// A series stored in PostgreSQL (or an engine that speaks its protocol and SQL, such as
/// TimescaleDB or Citus): its rows, block levels and meta row, in the tables
/// ``SCISQLitePointStore/create(path:table:factor:maximumLevels:replacingTables:progress:)`` describes, with
/// BIGINT, DOUBLE PRECISION and BYTEA columns. A role with SELECT on the tables is enough to
/// read.
///
/// When a call finds the connection lost (the server restarted, say), it resets it once
/// before failing with `SCIPointStoreError.query` ("connection lost: …"); the next
/// call tries again.
public final class SCIPostgresPointStore: ISCIPointStore {
    private let reading: LockedReader<PostgresConnection>

    /// A short text naming the store: host:port/dbname and the table, never the password.
    public let displayName: String

    /// Connects with a libpq connection string (`host=… port=… dbname=… user=… password=…`
    /// or a `postgresql://` address; a 5 s `connect_timeout` is added when it names none) and
    /// opens the series stored as `table`, through two connections (see
    /// ``init(connectionString:table:connections:)``). A server that cannot be reached or
    /// refuses the login is `SCIPointStoreError.cannotOpen`; a name that is not a plain
    /// identifier is refused; missing tables are `SCIPointStoreError.notASeries`.
    public convenience init(connectionString: String, table: String) throws(SCIPointStoreError) {
        try self.init(connectionString: connectionString, table: table, connections: 2)
    }

    /// Opens the series stored as `table` as ``init(connectionString:table:)`` does, through
    /// `connections` sessions (1 to 8, opened at once): a frame's chunks of blocks are read
    /// side by side, one a session. Each is a session of the server, counted against its
    /// `max_connections` and the role's connection limit; when some do not open, the store
    /// reads through those that did.
    public init(connectionString: String, table: String, connections: Int) throws(SCIPointStoreError) {
        let tables = try SeriesTables(table)
        let opened = try PostgresConnection.open(connectionString, count: min(max(connections, 1), 8))
        reading = try LockedReader(
            opened[0], more: Array(opened.dropFirst()), tables: tables, dialect: .postgres)
        displayName = "\(opened[0].address), table \(table)"
    }

    /// What the store holds now, from its meta row; the block queries check their level
    /// against the summary read last (here or at open).
    public func summary() throws(SCIPointStoreError) -> SCIPointStoreSummary {
        try reading.summary()
    }

    /// The blocks of `level` whose x extent meets `xRange`, in id order.
    public func blocks(level: Int, meeting xRange: SCIDoubleRange) throws(SCIPointStoreError)
        -> [SCIPointBlock]
    {
        try reading.blocks(level: level, meeting: xRange)
    }

    /// The blocks of `level` with an id in `ids`, in id order.
    public func blocks(level: Int, ids: Range<Int64>) throws(SCIPointStoreError) -> [SCIPointBlock] {
        try reading.blocks(level: level, ids: ids)
    }

    /// The blocks of `level` inside the blocks `parents` of `level + 1`, in id order.
    public func blocks(level: Int, inParents parents: [Int64]) throws(SCIPointStoreError) -> [SCIPointBlock] {
        try reading.blocks(level: level, inParents: parents)
    }

    /// Starts importing a series into the database as `table`, replacing a series of that
    /// name when the import finishes (the same tables as SQLite's, see
    /// ``SCISQLitePointStore/create(path:table:factor:maximumLevels:replacingTables:progress:)``). The role
    /// needs to create and drop tables. `progress` is called at most about ten times a second.
    /// Tables of the series' names that are not a stored series are not dropped: the import
    /// is refused with `SCIPointStoreError.notASeries`, unless `replacingTables`.
    public static func create(
        connectionString: String, table: String, factor: Int = 16, maximumLevels: Int = 8,
        replacingTables: Bool, progress: ((SCIPointImportProgress) -> Void)? = nil
    ) throws(SCIPointStoreError) -> any SCIPointTableWriter {
        let tables = try SeriesTables.forImport(table)
        let (sink, version) = try PostgresPointTableSink.start(
            connectionString: connectionString, tables: tables, replacingTables: replacingTables)
        return ImportingWriter(
            sink: sink, version: version + 1, factor: factor,
            maximumLevels: min(maximumLevels, SeriesTables.mostLevels),
            progress: progress)
    }

    /// Starts importing a series, as
    /// ``create(connectionString:table:factor:maximumLevels:replacingTables:progress:)`` does
    /// without replacing tables that are not a series.
    public static func create(
        connectionString: String, table: String, factor: Int = 16, maximumLevels: Int = 8,
        progress: ((SCIPointImportProgress) -> Void)? = nil
    ) throws(SCIPointStoreError) -> any SCIPointTableWriter {
        try create(
            connectionString: connectionString, table: table, factor: factor, maximumLevels: maximumLevels,
            replacingTables: false, progress: progress)
    }
}
