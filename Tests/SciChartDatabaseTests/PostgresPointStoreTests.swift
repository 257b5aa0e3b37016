import Foundation
import SciChart
import SciChartDatabase
import Testing

@testable import SciChartDatabase

/// The server the tests use, from `SCICHART_POSTGRES` (scripts/lib/postgres.sh starts one).
enum TestPostgres {
    static let connectionString = ProcessInfo.processInfo.environment["SCICHART_POSTGRES"].flatMap {
        $0.isEmpty ? nil : $0
    }
    static let readerConnectionString = ProcessInfo.processInfo.environment["SCICHART_POSTGRES_READER"]
    static let required = ProcessInfo.processInfo.environment["SCICHART_REQUIRE_POSTGRES"] == "1"
    static var available: Bool { connectionString != nil }

    /// The value of `key` in the connection string.
    static func setting(_ key: String) -> String? {
        connectionString?.split(separator: " ").first { $0.hasPrefix("\(key)=") }.map {
            String($0.dropFirst(key.count + 1))
        }
    }
}

/// The checks run without a server only when none is required.
@Suite struct PostgresRequirementTests {
    @Test func aRequiredServerIsConfigured() {
        #expect(
            !TestPostgres.required || TestPostgres.available,
            "SCICHART_REQUIRE_POSTGRES=1 but SCICHART_POSTGRES is not set: start one with scripts/lib/postgres.sh"
        )
    }
}

/// The PostgreSQL store against a real server: the same answers as SQLite's, exact doubles,
/// and no password in any error.
@Suite(.serialized, .enabled(if: TestPostgres.available, "SCICHART_POSTGRES is not set"))
struct PostgresPointStoreTests {
    private var connection: String { TestPostgres.connectionString ?? "" }

