import Foundation
import Gallery
import MarketData
import Testing

@testable import SciChart

/// The chart in words: what a screen reader and an exported SVG's `<desc>` say.
@Suite struct ChartDescriptionTests {
    /// SPY daily candles on a date axis, zoomed to June to October 2011, with two averages,
    /// the second hidden.
    private func spy() throws -> (SCIChartSurface, ClosedRange<Int>) {
        let surface = GalleryCharts.spyDaily()
        surface.chartTitle = "SPY daily"
        let bars = MarketData.spyDaily
        let first = try #require(bars.firstIndex { $0.x >= Fixture.seconds("2011-06-01T00:00:00Z") })
        let last = try #require(bars.lastIndex { $0.x <= Fixture.seconds("2011-10-31T00:00:00Z") })
        surface.xAxes[0].visibleRange = SCIDoubleRange(min: bars[first].x, max: bars[last].x)
        surface.renderableSeries.item(at: 2)?.isVisible = false
        return (surface, first...last)
    }

    @Test func itNamesTheSeriesTheRangeInViewAndEachShownSeriesLowHighAndTrend() throws {
        let (surface, view) = try spy()
        let text = surface.accessibilityDescription
        let names = surface.renderableSeries.map { $0.dataSeries?.seriesName ?? "" }
        #expect(
            text.hasPrefix(
                "SPY daily. A chart of 3 series: \(names[0]) (candles), \(names[1]) (line), \(names[2]) (line, hidden)."
            ))
        #expect(text.contains("In view: Jun 1, 2011 to Oct 31, 2011."))
        // The candles: the lowest low and highest high of the bars in view, and the change
        // from the first close to the last.
        let bars = Array(MarketData.spyDaily[view])
        let low = try #require(bars.map(\.low).min())
        let high = try #require(bars.map(\.high).max())
        let change = (bars.last!.close - bars.first!.close) / bars.first!.close * 100
        let yAxis = surface.yAxes[0]
        let expected =
            "\(names[0]): \(yAxis.formatCursorText(low)) to \(yAxis.formatCursorText(high)), "
            + "\(change > 0 ? "rising" : "falling") \(NumberText.fixed(abs(change), decimals: 1)) % "
            + "from the first close in view to the last."
        #expect(text.contains(expected))
        #expect(text.contains("\(names[1]): "))
        // A hidden series is listed, not summed up.
        #expect(!text.contains("\(names[2]): "))
        #expect(!text.contains("drawing"))
    }

    @Test func thousandsOfSeriesAreDescribedReadingTheirPrecisionOnce() throws {
        let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 800, height: 400))
        surface.xAxes.add(SCINumericAxis())
        surface.yAxes.add(SCINumericAxis())
        for index in 0..<2_000 {
            let data = SCIXyDataSeries(xType: .double, yType: .double)
            data.append(x: [0, 1, 2], y: [Double(index) + 0.25, Double(index) + 0.5, Double(index) + 0.75])
            let line = SCIFastLineRenderableSeries()
            line.dataSeries = data
            surface.renderableSeries.add(line)
        }
        let text = surface.accessibilityDescription
        let last = text.contains("Series 2000: 1999.25 to 1999.75, flat")
        #expect(last, "the last series in the axis' decimals")
        // Each axis' decimals are worked out once for the layout, not once a series: reading
        // them for every series made the description quadratic (a minute for 10,000 series).
        let taken = surface.frameCaches.axisMeasuresTaken
        #expect(taken <= 2)
        _ = surface.accessibilityDescription
        #expect(surface.frameCaches.axisMeasuresTaken == taken)
        // A change of the data is a new layout: the decimals are worked out again.
        (surface.renderableSeries[0].dataSeries as? SCIXyDataSeries)?.append(x: 3, y: 0.125)
        _ = surface.accessibilityDescription
        #expect(surface.frameCaches.axisMeasuresTaken > taken)
    }

    @Test func anEmptyChartAndDrawingsAreSaidSo() {
        let surface = SCIChartSurface(frame: Fixture.frame)
        #expect(surface.accessibilityDescription == "An empty chart.")
        let chart = Fixture.numericSurface()
        let data = SCIXyDataSeries(xType: .double, yType: .double)
        data.append(x: [0, 50, 100], y: [10, 30, 30])
        let line = SCIFastLineRenderableSeries()
        line.dataSeries = data
        chart.renderableSeries.add(line)
        let level = SCIHorizontalLineAnnotation()
        level.set(y1: 20)
        chart.annotations.add(level)
        let text = chart.accessibilityDescription
        #expect(text.hasPrefix("A chart of 1 series: Series 1 (line). In view: 0 to 100."))
        #expect(text.contains("Series 1: 10 to 30, rising 200.0 % from the first value in view to the last."))
        #expect(text.hasSuffix("1 drawing."))
        // Nothing in view.
        chart.xAxes[0].visibleRange = SCIDoubleRange(min: 200, max: 300)
        #expect(chart.accessibilityDescription.contains("Series 1: no points in view."))
    }

    @Test func aCategoryAxisCountsTheBarsInViewByIndex() throws {
        let surface = GalleryCharts.spyWorkspace(size: CGSize(width: 1000, height: 700)).price
        let data = try #require(surface.renderableSeries[0].dataSeries as? SCIOhlcDataSeries)
        surface.xAxes[0].visibleRange = SCIDoubleRange(min: 99.6, max: 120.4)
        let closes = Array(data.closeValuesArray[100...120])
        let change = (closes.last! - closes.first!) / closes.first! * 100
        let yAxis = surface.yAxes[0]
        let low = try #require(data.lowValuesArray[100...120].min())
        let high = try #require(data.highValuesArray[100...120].max())
        let name = surface.renderableSeries[0].dataSeries?.seriesName ?? ""
        #expect(
            surface.accessibilityDescription.contains(
                "\(name): \(yAxis.formatCursorText(low)) to \(yAxis.formatCursorText(high)), "
                    + "\(change > 0 ? "rising" : "falling") \(NumberText.fixed(abs(change), decimals: 1)) %"))
    }

    @Test func theSVGCarriesTheTitleAndTheDescriptionEscaped() throws {
        let (surface, _) = try spy()
        surface.chartTitle = "SPY <daily> & \"more\""
        let svg = surface.renderSVG()
        #expect(svg.contains("<title>SPY &lt;daily&gt; &amp; &quot;more&quot;</title>"))
        let desc = try #require(
            svg.range(of: "<desc>").flatMap { start in
                svg.range(of: "</desc>").map { String(svg[start.upperBound..<$0.lowerBound]) }
            })
        #expect(desc.contains("A chart of 3 series"))
        #expect(!desc.contains("<"))
        // Without a title the document is named "Chart".
        surface.chartTitle = nil
        #expect(surface.renderSVG().contains("<title>Chart</title>"))
    }
}
