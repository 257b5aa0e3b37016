import Foundation
import Gallery
import SciChart
import Testing

@testable import scichart_demo

@Suite("Saving and opening drawings: a message for every outcome, nothing lost on a bad file")
struct DrawingsFileTests {
    private let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("demo-drawings-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// SPY with the gallery's two measures.
    private func chartWithMeasures() -> SCIChartSurface {
        GalleryCharts.spyMeasures(theme: .dark)
    }

    private func file(_ name: String, _ contents: String? = nil) throws -> URL {
        let url = folder.appendingPathComponent(name)
        if let contents { try Data(contents.utf8).write(to: url) }
        return url
    }

    @Test func savedDrawingsOpenOnAnotherChart() throws {
        let url = try file("drawings.json")
        let saved = DrawingsFile.save(chartWithMeasures(), to: url)
        #expect(
            saved
                == DrawingsFile.Outcome(
                    message: "Saved 2 drawings to \(url.path)", isError: false, drawings: 2))
        let other = PageCharts.spyDaily(theme: .light)
        let opened = DrawingsFile.load(url, into: other)
        #expect(
            opened
                == DrawingsFile.Outcome(
                    message: "Added 2 drawings from \(url.path)", isError: false, drawings: 2))
        #expect(other.annotations.map { $0 is SCIMeasureAnnotation } == [true, true])
        other.undo()
        #expect(other.annotations.isEmpty)
    }

    @Test func openingCanReplaceTheDrawingsAsOneStep() throws {
        let url = try file("drawings.json")
        let chart = chartWithMeasures()
        _ = DrawingsFile.save(chart, to: url)
        let opened = DrawingsFile.load(url, into: chart, replacing: true)
        #expect(
            opened
                == DrawingsFile.Outcome(
                    message: "Replaced the drawings with 2 drawings from \(url.path)", isError: false,
                    drawings: 2))
        chart.undo()
        #expect(chart.drawings.count == 2)
    }

    @Test func aFileRecordsItsChartAndAnotherChartDiffers() throws {
        let url = try file("drawings.json")
        _ = DrawingsFile.save(PageCharts.spyDaily(theme: .light), to: url)
        let document = try DrawingsFile.read(url, for: PageCharts.spyDaily(theme: .dark)).get()
        let chart = try #require(document.chart)
        #expect(chart.differences(from: PageCharts.spyDaily(theme: .dark).drawingsChart).isEmpty)
        let minutes = chart.differences(from: PageCharts.sp500Minutes(theme: .dark).drawingsChart)
        #expect(!minutes.isEmpty, "SPY drawings on the minutes page")
    }

    @Test func openingAddsToTheDrawingsThere() throws {
        let url = try file("drawings.json")
        let chart = chartWithMeasures()
        _ = DrawingsFile.save(chart, to: url)
        #expect(DrawingsFile.load(url, into: chart).drawings == 4)
    }

    @Test(
        "A file that is not a drawings document changes nothing",
        arguments: [
            (
                "cut.json", "{\"format\": \"scichart-drawings\", \"version\": 1, \"annotations\": [",
                "malformed"
            ),
            (
                "other.json", "{\"format\": \"something-else\", \"version\": 1, \"annotations\": []}",
                "not a drawings"
            ),
            ("empty.json", "", "malformed"),
            ("binary.json", "\u{0}\u{1}\u{2}", "malformed"),
        ])
    func badDocuments(name: String, contents: String, reason: String) throws {
        let url = try file(name, contents)
        let chart = chartWithMeasures()
        let outcome = DrawingsFile.load(url, into: chart)
        #expect(outcome.isError)
        #expect(outcome.drawings == 2)
        #expect(outcome.message.hasPrefix("\(url.path) is not a drawings file: "))
        #expect(outcome.message.contains(reason))
        #expect(outcome.message.hasSuffix("The drawings on the chart are unchanged."))
        #expect(chart.annotations.count == 2)
    }

    @Test func aMissingFileSaysSo() throws {
        let url = try file("missing.json")
        let outcome = DrawingsFile.load(url, into: chartWithMeasures())
        #expect(
            outcome.message
                == "Could not read \(url.path): No such file or directory. The drawings on the chart are unchanged."
        )
        #expect(outcome.isError && outcome.drawings == 2)
    }

    @Test func aFolderIsNotAFile() {
        let outcome = DrawingsFile.load(folder, into: chartWithMeasures())
        #expect(outcome.isError)
        #expect(
            outcome.message
                == "Could not read \(folder.path): it is not a file. The drawings on the chart are unchanged."
        )
    }

    @Test func aHugeFileIsRefusedUnread() throws {
        let url = try file("huge.json", "")
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(SCIAnnotationDocument.maximumBytes) + 1)
        try handle.close()
        let outcome = DrawingsFile.load(url, into: chartWithMeasures())
        #expect(outcome.isError)
        #expect(
            outcome.message.contains(
                "more than the \(SCIAnnotationDocument.maximumBytes) a drawings file may have"))
    }

    @Test func aDocumentWithoutDrawingsSaysSo() throws {
        let url = try file(
            "none.json", "{\"format\": \"scichart-drawings\", \"version\": 1, \"annotations\": []}")
        let outcome = DrawingsFile.load(url, into: chartWithMeasures())
        #expect(
            outcome
                == DrawingsFile.Outcome(
                    message: "\(url.path) holds no drawings.", isError: false, drawings: 2))
    }

    @Test func anUnwritableFolderSaysSo() {
        let url = URL(fileURLWithPath: "/proc/demo-drawings.json")
        let outcome = DrawingsFile.save(chartWithMeasures(), to: url)
        #expect(outcome.isError)
        #expect(outcome.message.hasPrefix("Could not write /proc/demo-drawings.json: "))
    }
}
