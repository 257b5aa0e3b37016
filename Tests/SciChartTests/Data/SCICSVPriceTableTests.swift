import Foundation
import Testing

@testable import SciChart

/// The price file reader on the layouts exporters write, and on files it must refuse.
@Suite("CSV price files")
struct SCICSVPriceTableTests {
    /// `2024-06-05` as a date (UTC midnight).
    static func day(_ text: String) -> Date {
        let parts = text.split(separator: "-").map { Int($0)! }
        var components = DateComponents(year: parts[0], month: parts[1], day: parts[2])
        components.timeZone = TimeZone(secondsFromGMT: 0)
        return Calendar(identifier: .gregorian).date(from: components)!
    }

    @Test func barchartsExportIsReadOldestFirstWithoutItsNote() throws {
        let text = """
            Time,Open,High,Low,Last,Change,Volume
            06/07/2024,533.66,534.69,532.40,534.01,-0.66,43224500
            06/06/2024,534.98,535.42,532.68,534.66,0.02,35948200
            06/05/2024,530.77,534.69,528.73,534.67,5.96,47610400
            "Downloaded from Barchart.com as of 06-09-2024 11:00pm CDT"
            """
        let table = try SCICSVPriceTable.parse(text, path: "barchart.csv")
        #expect(table.hasCandles && table.wasNewestFirst && table.footerLine == 5)
        #expect(table.dates == ["2024-06-05", "2024-06-06", "2024-06-07"].map(Self.day))
        #expect(table.open == [530.77, 534.98, 533.66])
        #expect(table.close == [534.67, 534.66, 534.01], "Last is the close")
        #expect(table.volume == [47_610_400, 35_948_200, 43_224_500])
        #expect(table.xValues[0] == Self.day("2024-06-05").timeIntervalSince1970)
    }

    @Test func yahoosExportReadsCloseBeforeAdjCloseAndLeavesOutNullRows() throws {
        let text = """
            Date,Open,High,Low,Close,Adj Close,Volume
            2020-01-02,323.54,324.89,322.53,324.87,308.52,59151200
            2020-01-03,null,null,null,null,null,null
            2020-01-06,320.49,323.73,320.36,323.64,307.35,55653900
            """
        let table = try SCICSVPriceTable.parse(text, path: "yahoo.csv")
        #expect(table.close == [324.87, 323.64] && !table.wasNewestFirst)
        #expect(table.emptyRows == [3])
        // Adj Close alone is the close.
        let adjusted = try SCICSVPriceTable.parse("date,adj_close\n2020-01-02,308.52\n", path: "a.csv")
        #expect(adjusted.close == [308.52] && !adjusted.hasCandles && adjusted.volume == nil)
    }

