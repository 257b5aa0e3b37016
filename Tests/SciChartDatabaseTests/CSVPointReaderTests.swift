import Foundation
import SciChart
import SciChartDatabase
import Testing

/// CSV files read as points and imported: headers, dates, gaps, and the line of a bad row.
@Suite struct CSVPointReaderTests {
    private func file(_ text: String) throws -> String {
        let path = temporaryPath("points.csv")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    private func points(_ reader: SCICSVPointReader) throws -> [(x: Double, y: Double)] {
        var result: [(x: Double, y: Double)] = []
        while let point = try reader.next() { result.append(point) }
        return result
    }

    @Test func headerDatesAndGaps() throws {
        let path = try file(
            """
            time,price,volume
            2024-03-01T00:00:00Z,1.5,7
            2024-03-01T00:00:01.25Z,,8
            2024-03-01 00:00:02,NaN,9
            "2024-03-01T01:00:02+01:00", null ,10

            2024-03-02,-2e3,11\r
            2024-03-02T00:00:00.5Z,NULL,12
            """)
        let reader = try SCICSVPointReader(path: path)
        let read = try points(reader)
        #expect(reader.header == ["time", "price", "volume"])
        let day = 1_709_251_200.0
        #expect(read.map(\.x) == [day, day + 1.25, day + 2, day + 2, day + 86_400, day + 86_400.5])
        #expect(read[0].y == 1.5)
        #expect(read[4].y == -2000)
        #expect(read.filter { $0.y.isNaN }.count == 4)
        #expect(reader.line == 8)
        #expect(reader.bytesRead == reader.bytesTotal)
    }

    @Test func numbersWithoutHeaderAndOtherColumns() throws {
        let path = try file("1;a;10\n2;b;20\n3;c;30")
        let reader = try SCICSVPointReader(path: path, xColumn: 0, yColumn: 2, separator: ";")
        let read = try points(reader)
        #expect(reader.header == nil)
        #expect(read.map(\.x) == [1, 2, 3])
        #expect(read.map(\.y) == [10, 20, 30])
    }

    @Test(arguments: [
        ("x,y\n1,2\n2,abc\n", SCIPointStoreError.badRow(line: 3, reason: "y \"abc\" is not a number")),
        ("1,2\n2\n", .badRow(line: 2, reason: "1 fields where 2 are needed")),
        ("1,2\nhello,3\n", .badRow(line: 2, reason: "x \"hello\" is not a number or an ISO 8601 date")),
        (
            "1,2\n2024-02-30,3\n",
            .badRow(line: 2, reason: "x \"2024-02-30\" is not a number or an ISO 8601 date")
        ),
        // Numbers no chart can place, first line or not.
        ("inf,2\n", .badRow(line: 1, reason: "x \"inf\" is not a finite number")),
        ("1,2\nnan,3\n", .badRow(line: 2, reason: "x \"nan\" is not a finite number")),
        ("1,2\n-Infinity,3\n", .badRow(line: 2, reason: "x \"-Infinity\" is not a finite number")),
        // The tokenizer the price reader shares: a quote left open is a bad row.
        ("1,2\n2,\"3\n", .badRow(line: 2, reason: "a quoted field is not closed")),
    ])
    func malformedLinesAreNamed(text: String, error: SCIPointStoreError) throws {
        let reader = try SCICSVPointReader(path: try file(text))
        #expect(throws: error) { _ = try points(reader) }
    }

    @Test func importNamesTheLineOfADecreasingX() throws {
        var text = "x,y\n"
        for row in 0..<10_000 { text += "\(row),\(row % 13)\n" }
        text += "\n9000,1\n"
        let reader = try SCICSVPointReader(path: try file(text))
        let writer = try SCISQLitePointStore.create(path: temporaryPath("csv.sqlite"), table: "csv")
        #expect(
            throws: SCIPointStoreError.badRow(
                line: 10_003, reason: "x 9000.0 is smaller than the x before it (9999.0)")
        ) {
            _ = try reader.importRows(into: writer)
        }
    }

    @Test func importStoresTheFile() throws {
        var text = "when,value\n"
        var fixture = StoreFixture()
        for row in 0..<20_000 {
            let y = row % 97 == 0 ? Double.nan : Double(row % 101) * 0.25
            fixture.xs.append(Double(row) * 60)
            fixture.ys.append(y)
            let date = Date(timeIntervalSince1970: Double(row) * 60).ISO8601Format()
            text += "\(date),\(y.isNaN ? "" : String(y))\n"
        }
        let path = temporaryPath("csv.sqlite")
        let reports = ReportLog()
        let reader = try SCICSVPointReader(path: try file(text))
        let summary = try reader.importRows(
            into: try SCISQLitePointStore.create(path: path, table: "csv"), progress: { reports.add($0) })
        #expect(summary.count == 20_000)
        try expectStore(try SCISQLitePointStore(path: path, table: "csv"), holds: fixture, version: 1)
        #expect(reports.all.last?.bytesRead == reports.all.last?.bytesTotal)
        #expect(reports.all.last?.rows == 20_000)
    }

    @Test func aMissingFileOrAFolderIsAFileThatCannotBeRead() {
        #expect {
            try SCICSVPointReader(path: "/nonexistent/points.csv")
        } throws: { error in
            guard case SCIPointStoreError.cannotOpen(let text) = error else { return false }
            return text.contains("No such file")
                && "\(error)".hasPrefix("cannot open the file /nonexistent/points.csv")
        }
        #expect(throws: SCIPointStoreError.cannotOpen("the file /tmp: it is a folder")) {
            try SCICSVPointReader(path: "/tmp")
        }
    }

    @Test func aByteOrderMarkIsNotPartOfTheFirstField() throws {
        let bom = "\u{FEFF}"
        // Before a header: the first column's name is "time", not "\u{FEFF}time".
        let headed = try SCICSVPointReader(path: try file(bom + "time,price\n1,2\n"))
        #expect(try points(headed).map(\.y) == [2])
        #expect(headed.header == ["time", "price"])
        // Before data: the first row is a point, not a header.
        let bare = try SCICSVPointReader(path: try file(bom + "1,2\n3,4\n"))
        #expect(try points(bare).map(\.x) == [1, 3])
        #expect(bare.header == nil)
        // Only at the start of the file: elsewhere it is a field's text.
        let inside = try SCICSVPointReader(path: try file("1,2\n" + bom + "3,4\n"))
        #expect(throws: SCIPointStoreError.self) { _ = try points(inside) }
    }

    @Test(arguments: [Int.max, -1, SCICSVPointReader.longestLine + 1])
    func columnsNoLineCanHaveAreRefused(column: Int) throws {
        let path = try file("1,2\n")
        let reason =
            "the x and y columns must be two different columns from 0 to \(SCICSVPointReader.longestLine)"
        #expect(throws: SCIPointStoreError.badRow(line: 1, reason: reason)) {
            try SCICSVPointReader(path: path, xColumn: column)
        }
        #expect(throws: SCIPointStoreError.badRow(line: 1, reason: reason)) {
            try SCICSVPointReader(path: path, yColumn: column)
        }
        // The widest column there can be is read.
        let wide = try SCICSVPointReader(path: path, xColumn: 0, yColumn: SCICSVPointReader.longestLine)
        #expect(throws: SCIPointStoreError.badRow(line: 1, reason: "2 fields where 1048577 are needed")) {
            _ = try points(wide)
        }
    }
}
