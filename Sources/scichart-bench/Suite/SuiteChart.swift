import Foundation
import SciChart

/// One chart of a suite case: its surface and what a frame changes on it.
struct SuiteChart {
    let surface: SCIChartSurface
    /// Changes what the case changes each frame: data, a visible range.
    let advance: () -> Void
}

/// The suite's charts, each built at a given size in points, so the many-charts case tiles
/// the same charts the single cases draw.
enum SuiteCharts {
    static let green: SCIColor = 0xFF00_FF00

    /// A surface of `size` with a numeric x and y axis.
    static func surface(_ size: CGSize) -> (SCIChartSurface, SCINumericAxis, SCINumericAxis) {
        let surface = SCIChartSurface(frame: CGRect(origin: .zero, size: size))
        let xAxis = SCINumericAxis()
        let yAxis = SCINumericAxis()
        surface.xAxes.add(xAxis)
        surface.yAxes.add(yAxis)
        return (surface, xAxis, yAxis)
    }

    /// Brownian points on fixed axes, x -10...110 and y -10...60: each frame every point
    /// takes a random step in x and y and the series is refilled.
    static func brownian(
        _ count: Int, size: CGSize, seed: UInt64, series: (SCIXyDataSeries) -> [SCIRenderableSeriesBase]
    ) -> SuiteChart {
        var random = SuiteRandom(seed: seed)
        var xs = random.values(count) { ($0 * 100).rounded() }
        var ys = random.values(count) { ($0 * 50).rounded() }
        random.step(&xs)
        random.step(&ys)
        let (surface, xAxis, yAxis) = self.surface(size)
        xAxis.visibleRange = SCIDoubleRange(min: -10, max: 110)
        yAxis.visibleRange = SCIDoubleRange(min: -10, max: 60)
        let data = SCIXyDataSeries()
        data.append(x: xs, y: ys)
        for item in series(data) { surface.renderableSeries.add(item) }
        return SuiteChart(surface: surface) {
            random.step(&xs)
            random.step(&ys)
            data.clear()
            data.append(x: xs, y: ys)
        }
    }

    /// "Brownian Motion Scatter Series": 5-point green circles.
    static func scatter(_ count: Int, size: CGSize, seed: UInt64 = 2) -> SuiteChart {
        brownian(count, size: size, seed: seed) { data in
            let series = SCIXyScatterRenderableSeries()
            let marker = SCIEllipsePointMarker()
            marker.size = CGSize(width: 5, height: 5)
            marker.fillStyle = SCISolidBrushStyle(color: green)
            series.pointMarker = marker
            series.dataSeries = data
            return [series]
        }
    }

    /// "Line series which is unsorted in x": the Brownian points joined in order, 2 points wide.
    static func unsortedLine(_ count: Int, size: CGSize) -> SuiteChart {
        brownian(count, size: size, seed: 3) { data in [line(data, thickness: 2)] }
    }

    static func line(_ data: SCIDataSeries, thickness: Double, color: SCIColor = green)
        -> SCIFastLineRenderableSeries
    {
        let series = SCIFastLineRenderableSeries()
        series.strokeStyle = SCISolidPenStyle(color: color, thickness: Float(thickness))
        series.dataSeries = data
        return series
    }

    /// "Point series, sorted, updating y-values": x = 0, 1, 2...; each frame every y takes a
    /// random step; a 2-point line and 10-point white circles outlined in green on one series.
    static func sortedPointLine(_ count: Int, size: CGSize) -> SuiteChart {
        var random = SuiteRandom(seed: 4)
        let xs = (0..<count).map(Double.init)
        var ys = random.values(count) { ($0 * 50).rounded() }
        random.step(&ys)
        let (surface, _, yAxis) = self.surface(size)
        yAxis.visibleRange = SCIDoubleRange(min: -10, max: 60)
        let data = SCIXyDataSeries()
        data.append(x: xs, y: ys)
        surface.renderableSeries.add(line(data, thickness: 2))
        let points = SCIXyScatterRenderableSeries()
        let marker = SCIEllipsePointMarker()
        marker.size = CGSize(width: 10, height: 10)
        marker.fillStyle = SCISolidBrushStyle(color: .white)
        marker.strokeStyle = SCISolidPenStyle(color: green, thickness: 1)
        points.pointMarker = marker
        points.dataSeries = data
        surface.renderableSeries.add(points)
        return SuiteChart(surface: surface) {
            random.step(&ys)
            data.clear()
            data.append(x: xs, y: ys)
        }
    }

    /// Static data whose y range widens each frame by 1/300 of its largest magnitude on
    /// each side: the columns, mountain and candlestick cases.
    static func zooming(
        _ surface: SCIChartSurface, yAxis: SCINumericAxis, range: SCIDoubleRange, keepMinimum: Bool = false
    ) -> SuiteChart {
        let delta = max(abs(range.min), abs(range.max)) / 300
        yAxis.visibleRange = range
        var frame = 0.0
        return SuiteChart(surface: surface) {
            frame += 1
            yAxis.visibleRange = SCIDoubleRange(
                min: keepMinimum ? range.min : range.min - delta * frame, max: range.max + delta * frame)
        }
    }

    /// A random walk from 0 of `count` points, x = 0, 1, 2...
    static func walk(_ count: Int, seed: UInt64) -> SCIXyDataSeries {
        var random = SuiteRandom(seed: seed)
        let data = SCIXyDataSeries()
        data.append(x: (0..<count).map(Double.init), y: random.walk(count))
        return data
    }