    @Test func roundTripOfAHundredThousandRows() throws {
        let fixture = StoreFixture.generated(count: 100_000)
        let summary = try fixture.write(
            into: try SCIPostgresPointStore.create(connectionString: connection, table: "walk"))
        #expect(summary.levels == 4)
        let store = try SCIPostgresPointStore(connectionString: connection, table: "walk")
        try expectStore(store, holds: fixture, version: summary.version)
        #expect(store.displayName.hasSuffix("/scichart, table walk"))
        if let password = TestPostgres.setting("password") { #expect(!store.displayName.contains(password)) }
    }

    /// The blocks under a frame's split blocks are read by walking the primary key once a
    /// range, whatever plan the server keeps for the prepared query: the planner takes a
    /// join on id ranges for a ninth of the table, and the generic plan of a join on a
    /// list of ranges scanned the whole level table for every query (35 ms on 1e7 points).
    @Test func rangeReadsWalkTheIndex() throws {
        let fixture = StoreFixture.generated(count: 1_000_000, seed: 12)
        let summary = try fixture.write(
            into: try SCIPostgresPointStore.create(connectionString: connection, table: "plans"))
        let session = try PostgresConnection(connectionString: connection)
        let queries = PointQueries(tables: try SeriesTables("plans"), dialect: .postgres)
        // The rows and level 1 (3,906 groups); the levels above are a few pages, which a
        // scan reads as fast.
        #expect(summary.levels >= 2)
        for level in 0...1 {
            let span: Int64 = level == 0 ? Int64(summary.factor) : 1
            // Every third parent, as a frame splits them, in lists of every length it sends.
            for count in [1, 5, 40, 200] {
                let ranges = (0..<Int64(count)).map { index -> Range<Int64> in
                    let first = index * 3 * span
                    return first..<first + span
                }
                for query in queries.inRanges(level: level, ranges) {
                    let plan = try Self.genericPlan(query.sql, query.parameters, on: session)
                    #expect(!plan.contains("Seq Scan"), "level \(level), \(count) ranges:\n\(plan)")
                }
            }
        }
    }

    /// The plan the server keeps for `sql` once it plans it for any parameters (it does after
    /// five runs when that plan seems no worse).
    private static func genericPlan(
        _ sql: String, _ parameters: [SQLParameter], on session: PostgresConnection
    )
        throws -> String
    {
        try session.execute("SET plan_cache_mode = force_generic_plan")
        let name = "planned_\(UInt32.random(in: 0...UInt32.max))"
        try session.execute("PREPARE \(name) AS \(sql)")
        let values = parameters.map { parameter -> String in
            switch parameter {
            case .integer(let value): "\(value)"
            case .real(let value): "\(value)"
            case .text(let value): "'\(value)'"
            case .null: "NULL"
            }
        }
        return try session.textColumn("EXPLAIN EXECUTE \(name)(\(values.joined(separator: ", ")))", [])
            .joined(separator: "\n")
    }

    /// A store of one connection and one of eight read the same blocks.
    @Test(arguments: [1, 8])
    func connectionCounts(_ connections: Int) throws {
        let fixture = StoreFixture.generated(count: 20_000, seed: 8)
        let summary = try fixture.write(
            into: try SCIPostgresPointStore.create(connectionString: connection, table: "pool"))
        let store = try SCIPostgresPointStore(
            connectionString: connection, table: "pool", connections: connections)
        try expectStore(store, holds: fixture, version: summary.version)
    }

    @Test(arguments: [0, 1, 17, 257])
    func smallTables(count: Int) throws {
        let fixture = StoreFixture.generated(count: count, seed: UInt64(count))
        let summary = try fixture.write(
            into: try SCIPostgresPointStore.create(connectionString: connection, table: "small"))
        try expectStore(
            try SCIPostgresPointStore(connectionString: connection, table: "small"), holds: fixture,
            version: summary.version)
    }

    @Test func doublesComeBackBitForBit() throws {
        let writer = try SCIPostgresPointStore.create(connectionString: connection, table: "exact")
        try writer.append(x: exactValues, y: exactValues)
        _ = try writer.finish()
        let store = try SCIPostgresPointStore(connectionString: connection, table: "exact")
        let rows = try store.blocks(level: 0, ids: 0..<100)
        #expect(rows.map(\.firstX.bitPattern) == exactValues.map(\.bitPattern))
        #expect(rows.map { $0.first?.y.bitPattern } == exactValues.map(\.bitPattern))
        let meeting = try store.blocks(level: 0, meeting: SCIDoubleRange(min: 0.1, max: 0.1))
        #expect(meeting.map(\.firstX) == [0.1])
    }

    @Test func reimportBumpsTheVersion() throws {
        let first = StoreFixture.generated(count: 3000, seed: 1)
        let before = try first.write(
            into: try SCIPostgresPointStore.create(connectionString: connection, table: "v"))
        let store = try SCIPostgresPointStore(connectionString: connection, table: "v")
        do {
            let abandoned = try SCIPostgresPointStore.create(connectionString: connection, table: "v")
            try abandoned.append(x: [1, 2], y: [3, 4])
        }
        try expectStore(store, holds: first, version: before.version)
        let second = StoreFixture.generated(count: 500, seed: 2)
        let after = try second.write(
            into: try SCIPostgresPointStore.create(connectionString: connection, table: "v"))
        #expect(after.version == before.version + 1)
        try expectStore(store, holds: second, version: after.version)
    }

    @Test func decreasingXIsRefused() throws {
        let writer = try SCIPostgresPointStore.create(connectionString: connection, table: "bad")
        try writer.append(x: [1, 2, 3], y: [1, 2, 3])
        #expect(
            throws: SCIPointStoreError.badRow(line: 4, reason: "x 0.0 is smaller than the x before it (3.0)")
        ) {
            try writer.append(x: 0, y: 0)
        }
    }

