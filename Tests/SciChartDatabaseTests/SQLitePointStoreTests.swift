import Foundation
import SciChart
import SciChartDatabase
import Testing

@testable import SciChartDatabase

/// The SQLite store: what it reads is what was written, at every level, and bad input is
/// refused with a clear error.
@Suite struct SQLitePointStoreTests {
    @Test func roundTripOfAHundredThousandRows() throws {
        let path = temporaryPath("series.sqlite")
        let fixture = StoreFixture.generated(count: 100_000)
        let summary = try fixture.write(into: try SCISQLitePointStore.create(path: path, table: "walk"))
        #expect(summary == (try fixture.builderSummary(version: 1)))
        #expect(summary.levels == 4)
        let store = try SCISQLitePointStore(path: path, table: "walk")
        try expectStore(store, holds: fixture, version: 1)
        #expect(store.displayName == "series.sqlite, table walk")
    }

    @Test(arguments: [0, 1, 2, 16, 17, 256, 257])
    func smallTables(count: Int) throws {
        let path = temporaryPath("small.sqlite")
        let fixture = StoreFixture.generated(count: count, seed: UInt64(count))
        _ = try fixture.write(into: try SCISQLitePointStore.create(path: path, table: "small"))
        try expectStore(try SCISQLitePointStore(path: path, table: "small"), holds: fixture, version: 1)
    }

    @Test func duplicateXAreKept() throws {
        let path = temporaryPath("dup.sqlite")
        var fixture = StoreFixture()
        fixture.xs = Array(repeating: 5, count: 40) + Array(repeating: 6, count: 10)
        fixture.ys = (0..<50).map { Double($0 % 7) }
        _ = try fixture.write(into: try SCISQLitePointStore.create(path: path, table: "dup"))
        let store = try SCISQLitePointStore(path: path, table: "dup")
        try expectStore(store, holds: fixture, version: 1)
        #expect(try store.blocks(level: 0, meeting: SCIDoubleRange(min: 5, max: 5)).count == 40)
    }

    /// SQLite's REAL columns keep every double's bits but the sign of a zero (-0.0 is read
    /// back as 0.0, an equal value).
    @Test func doublesComeBackBitForBit() throws {
        let path = temporaryPath("exact.sqlite")
        let writer = try SCISQLitePointStore.create(path: path, table: "exact")
        try writer.append(x: exactValues, y: exactValues)
        _ = try writer.finish()
        let rows = try SCISQLitePointStore(path: path, table: "exact").blocks(level: 0, ids: 0..<100)
        let expected = exactValues.map { $0 == 0 ? 0.0 : $0 }
        #expect(rows.map(\.firstX.bitPattern) == expected.map(\.bitPattern))
        #expect(rows.map { $0.first?.y.bitPattern } == expected.map(\.bitPattern))
    }