    @Test func columnNamesAreCaseAndPunctuationBlindAndTheUserCanNameThem() throws {
        let text = "TIMESTAMP;OPEN;HIGH;LOW;PRICE;VOL\n1454889600;\"1.234,5\";1.240,0;1.230,25;1.235;7\n"
        let table = try SCICSVPriceTable.parse(text, path: "semi.csv")
        #expect(table.open == [1234.5] && table.high == [1240] && table.low == [1230.25])
        #expect(table.close == [1235] && table.volume == [7])
        let named = try SCICSVPriceTable.parse(
            "When,Settlement,X\n2024-06-05,534.67,1\n", path: "n.csv",
            columns: SCICSVPriceColumns(named: [.date: "when", .close: "Settlement"]))
        #expect(named.close == [534.67])
        #expect(throws: SCICSVPriceError.self) {
            try SCICSVPriceTable.parse(
                "When,Close\n2024-06-05,1\n", path: "n.csv",
                columns: SCICSVPriceColumns(named: [.date: "Day"]))
        }
    }

    /// The error `text` gives.
    static func error(_ text: String, repairing: Bool = false) -> SCICSVPriceError? {
        do {
            _ = try SCICSVPriceTable.parse(text, path: "f.csv", repairingBars: repairing)
            return nil
        } catch {
            return error
        }
    }

    @Test func errorsNameTheFileTheLineTheColumnAndAFix() throws {
        let header = try #require(Self.error("Symbol,Open\nSPY,1\n"))
        #expect(header.line == 1 && header.description.contains("no Date column"))
        #expect(header.description.contains("--date COLUMN"))
        let noClose = try #require(Self.error("Time,Open,High,Low,Change\n2024-06-05,1,2,0.5,1\n"))
        #expect(noClose.description.hasPrefix("f.csv:1: no Close column"))
        let number = try #require(Self.error("Date,Close\n2024-06-05,1\n2024-06-06,abc\n"))
        #expect(number.line == 3 && number.column == "Close")
        #expect(number.description == "f.csv:3: \"abc\" in column Close is not a number")
        let zigzag = try #require(Self.error("Date,Close\n2024-06-05,1\n2024-06-07,1\n2024-06-06,1\n"))
        #expect(
            zigzag.line == 4 && zigzag.column == "Date" && zigzag.reason.contains("sort the file by date"))
        let repeated = try #require(Self.error("Date,Close\n2024-06-05,1\n2024-06-05,2\n"))
        #expect(repeated.reason.contains("repeats the date of line 2"))
        let quote = try #require(Self.error("Date,Close\n2024-06-05,\"1\n"))
        #expect(quote.line == 2 && quote.reason.contains("not closed"))
        let short = try #require(Self.error("Date,Open,High,Low,Close\n2024-06-05,1,2\n"))
        #expect(short.line == 2 && short.column == "Close")
        #expect(Self.error("")?.reason.contains("empty") == true)
        #expect(Self.error("Date,Close\n")?.reason == "no rows after the header")
        #expect(throws: SCICSVPriceError.self) {
            try SCICSVPriceTable.read(path: "/nonexistent/prices.csv")
        }
    }

    @Test func barsWhosePricesDisagreeAreRefusedOrRepaired() throws {
        let text = "Date,Open,High,Low,Close\n2024-06-05,0.4,2,0.5,1.5\n2024-06-06,1,2,0.5,1.5\n"
        let refused = try #require(Self.error(text))
        #expect(
            refused.description
                == "f.csv:2: open 0.4 lies outside low 0.5 to high 2.0 (--repair widens such bars to hold their prices)"
        )
        let repaired = try SCICSVPriceTable.parse(text, path: "f.csv", repairingBars: true)
        #expect(repaired.repaired == [2] && repaired.low == [0.4, 0.5])
    }

    @Test func bytesAsFilesWriteThem() throws {
        // A byte-order mark, CRLF, tabs, blank lines, quoted fields with doubled quotes.
        let text =
            "\u{FEFF}Date\tClose\tNote\r\n1454889600\t10.5\t\"a \"\"b\"\" c\"\r\n\r\n1454976000\t11\tx\r\n"
        let table = try SCICSVPriceTable.parse(text, path: "tabs.csv")
        #expect(table.close == [10.5, 11] && table.dates[0].timeIntervalSince1970 == 1_454_889_600)
        let millis = try SCICSVPriceTable.parse("Date,Close\n1454889600000,1\n", path: "ms.csv")
        #expect(millis.xValues == [1_454_889_600])
    }

    @Test func anEmptyFieldBetweenTabsIsAField() throws {
        let table = try SCICSVPriceTable.parse("Date\tOpen\tClose\n2024-06-05\t\t1.5\n", path: "t.csv")
        #expect(table.close == [1.5])
        let bytes = Array("1\t\t5\t  x \t".utf8)
        var fields: [Range<Int>] = []
        bytes.withUnsafeBufferPointer {
            _ = CSVTokenizer(separator: 9).split($0, 0..<bytes.count, into: &fields)
        }
        let texts = bytes.withUnsafeBufferPointer { buffer in fields.map { CSVTokenizer.text(buffer, $0) } }
        #expect(texts == ["1", "", "5", "x", ""])
    }

    @Test func theDataFilesOfTheRepositoryRead() throws {
        let path =
            #filePath.components(separatedBy: "/Tests/")[0]
            + "/Sources/MarketData/Resources/SP500_NOV2019_IDay.csv"
        let table = try SCICSVPriceTable.read(path: path)
        #expect(table.dates.count == 1563 && table.hasCandles && table.volume?.count == 1563)
    }
}
