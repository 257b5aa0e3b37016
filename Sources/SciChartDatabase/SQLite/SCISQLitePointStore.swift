import Foundation
import SciChart

/// A series stored in an SQLite file: its rows, block levels and meta row (see
/// ``SCISQLitePointStore/create(path:table:factor:maximumLevels:replacingTables:progress:)`` for the tables),
/// read through a read-only connection.
public final class SCISQLitePointStore: ISCIPointStore {
    private let reading: LockedReader<SQLiteConnection>

    /// A short text naming the store: the file's name and the table.
    public let displayName: String

    /// Opens the series stored as `table` in the SQLite file at `path`, read-only. A file
    /// that cannot be opened or is not SQLite is `SCIPointStoreError.cannotOpen`; a name
    /// that is not a plain identifier is refused; missing tables are
    /// `SCIPointStoreError.notASeries`.
    public init(path: String, table: String) throws(SCIPointStoreError) {
        let tables = try SeriesTables(table)
        let opened = try SQLiteConnection(path: path, writable: false)
        do {
            // A connection a core (up to 4): a frame's chunks of blocks are read side by side.
            let cores = min(max(ProcessInfo.processInfo.activeProcessorCount, 1), 4)
            var more: [SQLiteConnection] = []
            for _ in 1..<cores { more.append(try SQLiteConnection(path: path, writable: false)) }
            reading = try LockedReader(opened, more: more, tables: tables, dialect: .sqlite)
        } catch .query(let text) {
            // The first query is where SQLite finds a file that is not a database.
            throw .cannotOpen("the database: \(text)")
        }
        displayName = "\(opened.fileName), table \(table)"
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
}

extension SCISQLitePointStore {
    /// Starts importing a series into the SQLite file at `path` (created when missing) as
    /// `table`, replacing a series of that name when the import finishes.
    ///
    /// A series' name is a plain identifier of up to 48 characters without a double
    /// underscore (`__` separates a series' name from the names of its level and meta
    /// tables). Tables of the series' names that are not a stored series (a table of your own
    /// called `table`) are not dropped: the import is refused with
    /// `SCIPointStoreError.notASeries`, unless `replacingTables` says to replace them.
    ///
    /// The tables: `table` (`id INTEGER PRIMARY KEY, x REAL NOT NULL, y REAL`, a NULL y a
    /// gap), `table__level1` ... (`id INTEGER PRIMARY KEY, x0 REAL NOT NULL, x1 REAL NOT
    /// NULL, b BLOB NOT NULL`, a row per block of the level above, `id` its id: the
    /// `SCIPointBlock`s under it packed in `b`, 136 bytes each, indexed on `(x0, id)` and
    /// `(x1, id)`) and `table__meta` (count, x and y ranges, levels, factor, version and
    /// format, 3; a series an older version wrote is refused until it is imported again). A
    /// new file has pages of 16 KiB, which hold several rows of a level.
    /// Blocks of level `l + 1` hold `factor` blocks of level `l`, up to `maximumLevels`
    /// levels. `progress` is called at most about ten times a second.
    public static func create(
        path: String, table: String, factor: Int = 16, maximumLevels: Int = 8, replacingTables: Bool,
        progress: ((SCIPointImportProgress) -> Void)? = nil
    ) throws(SCIPointStoreError) -> any SCIPointTableWriter {
        let tables = try SeriesTables.forImport(table)
        let (sink, version) = try SQLitePointTableSink.start(
            path: path, tables: tables, replacingTables: replacingTables)
        return ImportingWriter(
            sink: sink, version: version + 1, factor: factor,
            maximumLevels: min(maximumLevels, SeriesTables.mostLevels),
            progress: progress)
    }

    /// Starts importing a series, as
    /// ``create(path:table:factor:maximumLevels:replacingTables:progress:)`` does without
    /// replacing tables that are not a series.
    public static func create(
        path: String, table: String, factor: Int = 16, maximumLevels: Int = 8,
        progress: ((SCIPointImportProgress) -> Void)? = nil
    ) throws(SCIPointStoreError) -> any SCIPointTableWriter {
        try create(
            path: path, table: table, factor: factor, maximumLevels: maximumLevels, replacingTables: false,
            progress: progress)
    }
}
