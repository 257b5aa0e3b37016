import Foundation
import Testing

@testable import SciChart

@Suite struct HitTestTests {
    @Test func lineIsHitNearASegmentAndMissedBeyondTheRadius() {
        let series = SeriesFixture.line([2, 8], [50, 50], thickness: 2)
        let surface = SeriesFixture.surface(series)
        let onLine = surface.point(x: 5, y: 50)
        let hit = series.hitTest(at: CGPoint(x: onLine.x, y: onLine.y + 7), radius: 7)
        #expect(hit.isHit)
        #expect(abs(hit.distance - 7) < 1e-9)
        #expect(hit.renderableSeries === series)
        #expect(hit.yValue == 50)
        // Radius plus half the stroke width is the edge.
        #expect(series.hitTest(at: CGPoint(x: onLine.x, y: onLine.y + 8), radius: 7).isHit)
        #expect(!series.hitTest(at: CGPoint(x: onLine.x, y: onLine.y + 8.01), radius: 7).isHit)
    }

    @Test func lineReportsTheNearerDataPoint() {
        let series = SeriesFixture.line([2, 4, 6], [10, 90, 10])
        let surface = SeriesFixture.surface(series)
        let near = surface.point(x: 4.1, y: 85)
        let info = series.hitTest(at: near, radius: 30)
        #expect(info.isHit)
        #expect(info.dataSeriesIndex == 1)
        #expect(info.xValue == 4 && info.yValue == 90)
        #expect(info.hitTestPoint == surface.point(x: 4, y: 90))
        #expect(info.isWithinDataBounds)
    }

    @Test func gapsAreNotHit() {
        let series = SeriesFixture.line([1, 2, 3, 4], [50, 50, .nan, 50])
        let surface = SeriesFixture.surface(series)
        // Between x = 2 and x = 4 the line is broken.
        #expect(!series.hitTest(at: surface.point(x: 3, y: 50), radius: 3).isHit)
        #expect(series.hitTest(at: surface.point(x: 1.5, y: 50), radius: 3).isHit)
    }

    @Test func hiddenSeriesIsNeverHit() {
        let series = SeriesFixture.line([1, 9], [50, 50])
        let surface = SeriesFixture.surface(series)
        series.isVisible = false
        #expect(!series.hitTest(at: surface.point(x: 5, y: 50)).isHit)
        #expect(surface.hitTestSeries(at: surface.point(x: 5, y: 50)) == nil)
    }

    @Test func topmostIsTheLastHitInCollectionOrder() {
        let lower = SeriesFixture.line([1, 9], [50, 50])
        let upper = SeriesFixture.line([1, 9], [51, 51])
        let unrelated = SeriesFixture.line([1, 9], [90, 90])
        let surface = SeriesFixture.surface(lower, upper, unrelated)
        let point = surface.point(x: 5, y: 50)
        #expect(surface.hitTestSeries(at: point)?.renderableSeries === upper)
        upper.isVisible = false
        #expect(surface.hitTestSeries(at: point)?.renderableSeries === lower)
        #expect(surface.hitTestSeries(at: surface.point(x: 5, y: 20)) == nil)
    }

    @Test func markersWidenTheHitArea() {
        let series = SeriesFixture.line([5], [50], thickness: 1)
        let marker = SCIEllipsePointMarker()
        marker.size = CGSize(width: 20, height: 20)
        series.pointMarker = marker
        let surface = SeriesFixture.surface(series)
        let centre = surface.point(x: 5, y: 50)
        #expect(series.hitTest(at: CGPoint(x: centre.x + 15, y: centre.y), radius: 5).isHit)
        #expect(!series.hitTest(at: CGPoint(x: centre.x + 16, y: centre.y), radius: 5).isHit)
    }

    @Test func scatterWithinRadiusPlusMarker() {
        let series = SCIXyScatterRenderableSeries()
        series.dataSeries = SeriesFixture.xy([3, 7], [30, 70])
        let surface = SeriesFixture.surface(series)
        let point = surface.point(x: 7, y: 70)
        let info = series.hitTest(at: CGPoint(x: point.x + 10, y: point.y), radius: 7)
        #expect(info.isHit && info.dataSeriesIndex == 1)
        #expect(!series.hitTest(at: CGPoint(x: point.x + 11, y: point.y), radius: 7).isHit)
    }

