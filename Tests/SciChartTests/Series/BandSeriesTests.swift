import Foundation
import Testing

@testable import SciChart

@Suite("Band series")
struct BandSeriesTests {
    static let yFill: SCIColor = 0xFF00_AA00
    static let y1Fill: SCIColor = 0xFFAA_0000

    static func band(_ x: [Double], _ y: [Double], _ y1: [Double]) -> SCIFastBandRenderableSeries {
        let data = SCIXyyDataSeries()
        data.append(x: x, y: y, y1: y1)
        let series = SCIFastBandRenderableSeries()
        series.dataSeries = data
        series.strokeStyle = SCISolidPenStyle(color: 0xFF00_FF00, thickness: 1)
        series.strokeY1Style = SCISolidPenStyle(color: 0xFFFF_0000, thickness: 1)
        series.fillBrushStyle = SCISolidBrushStyle(color: yFill)
        series.fillY1BrushStyle = SCISolidBrushStyle(color: y1Fill)
        return series
    }

    static func fill(_ list: SCIDisplayList, _ color: SCIColor) -> SCIPath? {
        list.fills.first { $0.1.color == color }?.0
    }

    @Test("the fill changes colour exactly where the lines cross")
    func crossing() throws {
        // y rises from 10 to 60 while y1 falls from 50 to 20: they cross at x 1.5, value 35.
        let series = Self.band([1, 2], [10, 60], [50, 20])
        let surface = SeriesFixture.surface(series)
        let list = SeriesFixture.seriesList(surface)
        let y1Above = try #require(Self.fill(list, Self.y1Fill))
        let yAbove = try #require(Self.fill(list, Self.yFill))
        let crossing = surface.point(x: 1.5, y: 35)
        #expect(y1Above.bounds.minX == surface.point(x: 1, y: 0).x)
        #expect(abs(y1Above.bounds.maxX - crossing.x) < 1e-9)
        #expect(abs(yAbove.bounds.minX - crossing.x) < 1e-9)
        #expect(yAbove.bounds.maxX == surface.point(x: 2, y: 0).x)
        // The y1-above triangle spans y1 = 50 down to y = 10 at x 1; the other 60 to 20.
        #expect(y1Above.bounds.minY == surface.point(x: 1, y: 50).y)
        #expect(y1Above.bounds.maxY == surface.point(x: 1, y: 10).y)
        #expect(yAbove.bounds.minY == surface.point(x: 2, y: 60).y)
        #expect(yAbove.bounds.maxY == surface.point(x: 2, y: 20).y)
        // Both lines are drawn, each with its own pen.
        #expect(Set(list.strokes.map { $0.1.color }) == [0xFF00_FF00, 0xFFFF_0000])
    }

    @Test("NaN in either value leaves a gap in the fill and the line")
    func gaps() throws {
        let series = Self.band([1, 2, 3, 4, 5], [60, 70, .nan, 70, 60], [40, 40, 40, .nan, 40])
        let list = SeriesFixture.seriesList(SeriesFixture.surface(series))
        let yAbove = try #require(Self.fill(list, Self.yFill))
        // Points 1-2 make one region; 4 and 5 are split by y1's NaN at 4 (5 alone is none).
        #expect(yAbove.verbs.filter { $0 == .move }.count == 1)
        #expect(Self.fill(list, Self.y1Fill)?.isEmpty ?? true)
    }

    @Test("a digital band steps: every line segment is horizontal or vertical")
    func digital() throws {
        let series = Self.band([1, 2, 3], [10, 30, 20], [5, 8, 40])
        series.isDigitalLine = true
        let list = SeriesFixture.seriesList(SeriesFixture.surface(series))
        for (path, _) in list.strokes {
            let points = path.points
            for index in points.indices.dropFirst() {
                let start = points[index - 1]
                let end = points[index]
                #expect(start.x == end.x || start.y == end.y, "segment \(start) to \(end)")
            }
        }
        // The y1 line crosses above y during the last step only: both fills exist.
        #expect(Self.fill(list, Self.yFill) != nil && Self.fill(list, Self.y1Fill) != nil)
    }

    @Test("auto-ranging takes both lines; a press between them hits the band")
    func rangeAndHitTest() {
        let series = Self.band([0, 10], [80, 80], [20, 20])
        #expect(series.dataSeries?.yRange == SCIDoubleRange(min: 20, max: 80))
        let surface = SeriesFixture.surface(series)
        _ = surface.renderDisplayList()
        #expect(series.hitTest(at: surface.point(x: 5, y: 50), radius: 5).isHit)
        #expect(series.hitTest(at: surface.point(x: 5, y: 20), radius: 5).isHit)
        #expect(!series.hitTest(at: surface.point(x: 5, y: 95), radius: 5).isHit)
    }

    @Test("dense data: the fill has a bounded number of points and the lines are resampled")
    func dense() throws {
        let count = 200_000
        let x = (0..<count).map { Double($0) * 10 / Double(count) }
        let y = x.map { 50 + 30 * sin($0 * 20) }
        let y1 = x.map { 50 + 30 * cos($0 * 20) }
        let series = Self.band(x, y, y1)
        let surface = SeriesFixture.surface(series)
        let list = SeriesFixture.seriesList(surface)
        let fillPoints = list.fills.reduce(0) { $0 + $1.0.points.count }
        #expect(fillPoints > 100)
        #expect(fillPoints < 20 * Int(surface.seriesAreaFrame.width))
        #expect(Self.fill(list, Self.yFill) != nil && Self.fill(list, Self.y1Fill) != nil)
    }

    @Test("the xyy data series appends, updates and inserts both values")
    func xyyDataSeries() {
        let data = SCIXyyDataSeries()
        data.append(x: 1.0, y: 2.0, y1: 3.0)
        data.append(x: [2.0, 3.0], y: [4.0, 5.0], y1: [6.0])
        #expect(data.count == 2, "only the points every array has")
        data.update(y: 9.0, y1: 8.0, at: 1)
        data.insert(x: 0.0, y: 1.0, y1: 1.0, at: 0)
        data.update(y: 0.0, y1: 0.0, at: 7)
        #expect(data.yValuesArray == [1, 2, 9] && data.y1ValuesArray == [1, 3, 8])
        #expect(data.y1Value(at: 2) == 8 && data.y1Value(at: 3) == nil && data.yValue(at: 0) == 1)
        #expect(data.yRange == SCIDoubleRange(min: 1, max: 9))
    }
}