    @Test func decreasingXIsRefusedWithItsRow() throws {
        let path = temporaryPath("bad.sqlite")
        let writer = try SCISQLitePointStore.create(path: path, table: "bad")
        try writer.append(x: [1, 2, 3], y: [1, 2, 3])
        #expect(
            throws: SCIPointStoreError.badRow(line: 5, reason: "x 2.5 is smaller than the x before it (4.0)")
        ) {
            try writer.append(x: [4, 2.5], y: [0, 0])
        }
        // The writer takes nothing after an error, and the abandoned import stored nothing.
        #expect(throws: SCIPointStoreError.self) { try writer.append(x: 9, y: 9) }
        #expect(throws: SCIPointStoreError.notASeries("there is no table \"bad\"")) {
            try SCISQLitePointStore(path: path, table: "bad")
        }
        #expect(throws: SCIPointStoreError.badRow(line: 1, reason: "x is not a finite number")) {
            try SCISQLitePointStore.create(path: temporaryPath("nan.sqlite"), table: "nan").append(
                x: .nan, y: 1)
        }
    }

    @Test func reimportBumpsTheVersionAndAnAbandonedImportKeepsTheSeries() throws {
        let path = temporaryPath("versions.sqlite")
        let first = StoreFixture.generated(count: 5000, seed: 1)
        _ = try first.write(into: try SCISQLitePointStore.create(path: path, table: "v"))
        let store = try SCISQLitePointStore(path: path, table: "v")
        #expect(try store.summary().version == 1)
        do {
            // Dropped without finishing: rolled back.
            let abandoned = try SCISQLitePointStore.create(path: path, table: "v")
            try abandoned.append(x: [1, 2], y: [3, 4])
        }
        try expectStore(store, holds: first, version: 1)
        let second = StoreFixture.generated(count: 300, seed: 2)
        _ = try second.write(into: try SCISQLitePointStore.create(path: path, table: "v"))
        try expectStore(store, holds: second, version: 2)
        _ = try second.write(into: try SCISQLitePointStore.create(path: path, table: "v"))
        #expect(try store.summary().version == 3)
    }

    @Test func aFileThatIsNotSQLiteCannotBeOpened() throws {
        let path = temporaryPath("text.sqlite")
        try Data(repeating: UInt8(ascii: "x"), count: 4096).write(to: URL(fileURLWithPath: path))
        #expect {
            try SCISQLitePointStore(path: path, table: "t")
        } throws: { error in
            guard case SCIPointStoreError.cannotOpen(let text) = error else { return false }
            return text.contains("not a database") && text.contains("text.sqlite")
        }
        #expect {
            try SCISQLitePointStore(path: temporaryPath("missing.sqlite"), table: "t")
        } throws: { error in
            guard case SCIPointStoreError.cannotOpen = error else { return false }
            return true
        }
    }

    @Test(arguments: [
        "x\"; DROP TABLE t; --", "a b", "", String(repeating: "a", count: 100), "séries", "1abc", "a-b",
    ])
    func hostileTableNamesAreRefused(name: String) throws {
        let path = temporaryPath("names.sqlite")
        _ = try StoreFixture.generated(count: 10).write(
            into: try SCISQLitePointStore.create(path: path, table: "t"))
        #expect {
            try SCISQLitePointStore(path: path, table: name)
        } throws: { error in
            guard case SCIPointStoreError.refusedName = error else { return false }
            return true
        }
        #expect {
            try SCISQLitePointStore.create(path: path, table: name)
        } throws: { error in
            guard case SCIPointStoreError.refusedName = error else { return false }
            return true
        }
        // The series is still there.
        #expect(try SCISQLitePointStore(path: path, table: "t").summary().count == 10)
    }

    @Test func aMissingTableIsNotASeries() throws {
        let path = temporaryPath("missing.sqlite")
        _ = try StoreFixture.generated(count: 100).write(
            into: try SCISQLitePointStore.create(path: path, table: "t"))
        #expect(throws: SCIPointStoreError.notASeries("there is no table \"other\"")) {
            try SCISQLitePointStore(path: path, table: "other")
        }
        // The name's case matters, as a quoted identifier's does.
        #expect(throws: SCIPointStoreError.self) { try SCISQLitePointStore(path: path, table: "T") }
        let store = try SCISQLitePointStore(path: path, table: "t")
        #expect(throws: SCIPointStoreError.self) { try store.blocks(level: 9, ids: 0..<2) }
        #expect(throws: SCIPointStoreError.self) { try store.blocks(level: 1, inParents: [0]) }
    }

    @Test func progressIsReported() throws {
        let path = temporaryPath("progress.sqlite")
        let reports = ReportLog()
        let writer = try SCISQLitePointStore.create(path: path, table: "walk") { reports.add($0) }
        try writer.append(contentsOf: SCIRandomWalkPoints(count: 20_000, seed: 3))
        _ = try writer.finish()
        #expect(reports.all.last?.rows == 20_000)
        #expect(reports.all.count <= 3)
    }

    @Test func levelsHoldTheBlocksOfAParentARowAndTheMetaRowItsFormat() throws {
        let path = temporaryPath("schema.sqlite")
        _ = try StoreFixture.generated(count: 1000).write(
            into: try SCISQLitePointStore.create(path: path, table: "t"))
        let connection = try SQLiteConnection(path: path, writable: false)
        func row(_ sql: String) throws -> [String] { try connection.firstRow(sql, [])?.map { "\($0)" } ?? [] }
        #expect(
            try row(
                """
                SELECT count(*), sum((name, type, "notnull", pk) IN (VALUES ('id', 'INTEGER', 0, 1), \
                ('x0', 'REAL', 1, 0), ('x1', 'REAL', 1, 0), ('b', 'BLOB', 1, 0))) FROM pragma_table_info('t__level1')
                """) == ["integer(4)", "integer(4)"])
        // 1,000 rows make 63 blocks of level 1: groups of 16, 16, 16 and 15, under the 4
        // blocks of level 2.
        #expect(
            try row("SELECT count(*), min(length(b)), max(length(b)), max(id) FROM \"t__level1\"") == [
                "integer(4)", "integer(2040)", "integer(2176)", "integer(3)",
            ])
        #expect(try row("SELECT format FROM \"t__meta\"") == ["integer(3)"])
        #expect(try row("PRAGMA page_size") == ["integer(16384)"])
        #expect(
            try row(
                """
                SELECT count(*) FROM sqlite_master WHERE type = 'index' AND tbl_name = 't__level1' \
                AND name IN ('t__level1__x0', 't__level1__x1')
                """) == ["integer(2)"])
    }

    @Test func aCorruptBlockIsAClearError() throws {
        let path = temporaryPath("corrupt.sqlite")
        _ = try StoreFixture.generated(count: 1000).write(
            into: try SCISQLitePointStore.create(path: path, table: "t"))
        let store = try SCISQLitePointStore(path: path, table: "t")
        #expect(try store.blocks(level: 1, ids: 0..<10).count == 10)
        let writer = try SQLiteConnection(path: path, writable: true)
        try writer.execute("UPDATE \"t__level1\" SET b = x'0102' WHERE id = 0")
        // Two whole blocks and one byte more.
        try writer.execute("UPDATE \"t__level2\" SET b = zeroblob(273) WHERE id = 0")
        func isCorrupt(_ id: Int, _ bytes: Int) -> (any Error) -> Bool {
            { error in
                guard case SCIPointStoreError.query(let text) = error else { return false }
                return text.contains("corrupt block group \(id)") && text.contains("\(bytes) bytes")
            }
        }
        #expect(performing: { try store.blocks(level: 1, ids: 0..<10) }, throws: isCorrupt(0, 2))
        #expect(performing: { try store.blocks(level: 1, inParents: [0]) }, throws: isCorrupt(0, 2))
        #expect(
            performing: { try store.blocks(level: 2, meeting: SCIDoubleRange(min: 0, max: 1e9)) },
            throws: isCorrupt(0, 273))
        // The groups around it still read.
        #expect(try store.blocks(level: 1, ids: 16..<26).count == 10)
        #expect(try store.blocks(level: 1, inParents: [1, 2]).map(\.id) == Array(16..<48))
    }

    @Test func aSeriesAnOlderVersionWroteIsRefused() throws {
        let path = temporaryPath("old.sqlite")
        let writer = try SQLiteConnection(path: path, writable: true)
        // The 18-column levels and the meta row without a format.
        try writer.execute(
            """
            CREATE TABLE "old" (id INTEGER PRIMARY KEY, x REAL NOT NULL, y REAL);
            INSERT INTO "old" VALUES (0, 1, 2), (1, 2, 3);
            CREATE TABLE "old__level1" (id INTEGER PRIMARY KEY, n INTEGER NOT NULL, x0 REAL NOT NULL, \
            x1 REAL NOT NULL, f_row INTEGER, f_x REAL, f_y REAL, l_row INTEGER, l_x REAL, l_y REAL, \
            lo_row INTEGER, lo_x REAL, lo_y REAL, hi_row INTEGER, hi_x REAL, hi_y REAL, g_row INTEGER, g_x REAL);
            INSERT INTO "old__level1" VALUES (0, 2, 1, 2, 0, 1, 2, 1, 2, 3, 0, 1, 2, 1, 2, 3, NULL, NULL);
            CREATE TABLE "old__meta" (count INTEGER NOT NULL, x_min REAL, x_max REAL, y_min REAL, y_max REAL, \
            levels INTEGER NOT NULL, factor INTEGER NOT NULL, version INTEGER NOT NULL);
            INSERT INTO "old__meta" VALUES (2, 1, 2, 2, 3, 1, 16, 1)
            """)
        let older = SCIPointStoreError.notASeries("\"old\" was written by an older version; import it again")
        #expect(throws: older) { try SCISQLitePointStore(path: path, table: "old") }
        // A format column of another value is refused too: 2 stored one block a row.
        try writer.execute("ALTER TABLE \"old__meta\" ADD COLUMN format INTEGER NOT NULL DEFAULT 2")
        #expect(throws: older) { try SCISQLitePointStore(path: path, table: "old") }
        // Imported again, it opens.
        let fixture = StoreFixture.generated(count: 300, seed: 5)
        _ = try fixture.write(into: try SCISQLitePointStore.create(path: path, table: "old"))
        try expectStore(try SCISQLitePointStore(path: path, table: "old"), holds: fixture, version: 2)
    }

    /// Readers map the file; a writer does not, so an import's resident memory stays bounded
    /// (the pages its index builds read would stay mapped).
    @Test func onlyReadersMapTheFile() throws {
        let path = temporaryPath("mapped.sqlite")
        _ = try StoreFixture.generated(count: 100).write(
            into: try SCISQLitePointStore.create(path: path, table: "t"))
        let writer = try SQLiteConnection(path: path, writable: true)
        let reader = try SQLiteConnection(path: path, writable: false)
        func mapped(_ connection: SQLiteConnection) throws -> Int64? {
            guard case .integer(let size) = try connection.firstRow("PRAGMA mmap_size", [])?.first else {
                return nil
            }
            return size
        }
        #expect(try mapped(writer) == 0)
        #expect(try mapped(reader) ?? 0 > 0)
    }

    /// A missing table is named at open, even when a table left from another import makes
    /// the count of the series' tables look right.
    @Test func aMissingTableIsNamedBesideALeftoverOne() throws {
        let path = temporaryPath("leftover.sqlite")
        let summary = try StoreFixture.generated(count: 5000).write(
            into: try SCISQLitePointStore.create(path: path, table: "t"))
        #expect(summary.levels == 3)
        let writer = try SQLiteConnection(path: path, writable: true)
        try writer.execute("CREATE TABLE \"t__level7\" (id INTEGER PRIMARY KEY)")
        // A leftover table alone does not stop the series from opening.
        #expect(try SCISQLitePointStore(path: path, table: "t").summary().count == 5000)
        try writer.execute("DROP TABLE \"t__level2\"")
        #expect(throws: SCIPointStoreError.notASeries("the level table \"t__level2\" is missing")) {
            try SCISQLitePointStore(path: path, table: "t")
        }
        try writer.execute("CREATE TABLE \"t__level2\" (id INTEGER PRIMARY KEY)")
        try writer.execute("DROP TABLE \"t\"")
        #expect(throws: SCIPointStoreError.notASeries("there is no table \"t\"")) {
            try SCISQLitePointStore(path: path, table: "t")
        }
    }

    @Test func blockQueriesUseTheSummaryReadLast() throws {
        let path = temporaryPath("cached.sqlite")
        let fixture = StoreFixture.generated(count: 1000)
        _ = try fixture.write(into: try SCISQLitePointStore.create(path: path, table: "t"))
        let store = try SCISQLitePointStore(path: path, table: "t")
        // Only summary() reads the meta row: without it, blocks are still read.
        try SQLiteConnection(path: path, writable: true).execute("DELETE FROM \"t__meta\"")
        #expect(comparable(try store.blocks(level: 1, ids: 0..<100)) == comparable(fixture.blocks(level: 1)))
        #expect(try store.blocks(level: 0, inParents: [2]).count == 16)
        #expect(throws: SCIPointStoreError.notASeries("the table \"t__meta\" has no row")) {
            try store.summary()
        }
        #expect(throws: SCIPointStoreError.self) { try store.blocks(level: 3, ids: 0..<1) }
    }

    @Test func packedBlocksKeepEveryBit() throws {
        let nan = Double(bitPattern: 0x7FF8_0000_DEAD_BEEF)
        let block = SCIPointBlock(
            id: 7, count: 12, firstX: -0.0, lastX: .infinity, first: SCIStoredPoint(row: 3, x: -0.0, y: nan),
            last: SCIStoredPoint(row: 9, x: .leastNonzeroMagnitude, y: -.infinity), low: nil,
            high: SCIStoredPoint(row: Int64.max, x: .greatestFiniteMagnitude, y: -0.0),
            gap: SCIStoredPoint(row: 4, x: -1.5, y: .nan))
        var bytes = [UInt8](repeating: 0xAA, count: BlockColumns.byteCount)
        bytes.withUnsafeMutableBytes { BlockColumns.encode(block, into: $0) }
        // Little-endian words: n first.
        #expect(bytes.prefix(8) == [12, 0, 0, 0, 0, 0, 0, 0])
        let decoded = try bytes.withUnsafeBytes { bytes throws(SCIPointStoreError) in
            try BlockColumns.decode(id: 7, bytes)
        }
        #expect(decoded.firstX.bitPattern == (-0.0).bitPattern)
        #expect(decoded.first?.x.bitPattern == (-0.0).bitPattern)
        #expect(decoded.first?.y.bitPattern == nan.bitPattern)
        #expect(decoded.last?.x == .leastNonzeroMagnitude)
        #expect(decoded.low == nil)
        #expect(decoded.high?.row == Int64.max)
        #expect(decoded.high?.y.bitPattern == (-0.0).bitPattern)
        #expect(decoded.gap?.row == 4)
        #expect(decoded.gap?.x == -1.5)
        #expect(decoded.gap?.y.isNaN == true)
        #expect(decoded == block)
        #expect(throws: SCIPointStoreError.self) {
            try bytes.dropLast().withUnsafeBytes { bytes throws(SCIPointStoreError) in
                try BlockColumns.decode(id: 1, bytes)
            }
        }
        // A group: its blocks one after the other, numbered from its parent's id times the
        // factor; none, or more than the factor, is corrupt.
        var group = [UInt8](repeating: 0, count: 3 * BlockColumns.byteCount)
        group.withUnsafeMutableBytes {
            BlockColumns.encode(group: [block, block, block][...], into: $0)
        }
        let blocks = try group.withUnsafeBytes { bytes throws(SCIPointStoreError) in
            var blocks: [SCIPointBlock] = []
            try BlockColumns.decode(group: 5, factor: 4, bytes, into: &blocks)
            return blocks
        }
        #expect(blocks.map(\.id) == [20, 21, 22])
        #expect(blocks.allSatisfy { $0.count == 12 && $0.gap?.row == 4 })
        func decodes(_ bytes: [UInt8], factor: Int64) -> Bool {
            var into: [SCIPointBlock] = []
            return bytes.withUnsafeBytes { bytes in
                (try? BlockColumns.decode(group: 5, factor: factor, bytes, into: &into)) != nil
            }
        }
        #expect(decodes(group, factor: 3))
        #expect(!decodes(group, factor: 2))
        #expect(!decodes([], factor: 4))
    }

    @Test func randomWalkIsDeterministic() {
        let a = Array(SCIRandomWalkPoints(count: 1000, seed: 42, startX: 10, stepX: 0.5))
        let b = Array(SCIRandomWalkPoints(count: 1000, seed: 42, startX: 10, stepX: 0.5))
        let c = Array(SCIRandomWalkPoints(count: 1000, seed: 43, startX: 10, stepX: 0.5))
        #expect(a.map(\.y) == b.map(\.y))
        #expect(a.map(\.y) != c.map(\.y))
        #expect(a.last?.x == 10 + 999 * 0.5)
        #expect(a.allSatisfy { $0.y.isFinite })
        #expect(zip(a, a.dropFirst()).allSatisfy { abs($1.y - $0.y) <= 1 })
    }
}

/// Progress reports gathered from a callback.
final class ReportLog: @unchecked Sendable {
    private let lock = NSLock()
    private var reports: [SCIPointImportProgress] = []

    func add(_ report: SCIPointImportProgress) { lock.withLock { reports.append(report) } }
    var all: [SCIPointImportProgress] { lock.withLock { reports } }
}