    /// "Column chart with data ascending in X".
    static func columns(_ count: Int, size: CGSize) -> SuiteChart {
        zoomingWalk(count, seed: 5, size: size, series: SCIFastColumnRenderableSeries())
    }

    /// "Mountain Chart Performance Test".
    static func mountain(_ count: Int, size: CGSize) -> SuiteChart {
        zoomingWalk(count, seed: 6, size: size, series: SCIFastMountainRenderableSeries())
    }

    /// `series` showing a random walk of `count` points from `seed`, the y range zooming
    /// from the walk's.
    private static func zoomingWalk(_ count: Int, seed: UInt64, size: CGSize, series: SCIRenderableSeriesBase)
        -> SuiteChart
    {
        let (surface, _, yAxis) = self.surface(size)
        let data = walk(count, seed: seed)
        series.dataSeries = data
        surface.renderableSeries.add(series)
        return zooming(surface, yAxis: yAxis, range: data.yRange ?? SCIDoubleRange(min: 0, max: 1))
    }

    /// "Candlestick series test": independent bars, open, close and two more values uniform
    /// in [0, 1), high and low the largest and smallest of the four; the top of the y range
    /// rises each frame.
    static func candles(_ count: Int, size: CGSize) -> SuiteChart {
        var random = SuiteRandom(seed: 7)
        let open = random.values(count) { $0 }
        let close = random.values(count) { $0 }
        let one = random.values(count) { $0 }
        let other = random.values(count) { $0 }
        let high = (0..<count).map { max(open[$0], close[$0], one[$0], other[$0]) }
        let low = (0..<count).map { min(open[$0], close[$0], one[$0], other[$0]) }
        let data = SCIOhlcDataSeries(xType: .double, yType: .double)
        data.append(x: (0..<count).map(Double.init), open: open, high: high, low: low, close: close)
        let (surface, _, yAxis) = self.surface(size)
        let series = SCIFastCandlestickRenderableSeries()
        series.dataSeries = data
        surface.renderableSeries.add(series)
        return zooming(surface, yAxis: yAxis, range: SCIDoubleRange(min: 0, max: 1), keepMinimum: true)
    }

    /// "N line series M points": `count` series of `count` points, each a random walk in its
    /// own colour, 2 points wide; x 0...count, y from -300...300 widening by 1 each side a frame.
    static func lines(_ count: Int, size: CGSize) -> SuiteChart {
        var random = SuiteRandom(seed: 8)
        let (surface, xAxis, yAxis) = self.surface(size)
        xAxis.visibleRange = SCIDoubleRange(min: 0, max: Double(count))
        let xs = (0..<count).map(Double.init)
        for _ in 0..<count {
            let data = SCIXyDataSeries()
            data.append(x: xs, y: random.walk(count))
            let color = SCIColor(argb: 0xFF00_0000 | UInt32(random.next() * 0xFF_FFFF))
            surface.renderableSeries.add(line(data, thickness: 2, color: color))
        }
        var frame = 0.0
        yAxis.visibleRange = SCIDoubleRange(min: -300, max: 300)
        return SuiteChart(surface: surface) {
            frame += 1
            yAxis.visibleRange = SCIDoubleRange(min: -300 - frame, max: 300 + frame)
        }
    }

    /// "FIFO / ECG": five series of `count` points sharing x, series i uniform in
    /// [2i, 2i + 1); each frame `increment` points are appended to each and as many of the
    /// oldest dropped; both axes fit the data.
    static func fifo(_ count: Int, increment: Int, size: CGSize) -> SuiteChart {
        var random = SuiteRandom(seed: 9)
        let (surface, xAxis, yAxis) = self.surface(size)
        xAxis.autoRange = .always
        yAxis.autoRange = .always
        var next = 0
        let series = (0..<5).map { index -> SCIXyDataSeries in
            let data = SCIXyDataSeries()
            data.fifoCapacity = count
            data.append(
                x: (0..<count).map(Double.init), y: random.values(count) { $0 + 2 * Double(index) })
            surface.renderableSeries.add(line(data, thickness: 1, color: palette[index]))
            return data
        }
        next = count
        return SuiteChart(surface: surface) {
            let xs = (next..<next + increment).map(Double.init)
            for (index, data) in series.enumerated() {
                data.append(x: xs, y: random.values(increment) { $0 + 2 * Double(index) })
            }
            next += increment
        }
    }

    static let palette: [SCIColor] = [0xFF47_BDE6, 0xFFE6_9F00, 0xFF00_9E73, 0xFFF0_E442, 0xFFCC_79A7]

    /// "Series Compression Test": a random walk from the suite's seeded generator, `count`
    /// points and `increment` more each frame, nothing dropped; both axes fit the data.
    static func append(_ count: Int, increment: Int, size: CGSize) -> SuiteChart {
        var random = SuiteXorShift32()
        var y = 0.0
        var next = 0
        func block(_ length: Int) -> (x: [Double], y: [Double]) {
            let xs = (next..<next + length).map(Double.init)
            let ys = (0..<length).map { _ in
                y += random.next() * 10 - 5
                return y
            }
            next += length
            return (xs, ys)
        }
        let (surface, xAxis, yAxis) = self.surface(size)
        xAxis.autoRange = .always
        yAxis.autoRange = .always
        let data = SCIXyDataSeries()
        let first = block(count)
        data.append(x: first.x, y: first.y)
        surface.renderableSeries.add(line(data, thickness: 2))
        return SuiteChart(surface: surface) {
            let more = block(increment)
            data.append(x: more.x, y: more.y)
        }
    }
}
