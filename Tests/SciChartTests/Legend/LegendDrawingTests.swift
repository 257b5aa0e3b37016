import Foundation
import Testing

@testable import SciChart

/// What a legend draws: markers, checkboxes, greyed hidden series, names cut to fit, and
/// SVG goldens.
@Suite struct LegendDrawingTests {
    @Test func aCheckedBoxIsFilledWithAMarkAndAnUncheckedOneOutlined() throws {
        let surface = LegendFixture.surface(["A", "B"])
        let modifier = LegendFixture.legend(on: surface) {
            $0.showCheckBoxes = true
            $0.showSeriesMarkers = false
        }
        surface.renderableSeries[1].isVisible = false
        let group = try #require(surface.renderDisplayList().group(named: "legend"))
        let checked = try #require(modifier.legend.checkBoxFrame(at: 0))
        let unchecked = try #require(modifier.legend.checkBoxFrame(at: 1))
        let text = surface.theme.axisTitle
        #expect(group.fills.contains { $0.0.bounds == checked && $0.1.color == text })
        #expect(
            group.strokes.contains { $0.1.color == surface.theme.background && checked.contains($0.0.bounds) }
        )
        #expect(group.strokes.contains { unchecked.contains($0.0.bounds) && $0.1.color.alpha < 255 })
        #expect(!group.fills.contains { $0.0.bounds == unchecked })
    }

    @Test func markersAreDrawnInTheSeriesColoursAndGreyedWhenHidden() throws {
        let surface = Fixture.numericSurface()
        let line = SCIFastLineRenderableSeries()
        line.strokeStyle = SCISolidPenStyle(color: 0xFF11_2233, thickness: 2)
        let candles = SCIFastCandlestickRenderableSeries()
        surface.renderableSeries.add(items: line, candles)
        let modifier = LegendFixture.legend(on: surface)
        let theme = surface.theme
        var group = try #require(surface.renderDisplayList().group(named: "legend"))
        let lineCell = try #require(modifier.legend.itemFrame(at: 0))
        let stroke = try #require(group.strokes.first { $0.1.color == 0xFF11_2233 })
        #expect(stroke.1.width == 2 && lineCell.contains(stroke.0.bounds))
        #expect(group.fills.contains { $0.1.color == theme.upColor })
        #expect(group.fills.contains { $0.1.color == theme.downColor })
        line.isVisible = false
        group = try #require(surface.renderDisplayList().group(named: "legend"))
        #expect(
            group.strokes.contains { $0.1.color == SCIColor(argb: 0xFF11_2233).multiplyingAlpha(by: 0.35) })
        #expect(!group.strokes.contains { $0.1.color == 0xFF11_2233 })
    }

    @Test func longNamesAreCutWithAnEllipsisToTheItemWidth() throws {
        let long = String(repeating: "Moving average ", count: 20)
        let surface = LegendFixture.surface([long, "Short"])
        let modifier = LegendFixture.legend(on: surface)
        modifier.legend.maximumItemWidth = 150
        let runs = try #require(surface.renderDisplayList().group(named: "legend")).textRuns
        #expect(runs[0].text.hasSuffix("\u{2026}") && runs[0].text.hasPrefix("Moving average"))
        let cell = try #require(modifier.legend.itemFrame(at: 0))
        #expect(Double(runs[0].origin.x) + runs[0].width <= Double(cell.maxX))
        #expect(cell.width <= 150 + 8 + 1e-9)
        #expect(runs[1].text == "Short")
        // The series info keeps the whole name.
        #expect(modifier.legend.seriesInfo[0].seriesName == long)
    }

    @Test func fitCutsWholeCharactersAndDropsSpacesBeforeTheEllipsis() {
        let size = 12.0
        let fits = LegendText.fit("Hello", fontSize: size, bold: false, maxWidth: 100)
        #expect(fits.text == "Hello" && fits.width == SCITextMetrics.width(of: "Hello", fontSize: size))
        let cut = LegendText.fit("Hello world", fontSize: size, bold: false, maxWidth: 45)
        #expect(cut.text.hasSuffix("\u{2026}") && cut.width <= 45)
        #expect(abs(cut.width - SCITextMetrics.width(of: cut.text, fontSize: size)) < 1e-9)
        let space = LegendText.fit(
            "Hello world", fontSize: size, bold: false,
            maxWidth: SCITextMetrics.width(of: "Hello w", fontSize: size) - 0.1)
        #expect(space.text == "Hello\u{2026}")
        #expect(LegendText.fit("Hello", fontSize: size, bold: false, maxWidth: 2).text.isEmpty)
        #expect(LegendText.fit("Hello", fontSize: size, bold: false, maxWidth: .nan).text.isEmpty)
        // Grapheme clusters are never split.
        let flags = LegendText.fit("🇫🇷🇩🇪🇮🇹🇪🇸", fontSize: size, bold: false, maxWidth: 30)
        #expect(flags.text.count <= 4 && flags.text.unicodeScalars.count % 2 == 1)
    }

    /// A small chart with a legend of each series type, as SVG goldens.
    static func goldenChart(theme: SCIChartTheme) -> SCIChartSurface {
        let surface = Fixture.numericSurface(frame: CGRect(x: 0, y: 0, width: 420, height: 260))
        surface.theme = theme
        let xs: [Double] = [10, 30, 50, 70, 90]
        func data(_ name: String, _ ys: [Double]) -> SCIXyDataSeries {
            let series = SCIXyDataSeries(xType: .double, yType: .double)
            series.seriesName = name
            series.append(x: xs, y: ys)
            return series
        }
        let line = SCIFastLineRenderableSeries()
        line.dataSeries = data("Line", [10, 20, 15, 30, 25])
        let mountain = SCIFastMountainRenderableSeries()
        mountain.dataSeries = data("Mountain", [5, 8, 6, 9, 7])
        let columns = SCIFastColumnRenderableSeries()
        columns.dataSeries = data("Columns <hidden>", [3, 4, 2, 5, 4])
        columns.isVisible = false
        let bars = SCIOhlcDataSeries(xType: .double, yType: .double)
        bars.seriesName = "Candles"
        for (x, y) in zip(xs, [30.0, 35, 32, 40, 38]) {
            bars.append(x: x, open: y - 2, high: y + 3, low: y - 4, close: y)
        }
        let candles = SCIFastCandlestickRenderableSeries()
        candles.dataSeries = bars
        surface.renderableSeries.add(items: line, mountain, columns, candles)
        LegendFixture.legend(on: surface) { $0.showCheckBoxes = true }
        LegendFixture.legend(on: surface) {
            $0.position = [.right, .bottom]
            $0.orientation = .horizontal
        }
        return surface
    }

    @Test(arguments: ["dark", "light"])
    func svgGolden(theme: String) {
        let surface = Self.goldenChart(theme: theme == "dark" ? .dark : .light)
        Golden.check(text: surface.renderSVG(), named: "legend-\(theme).svg")
    }

    @Test func anOutsideLegendSVGHasTheThemesBackgroundAndItsItems() {
        let surface = LegendFixture.surface()
        let legend = LegendFixture.outsideLegend(on: surface)
        let svg = legend.renderSVG()
        #expect(svg.contains("fill=\"\(SCIChartTheme.dark.background.hexRGB)\""))
        #expect(svg.contains(">Alpha</text>") && svg.contains(">Gamma</text>"))
        legend.theme = .light
        #expect(legend.renderSVG().contains("fill=\"\(SCIChartTheme.light.background.hexRGB)\""))
        Golden.check(text: legend.renderSVG(), named: "legend-outside-light.svg")
    }
}
