import Foundation
import TestSupport
import Testing

@testable import SciChart

/// Which series a legend lists, and how it follows them.
@Suite struct LegendSourceModeTests {
    @Test func eachSourceModeListsItsSeries() {
        let surface = LegendFixture.surface(["A", "B", "C", "D"])
        let series = Array(surface.renderableSeries)
        series[1].isVisible = false
        series[2].isSelected = true
        series[1].isSelected = true
        let modifier = LegendFixture.legend(on: surface)
        let expected: [(SCISourceMode, [String])] = [
            (.allSeries, ["A", "B", "C", "D"]),
            (.allVisibleSeries, ["A", "C", "D"]),
            (.selectedSeries, ["B", "C"]),
            (.unselectedSeries, ["A", "D"]),
        ]
        for (mode, names) in expected {
            modifier.sourceMode = mode
            #expect(modifier.legend.names == names, "\(mode)")
            #expect(modifier.dataSource.seriesInfo.map(\.seriesName) == names)
        }
    }

    @Test func aHiddenSeriesStaysGreyedInAllSeriesAndLeavesInAllVisibleSeries() throws {
        let surface = LegendFixture.surface()
        let modifier = LegendFixture.legend(on: surface) { $0.showCheckBoxes = true }
        surface.renderableSeries[1].isVisible = false
        let texts = try #require(surface.renderDisplayList().group(named: "legend")?.textRuns)
        let theme = surface.theme
        #expect(texts.map(\.text) == ["Alpha", "Beta", "Gamma"])
        #expect(texts[1].color == theme.tickLine && texts[0].color == theme.axisTitle)
        #expect(modifier.legend.seriesInfo[1].isVisible == false)
        modifier.sourceMode = .allVisibleSeries
        #expect(modifier.legend.names == ["Alpha", "Gamma"])
        surface.renderableSeries[1].isVisible = true
        #expect(modifier.legend.names == ["Alpha", "Beta", "Gamma"])
    }

    @Test func theLegendFollowsSeriesAddedRemovedRenamedRestyledSelectedAndDeselected() {
        let surface = LegendFixture.surface()
        let modifier = LegendFixture.legend(on: surface)
        let legend = modifier.legend
        LegendFixture.addLines(["Delta"], to: surface)
        #expect(legend.names == ["Alpha", "Beta", "Gamma", "Delta"])
        surface.renderableSeries.remove(at: 0)
        #expect(legend.names == ["Beta", "Gamma", "Delta"])
        surface.renderableSeries[0].dataSeries?.seriesName = "Renamed"
        #expect(legend.names == ["Renamed", "Gamma", "Delta"])
        let restyled = surface.renderableSeries[1]
        restyled.strokeStyle = SCISolidPenStyle(color: 0xFF12_3456, thickness: 3)
        #expect(legend.seriesInfo[1].seriesColor == 0xFF12_3456)
        #expect(legend.seriesInfo[1].marker == .line(color: 0xFF12_3456, thickness: 3))
        modifier.sourceMode = .selectedSeries
        #expect(legend.names.isEmpty)
        restyled.isSelected = true
        #expect(legend.names == ["Gamma"])
        restyled.isSelected = false
        #expect(legend.names.isEmpty)
    }

    @Test func aRenameOnAnotherThreadShowsOnTheNextRead() async {
        let surface = LegendFixture.surface()
        let modifier = LegendFixture.legend(on: surface)
        #expect(modifier.legend.names == ["Alpha", "Beta", "Gamma"])
        let data = surface.renderableSeries[2].dataSeries!
        await Task.detached { data.seriesName = "Renamed elsewhere" }.value
        #expect(modifier.legend.names == ["Alpha", "Beta", "Renamed elsewhere"])
    }

