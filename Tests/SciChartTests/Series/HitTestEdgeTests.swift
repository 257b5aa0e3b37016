import Foundation
import Testing

@testable import SciChart

/// The edges of hit-testing, for every series type: series over each other, taps on gaps,
/// a single point, outside the series area, vertical charts; with few points and with
/// dense data read from the drawn geometry.
@Suite struct HitTestEdgeTests {
    typealias Kind = HitTestFixture.Kind

    /// Bars at `x` closing at `close`, opening 5 below, with highs and lows 10 away.
    static func bars(_ x: [Double], _ close: [Double]) -> HitTestFixture.Bars {
        var bars = HitTestFixture.Bars()
        for (x, close) in zip(x, close) {
            bars.append(x: x, open: close - 5, high: close + 10, low: close - 10, close: close)
        }
        return bars
    }

    /// `kind` over `bars` with columns from 0, on a fixed chart 0...10 by 0...100.
    static func chart(_ kind: Kind, _ bars: HitTestFixture.Bars...) -> (
        SCIChartSurface, [SCIRenderableSeriesBase]
    ) {
        let series = bars.map { data in
            let series = HitTestFixture.series(kind, data)
            (series as? SCIFastColumnRenderableSeries)?.zeroLineY = 0
            return series
        }
        let surface = SeriesFixture.surface()
        surface.renderableSeries.add(contentsOf: series)
        _ = surface.renderDisplayList()
        return (surface, series)
    }

    /// 100,000 points over 0...10 at 50, with a gap (NaN) from 4.5 to 5.5.
    static let denseWithGap: HitTestFixture.Bars = {
        let x = (0..<100_000).map { Double($0) / 10_000 }
        return bars(x, x.map { $0 >= 4.5 && $0 <= 5.5 ? .nan : 50 })
    }()

    @Test(arguments: Kind.allCases)
    func overlappingSeriesAtTheSamePixelTheUpmostWins(kind: Kind) {
        for data in [Self.bars([2, 5, 8], [50, 50, 50]), Self.denseWithGap] {
            let (surface, series) = Self.chart(kind, data, data)
            let point = surface.point(x: 2, y: 50)
            #expect(series[0].hitTest(at: point).isHit && series[1].hitTest(at: point).isHit, "\(kind)")
            #expect(surface.hitTestSeries(at: point)?.renderableSeries === series[1], "\(kind)")
            series[1].isVisible = false
            #expect(surface.hitTestSeries(at: point)?.renderableSeries === series[0], "\(kind)")
        }
    }

    @Test(arguments: Kind.allCases)
    func aTapExactlyOnANaNGapMisses(kind: Kind) {
        for data in [
            Self.bars([1, 2, 3, 4, 5, 6, 7, 8, 9], [50, 50, 50, 50, .nan, 50, 50, 50, 50]), Self.denseWithGap,
        ] {
            let (surface, series) = Self.chart(kind, data)
            // Columns reach down to 0: tap inside where a column would be.
            let y = kind == .column ? 25.0 : 50.0
            #expect(!series[0].hitTest(at: surface.point(x: 5, y: y)).isHit, "\(kind) \(data.count)")
            #expect(series[0].hitTest(at: surface.point(x: 4, y: y)).isHit, "\(kind) \(data.count)")
        }
    }

    @Test(arguments: Kind.allCases)
    func aOnePointSeriesIsHitOnItsPointOnly(kind: Kind) {
        let (surface, series) = Self.chart(kind, Self.bars([5], [50]))
        let point = surface.point(x: 5, y: 50)
        let hit = series[0].hitTest(at: point)
        #expect(hit.isHit && hit.dataSeriesIndex == 0 && hit.xValue == 5, "\(kind)")
        #expect(!series[0].hitTest(at: CGPoint(x: point.x + 60, y: point.y)).isHit, "\(kind)")
    }

    @Test(arguments: Kind.allCases)
    func nothingIsHitOutsideTheSeriesArea(kind: Kind) {
        // The data run past both ends of the visible range, drawn clipped to the area.
        let sparse = Self.bars(
            stride(from: -5.0, through: 15, by: 0.5).map { $0 }, Array(repeating: 50, count: 41))
        let denseX = (0..<200_000).map { -5 + Double($0) / 10_000 }
        for data in [sparse, Self.bars(denseX, denseX.map { _ in 50 })] {
            let (surface, series) = Self.chart(kind, data)
            let area = surface.seriesAreaFrame
            let y = Double(surface.point(x: 5, y: kind == .column ? 25 : 50).y)
            #expect(series[0].hitTest(at: CGPoint(x: Double(area.maxX) - 3, y: y)).isHit, "\(kind)")
            #expect(!series[0].hitTest(at: CGPoint(x: Double(area.maxX) + 3, y: y)).isHit, "\(kind)")
            #expect(series[0].hitTest(at: CGPoint(x: Double(area.minX) + 3, y: y)).isHit, "\(kind)")
            #expect(!series[0].hitTest(at: CGPoint(x: Double(area.minX) - 3, y: y)).isHit, "\(kind)")
            #expect(surface.hitTestSeries(at: CGPoint(x: Double(area.maxX) + 3, y: y)) == nil, "\(kind)")
        }
    }

    @Test(arguments: Kind.allCases)
    func verticalChartsHitWhereTheDataIsDrawn(kind: Kind) {
        let sparse = Self.bars([2, 5, 8], [30, 70, 50])
        let denseX = (0..<100_000).map { Double($0) / 10_000 }
        let dense = Self.bars(denseX, denseX.map { 30 + 4 * $0 })
        for (data, x, y) in [(sparse, 5.0, 70.0), (dense, 5.0, 50.0)] {
            let surface = VerticalChartTests.surface()
            let series = HitTestFixture.series(kind, data)
            (series as? SCIFastColumnRenderableSeries)?.zeroLineY = 0
            surface.renderableSeries.add(series)
            _ = surface.renderDisplayList()
            let target = VerticalChartTests.expected(surface, x: x, y: y)
            let hit = series.hitTest(at: target)
            #expect(hit.isHit, "\(kind) \(data.count)")
            #expect(abs(hit.xValue - x) < 0.05, "\(kind) \(data.count): x \(hit.xValue)")
            // Above the data, where a horizontal chart's transposed picture would not be.
            #expect(!series.hitTest(at: VerticalChartTests.expected(surface, x: x, y: 95)).isHit, "\(kind)")
        }
    }
}
