import Foundation
import MarketData
import TestSupport

@testable import SciChart

/// Data and charts for hit tests of every series type: XY series read the closes.
enum HitTestFixture {
    typealias Kind = HostileSeriesTests.Kind

    /// Bars; XY series use x and the closes.
    struct Bars {
        var x: [Double] = []
        var open: [Double] = []
        var high: [Double] = []
        var low: [Double] = []
        var close: [Double] = []

        var count: Int { x.count }

        init() {}

        init(_ bars: [MarketBar]) {
            x = bars.map(\.x)
            open = bars.map(\.open)
            high = bars.map(\.high)
            low = bars.map(\.low)
            close = bars.map(\.close)
        }

        mutating func append(x: Double, open: Double, high: Double, low: Double, close: Double) {
            self.x.append(x)
            self.open.append(open)
            self.high.append(high)
            self.low.append(low)
            self.close.append(close)
        }

        /// A random walk of `count` bars with random x steps and a NaN gap every few
        /// hundred bars, the same for a seed.
        static func walk(count: Int, seed: UInt64) -> Bars {
            var random = SeededRandom(seed: seed)
            var bars = Bars()
            var x = 0.0
            var price = 100.0
            for index in 0..<count {
                x += Double.random(in: 0.2...1.8, using: &random)
                let open = price
                price += Double.random(in: -1...1, using: &random)
                let gap = index % 397 >= 390
                let high = max(open, price) + Double.random(in: 0...0.6, using: &random)
                let low = min(open, price) - Double.random(in: 0...0.6, using: &random)
                bars.append(
                    x: x, open: gap ? .nan : open, high: gap ? .nan : high, low: gap ? .nan : low,
                    close: gap ? .nan : price)
            }
            return bars
        }
    }

    /// A series of `kind` showing `bars`.
    /// Columns start from the lowest close, so that they do not cover the chart.
    static func series(_ kind: Kind, _ bars: Bars, xType: SCIDataType = .double) -> SCIRenderableSeriesBase {
        let series = kind.make()
        if let columns = series as? SCIFastColumnRenderableSeries {
            columns.zeroLineY = bars.close.filter(\.isFinite).min() ?? 0
        }
        if kind.isBars {
            let data = SCIOhlcDataSeries(xType: xType, yType: .double)
            data.append(x: bars.x, open: bars.open, high: bars.high, low: bars.low, close: bars.close)
            series.dataSeries = data
        } else {
            let data = SCIXyDataSeries(xType: xType, yType: .double)
            data.append(x: bars.x, y: bars.close)
            series.dataSeries = data
        }
        return series
    }

    /// A surface of `size` with a numeric (or category) x axis and a numeric y axis, both
    /// fitting the data, with the x axis on the left when `vertical`.
    static func surface(
        size: CGSize, vertical: Bool, category: Bool = false, _ series: SCIRenderableSeriesBase...
    ) -> SCIChartSurface {
        let surface = SCIChartSurface(frame: CGRect(origin: .zero, size: size))
        let xAxis: SCIAxisBase = category ? SCICategoryDateAxis() : SCINumericAxis()
        let yAxis = SCINumericAxis()
        yAxis.growBy = SCIDoubleRange(min: 0.05, max: 0.05)
        if vertical {
            xAxis.axisAlignment = .left
            yAxis.axisAlignment = .bottom
        }
        surface.xAxes.add(xAxis)
        surface.yAxes.add(yAxis)
        surface.renderableSeries.add(contentsOf: series)
        surface.zoomExtents()
        return surface
    }

    /// The surface point of data point (`x`, `y`), on horizontal and vertical charts (`x`
    /// is the bar index on a category axis).
    static func point(_ surface: SCIChartSurface, x: Double, y: Double) -> CGPoint {
        surface.currentLayout.surfacePoint(x: x, y: y)
    }
}
