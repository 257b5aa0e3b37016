import Foundation
import Testing

@testable import SciChart

@Suite struct SeriesGeometryTests {
    @Test func lineVerticesSitAtTheirCoordinates() throws {
        let series = SeriesFixture.line([1, 2, 3], [10, 50, 20])
        let surface = SeriesFixture.surface(series)
        let (path, stroke) = try #require(SeriesFixture.seriesList(surface).strokes.first)
        #expect(stroke.width == 2 && stroke.color == 0xFF00_FF00)
        let expected = zip([1.0, 2, 3], [10.0, 50, 20]).map { surface.point(x: $0, y: $1) }
        #expect(path.elements == [.move(expected[0]), .line(expected[1]), .line(expected[2])])
    }

    @Test func nanMakesAGap() throws {
        let series = SeriesFixture.line([1, 2, 3, 4, 5], [10, 20, .nan, 40, 50])
        let surface = SeriesFixture.surface(series)
        let (path, _) = try #require(SeriesFixture.seriesList(surface).strokes.first)
        #expect(path.verbs == [.move, .line, .move, .line])
        #expect(path.points[2] == surface.point(x: 4, y: 40))
    }

    @Test func lineClipsFarPointsKeepingTheSlope() throws {
        // One point far outside: the drawn segment must lie on the true line.
        let series = SeriesFixture.line([5, 1e9], [50, 1e9 * 10])
        let surface = SeriesFixture.surface(series)
        let (path, _) = try #require(SeriesFixture.seriesList(surface).strokes.first)
        let points = path.points
        #expect(points.count == 2)
        let start = surface.point(x: 5, y: 50)
        #expect(points[0] == start)
        // The direction of the clipped segment matches data slope 10 per unit.
        let xCalc = surface.xAxes[0].currentCoordinateCalculator
        let yCalc = surface.yAxes[0].currentCoordinateCalculator
        let dataX = xCalc.getDataValue(Double(points[1].x - surface.seriesAreaFrame.minX))
        let dataY = yCalc.getDataValue(Double(points[1].y - surface.seriesAreaFrame.minY))
        #expect(abs((dataY - 50) / (dataX - 5) - 10) < 1e-6)
    }

    @Test func paletteColorWhenNoStroke() throws {
        let first = SCIFastLineRenderableSeries()
        first.dataSeries = SeriesFixture.xy([1, 2], [1, 2])
        let second = SCIFastLineRenderableSeries()
        second.dataSeries = SeriesFixture.xy([1, 2], [3, 4])
        let surface = SeriesFixture.surface(first, second)
        let palette = surface.theme.seriesPalette
        #expect(SeriesFixture.seriesList(surface, index: 0).strokes.first?.1.color == palette[0])
        #expect(SeriesFixture.seriesList(surface, index: 1).strokes.first?.1.color == palette[1])
        #expect(second.seriesColor == palette[1])
    }

    @Test func candleBodySpansOpenToCloseAndWickHighToLow() throws {
        let series = SCIFastCandlestickRenderableSeries()
        series.dataSeries = SeriesFixture.ohlc([(3, 40, 70, 20, 60), (6, 60, 65, 30, 35)])
        let surface = SeriesFixture.surface(series)
        let list = SeriesFixture.seriesList(surface)
        let theme = surface.theme
        let upBody = try #require(list.fills.first { $0.1.color == theme.upColor }).0.bounds
        let downBody = try #require(list.fills.first { $0.1.color == theme.downColor }).0.bounds
        let yOf = { (value: Double) in Double(surface.point(x: 0, y: value).y) }
        #expect(abs(Double(upBody.minY) - yOf(60)) < 1e-9 && abs(Double(upBody.maxY) - yOf(40)) < 1e-9)
        #expect(abs(Double(downBody.minY) - yOf(60)) < 1e-9 && abs(Double(downBody.maxY) - yOf(35)) < 1e-9)
        #expect(abs(Double(upBody.midX) - Double(surface.point(x: 3, y: 0).x)) <= 1)
        let upWick = try #require(list.strokes.first { $0.1.color == theme.upColor && $0.0.verbs.count == 4 })
            .0
        let wickYs = upWick.points.map { Double($0.y) }
        #expect(abs(wickYs.min()! - yOf(70)) < 1e-9 && abs(wickYs.max()! - yOf(20)) < 1e-9)
        #expect(Set(upWick.points.map(\.x)).count == 1)
    }

    @Test func candleStylesApplyByDirection() throws {
        let series = SCIFastCandlestickRenderableSeries()
        series.dataSeries = SeriesFixture.ohlc([(3, 40, 70, 20, 60)])
        series.fillUpBrushStyle = SCISolidBrushStyle(color: 0xFF12_3456)
        series.strokeUpStyle = SCISolidPenStyle(color: 0xFF65_4321, thickness: 1)
        let list = SeriesFixture.seriesList(SeriesFixture.surface(series))
        #expect(list.fills.contains { $0.1.color == 0xFF12_3456 })
        #expect(list.strokes.contains { $0.1.color == 0xFF65_4321 })
    }

