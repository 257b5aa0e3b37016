import Foundation
import Gallery
import SciChart
import Testing

@testable import scichart_demo

@Suite("Each page's drawings kept between runs, in the user's data folder")
struct DrawingsStoreTests {
    private let home: URL

    init() throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("demo-store-\(UUID())")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    }

    @Test func theFolderFollowsTheXDGRules() throws {
        #expect(
            DrawingsStore(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/a"])?.folder.path
                == "/data/scichart-demo/drawings")
        // A relative XDG_DATA_HOME is ignored, as the specification says.
        #expect(
            DrawingsStore(environment: ["XDG_DATA_HOME": "data", "HOME": "/home/a"])?.folder.path
                == "/home/a/.local/share/scichart-demo/drawings")
        #expect(DrawingsStore(environment: [:]) == nil)
    }

    @Test func drawingsWrittenComeBackWithoutAnUndoStep() throws {
        let store = DrawingsStore(folder: home.appendingPathComponent("a/b"))
        let drawn = GalleryCharts.spyMeasures(theme: .dark)
        try store.write(try drawn.saveAnnotations(), page: "spy")
        let next = PageCharts.spyDaily(theme: .dark)
        #expect(store.restore(page: "spy", into: next) == .restored(drawings: 2))
        #expect(next.drawings.count == 2)
        #expect(!next.canUndo)
        // Another page has none kept.
        #expect(store.restore(page: "minutes", into: PageCharts.sp500Minutes(theme: .dark)) == .nothing)
    }

    @Test func anUnreadableFileIsMovedAsideNotLost() throws {
        let store = DrawingsStore(folder: home)
        let broken = Data(#"{"format": "scichart-drawings", "version": 2, "annotations": [{"#.utf8)
        try broken.write(to: store.url(forPage: "spy"))
        let chart = PageCharts.spyDaily(theme: .dark)
        guard case .unreadable(let message, let aside) = store.restore(page: "spy", into: chart) else {
            Issue.record("an unreadable file was restored")
            return
        }
        #expect(chart.drawings.isEmpty)
        #expect(message.contains("could not be read") && message.contains(aside.path))
        #expect(try Data(contentsOf: aside) == broken)
        #expect(!FileManager.default.fileExists(atPath: store.url(forPage: "spy").path))
    }
}
