import CPostgres
import Dispatch
import SciChart

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One libpq connection with its prepared statements; results come back in binary, so
/// doubles arrive exactly. Used by one thread at a time (the store locks it). No message it
/// makes holds the password.
final class PostgresConnection {
    private let handle: OpaquePointer
    private var prepared: [String: String] = [:]
    let scrubber: PasswordScrubber
    /// host:port/dbname of the server, for messages.
    let address: String

    /// Connects; a `connect_timeout` of 5 s is added when the string names none.
    init(connectionString: String) throws(SCIPointStoreError) {
        var parseError: UnsafeMutablePointer<CChar>?
        guard let options = PQconninfoParse(connectionString, &parseError) else {
            let text = parseError.map { String(cString: $0) } ?? "the connection string cannot be read"
            PQfreemem(parseError)
            // Nothing is known of the password: scrub the settings' forms.
            throw .cannotOpen("the database: " + PasswordScrubber(password: nil).scrub(Self.trimmed(text)))
        }
        defer { PQconninfoFree(options) }
        var keywords: [String] = []
        var values: [String] = []
        var password: String?
        var option = options
        while let keyword = option.pointee.keyword {
            if let value = option.pointee.val {
                let name = String(cString: keyword)
                keywords.append(name)
                values.append(String(cString: value))
                if name == "password" { password = values.last }
            }
            option += 1
        }
        if !keywords.contains("connect_timeout") {
            keywords.append("connect_timeout")
            values.append("5")
        }
        scrubber = PasswordScrubber(password: password)
        let connection = Self.withCStrings(keywords) { keywordPointers in
            Self.withCStrings(values) { valuePointers in PQconnectdbParams(keywordPointers, valuePointers, 0)
            }
        }
        guard let connection else { throw .cannotOpen("the database: out of memory") }
        guard PQstatus(connection) == CONNECTION_OK else {
            let text = scrubber.scrub(Self.trimmed(String(cString: PQerrorMessage(connection))))
            PQfinish(connection)
            throw .cannotOpen("the database: \(text)")
        }
        handle = connection
        let host = PQhost(handle).map { String(cString: $0) } ?? "?"
        let port = PQport(handle).map { String(cString: $0) } ?? "?"
        let database = PQdb(handle).map { String(cString: $0) } ?? "?"
        address = scrubber.scrub("\(host):\(port)/\(database)")
        try configureSession()
    }