    @Test func mountainIsHitUnderTheArea() {
        let series = SCIFastMountainRenderableSeries()
        series.dataSeries = SeriesFixture.xy([1, 9], [80, 80])
        let surface = SeriesFixture.surface(series)
        let inside = series.hitTest(at: surface.point(x: 5, y: 30), radius: 1)
        #expect(inside.isHit && inside.distance == 0)
        #expect(!series.hitTest(at: surface.point(x: 5, y: 95), radius: 1).isHit)
    }

    @Test func columnIsHitInsideItsBody() {
        let series = SCIFastColumnRenderableSeries()
        series.dataSeries = SeriesFixture.xy([2, 5, 8], [30, 60, 90])
        let surface = SeriesFixture.surface(series)
        let inside = series.hitTest(at: surface.point(x: 5, y: 10), radius: 0)
        #expect(inside.isHit && inside.dataSeriesIndex == 1 && inside.yValue == 60)
        #expect(!series.hitTest(at: surface.point(x: 5, y: 75), radius: 3).isHit)
    }

    @Test func candleIsHitOnBodyAndWick() {
        let series = SCIFastCandlestickRenderableSeries()
        series.dataSeries = SeriesFixture.ohlc([(3, 40, 90, 10, 60), (7, 60, 65, 55, 58)])
        let surface = SeriesFixture.surface(series)
        let body = series.hitTest(at: surface.point(x: 3, y: 50), radius: 0)
        #expect(body.isHit && body.dataSeriesIndex == 0)
        #expect(body.openValue == 40 && body.highValue == 90 && body.lowValue == 10 && body.closeValue == 60)
        let wick = surface.point(x: 3, y: 85)
        #expect(series.hitTest(at: CGPoint(x: wick.x + 2, y: wick.y), radius: 3).isHit)
        #expect(!series.hitTest(at: surface.point(x: 3, y: 95), radius: 3).isHit)
        #expect(series.hitTest(at: surface.point(x: 7, y: 56), radius: 0).dataSeriesIndex == 1)
    }

    @Test func ohlcIsHitOnItsSegments() {
        let series = SCIFastOhlcRenderableSeries()
        series.dataSeries = SeriesFixture.ohlc([(5, 40, 90, 10, 60)])
        let surface = SeriesFixture.surface(series)
        #expect(series.hitTest(at: surface.point(x: 5, y: 30), radius: 1).isHit)
        #expect(!series.hitTest(at: surface.point(x: 5, y: 95), radius: 1).isHit)
    }

    @Test func unsortedDataIsHitTestedCorrectly() {
        let series = SeriesFixture.line([8, 2, 5], [10, 90, 50])
        let surface = SeriesFixture.surface(series)
        let info = series.hitTest(at: surface.point(x: 2, y: 90), radius: 2)
        #expect(info.isHit && info.dataSeriesIndex == 1)
    }

    /// A hit test reuses its context while the chart is unchanged; every change that moves
    /// the series on screen is seen by the next tap.
    @Test func aTapAfterAChangeSeesTheChangedChart() throws {
        let series = SeriesFixture.line([0, 10], [50, 50])
        let surface = SeriesFixture.surface(series)
        let before = surface.point(x: 5, y: 50)
        #expect(series.hitTest(at: before, radius: 3).isHit)

        // Zoom: the line moves down the screen.
        let yAxis = try #require(surface.yAxes.first)
        yAxis.visibleRange = SCIDoubleRange(min: 40, max: 140)
        let zoomed = surface.point(x: 5, y: 50)
        #expect(abs(zoomed.y - before.y) > 100)
        #expect(!series.hitTest(at: before, radius: 3).isHit)
        #expect(series.hitTest(at: zoomed, radius: 3).isHit)

        // New data, with no frame drawn between.
        series.dataSeries = SeriesFixture.xy([0, 10], [100, 100])
        #expect(!series.hitTest(at: zoomed, radius: 3).isHit)
        #expect(series.hitTest(at: surface.point(x: 5, y: 100), radius: 3).isHit)
        (series.dataSeries as? SCIXyDataSeries)?.append(x: 20, y: 100)
        #expect(series.hitTest(at: surface.point(x: 5, y: 100), radius: 3).isHit)

        // A resize moves the series area.
        let large = surface.point(x: 5, y: 100)
        surface.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        let small = surface.point(x: 5, y: 100)
        #expect(small.distance(to: large) > 50)
        #expect(series.hitTest(at: small, radius: 3).isHit)
        #expect(!series.hitTest(at: large, radius: 3).isHit)

        // Another surface.
        let other = SeriesFixture.surface()
        other.renderableSeries.add(series)
        #expect(series.hitTest(at: other.point(x: 5, y: 100), radius: 3).isHit)
    }

