import Foundation
import SciChart
import Testing

/// What a review of the new series types found, each pinned by the input that showed it.
@Suite struct SeriesBadInputTests {
    typealias F = SeriesFixture

    @Test("a spline through a value far off the axis draws, without trapping")
    func farOffValue() {
        let surface = F.surface()
        let series = SCISplineLineRenderableSeries()
        series.dataSeries = F.xy([1, 2, 3], [1, 1e18, 1])
        surface.renderableSeries.add(series)
        #expect(!F.strokes(surface).isEmpty)
    }

    @Test("a tap on every point of a spline with gaps of several missing values hits it")
    func gaps() {
        let surface = F.surface(x: 0...60)
        let series = SCISplineLineRenderableSeries()
        let xs = (0..<60).map(Double.init)
        let ys = xs.map { x -> Double in
            (10...13).contains(x) || (30...31).contains(x) ? .nan : 5 + 3 * sin(x / 5)
        }
        series.dataSeries = F.xy(xs, ys)
        surface.renderableSeries.add(series)
        _ = F.strokes(surface)
        for (x, y) in zip(xs, ys) where y.isFinite {
            #expect(series.hitTest(at: F.pixel(surface, x: x, y: y), radius: 1).isHit, "point at \(x)")
        }
    }

    @Test("a curve's segment takes its start point's palette colour all the way")
    func splinePalette() throws {
        final class ThreeColors: SCIPaletteProviderBase<SCIXyRenderableSeriesBase>, ISCIStrokePaletteProvider
        {
            let colors = SCIUnsignedIntegerValues()
            var strokeColors: SCIUnsignedIntegerValues! { colors }
            init() { super.init(renderableSeriesType: SCIXyRenderableSeriesBase.self) }
            override func update() {
                let count = renderableSeries.currentRenderPassData.pointsCount
                colors.count = count
                for i in 0..<count { colors.set([0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF][i % 3], at: i) }
            }
        }
        let surface = F.surface()
        let series = SCISplineLineRenderableSeries()
        series.dataSeries = F.xy([1, 5, 9], [2, 8, 3])
        series.paletteProvider = ThreeColors()
        surface.renderableSeries.add(series)
        let red = try #require(
            F.commands(surface).compactMap { command -> SCIPath? in
                if case .stroke(let path, let stroke) = command, stroke.color == 0xFFFF_0000 { return path }
                return nil
            }.first)
        #expect(abs(red.bounds.maxX - F.pixel(surface, x: 5, y: 0).x) < 1e-9, "red reaches the second point")
        #expect(abs(red.bounds.minX - F.pixel(surface, x: 1, y: 0).x) < 1e-9)
    }

    @Test("changing the size rule after a negative scale draws the bubbles again")
    func bubbleSettings() {
        let surface = F.surface()
        let data = SCIXyzDataSeries()
        data.append(x: [2, 5, 8], y: [5, 5, 5], z: [10, 20, 30])
        let series = SCIFastBubbleRenderableSeries()
        series.dataSeries = data
        series.zScaleFactor = -2
        surface.renderableSeries.add(series)
        #expect(F.fills(surface).allSatisfy { $0.0.isEmpty })
        series.autoZRange = false
        series.zScaleFactor = 1
        #expect(F.fills(surface).contains { !$0.0.isEmpty })
    }

    @Test("horizontal error bars: points out of view reach in; on a category axis none are drawn")
    func horizontalBars() {
        let surface = F.surface()
        let bars = SCIFastFixedErrorBarsRenderableSeries()
        bars.dataSeries = F.xy([-8, -6, -4, 20], [2, 4, 6, 8])
        bars.errorDirection = .horizontal
        bars.errorHigh = 10
        bars.errorLow = 10
        bars.strokeStyle = SCISolidPenStyle(color: 0xFF12_3456, thickness: 1)
        surface.renderableSeries.add(bars)
        let ys = Set(F.strokes(surface).flatMap(\.points).map { $0.y })
        for value in [2.0, 4, 6, 8] {
            #expect(ys.contains(F.pixel(surface, x: 0, y: value).y), "the bar at y \(value)")
        }
        let category = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        category.xAxes.add(SCICategoryDateAxis())
        category.yAxes.add(SCINumericAxis())
        let dated = SCIFastFixedErrorBarsRenderableSeries()
        dated.dataSeries = F.xy([86_400, 2 * 86_400], [1, 2])
        dated.errorDirection = .horizontal
        category.renderableSeries.add(dated)
        #expect(F.strokes(category).allSatisfy { $0.isEmpty })
        bars.errorDirection = .vertical
        bars.errorHigh = 1
        #expect(!F.strokes(surface).isEmpty, "a change of setting draws again")
    }

    @Test("unsorted data with resampling off, by SciChart's constant name, draws its points in order")
    func unsortedWithoutResampling() {
        let surface = F.surface()
        let unsortedDataSeries = SCIXyDataSeries(xType: .double, yType: .double)
        unsortedDataSeries.acceptsUnsortedData = true
        unsortedDataSeries.append(x: [5, 1, 8, 3], y: [2, 4, 6, 8])
        let rSeries = SCIFastLineRenderableSeries()
        rSeries.dataSeries = unsortedDataSeries
        rSeries.resamplingMode = SCIResamplingMode_None
        surface.renderableSeries.add(rSeries)
        #expect(rSeries.resamplingMode == .none && SCIResamplingMode_Auto == .auto)
        let points = F.strokes(surface).flatMap(\.points)
        #expect(points == [(5.0, 2.0), (1, 4), (8, 6), (3, 8)].map { F.pixel(surface, x: $0.0, y: $0.1) })
    }
}