    /// Up to `count` connections, opened at once (a connection takes a few round trips): those
    /// that opened (a role or a server may allow fewer sessions), or the first failure when
    /// none did.
    static func open(_ connectionString: String, count: Int) throws(SCIPointStoreError)
        -> [PostgresConnection]
    {
        guard count > 1 else { return [try PostgresConnection(connectionString: connectionString)] }
        let opened = Locked([Result<PostgresConnection, SCIPointStoreError>?](repeating: nil, count: count))
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let result = Result { () throws(SCIPointStoreError) in
                try PostgresConnection(connectionString: connectionString)
            }
            opened.withLock { $0[index] = result }
        }
        let results = opened.withLock { $0 }.compactMap { $0 }
        let connections = results.compactMap { try? $0.get() }
        guard connections.isEmpty else { return connections }
        throw results.lazy.compactMap { result -> SCIPointStoreError? in
            guard case .failure(let error) = result else { return nil }
            return error
        }.first ?? .cannotOpen("the database: no connection opened")
    }

    /// The session's settings. The planner over-estimates the rows of a join on id ranges
    /// (it cannot know each range holds 16 rows), which sets off just-in-time compilation:
    /// 60 ms and more on a query that runs in a few. Every query here walks an index, so the
    /// compilation never pays; it is turned off for this connection (an engine without the
    /// setting keeps its default).
    private func configureSession() throws(SCIPointStoreError) {
        try execute("SET client_min_messages = warning")
        try? execute("SET jit = off")
    }

    deinit { PQfinish(handle) }

    /// Calls `body` with a NULL-terminated array of C strings.
    private static func withCStrings<R>(
        _ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> R
    ) -> R {
        let copies = strings.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        let pointers: [UnsafePointer<CChar>?] = copies.map { $0.map { UnsafePointer($0) } } + [nil]
        return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
    }

    private static func trimmed(_ text: String) -> String {
        String(text.reversed().drop(while: { $0.isWhitespace }).reversed())
    }

    /// The connection's last error, scrubbed.
    var lastError: String { scrubber.scrub(Self.trimmed(String(cString: PQerrorMessage(handle)))) }

    /// Whether a lost connection is reset (a reader's) or fails every call (a writer's).
    var resetsWhenLost = true

    /// Whether the connection is usable.
    var isGood: Bool { PQstatus(handle) == CONNECTION_OK }

    /// Runs `body`; when the connection is found bad (before, or after a failure), resets it
    /// once and tries again, failing with "connection lost" when the reset fails.
    func retrying<T>(_ body: () throws(SCIPointStoreError) -> T) throws(SCIPointStoreError) -> T {
        // A writer's transaction dies with its connection: it fails rather than go on outside it.
        guard resetsWhenLost else {
            guard isGood else { throw .query("connection lost: \(lastError)") }
            return try body()
        }
        if !isGood { try reset() }
        do {
            return try body()
        } catch {
            guard !isGood else { throw error }
            try reset()
            return try body()
        }
    }

    private func reset() throws(SCIPointStoreError) {
        PQreset(handle)
        prepared.removeAll()
        guard isGood else { throw .query("connection lost: \(lastError)") }
        try configureSession()
    }

    /// Checks a result, clearing it on failure.
    private func check(_ result: OpaquePointer?, _ expected: ExecStatusType, _ what: String)
        throws(SCIPointStoreError)
        -> OpaquePointer
    {
        guard let result, PQresultStatus(result) == expected else {
            let text =
                result.flatMap { PQresultErrorMessage($0).map { String(cString: $0) } }.map {
                    scrubber.scrub(Self.trimmed($0))
                } ?? lastError
            PQclear(result)
            throw .query(text.isEmpty ? "\(what) failed" : text)
        }
        return result
    }

    /// Runs statements that take no parameter (a simple query).
    func execute(_ sql: String) throws(SCIPointStoreError) {
        let result = PQexec(handle, sql)
        if let result, PQresultStatus(result) == PGRES_TUPLES_OK {
            PQclear(result)
            return
        }
        PQclear(try check(result, PGRES_COMMAND_OK, "a statement"))
    }

    /// Runs a prepared query with bound values and binary results; the caller clears the result.
    func query(_ sql: String, _ parameters: [SQLParameter]) throws(SCIPointStoreError) -> OpaquePointer {
        let name: String
        if let known = prepared[sql] {
            name = known
        } else {
            name = "scichart_\(prepared.count + 1)"
            PQclear(try check(PQprepare(handle, name, sql, 0, nil), PGRES_COMMAND_OK, "preparing a query"))
            prepared[sql] = name
        }
        var buffers: [[UInt8]?] = []
        var formats: [Int32] = []
        for parameter in parameters {
            switch parameter {
            case .integer(let value):
                buffers.append(withUnsafeBytes(of: value.bigEndian, Array.init))
                formats.append(1)
            case .real(let value):
                buffers.append(withUnsafeBytes(of: value.bitPattern.bigEndian, Array.init))
                formats.append(1)
            case .text(let value):
                buffers.append(Array(value.utf8) + [0])
                formats.append(0)
            case .null:
                buffers.append(nil)
                formats.append(0)
            }
        }
        let lengths = buffers.map { Int32($0?.count ?? 0) }
        // Every value in one block of bytes, so one pointer stays valid through the call.
        let storage = buffers.flatMap { $0 ?? [] }
        let result = storage.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { characters -> OpaquePointer? in
                var offset = 0
                var pointers: [UnsafePointer<CChar>?] = []
                pointers.reserveCapacity(buffers.count)
                for buffer in buffers {
                    if let buffer, let base = characters.baseAddress {
                        pointers.append(base + offset)
                        offset += buffer.count
                    } else {
                        pointers.append(nil)
                    }
                }
                return PQexecPrepared(handle, name, Int32(parameters.count), pointers, lengths, formats, 1)
            }
        }
        return try check(result, PGRES_TUPLES_OK, "a query")
    }

    /// The first column of each row the query returns, as text (a plan that `EXPLAIN`
    /// prints, say).
    func textColumn(_ sql: String, _ parameters: [SQLParameter]) throws(SCIPointStoreError) -> [String] {
        let result = try query(sql, parameters)
        defer { PQclear(result) }
        return (0..<PQntuples(result)).map { row in
            let bytes = PQgetvalue(result, row, 0).map { UnsafeRawPointer($0) }
            let buffer = UnsafeRawBufferPointer(start: bytes, count: Int(PQgetlength(result, row, 0)))
            return String(decoding: buffer, as: UTF8.self)
        }
    }

    /// Frees a result ``query(_:_:)`` returned.
    static func clear(_ result: OpaquePointer) { PQclear(result) }

    /// Sends `data` to `COPY … FROM STDIN` `sql`.
    func copy(_ sql: String, _ data: [UInt8]) throws(SCIPointStoreError) {
        PQclear(try check(PQexec(handle, sql), PGRES_COPY_IN, "starting a copy"))
        var offset = 0
        let chunk = 1 << 20
        while offset < data.count {
            let end = min(offset + chunk, data.count)
            let sent = data[offset..<end].withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) {
                    PQputCopyData(handle, $0.baseAddress, Int32($0.count))
                }
            }
            guard sent == 1 else { throw .query("copy failed: \(lastError)") }
            offset = end
        }
        guard PQputCopyEnd(handle, nil) == 1 else { throw .query("copy failed: \(lastError)") }
        var failure: SCIPointStoreError?
        while let result = PQgetResult(handle) {
            if failure == nil, PQresultStatus(result) != PGRES_COMMAND_OK {
                failure = .query(scrubber.scrub(Self.trimmed(String(cString: PQresultErrorMessage(result)))))
            }
            PQclear(result)
        }
        if let failure { throw failure }
    }

    /// The integer or double in row `row`, column `column` of a binary result; `nil` for NULL.
    static func value(_ result: OpaquePointer, _ row: Int32, _ column: Int32) -> BlockColumns.Value {
        guard PQgetisnull(result, row, column) == 0, let bytes = PQgetvalue(result, row, column) else {
            return .null
        }
        let length = Int(PQgetlength(result, row, column))
        var bits: UInt64 = 0
        for index in 0..<min(length, 8) { bits = bits << 8 | UInt64(UInt8(bitPattern: bytes[index])) }
        switch (PQftype(result, column), length) {
        case (701, 8): return .real(Double(bitPattern: bits))
        case (700, 4): return .real(Double(Float(bitPattern: UInt32(truncatingIfNeeded: bits))))
        case (20, 8): return .integer(Int64(bitPattern: bits))
        case (23, 4): return .integer(Int64(Int32(bitPattern: UInt32(truncatingIfNeeded: bits))))
        case (21, 2): return .integer(Int64(Int16(bitPattern: UInt16(truncatingIfNeeded: bits))))
        default: return .null
        }
    }
}

