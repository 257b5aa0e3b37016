import Foundation
import Gallery
import SciChart

extension Bench {
    /// Hit tests of a line, a scatter and a candlestick series of 1e7 points each, after one
    /// frame: the median microseconds of one tap (`series.hitTest(at:)`), half of them on
    /// the series and half anywhere in the series area. The same taps on a line read the
    /// old way, every point within the radius, give the comparison.
    static func hitTestFigures() throws -> [Figure] {
        let count = 10_000_000
        let (xs, ys) = BenchData.arrays(count: count)
        let xy = SCIXyDataSeries(xType: .double, yType: .double)
        xy.append(x: xs, y: ys)
        let bars = SCIOhlcDataSeries(xType: .double, yType: .double)
        var opens = ys
        opens.insert(ys[0], at: 0)
        opens.removeLast()
        let highs = zip(opens, ys).map { max($0, $1) + 0.5 }
        let lows = zip(opens, ys).map { min($0, $1) - 0.5 }
        bars.append(x: xs, open: opens, high: highs, low: lows, close: ys)

        var figures: [Figure] = []
        let kinds: [(String, SCIRenderableSeriesBase, SCIDataSeries)] = [
            ("line", SCIFastLineRenderableSeries(), xy),
            ("scatter", SCIXyScatterRenderableSeries(), xy),
            ("candlestick", SCIFastCandlestickRenderableSeries(), bars),
            ("raw_line", RawPathLineSeries(), xy),
        ]
        for (name, series, data) in kinds {
            // The old way takes milliseconds a tap: fewer taps.
            let microseconds = tapMicroseconds(
                series, data: data, ys: ys, taps: name == "raw_line" ? 100 : 1000,
                runs: name == "raw_line" ? 5 : 21)
            figures.append(
                Figure(
                    key: "hit_test_1e7_\(name)_us", value: microseconds, unit: "us",
                    note: name == "raw_line"
                        ? "the same taps reading every point within the radius (the old way)"
                        : "one tap on a 1e7-point \(name) after one frame, median"))
        }
        let worst = figures.filter { $0.key != "hit_test_1e7_raw_line_us" }.map(\.value).max() ?? .nan
        figures.append(
            Figure(
                key: "hit_test_1e7_us", value: worst, unit: "us",
                note: "the worst of line, scatter and candlestick (target at most 2)"))
        return figures
    }

    /// The microseconds of one tap on `series` over `data`, drawn once at 1600 x 900: the
    /// median over `runs` passes through `count` taps, timed a hundred at a time.
    private static func tapMicroseconds(
        _ series: SCIRenderableSeriesBase, data: SCIDataSeries, ys: [Double], taps count: Int, runs: Int
    ) -> Double {
        let surface = numericSurface()
        series.dataSeries = data
        surface.renderableSeries.add(series)
        sink &+= surface.renderFrame().chartLayer.commands.count
        let area = surface.seriesAreaFrame
        let xCalc = surface.xAxes[0].currentCoordinateCalculator
        let yCalc = surface.yAxes[0].currentCoordinateCalculator
        // Taps from a fixed sequence: odd ones on the data, even ones anywhere.
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func random() -> Double {
            state ^= state >> 12
            state ^= state << 25
            state ^= state >> 27
            return Double((state &* 0x2545_F491_4F6C_DD1D) >> 11) / Double(1 << 53)
        }
        let taps = (0..<count).map { tap -> CGPoint in
            let x = Double(area.minX) + 10 + random() * (Double(area.width) - 20)
            var y = Double(area.minY) + random() * Double(area.height)
            if tap % 2 == 1 {
                let value = xCalc.getDataValue(x - Double(area.minX)).rounded()
                let index = Int(min(max(value, 0), Double(ys.count - 1)))
                y = Double(area.minY) + yCalc.getCoordinate(ys[index]) + (random() - 0.5) * 8
            }
            return CGPoint(x: x, y: y)
        }
        // Timed in batches of a hundred taps, short enough that most run without the other
        // processes of a shared machine taking the core: their median is the tap's cost.
        let batches = stride(from: 0, to: taps.count, by: 100).map {
            Array(taps[$0..<min($0 + 100, taps.count)])
        }
        var hits = 0
        var next = 0
        let batch = median(runs: runs * batches.count) {
            for tap in batches[next] where series.hitTest(at: tap).isHit { hits += 1 }
            next = (next + 1) % batches.count
        }
        sink &+= hits
        return batch * 1000 / Double(batches[0].count)
    }
}

/// A line hit-tested the way every series was before dense data read the drawn geometry:
/// the points whose x lies within the radius, found by binary search, one by one.
private final class RawPathLineSeries: SCIFastLineRenderableSeries {
    override func hitTest(
        _ data: SCISeriesDataView, at point: CGPoint, radius: Double, context: SCISeriesRenderContext
    ) -> SCIHitTestInfo {
        let indices = context.indices(near: Double(point.x), radius: radius, of: data)
        let pixels = SCISeriesPixels.make(data, indices: indices, context: context)
        return hitTestLine(pixels, at: point, radius: radius, data: data, context: context)
    }
}
