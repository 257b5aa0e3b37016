import Foundation
import Testing

@testable import SciChart

/// The default series info providers: what each reads at a place, how it names the values,
/// and that a reading's text is written after the data series' lock is released.
@Suite struct SeriesInfoProviderTests {
    /// A 400 x 300 chart of x 0...10 and y 0...100 showing `series` over `data`.
    static func chart(_ series: SCIRenderableSeriesBase, _ data: SCIDataSeries) -> SCIChartSurface {
        let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let xAxis = SCINumericAxis()
        xAxis.visibleRange = SCIDoubleRange(min: 0, max: 10)
        let yAxis = SCINumericAxis()
        yAxis.visibleRange = SCIDoubleRange(min: 0, max: 100)
        surface.xAxes.add(xAxis)
        surface.yAxes.add(yAxis)
        series.dataSeries = data
        surface.renderableSeries.add(series)
        return surface
    }

    static func context(
        _ surface: SCIChartSurface, position: Double, interpolates: Bool = false,
        formatY: @escaping (Double) -> String = { "y\($0)" }
    ) -> SCISeriesInfoContext {
        SCISeriesInfoContext(
            position: position, interpolates: interpolates, x: 123,
            xCalculator: surface.xAxes[0].currentCoordinateCalculator,
            yCalculator: surface.yAxes[0].currentCoordinateCalculator, seriesArea: surface.seriesAreaFrame,
            seriesColor: 0xFF11_2233, theme: .dark, formatX: { "x\($0)" }, formatY: formatY)
    }

    @Test func aLineReadsAPointOrTheValueBetweenTwo() throws {
        let data = SCIXyDataSeries()
        data.append(x: [2, 4, 6], y: [20, 40, .nan])
        let line = SCIFastLineRenderableSeries()
        let surface = Self.chart(line, data)
        let provider = line.seriesInfoProvider
        #expect(provider is SCIDefaultXySeriesInfoProvider)
        let exact = try #require(
            provider.seriesInfo(for: line, in: Self.context(surface, position: 0.75)) as? SCIXySeriesInfo)
        #expect(exact.dataSeriesIndex == 1 && exact.yValue == 40 && exact.xValue == 4)
        #expect(exact.formattedXValue == "x4.0" && exact.formattedYValue == "y40.0")
        #expect(exact.seriesColor == 0xFF11_2233)
        #expect(exact.xyCoordinate == surface.point(x: 4, y: 40))
        #expect(exact.values == [SCISeriesValue(value: 40, formattedValue: "y40.0")])
        let between = try #require(
            provider.seriesInfo(for: line, in: Self.context(surface, position: 0.25, interpolates: true))
                as? SCIXySeriesInfo)
        #expect(between.dataSeriesIndex == 0 && between.yValue == 25 && between.xValue == 2.5)
        #expect(between.xyCoordinate.x == 123, "a reading between points stands at the asked x")
        // Next to a gap there is no value between the points.
        let gap = try #require(
            provider.seriesInfo(for: line, in: Self.context(surface, position: 1.5, interpolates: true))
                as? SCIXySeriesInfo)
        #expect(gap.yValue.isNaN && !gap.xyCoordinate.y.isFinite)
        #expect(provider.seriesInfo(for: line, in: Self.context(surface, position: .nan)) == nil)
    }

    @Test func barsAreReadWholeAndNeverBetweenTwo() throws {
        let data = SCIOhlcDataSeries(xType: .double, yType: .double)
        data.append(x: [1, 2], open: [50, 60], high: [70, 65], low: [40, 30], close: [60, 35])
        let candles = SCIFastCandlestickRenderableSeries()
        let surface = Self.chart(candles, data)
        let provider = candles.seriesInfoProvider
        let info = try #require(
            provider.seriesInfo(for: candles, in: Self.context(surface, position: 0.4, interpolates: true))
                as? SCIOhlcSeriesInfo)
        #expect(
            info.dataSeriesIndex == 0 && info.closeValue == 60
                && info.seriesColor == SCIChartTheme.dark.upColor)
        #expect(info.values.map(\.shortName) == ["O", "H", "L", "C"])
        #expect(info.values.map(\.name) == ["open", "high", "low", "close"])
        #expect(info.xyCoordinate == surface.point(x: 1, y: 60), "on the bar's close, not at the asked x")
        let falling = try #require(
            provider.seriesInfo(for: candles, in: Self.context(surface, position: 0.6)) as? SCIOhlcSeriesInfo)
        #expect(falling.closeValue == 35 && falling.seriesColor == SCIChartTheme.dark.downColor)
        #expect(falling.formattedLowValue == "y30.0")
    }

    @Test func aBandReadsBothLinesAndKeepsAMissingSecondValue() throws {
        let data = SCIXyyDataSeries()
        data.append(x: [1, 2], y: [10, 20], y1: [15, Double.nan])
        let band = SCIFastBandRenderableSeries()
        let surface = Self.chart(band, data)
        let info = try #require(
            band.seriesInfoProvider.seriesInfo(for: band, in: Self.context(surface, position: 1))
                as? SCIBandSeriesInfo)
        #expect(info.yValue == 20 && info.y1Value.isNaN && info.values.count == 2)
        #expect(info.markerValue == 20)
    }

    @Test func aFormatThatReadsTheDataRunsAfterTheLockIsReleased() throws {
        let data = SCIXyDataSeries()
        data.append(x: [1, 2], y: [10, 20])
        let line = SCIFastLineRenderableSeries()
        let surface = Self.chart(line, data)
        // Reading the series' count takes its lock: a format run under the lock would never return.
        let context = Self.context(surface, position: 1) { "\($0) of \(data.count)" }
        let info = try #require(
            line.seriesInfoProvider.seriesInfo(for: line, in: context) as? SCIXySeriesInfo)
        #expect(info.formattedYValue == "20.0 of 2")
    }

    @Test func aProviderGivenToASeriesReplacesItsReadings() throws {
        final class Doubled: SCISeriesInfoProviderBase {
            override func makeSeriesInfo(
                series: SCIRenderableSeriesBase, data: SCISeriesDataView, context: SCISeriesInfoContext
            ) -> SCISeriesInfo? {
                guard let site = context.site(in: data, interpolating: false) else { return nil }
                let y = site.value(of: SCISeriesDataView.y, in: data) * 2
                return SCIXySeriesInfo(series: series, site: site, yValue: y, context: context)
            }
        }
        let data = SCIXyDataSeries()
        data.append(x: [2, 4, 6], y: [20, 40, 30])
        data.seriesName = "Line"
        let line = SCIFastLineRenderableSeries()
        let surface = Self.chart(line, data)
        let rollover = SCIRolloverModifier()
        surface.chartModifiers.add(rollover)
        line.seriesInfoProvider = Doubled()
        surface.handlePointer(
            SCIPointerEvent(phase: .hovered, location: surface.point(x: 4, y: 50), timestamp: 0))
        _ = surface.renderFrame()
        #expect(rollover.tooltipTexts == ["Line\n80"])
    }
}