extension PostgresConnection: PointQueryRunner {
    /// The 8-byte field at `row`, `column` of a binary result, as its big-endian bits; `nil`
    /// for NULL (or another length).
    private static func word(_ result: OpaquePointer, _ row: Int32, _ column: Int32) -> UInt64? {
        guard PQgetlength(result, row, column) == 8, let bytes = PQgetvalue(result, row, column) else {
            return nil
        }
        return UInt64(bigEndian: UnsafeRawPointer(bytes).loadUnaligned(as: UInt64.self))
    }

    /// Whether the result's columns have the types `types` (by their type's oid).
    private static func hasColumns(_ result: OpaquePointer, _ types: [UInt32]) -> Bool {
        PQnfields(result) == Int32(types.count)
            && types.indices.allSatisfy { PQftype(result, Int32($0)) == types[$0] }
    }

    func blocks(_ sql: String, _ parameters: [SQLParameter], _ shape: BlockRowShape)
        throws(SCIPointStoreError)
        -> [SCIPointBlock]
    {
        try retrying { () throws(SCIPointStoreError) in
            let result = try query(sql, parameters)
            defer { PQclear(result) }
            var blocks: [SCIPointBlock] = []
            let count = PQntuples(result)
            // Each field is read where it lies in the result: 8 big-endian bytes for a bigint or
            // a double precision, the raw bytes for a bytea.
            switch shape {
            case .rows:
                guard Self.hasColumns(result, [20, 701, 701]) else {
                    throw .query("the rows' table is not (id bigint, x double precision, y double precision)")
                }
                blocks.reserveCapacity(Int(count))
                for row in 0..<count {
                    guard let id = Self.word(result, row, 0), let x = Self.word(result, row, 1) else {
                        throw .query("a row has NULL in id or x")
                    }
                    let y = Self.word(result, row, 2).map { Double(bitPattern: $0) } ?? .nan
                    blocks.append(SCIPointBlock(row: Int64(bitPattern: id), x: Double(bitPattern: x), y: y))
                }
            case .groups(let factor):
                guard Self.hasColumns(result, [20, 17]) else {
                    throw .query("a level table is not (id bigint, …, b bytea)")
                }
                // A group holds at most `factor` blocks, and a factor may be large.
                blocks.reserveCapacity(min(Int(count) * Int(factor), 1 << 16))
                for row in 0..<count {
                    guard let id = Self.word(result, row, 0) else {
                        throw .query("a group row has NULL in id")
                    }
                    let bytes = PQgetvalue(result, row, 1)
                    let length =
                        bytes == nil || PQgetisnull(result, row, 1) != 0
                        ? 0 : Int(PQgetlength(result, row, 1))
                    try BlockColumns.decode(
                        group: Int64(bitPattern: id), factor: factor,
                        UnsafeRawBufferPointer(start: bytes, count: length), into: &blocks)
                }
            }
            return blocks
        }
    }

    func firstRow(_ sql: String, _ parameters: [SQLParameter]) throws(SCIPointStoreError) -> [BlockColumns
        .Value]?
    {
        try retrying { () throws(SCIPointStoreError) in
            let result = try query(sql, parameters)
            defer { PQclear(result) }
            guard PQntuples(result) > 0 else { return nil }
            return (0..<PQnfields(result)).map { Self.value(result, 0, $0) }
        }
    }
}