    @Test func denseSortedDataIsSearchedNotScanned() {
        let count = 1_000_000
        let xs = (0..<count).map { Double($0) * 10 / Double(count) }
        let series = SeriesFixture.line(xs, xs.map { 50 + 40 * sin($0) })
        let surface = SeriesFixture.surface(series)
        let info = series.hitTest(at: surface.point(x: 5, y: 50 + 40 * sin(5)), radius: 2)
        #expect(info.isHit)
        #expect(abs(info.xValue - 5) < 0.05)
    }

    @Test(
        arguments: [
            ("only NaN", [Double.nan, .nan], [Double.nan, .nan]),
            ("one point", [5], [50]),
            ("duplicate x", [5, 5, 5], [40, 50, 60]),
            ("all equal", [1, 2, 3], [50, 50, 50]),
        ] as [(String, [Double], [Double])])
    func badDataNeverCrashes(name: String, x: [Double], y: [Double]) {
        for series in [
            SeriesFixture.line(x, y), SCIFastMountainRenderableSeries(), SCIFastColumnRenderableSeries(),
            SCIXyScatterRenderableSeries(),
        ] as [SCIRenderableSeriesBase] {
            series.dataSeries = SeriesFixture.xy(x, y)
            let surface = SeriesFixture.surface(series)
            surface.zoomExtents()
            #expect(surface.renderDisplayList().isFinite, "\(name)")
            _ = series.hitTest(at: CGPoint(x: 400, y: 300))
            _ = series.hitTest(at: CGPoint(x: Double.nan, y: 1))
            _ = series.hitTest(at: CGPoint(x: 400, y: 300), radius: .infinity)
            _ = series.hitTest(at: CGPoint(x: 400, y: 300), radius: -4)
        }
    }

    @Test func badBarsNeverCrash() {
        let bars: [(Double, Double, Double, Double, Double)] = [
            (1, 30, 20, 10, 25),  // open above high
            (2, .nan, 50, 40, 45),
            (3, 50, 40, 60, 45),  // high below low
            (4, 50, 50, 50, 50),
            (4, 51, 52, 49, 50),  // duplicate x
        ]
        for series in [SCIFastCandlestickRenderableSeries(), SCIFastOhlcRenderableSeries()]
            as [SCIRenderableSeriesBase]
        {
            series.dataSeries = SeriesFixture.ohlc(bars)
            let surface = SeriesFixture.surface(series)
            surface.zoomExtents()
            #expect(surface.renderDisplayList().isFinite)
            _ = series.hitTest(at: surface.point(x: 3, y: 50))
        }
    }

    @Test func badStylesNeverCrash() {
        let series = SeriesFixture.line([1, 2, 3], [10, 20, 30], thickness: -2)
        let marker = SCIEllipsePointMarker()
        marker.size = CGSize(width: -5, height: Double.nan)
        series.pointMarker = marker
        series.opacity = .nan
        let column = SCIFastColumnRenderableSeries()
        column.dataSeries = SeriesFixture.xy([1, 2], [1, 2])
        column.dataPointWidth = .infinity
        column.zeroLineY = .nan
        let candle = SCIFastCandlestickRenderableSeries()
        candle.dataSeries = SeriesFixture.ohlc([(5, 1, 2, 0, 1.5)])
        candle.dataPointWidth = -1
        candle.strokeUpStyle = SCISolidPenStyle(color: .red, thickness: 0)
        let surface = SeriesFixture.surface(series, column, candle)
        let list = surface.renderDisplayList()
        #expect(list.isFinite)
        #expect(series.hitTest(at: surface.point(x: 2, y: 20)).isHit)
    }
}
