import Foundation

@testable import SciChart

/// Surfaces with one series on fixed numeric axes 0...10 x 0...100.
enum SeriesFixture {
    static func surface(_ series: SCIRenderableSeriesBase...) -> SCIChartSurface {
        let surface = Fixture.numericSurface(
            x: SCIDoubleRange(min: 0, max: 10), y: SCIDoubleRange(min: 0, max: 100), frame: Fixture.frame)
        surface.renderableSeries.add(contentsOf: series)
        return surface
    }

    static func xy(_ x: [Double], _ y: [Double]) -> SCIXyDataSeries {
        let data = SCIXyDataSeries()
        data.append(x: x, y: y)
        return data
    }

    static func ohlc(_ bars: [(Double, Double, Double, Double, Double)]) -> SCIOhlcDataSeries {
        let data = SCIOhlcDataSeries(xType: .double, yType: .double)
        for bar in bars {
            data.append(x: bar.0, open: bar.1, high: bar.2, low: bar.3, close: bar.4)
        }
        return data
    }

    static func line(_ x: [Double], _ y: [Double], thickness: Float = 2) -> SCIFastLineRenderableSeries {
        let series = SCIFastLineRenderableSeries()
        series.dataSeries = xy(x, y)
        series.strokeStyle = SCISolidPenStyle(color: 0xFF00_FF00, thickness: thickness)
        return series
    }

    /// The commands of the first series group.
    static func seriesList(_ surface: SCIChartSurface, index: Int = 0) -> SCIDisplayList {
        surface.renderDisplayList().group(named: "series:\(index)") ?? SCIDisplayList()
    }
}