    @Test func namesAreCheckedAgainstTheCatalogue() throws {
        _ = try StoreFixture.generated(count: 10).write(
            into: try SCIPostgresPointStore.create(connectionString: connection, table: "named"))
        #expect(throws: SCIPointStoreError.notASeries("there is no table \"missing\"")) {
            try SCIPostgresPointStore(connectionString: connection, table: "missing")
        }
        for name in ["x\"; DROP TABLE t; --", "a b", "", String(repeating: "a", count: 100), "séries"] {
            #expect {
                try SCIPostgresPointStore(connectionString: connection, table: name)
            } throws: { error in
                guard case SCIPointStoreError.refusedName = error else { return false }
                return true
            }
        }
        #expect(try SCIPostgresPointStore(connectionString: connection, table: "named").summary().count == 10)
    }

    @Test func aWrongPasswordCannotOpenAndIsNotShown() throws {
        let secret = "Sec'ret\\ pass-\(UUID().uuidString)"
        let quoted = secret.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
            of: "'", with: "\\'")
        let withoutPassword = connection.split(separator: " ").filter { !$0.hasPrefix("password=") }.joined(
            separator: " ")
        for string in [
            withoutPassword + " password='\(quoted)'", withoutPassword + " password=\(UUID().uuidString)",
        ] {
            let password = string.hasSuffix("'") ? secret : String(string.split(separator: "=").last ?? "")
            #expect {
                try SCIPostgresPointStore(connectionString: string, table: "walk")
            } throws: { error in
                guard case SCIPointStoreError.cannotOpen = error else { return false }
                let text = "\(error) \(String(describing: error)) \(String(reflecting: error))"
                return !text.contains(password) && !text.contains("Sec")
            }
        }
        // The address form too.
        if let host = TestPostgres.setting("host"), let port = TestPostgres.setting("port"),
            let user = TestPostgres.setting("user")
        {
            let address = "postgresql://\(user):TopSecret99@\(host):\(port)/scichart"
            #expect {
                try SCIPostgresPointStore(connectionString: address, table: "walk")
            } throws: { error in
                guard case SCIPointStoreError.cannotOpen = error else { return false }
                return !"\(error)".contains("TopSecret99")
            }
        }
    }

    @Test func aClosedPortCannotOpenQuickly() throws {
        let start = ContinuousClock.now
        #expect {
            try SCIPostgresPointStore(
                connectionString: "host=127.0.0.1 port=1 dbname=x user=y password=zz9", table: "t")
        } throws: { error in
            guard case SCIPointStoreError.cannotOpen(let text) = error else { return false }
            return !text.contains("zz9")
        }
        #expect(ContinuousClock.now - start < .seconds(6))
    }

    @Test func aReadOnlyRoleReads() throws {
        let fixture = StoreFixture.generated(count: 2000, seed: 9)
        let summary = try fixture.write(
            into: try SCIPostgresPointStore.create(connectionString: connection, table: "shared"))
        let reader = try #require(TestPostgres.readerConnectionString, "SCICHART_POSTGRES_READER is not set")
        try expectStore(
            try SCIPostgresPointStore(connectionString: reader, table: "shared"), holds: fixture,
            version: summary.version)
        // It cannot write.
        #expect(throws: SCIPointStoreError.self) {
            _ = try fixture.write(
                into: try SCIPostgresPointStore.create(connectionString: reader, table: "shared"))
        }
    }

    @Test func levelsHoldTheBlocksOfAParentARow() throws {
        _ = try StoreFixture.generated(count: 1000).write(
            into: try SCIPostgresPointStore.create(connectionString: connection, table: "packed"))
        let admin = try PostgresConnection(connectionString: connection)
        let columns = try admin.firstRow(
            """
            SELECT count(*), sum(((column_name::text, data_type::text, is_nullable::text) IN (('id', 'bigint', 'NO'), \
            ('x0', 'double precision', 'NO'), ('x1', 'double precision', 'NO'), ('b', 'bytea', 'NO')))::int) \
            FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'packed__level1'
            """, [])
        #expect(columns?.map { "\($0)" } == ["integer(4)", "integer(4)"])
        let lengths = try admin.firstRow(
            "SELECT count(*), min(octet_length(b)), max(octet_length(b)), (SELECT format FROM \"packed__meta\") FROM \"packed__level1\"",
            [])
        #expect(
            lengths?.map { "\($0)" } == ["integer(4)", "integer(2040)", "integer(2176)", "integer(3)"])
    }

    @Test func aCorruptBlockIsAClearError() throws {
        _ = try StoreFixture.generated(count: 1000).write(
            into: try SCIPostgresPointStore.create(connectionString: connection, table: "corrupt"))
        let store = try SCIPostgresPointStore(connectionString: connection, table: "corrupt")
        #expect(try store.blocks(level: 1, ids: 0..<10).count == 10)
        let admin = try PostgresConnection(connectionString: connection)
        try admin.execute("UPDATE \"corrupt__level1\" SET b = '\\x0102'::bytea WHERE id = 0")
        #expect {
            try store.blocks(level: 1, inParents: [0])
        } throws: { error in
            guard case SCIPointStoreError.query(let text) = error else { return false }
            return text.contains("corrupt block group 0") && text.contains("2 bytes")
        }
        #expect(try store.blocks(level: 1, ids: 16..<26).count == 10)
    }

    @Test func aSeriesAnOlderVersionWroteIsRefused() throws {
        let admin = try PostgresConnection(connectionString: connection)
        try admin.execute(
            """
            DROP TABLE IF EXISTS "old", "old__level1", "old__meta";
            CREATE TABLE "old" (id BIGINT PRIMARY KEY, x DOUBLE PRECISION NOT NULL, y DOUBLE PRECISION);
            INSERT INTO "old" VALUES (0, 1, 2), (1, 2, 3);
            CREATE TABLE "old__level1" (id BIGINT PRIMARY KEY, n BIGINT NOT NULL, x0 DOUBLE PRECISION NOT NULL, \
            x1 DOUBLE PRECISION NOT NULL, f_row BIGINT, f_x DOUBLE PRECISION, f_y DOUBLE PRECISION, \
            l_row BIGINT, l_x DOUBLE PRECISION, l_y DOUBLE PRECISION, lo_row BIGINT, lo_x DOUBLE PRECISION, \
            lo_y DOUBLE PRECISION, hi_row BIGINT, hi_x DOUBLE PRECISION, hi_y DOUBLE PRECISION, g_row BIGINT, \
            g_x DOUBLE PRECISION);
            CREATE TABLE "old__meta" (count BIGINT NOT NULL, x_min DOUBLE PRECISION, x_max DOUBLE PRECISION, \
            y_min DOUBLE PRECISION, y_max DOUBLE PRECISION, levels BIGINT NOT NULL, factor BIGINT NOT NULL, \
            version BIGINT NOT NULL);
            INSERT INTO "old__meta" VALUES (2, 1, 2, 2, 3, 1, 16, 1)
            """)
        let older = SCIPointStoreError.notASeries("\"old\" was written by an older version; import it again")
        #expect(throws: older) { try SCIPostgresPointStore(connectionString: connection, table: "old") }
        try admin.execute("ALTER TABLE \"old__meta\" ADD COLUMN format BIGINT NOT NULL DEFAULT 1")
        #expect(throws: older) { try SCIPostgresPointStore(connectionString: connection, table: "old") }
        let fixture = StoreFixture.generated(count: 300, seed: 5)
        let summary = try fixture.write(
            into: try SCIPostgresPointStore.create(connectionString: connection, table: "old"))
        #expect(summary.version == 2)
        try expectStore(
            try SCIPostgresPointStore(connectionString: connection, table: "old"), holds: fixture, version: 2)
    }

    @Test func aCutConnectionIsResetOnce() throws {
        let fixture = StoreFixture.generated(count: 100, seed: 4)
        _ = try fixture.write(
            into: try SCIPostgresPointStore.create(connectionString: connection, table: "cut"))
        let name = "scichart_cut_\(UInt32.random(in: 0...UInt32.max))"
        let store = try SCIPostgresPointStore(
            connectionString: connection + " application_name=\(name)", table: "cut")
        #expect(try store.summary().count == 100)
        // Another session ends the store's: the next call resets the connection and answers.
        let admin = try PostgresConnection(connectionString: connection)
        let ended = try admin.firstRow(
            "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE application_name = $1::text",
            [.text(name)])
        // The store's two sessions both end.
        #expect(ended?.map { "\($0)" } == ["integer(2)"])
        #expect(try store.summary().count == 100)
        try expectStore(store, holds: fixture, version: try store.summary().version)
        // Questions at once reach both connections, and each answers after its reset.
        let counts = Locked([Int64]())
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<10 {
                let count = (try? store.blocks(level: 0, ids: 0..<100).count).map(Int64.init) ?? -1
                counts.withLock { $0.append(count) }
            }
        }
        #expect(counts.withLock { $0 } == Array(repeating: 100, count: 80))
    }
}
