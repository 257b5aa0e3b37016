import CSQLite
import SciChart

/// One SQLite connection with its prepared statements, each prepared once per SQL text.
/// Used by one thread at a time (the store locks it).
final class SQLiteConnection {
    private let handle: OpaquePointer
    private var statements: [String: OpaquePointer] = [:]
    /// The file's name, for messages.
    let fileName: String

    /// Opens `path` read-only, or for writing (created when missing).
    init(path: String, writable: Bool) throws(SCIPointStoreError) {
        fileName = path.split(separator: "/").last.map(String.init) ?? path
        var opened: OpaquePointer?
        let flags =
            (writable ? SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE : SQLITE_OPEN_READONLY)
            | SQLITE_OPEN_NOMUTEX
        let status = sqlite3_open_v2(path, &opened, flags, nil)
        guard status == SQLITE_OK, let opened else {
            let text =
                opened.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(status))
            sqlite3_close_v2(opened)
            throw .cannotOpen("the database \(fileName): \(text)")
        }
        handle = opened
        sqlite3_busy_timeout(handle, 5000)
        // A reader reads pages through a memory map (the operating system's file cache, no
        // copy per page); a page cache of 64 MB holds what the map does not reach. A writer
        // maps nothing: the pages an import's index builds read would stay mapped, and its
        // resident memory grow with the file (by 900 MB over a 2 GiB CSV), for no speed.
        let pragmas = (writable ? "" : "PRAGMA mmap_size = 68719476736; ") + "PRAGMA cache_size = -65536"
        sqlite3_exec(handle, pragmas, nil, nil, nil)
    }

    deinit {
        for statement in statements.values { sqlite3_finalize(statement) }
        sqlite3_close_v2(handle)
    }

    /// The connection's last error, with the file named.
    func message(_ what: String) -> String {
        "\(fileName): \(what): \(String(cString: sqlite3_errmsg(handle)))"
    }

    /// Runs statements that take no parameter and return no row.
    func execute(_ sql: String) throws(SCIPointStoreError) {
        guard sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK else { throw .query(message(sql)) }
    }

    /// The prepared statement of `sql`, reset and with its bindings cleared.
    func statement(_ sql: String) throws(SCIPointStoreError) -> OpaquePointer {
        if let statement = statements[sql] {
            sqlite3_reset(statement)
            sqlite3_clear_bindings(statement)
            return statement
        }
        var prepared: OpaquePointer?
        let status = sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &prepared, nil)
        guard status == SQLITE_OK, let prepared else {
            sqlite3_finalize(prepared)
            throw .query(message("cannot prepare a query"))
        }
        statements[sql] = prepared
        return prepared
    }

    /// Binds `parameters` to the statement's parameters 1, 2, ...
    func bind(_ parameters: [SQLParameter], to statement: OpaquePointer) throws(SCIPointStoreError) {
        for (offset, parameter) in parameters.enumerated() {
            let index = Int32(offset + 1)
            let status: Int32
            switch parameter {
            case .integer(let value): status = sqlite3_bind_int64(statement, index, value)
            case .real(let value): status = sqlite3_bind_double(statement, index, value)
            case .null: status = sqlite3_bind_null(statement, index)
            case .text(let value):
                status = sqlite3_bind_text(
                    statement, index, value, -1, unsafeBitCast(-1, to: sqlite3_destructor_type.self))
            }
            guard status == SQLITE_OK else { throw .query(message("cannot bind a value")) }
        }
    }

    /// Steps a statement: `true` for a row, `false` when done.
    func step(_ statement: OpaquePointer) throws(SCIPointStoreError) -> Bool {
        switch sqlite3_step(statement) {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default:
            let text = message("query failed")
            sqlite3_reset(statement)
            throw .query(text)
        }
    }

    /// Runs a statement that returns no row.
    func run(_ sql: String, _ parameters: [SQLParameter] = []) throws(SCIPointStoreError) {
        let prepared = try statement(sql)
        try bind(parameters, to: prepared)
        while try step(prepared) {}
        sqlite3_reset(prepared)
    }
}

extension SQLiteConnection: PointQueryRunner {
    func blocks(_ sql: String, _ parameters: [SQLParameter], _ shape: BlockRowShape)
        throws(SCIPointStoreError)
        -> [SCIPointBlock]
    {
        let prepared = try statement(sql)
        try bind(parameters, to: prepared)
        defer { sqlite3_reset(prepared) }
        var result: [SCIPointBlock] = []
        switch shape {
        case .rows:
            // id and x are NOT NULL: only y, NULL for a gap, needs its type.
            while try step(prepared) {
                let y =
                    sqlite3_column_type(prepared, 2) == SQLITE_NULL
                    ? .nan : sqlite3_column_double(prepared, 2)
                result.append(
                    SCIPointBlock(
                        row: sqlite3_column_int64(prepared, 0), x: sqlite3_column_double(prepared, 1), y: y))
            }
        case .groups(let factor):
            while try step(prepared) {
                let id = sqlite3_column_int64(prepared, 0)
                // The pointer first, then the length (the order SQLite documents).
                let bytes = sqlite3_column_blob(prepared, 1)
                let length = Int(sqlite3_column_bytes(prepared, 1))
                try BlockColumns.decode(
                    group: id, factor: factor,
                    UnsafeRawBufferPointer(start: bytes, count: bytes == nil ? 0 : length), into: &result)
            }
        }
        return result
    }

    func firstRow(_ sql: String, _ parameters: [SQLParameter]) throws(SCIPointStoreError) -> [BlockColumns
        .Value]?
    {
        let prepared = try statement(sql)
        try bind(parameters, to: prepared)
        defer { sqlite3_reset(prepared) }
        guard try step(prepared) else { return nil }
        return (0..<sqlite3_column_count(prepared)).map { column in
            switch sqlite3_column_type(prepared, column) {
            case SQLITE_INTEGER: .integer(sqlite3_column_int64(prepared, column))
            case SQLITE_FLOAT: .real(sqlite3_column_double(prepared, column))
            default: .null
            }
        }
    }
}
