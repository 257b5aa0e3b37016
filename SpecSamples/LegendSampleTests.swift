// The spec's legend samples, compiled unchanged beside this file, driven by pointer events.
import Foundation
import SciChart
import Testing

@MainActor
@Suite struct LegendSampleTests {
    /// Two named lines and a candlestick series on a sample's surface.
    private func addSeries(to surface: SCIChartSurface) -> [SCIRenderableSeriesBase] {
        surface.frame = CGRect(x: 0, y: 0, width: 800, height: 500)
        surface.xAxes.add(SCINumericAxis())
        surface.yAxes.add(SCINumericAxis())
        var series: [SCIRenderableSeriesBase] = []
        for name in ["Fast", "Slow"] {
            let data = SCIXyDataSeries(xType: .double, yType: .double)
            data.seriesName = name
            data.append(x: [0, 1, 2, 3], y: [1, 3, 2, 4])
            let line = SCIFastLineRenderableSeries()
            line.dataSeries = data
            series.append(line)
        }
        let bars = SCIOhlcDataSeries(xType: .double, yType: .double)
        bars.seriesName = "Price"
        bars.append(x: 0, open: 1, high: 3, low: 0.5, close: 2)
        let candles = SCIFastCandlestickRenderableSeries()
        candles.dataSeries = bars
        series.append(candles)
        surface.renderableSeries.add(contentsOf: series)
        return series
    }

    private func tap(_ surface: SCIChartSurface, _ point: CGPoint, at time: TimeInterval) {
        surface.handlePointer(SCIPointerEvent(phase: .began, location: point, timestamp: time))
        surface.handlePointer(SCIPointerEvent(phase: .ended, location: point, timestamp: time + 0.05))
    }

    private func centre(_ rect: CGRect?) throws -> CGPoint {
        let rect = try #require(rect)
        return CGPoint(x: rect.midX, y: rect.midY)
    }

    @Test func insideLegendCheckboxTapsHideAndShowTheSeriesInAllSeriesMode() throws {
        let sample = LegendSample()
        sample.setUpInside()
        let surface = sample.surface
        let series = addSeries(to: surface)
        let modifier = try #require(surface.chartModifiers.first as? SCILegendModifier)
        #expect(modifier.position == [.left, .top])
        #expect(modifier.margins == UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16))
        #expect(modifier.sourceMode == .allVisibleSeries)
        #expect(modifier.orientation == .horizontal)
        #expect(modifier.showCheckBoxes && modifier.showSeriesMarkers && modifier.showLegend)
        let area = surface.seriesAreaFrame
        #expect(modifier.legend.frame.origin == CGPoint(x: area.minX + 16, y: area.minY + 16))
        #expect(modifier.legend.itemCount == 3)

        modifier.sourceMode = .allSeries
        let box = try centre(modifier.legend.checkBoxFrame(at: 1))
        tap(surface, box, at: 10)
        #expect(series.map(\.isVisible) == [true, false, true])
        // Quick taps on a checkbox are two toggles, never a double tap.
        tap(surface, box, at: 10.1)
        #expect(series.map(\.isVisible) == [true, true, true])
        tap(surface, box, at: 11)
        #expect(!series[1].isVisible)
        tap(surface, box, at: 12)
        #expect(series[1].isVisible)
    }

    @Test func allVisibleSeriesModeDropsAHiddenSeriesItem() throws {
        let sample = LegendSample()
        sample.setUpInside()
        let series = addSeries(to: sample.surface)
        let modifier = try #require(sample.surface.chartModifiers.first as? SCILegendModifier)
        tap(sample.surface, try centre(modifier.legend.checkBoxFrame(at: 0)), at: 1)
        #expect(!series[0].isVisible)
        #expect(modifier.legend.seriesInfo.map(\.seriesName) == ["Slow", "Price"])
    }

    @Test func outsideLegendTakesItsOwnEvents() throws {
        let sample = LegendSample()
        sample.setUpOutside()
        let series = addSeries(to: sample.surface)
        let modifier = try #require(sample.surface.chartModifiers.first as? SCILegendModifier)
        let legend = modifier.legend
        #expect(!modifier.useAutoPlacement)
        #expect(legend.container != nil)
        let size = legend.contentSize(fitting: CGSize(width: 300, height: 400))
        #expect(size.width > 0 && size.height > 0)
        legend.frame = CGRect(origin: CGPoint(x: 500, y: 20), size: size)
        // The host's coordinates of the legend start at its own corner.
        let item = try #require(legend.itemFrame(at: 2))
        #expect(item.minX < 20 && item.minY < size.height)
        let name = try centre(item)
        // The page's legend shows no checkboxes: a tap on a name is the legend's, and hides
        // nothing (the page presents checkboxes as the way to hide and show).
        #expect(legend.handlePointer(SCIPointerEvent(phase: .began, location: name, timestamp: 1)))
        legend.handlePointer(SCIPointerEvent(phase: .ended, location: name, timestamp: 1.05))
        #expect(series.map(\.isVisible) == [true, true, true])
        // Nothing drawn on the chart: the host shows this legend.
        #expect(sample.surface.renderDisplayList().group(named: "legend") == nil)
        #expect(legend.renderSVG().contains(">Price</text>"))
        // With checkboxes, the same tap hides the series.
        legend.showCheckBoxes = true
        legend.frame = CGRect(
            origin: CGPoint(x: 500, y: 20), size: legend.contentSize(fitting: CGSize(width: 300, height: 400))
        )
        let withBoxes = try centre(legend.itemFrame(at: 2))
        legend.handlePointer(SCIPointerEvent(phase: .began, location: withBoxes, timestamp: 2))
        legend.handlePointer(SCIPointerEvent(phase: .ended, location: withBoxes, timestamp: 2.05))
        #expect(series.map(\.isVisible) == [true, true, false])
    }

    @Test func customItemsAreMadeByTheFactoryRegisteredUnderTheXibName() throws {
        SCISeriesInfoLegendDataSource.registerLegendItem(named: "CustomLegendItem") {
            CustomLegendItemBinding()
        }
        defer { SCISeriesInfoLegendDataSource.unregisterLegendItem(named: "CustomLegendItem") }
        let sample = LegendSample()
        sample.setUpCustomItem()
        _ = addSeries(to: sample.surface)
        let modifier = try #require(sample.surface.chartModifiers.first as? SCILegendModifier)
        let names = (0..<3).compactMap { (modifier.legend.item(at: $0) as? CustomLegendItemBinding)?.name }
        #expect(names == ["Fast", "Slow", "Price"])
        // An item that only binds draws the default look.
        let texts = sample.surface.renderDisplayList().group(named: "legend")?.textRuns.map(\.text)
        #expect(texts == ["Fast", "Slow", "Price"])
    }
}
