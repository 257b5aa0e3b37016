import Foundation
import SciChart
import Testing

/// Impulse (stem) and bubble series, as the guides "Impulse (Stem) Series" and "Bubble
/// Series" use them.
@Suite struct ImpulseAndBubbleSeriesTests {
    typealias F = SeriesFixture

    @Test("each stem runs from zeroLineY to its value, with a marker at the tip")
    func impulse() throws {
        let surface = F.surface(y: -5...10)
        let pointMarker = SCIEllipsePointMarker()
        pointMarker.size = CGSize(width: 15, height: 15)
        pointMarker.strokeStyle = SCISolidPenStyle(color: .yellow, thickness: 2.0)
        pointMarker.fillStyle = SCISolidBrushStyle(colorCode: 0xFF00_66FF)
        let dataSeries = SCIXyDataSeries(xType: .double, yType: .double)
        dataSeries.append(x: [1, 2, 3, 4], y: [5, -3, 8, .nan])
        let impulseSeries = SCIFastImpulseRenderableSeries()
        impulseSeries.dataSeries = dataSeries
        impulseSeries.pointMarker = pointMarker
        impulseSeries.strokeStyle = SCISolidPenStyle(color: .yellow, thickness: 1.0)
        impulseSeries.zeroLineY = 0.2
        surface.renderableSeries.add(impulseSeries)
        let stems = try #require(F.strokes(surface).first)
        let points = stems.points
        #expect(points.count == 6, "three stems, none for the NaN")
        let base = F.pixel(surface, x: 0, y: 0.2).y
        for (offset, (x, y)) in zip([1.0, 2, 3], [5.0, -3, 8]).enumerated() {
            let start = points[2 * offset]
            let tip = points[2 * offset + 1]
            let expected = F.pixel(surface, x: x, y: y)
            #expect(abs(start.y - base) < 1e-9 && abs(start.x - expected.x) < 1e-9)
            #expect(abs(tip.y - expected.y) < 1e-9)
        }
        let markers = F.commands(surface).compactMap { command -> SCIMarkerRun? in
            if case .markers(let run) = command { return run }
            return nil
        }
        #expect(markers.first?.count == 3)
        // A tap on the middle of a stem hits its point; one beside it misses.
        let middle = F.pixel(surface, x: 3, y: 4)
        #expect(impulseSeries.hitTest(at: middle, radius: 2).dataSeriesIndex == 2)
        #expect(!impulseSeries.hitTest(at: CGPoint(x: middle.x + 12, y: middle.y), radius: 2).isHit)
        // Auto-ranging includes the zero line.
        surface.yAxes[0].autoRange = .always
        surface.layoutIfNeeded()
        #expect(surface.yAxes[0].visibleRange.min <= -3 && surface.yAxes[0].visibleRange.max >= 8)
    }

    @Test("bubble radii are z × zScaleFactor points without autoZRange; tooltips read the size")
    func bubbleAbsolute() throws {
        let surface = F.surface()
        let dataSeries = SCIXyzDataSeries(xType: .double, yType: .double)
        dataSeries.append(x: [2, 5, 8, 9], y: [5, 5, 5, 1], z: [10, 20, 0, -4])
        let bubbleSeries = SCIFastBubbleRenderableSeries()
        bubbleSeries.dataSeries = dataSeries
        bubbleSeries.bubbleBrushStyle = SCISolidBrushStyle(colorCode: 0x50CC_CCCC)
        bubbleSeries.strokeStyle = SCISolidPenStyle(colorCode: 0xFFCC_CCCC, thickness: 2.0)
        bubbleSeries.zScaleFactor = 1.0
        bubbleSeries.autoZRange = false
        surface.renderableSeries.add(bubbleSeries)
        let (path, fill) = try #require(F.fills(surface).first)
        #expect(fill.color == 0x50CC_CCCC)
        let boxes = Self.circles(path)
        #expect(boxes.count == 2, "no bubble for a size of zero or below")
        #expect(abs(boxes[0].width - 20) < 0.01 && abs(boxes[1].width - 40) < 0.01)
        #expect(abs(boxes[1].midX - F.pixel(surface, x: 5, y: 5).x) < 0.01)
        bubbleSeries.zScaleFactor = 0.5
        #expect(abs(Self.circles(F.fills(surface)[0].0)[1].width - 20) < 0.01)
        // A tap inside the big bubble's edge hits it, and the reading carries z.
        let inside = CGPoint(x: F.pixel(surface, x: 5, y: 5).x + 8, y: F.pixel(surface, x: 5, y: 5).y)
        let hit = bubbleSeries.hitTest(at: inside, radius: 0)
        #expect(hit.isHit && hit.dataSeriesIndex == 1)
        #expect(dataSeries.zValues.count == 4 && dataSeries.zValue(at: 1) == 20)
        #expect(dataSeries.yRange == SCIDoubleRange(min: 1, max: 5), "the y axis fits y, not z")
    }

    @Test("autoZRange sizes the largest bubble in view to 5 % of the shorter side × zScaleFactor")
    func bubbleAuto() {
        let surface = F.surface()
        let dataSeries = SCIXyzDataSeries(xType: .double, yType: .double)
        dataSeries.append(x: [2, 5], y: [5, 5], z: [1e300, 5e299])
        let series = SCIFastBubbleRenderableSeries()
        series.dataSeries = dataSeries
        surface.renderableSeries.add(series)
        let area = surface.seriesAreaFrame
        let boxes = Self.circles(F.fills(surface)[0].0)
        let largest = 2 * 0.05 * min(area.width, area.height)
        #expect(abs(boxes[0].width - largest) < 0.01 && abs(boxes[1].width - largest / 2) < 0.01)
        series.autoZRange = false
        let capped = Self.circles(F.fills(surface)[0].0)
        let diagonal = (area.width * area.width + area.height * area.height).squareRoot()
        #expect(capped.allSatisfy { $0.width <= 2 * diagonal + 0.01 }, "huge sizes are capped, not trapped")
    }

    /// The bounding boxes of the closed sub-paths of `path` (one per ellipse).
    static func circles(_ path: SCIPath) -> [CGRect] {
        var boxes: [CGRect] = []
        var current: [CGPoint] = []
        func flush() {
            guard !current.isEmpty else { return }
            var sub = SCIPath()
            sub.addPolygon(current)
            boxes.append(sub.bounds)
            current = []
        }
        for element in path.elements {
            switch element {
            case .move(let point):
                flush()
                current = [point]
            case .line(let point): current.append(point)
            case .curve(let point, let control1, let control2): current += [control1, control2, point]
            default: break
            }
        }
        flush()
        return boxes
    }
}
