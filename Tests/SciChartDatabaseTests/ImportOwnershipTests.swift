import Foundation
import SciChart
import SciChartDatabase
import Testing

@testable import SciChartDatabase

/// An import replaces a series of its name, and nothing else: not another series whose tables
/// its name would reach, not a table of the user's that has its name.
@Suite struct ImportOwnershipTests {
    @Test func aNameWithADoubleUnderscoreIsRefusedAndDestroysNothing() throws {
        let path = temporaryPath("owned.sqlite")
        let fixture = StoreFixture.generated(count: 300)
        _ = try fixture.write(into: try SCISQLitePointStore.create(path: path, table: "t"))
        for name in ["t__meta", "t__level1", "t__level2", "a__b"] {
            #expect {
                try SCISQLitePointStore.create(path: path, table: name)
            } throws: { error in
                guard case SCIPointStoreError.refusedName(let text) = error else { return false }
                return text.contains("__")
            }
        }
        try expectStore(try SCISQLitePointStore(path: path, table: "t"), holds: fixture, version: 1)
    }

    @Test func aTableThatIsNotASeriesIsNotDroppedUnlessTheCallerSaysSo() throws {
        let path = temporaryPath("accounts.sqlite")
        let connection = try SQLiteConnection(path: path, writable: true)
        try connection.execute("CREATE TABLE accounts (name TEXT, balance REAL)")
        try connection.execute("INSERT INTO accounts VALUES ('cash', 100), ('bonds', 250)")
        let message =
            "\"accounts\" is a table that is not a stored series, and importing \"accounts\" would drop it: "
            + "import under another name, or pass replacingTables: true"
        #expect(throws: SCIPointStoreError.notASeries(message)) {
            try SCISQLitePointStore.create(path: path, table: "accounts")
        }
        #expect(try Self.rows(of: "accounts", connection) == 2)
        // A level table of the name, left by someone else, is not a series' either.
        try connection.execute("CREATE TABLE prices__level2 (note TEXT)")
        #expect {
            try SCISQLitePointStore.create(path: path, table: "prices")
        } throws: { error in
            guard case SCIPointStoreError.notASeries(let text) = error else { return false }
            return text.hasPrefix("\"prices__level2\" is a table that is not a stored series")
        }
        // Told to, the import replaces the table.
        let fixture = StoreFixture.generated(count: 50)
        _ = try fixture.write(
            into: try SCISQLitePointStore.create(path: path, table: "accounts", replacingTables: true))
        try expectStore(try SCISQLitePointStore(path: path, table: "accounts"), holds: fixture, version: 1)
        // A series of ours is replaced without being told, whatever version wrote it.
        _ = try fixture.write(into: try SCISQLitePointStore.create(path: path, table: "accounts"))
        try expectStore(try SCISQLitePointStore(path: path, table: "accounts"), holds: fixture, version: 2)
    }

    @Test(.enabled(if: TestPostgres.available, "SCICHART_POSTGRES is not set"))
    func theServerKeepsATableThatIsNotASeries() throws {
        let connectionString = TestPostgres.connectionString ?? ""
        let connection = try PostgresConnection(connectionString: connectionString)
        try connection.execute("DROP TABLE IF EXISTS ledger, ledger__meta")
        try connection.execute("CREATE TABLE ledger (name TEXT, balance DOUBLE PRECISION)")
        try connection.execute("INSERT INTO ledger VALUES ('cash', 100)")
        #expect {
            try SCIPostgresPointStore.create(connectionString: connectionString, table: "ledger")
        } throws: { error in
            guard case SCIPointStoreError.notASeries(let text) = error else { return false }
            return text.hasPrefix("\"ledger\" is a table that is not a stored series")
        }
        #expect(try Self.rows(of: "ledger", connection) == 1)
        #expect {
            try SCIPostgresPointStore.create(connectionString: connectionString, table: "ledger__meta")
        } throws: { error in
            guard case SCIPointStoreError.refusedName = error else { return false }
            return true
        }
        let fixture = StoreFixture.generated(count: 40)
        let summary = try fixture.write(
            into: try SCIPostgresPointStore.create(
                connectionString: connectionString, table: "ledger", replacingTables: true))
        try expectStore(
            try SCIPostgresPointStore(connectionString: connectionString, table: "ledger"), holds: fixture,
            version: summary.version)
    }

    /// The number of rows of `table`.
    static func rows(of table: String, _ runner: any PointQueryRunner) throws -> Int64 {
        guard case .integer(let count) = try runner.firstRow("SELECT count(*) FROM \(table)", [])?.first
        else {
            return -1
        }
        return count
    }
}