    @Test func anOutsideLegendHearsOfChangesWhenTheChartDrawsOrWhenSeriesComeAndGo() {
        let surface = LegendFixture.surface()
        let legend = LegendFixture.outsideLegend(on: surface)
        let calls = Counter()
        legend.onInvalidate = { calls.increment() }
        _ = surface.renderFrame()
        #expect(calls.value == 0)
        // Hidden by code: the surface redraws, and the legend hears it in that frame.
        surface.renderableSeries[0].isVisible = false
        _ = surface.renderFrame()
        #expect(calls.value == 1)
        _ = surface.renderFrame()
        #expect(calls.value == 1)
        // Added: the legend hears it at once.
        LegendFixture.addLines(["Delta"], to: surface)
        #expect(calls.value == 2)
        #expect(legend.names.last == "Delta")
        // Nothing changed: no call.
        _ = surface.renderFrame()
        #expect(calls.value == 2)
    }

    @Test func markersFollowTheSeriesType() {
        let surface = Fixture.numericSurface()
        let theme = surface.theme
        let candles = SCIFastCandlestickRenderableSeries()
        let ohlc = SCIFastOhlcRenderableSeries()
        ohlc.strokeUpStyle = SCISolidPenStyle(color: 0xFF00_FF00)
        let mountain = SCIFastMountainRenderableSeries()
        mountain.strokeStyle = SCISolidPenStyle(color: 0xFF11_2233)
        let columns = SCIFastColumnRenderableSeries()
        columns.fillBrushStyle = SCISolidBrushStyle(color: 0xFF44_5566)
        let scatter = SCIXyScatterRenderableSeries()
        let dot = SCIEllipsePointMarker()
        dot.fillStyle = SCISolidBrushStyle(color: 0xFF77_8899)
        scatter.pointMarker = dot
        let line = SCIFastLineRenderableSeries()
        line.opacity = 0.5
        surface.renderableSeries.add(items: candles, ohlc, mountain, columns, scatter, line)
        let legend = LegendFixture.legend(on: surface).legend
        let markers = legend.seriesInfo.map(\.marker)
        #expect(markers[0] == .upDown(up: theme.upColor, down: theme.downColor))
        #expect(markers[1] == .upDown(up: 0xFF00_FF00, down: theme.downColor))
        #expect(
            markers[2]
                == .fill(color: SCIColor(argb: 0xFF11_2233).multiplyingAlpha(by: 0.25), outline: 0xFF11_2233))
        #expect(markers[3] == .fill(color: 0xFF44_5566, outline: nil))
        #expect(markers[4] == .point(color: 0xFF77_8899))
        #expect(markers[5] == .line(color: theme.seriesPalette[5].multiplyingAlpha(by: 0.5), thickness: 1))
        // A candlestick's colour in the legend is its rising colour.
        #expect(legend.seriesInfo[0].seriesColor == theme.upColor)
        #expect(legend.names == ["Series 1", "Series 2", "Series 3", "Series 4", "Series 5", "Series 6"])
    }

    @Test func aDisabledOrDetachedModifierListsNothing() {
        let surface = LegendFixture.surface()
        let modifier = LegendFixture.legend(on: surface)
        modifier.isEnabled = false
        #expect(modifier.legend.frame == .zero)
        #expect(surface.renderDisplayList().group(named: "legend") == nil)
        modifier.isEnabled = true
        #expect(modifier.legend.itemCount == 3)
        surface.chartModifiers.remove(modifier)
        #expect(modifier.legend.itemCount == 0)
        #expect(modifier.legend.frame == .zero)
        #expect(!surface.pointerClaimers.contains { $0 is LegendPointerClaimer })
        let other = LegendFixture.surface(["Other"])
        other.chartModifiers.add(modifier)
        #expect(modifier.legend.names == ["Other"])
    }

    @Test func showLegendHidesAndShowsIt() {
        let surface = LegendFixture.surface()
        let modifier = LegendFixture.legend(on: surface)
        modifier.showLegend = false
        #expect(modifier.legend.frame == .zero)
        #expect(!modifier.legend.showLegend)
        #expect(surface.renderDisplayList().group(named: "legend") == nil)
        #expect(!surface.handlePointer(SCIPointerEvent(phase: .began, location: CGPoint(x: 30, y: 30))))
        modifier.showLegend = true
        #expect(modifier.legend.frame.width > 0)
    }
}
