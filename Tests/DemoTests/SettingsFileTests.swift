import Foundation
import SciChart
import Testing

@testable import scichart_demo

@MainActor
@Suite("The demo's settings survive a restart; a damaged file is set aside, never lost")
struct SettingsFileTests {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "settings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func aRoundTripKeepsEverything() throws {
        let file = SettingsFile(folder: try folder())
        var settings = DemoSettings(
            theme: "highContrastLight", magnet: .strong, magnetWhenOn: .strong, page: "workspace",
            windowSize: DemoSettings.Size(width: 640, height: 700),
            isMaximized: true, folder: "/home/u/Documents/charts")
        settings.pages["spy"] = PageSettings(
            xRange: 1.3e9...1.4e9, hiddenSeries: ["SMA 200", "a;b=c"], legendCorner: "bottom-right",
            legendCollapsed: true)
        settings.pages["workspace"] = PageSettings(
            xRange: 10...20, studies: ["rsi", "stochastic"], bollinger: false, paneHeights: [320, 90.5, 80])
        // No indicator pane at all is a choice too.
        settings.pages["workspace 2"] = PageSettings(studies: [], bollinger: true)
        try file.write(settings)
        #expect(try file.read().get() == settings)
    }

    @Test func noFileReadsAsTheDefaults() throws {
        #expect(try SettingsFile(folder: try folder()).read().get() == DemoSettings())
    }

    @Test func aDamagedFileIsReportedAndMovedAside() throws {
        let directory = try folder()
        let file = SettingsFile(folder: directory)
        try Data("[window\ntheme=light\n\u{0}garbage".utf8).write(to: file.url)
        guard case .failure(let problem) = file.read() else {
            Issue.record("a damaged file read as settings")
            return
        }
        #expect(
            problem.message.contains("could not be read")
                && problem.message.contains("settings.unreadable.ini"))
        let aside = directory.appendingPathComponent("settings.unreadable.ini")
        #expect(try String(contentsOf: aside, encoding: .utf8).hasPrefix("[window"))
        #expect(!FileManager.default.fileExists(atPath: file.url.path))
        // A second damaged file goes beside the first, which stays.
        try Data("[window\u{0}".utf8).write(to: file.url)
        _ = file.read()
        #expect(try String(contentsOf: aside, encoding: .utf8).hasPrefix("[window\ntheme=light"))
        #expect(
            FileManager.default.fileExists(
                atPath: directory.appendingPathComponent("settings.unreadable-2.ini").path))
    }

    @Test func valuesThatMakeNoSenseAreLeftOut() throws {
        let file = SettingsFile(folder: try folder())
        try Data(
            """
            [window]
            size=20;70000
            magnet=perhaps
            theme=light
            [page spy]
            x-range=5;5
            pane-heights=10;nan
            legend-collapsed=true
            [page zero]
            pane-heights=0;0;0
            [page huge]
            pane-heights=1e300;5
            """.utf8
        ).write(to: file.url)
        let settings = try file.read().get()
        #expect(settings.magnet == DemoSettings().magnet && settings.theme == "light")
        #expect(settings.windowSize == nil)
        #expect(settings.pages["spy"] == PageSettings(legendCollapsed: true))
        #expect(settings.pages["zero"] == PageSettings() && settings.pages["huge"] == PageSettings())
    }

    @Test func theFileFollowsXDG() {
        #expect(
            SettingsFile(environment: ["XDG_CONFIG_HOME": "/tmp/c", "HOME": "/home/u"])?.url.path
                == "/tmp/c/scichart-demo/settings.ini")
        #expect(
            SettingsFile(environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/home/u"])?.url.path
                == "/home/u/.config/scichart-demo/settings.ini")
        #expect(SettingsFile(environment: [:]) == nil)
    }

    @Test func aPageComesBackAsItWasLeft() throws {
        let page = ChartTools(surface: PageCharts.spyDaily(theme: .dark), magnet: .strong, active: .pan)
        _ = page.surface.renderFrame()
        page.surface.xAxes[0].visibleRange.setMinMax(min: 1.30e9, max: 1.32e9)
        page.surface.renderableSeries[2].isVisible = false
        page.legend.position = [.right, .bottom]
        page.legend.isCollapsed = true
        let kept = page.settings(keepingRange: true)
        let again = ChartTools(surface: PageCharts.spyDaily(theme: .dark), magnet: .strong, active: .pan)
        again.restore(kept)
        _ = again.surface.renderFrame()
        let range = again.surface.xAxes[0].visibleRange
        #expect(range.min == 1.30e9 && range.max == 1.32e9)
        #expect(again.surface.renderableSeries.map(\.isVisible) == [true, true, false])
        #expect(again.legend.position == [.right, .bottom] && again.legend.isCollapsed)
        #expect(LegendCorner(name: "bottom-right")?.alignment == [.right, .bottom])
        #expect(LegendCorner(name: "middle-nowhere") == nil)
    }
}