    @Test func dojiDrawsALine() {
        let series = SCIFastCandlestickRenderableSeries()
        series.dataSeries = SeriesFixture.ohlc([(5, 50, 60, 40, 50)])
        let list = SeriesFixture.seriesList(SeriesFixture.surface(series))
        #expect(list.fills.isEmpty)
        #expect(list.strokes.contains { $0.0.verbs == [.move, .line, .move, .line, .move, .line] })
    }

    @Test func columnTopIsAtItsValueAndBottomAtTheZeroLine() throws {
        let series = SCIFastColumnRenderableSeries()
        series.dataSeries = SeriesFixture.xy([2, 4, 6], [30, 80, -10])
        series.zeroLineY = 10
        let surface = SeriesFixture.surface(series)
        let (path, _) = try #require(SeriesFixture.seriesList(surface).fills.first)
        let rects = stride(from: 0, to: path.points.count, by: 4).map { start -> CGRect in
            let corners = path.points[start..<start + 4]
            let xs = corners.map(\.x)
            let ys = corners.map(\.y)
            return CGRect(
                x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        }
        #expect(rects.count == 3)
        let yOf = { (value: Double) in surface.point(x: 0, y: value).y }
        #expect(rects[0].minY == yOf(30) && rects[0].maxY == yOf(10))
        #expect(rects[1].minY == yOf(80))
        #expect(rects[2].minY == yOf(10) && rects[2].maxY == yOf(-10))
        #expect(rects.allSatisfy { $0.width >= 1 })
    }

    @Test func mountainFillsDownToTheZeroLine() throws {
        let series = SCIFastMountainRenderableSeries()
        series.dataSeries = SeriesFixture.xy([1, 2, 3, 4, 5], [20, 40, .nan, 60, 30])
        series.zeroLineY = 5
        let surface = SeriesFixture.surface(series)
        let list = SeriesFixture.seriesList(surface)
        let (area, _) = try #require(list.fills.first)
        // Two runs around the NaN: two closed polygons.
        #expect(area.verbs.filter { $0 == .close }.count == 2)
        let baseline = surface.point(x: 0, y: 5).y
        #expect(area.points.filter { $0.y == baseline }.count == 4)
        #expect(list.strokes.first?.0.verbs == [.move, .line, .move, .line])
    }

    @Test func scatterDrawsAMarkerPerPoint() throws {
        let series = SCIXyScatterRenderableSeries()
        series.dataSeries = SeriesFixture.xy([1, 2, 3], [10, 20, 30])
        let marker = SCISquarePointMarker()
        marker.size = CGSize(width: 6, height: 6)
        marker.fillStyle = SCISolidBrushStyle(color: .red)
        series.pointMarker = marker
        let surface = SeriesFixture.surface(series)
        let run = try #require(SeriesFixture.seriesList(surface).markerRuns.first)
        #expect(run.fill?.color == .red)
        #expect(run.count == 3)
        // The shape is the 6-point square centred on (0, 0); the centres are the points.
        #expect(run.shape.bounds == CGRect(x: -3, y: -3, width: 6, height: 6))
        #expect((0..<run.count).map(run.center).contains(surface.point(x: 2, y: 20)))
    }

    @Test func scatterWithoutMarkerUsesADefaultCircle() {
        let series = SCIXyScatterRenderableSeries()
        series.dataSeries = SeriesFixture.xy([1, 2], [10, 20])
        let list = SeriesFixture.seriesList(SeriesFixture.surface(series))
        #expect(list.markerRuns.first?.shape.verbs.filter { $0 == .curve }.count == 4)
        #expect(list.markerRuns.first?.count == 2)
    }

    @Test func aMarkerWithNoFillOrStrokeTakesTheSeriesColour() throws {
        let series = SCIXyScatterRenderableSeries()
        series.dataSeries = SeriesFixture.xy([1, 2], [10, 20])
        series.pointMarker = SCIEllipsePointMarker()
        series.strokeStyle = SCISolidPenStyle(color: 0xFF12_3456, thickness: 1)
        let run = try #require(SeriesFixture.seriesList(SeriesFixture.surface(series)).markerRuns.first)
        #expect(run.fill?.color == 0xFF12_3456)
        #expect(run.count == 2)
    }

    @Test func ohlcTicksSitAtOpenAndClose() throws {
        let series = SCIFastOhlcRenderableSeries()
        series.dataSeries = SeriesFixture.ohlc([(5, 40, 70, 20, 60)])
        let surface = SeriesFixture.surface(series)
        let (path, _) = try #require(SeriesFixture.seriesList(surface).strokes.first)
        let ys = Set(path.points.map(\.y))
        for value in [40.0, 70, 20, 60] {
            #expect(ys.contains(surface.point(x: 0, y: value).y))
        }
        let centreX = Double(surface.point(x: 5, y: 0).x)
        let openTick = path.points.filter { $0.y == surface.point(x: 0, y: 40).y }.map { Double($0.x) }
        #expect(openTick.min()! < centreX && openTick.max()! <= centreX + 0.5)
    }

    @Test func markersOnLines() throws {
        let series = SeriesFixture.line([1, 2, 3], [10, 20, 30])
        let marker = SCIEllipsePointMarker()
        marker.fillStyle = SCISolidBrushStyle(color: .yellow)
        marker.strokeStyle = SCISolidPenStyle(color: .white, thickness: 1)
        series.pointMarker = marker
        let list = SeriesFixture.seriesList(SeriesFixture.surface(series))
        #expect(list.markerRuns.first?.fill?.color == .yellow)
        #expect(list.markerRuns.first?.stroke?.color == .white)
        #expect(list.markerRuns.first?.count == 3)
        #expect(list.strokes.count == 1)
    }

    @Test func otherMarkerShapes() throws {
        for marker in [SCITrianglePointMarker(), SCICrossPointMarker()] as [SCIPointMarkerBase] {
            var path = SCIPath()
            marker.addShape(to: &path, at: CGPoint(x: 10, y: 10))
            #expect(path.bounds == CGRect(x: 6.5, y: 6.5, width: 7, height: 7))
        }
        let empty = SCITrianglePointMarker()
        empty.size = CGSize(width: 0, height: 0)
        var path = SCIPath()
        empty.addShape(to: &path, at: .zero)
        #expect(path.isEmpty)
    }

    @Test func opacityScalesEveryColour() throws {
        let series = SeriesFixture.line([1, 2], [10, 20])
        series.opacity = 0.5
        let (_, stroke) = try #require(SeriesFixture.seriesList(SeriesFixture.surface(series)).strokes.first)
        #expect(stroke.color.alpha == 128)
    }

    @Test func laterSeriesDrawOnTop() {
        let first = SeriesFixture.line([1, 2], [10, 20])
        let second = SeriesFixture.line([1, 2], [30, 40])
        let surface = SeriesFixture.surface(first, second)
        let names = surface.renderDisplayList().groupNames.filter { $0.hasPrefix("series:") }
        #expect(names == ["series:0", "series:1"])
    }

    @Test func hiddenSeriesAndUnknownAxesDrawNothing() {
        let hidden = SeriesFixture.line([1, 2], [10, 20])
        hidden.isVisible = false
        let lost = SeriesFixture.line([1, 2], [10, 20])
        lost.yAxisId = "nowhere"
        let surface = SeriesFixture.surface(hidden, lost)
        #expect(!surface.renderDisplayList().groupNames.contains { $0.hasPrefix("series:") })
    }

    @Test func visibleRangeFoundByBinarySearchDrawsOnlyNearbyPoints() throws {
        let count = 100_000
        let series = SeriesFixture.line(
            Array(0..<count).map(Double.init), Array(repeating: 50.0, count: count))
        let surface = SeriesFixture.surface(series)
        let (path, _) = try #require(SeriesFixture.seriesList(surface).strokes.first)
        // 0...10 visible: 11 points plus a neighbour outside.
        #expect(path.points.count <= 13)
    }

    @Test func categoryAxisPlacesBarsByIndex() throws {
        let surface = SCIChartSurface(frame: Fixture.frame)
        surface.xAxes.add(SCICategoryDateAxis())
        surface.yAxes.add(SCINumericAxis())
        let data = SCIOhlcDataSeries(xType: .date, yType: .double)
        for (index, day) in ["2019-11-07", "2019-11-08", "2019-11-11"].enumerated() {
            data.append(
                x: Fixture.seconds(day), open: 10.0, high: 12.0, low: 9.0, close: 11.0 + Double(index))
        }
        let series = SCIFastCandlestickRenderableSeries()
        series.dataSeries = data
        surface.renderableSeries.add(series)
        let bodies = try #require(SeriesFixture.seriesList(surface).fills.first).0
        let centres = stride(from: 0, to: bodies.points.count, by: 4).map {
            Double(bodies.points[$0 + 1].x + bodies.points[$0].x) / 2
        }
        #expect(centres.count == 3)
        #expect(abs((centres[1] - centres[0]) - (centres[2] - centres[1])) <= 1)
        // The visible range pads half a bar, so edge candles show whole.
        #expect(surface.xAxes[0].visibleRange == SCIDoubleRange(min: -0.5, max: 2.5))
    }
}
