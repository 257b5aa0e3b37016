import Foundation
import SciChart
import Testing

/// Error bars, as the guide "Error Bars Series" uses them.
@Suite struct ErrorBarsSeriesTests {
    typealias F = SeriesFixture

    /// The vertical extents of the strokes of series 0 in pen colour `color`, as y pixels.
    static func segments(_ surface: SCIChartSurface, color: SCIColor) -> [(CGPoint, CGPoint)] {
        F.commands(surface).flatMap { command -> [(CGPoint, CGPoint)] in
            guard case .stroke(let path, let stroke) = command, stroke.color == color else { return [] }
            let points = path.points
            return stride(from: 0, to: points.count - 1, by: 2).map { (points[$0], points[$0 + 1]) }
        }
    }

    @Test("absolute errors: a bar from y minus the low error to y plus the high, capped at both ends")
    func absolute() {
        let surface = F.surface()
        let dataSeries1 = SCIHlDataSeries(xType: .double, yType: .double)
        dataSeries1.append(x: [2, 5], y: [4, 6], high: [1, 2], low: [0.5, 3])
        let errorBars1 = SCIFastErrorBarsRenderableSeries()
        errorBars1.dataSeries = dataSeries1
        errorBars1.strokeStyle = SCISolidPenStyle(colorCode: 0xFFC6_E6FF, thickness: 1.0)
        errorBars1.strokeLowStyle = SCISolidPenStyle(colorCode: 0xFFFF_0000, thickness: 1.0)
        errorBars1.errorDirection = .vertical
        errorBars1.errorType = .absolute
        surface.renderableSeries.add(errorBars1)
        let high = Self.segments(surface, color: 0xFFC6_E6FF)
        let low = Self.segments(surface, color: 0xFFFF_0000)
        // Each side: the stem and its cap.
        #expect(high.count == 4 && low.count == 4)
        let top = F.pixel(surface, x: 2, y: 5)
        let bottom = F.pixel(surface, x: 5, y: 3)
        #expect(high.contains { abs($0.1.y - top.y) < 1e-9 && abs($0.1.x - top.x) < 1e-9 })
        #expect(low.contains { abs($0.1.y - bottom.y) < 1e-9 && abs($0.1.x - bottom.x) < 1e-9 })
        // Caps are horizontal and centred on the bar.
        let caps = high.filter { $0.0.y == $0.1.y }
        let barXs = [F.pixel(surface, x: 2, y: 0).x, F.pixel(surface, x: 5, y: 0).x]
        #expect(caps.count == 2)
        for cap in caps {
            #expect(barXs.contains { abs(($0 - cap.0.x) - (cap.1.x - $0)) < 1e-9 && cap.1.x > cap.0.x })
        }
        // A tap on a bar hits its point.
        #expect(errorBars1.hitTest(at: F.pixel(surface, x: 5, y: 4), radius: 2).dataSeriesIndex == 1)
    }

    @Test("relative errors are fractions of the value; modes show one side; auto-range fits the ends")
    func relativeAndModes() {
        let surface = F.surface()
        let data = SCIHlDataSeries(xType: .double, yType: .double)
        data.append(x: [2, 5], y: [4, 8], high: [0.5, 0.25], low: [0.25, 0.5])
        let bars = SCIFastErrorBarsRenderableSeries()
        bars.dataSeries = data
        bars.strokeStyle = SCISolidPenStyle(color: 0xFF00_FF00, thickness: 1)
        bars.errorType = .relative
        bars.dataPointWidth = 0
        surface.renderableSeries.add(bars)
        let stems = Self.segments(surface, color: 0xFF00_FF00).map { [$0.0.y, $0.1.y] }.flatMap { $0 }
        for value in [6.0, 3, 10, 4] {
            #expect(
                stems.contains { abs($0 - F.pixel(surface, x: 0, y: value).y) < 1e-9 }, "an end at \(value)")
        }
        bars.errorMode = .high
        #expect(Self.segments(surface, color: 0xFF00_FF00).count == 2)
        surface.yAxes[0].autoRange = .always
        surface.yAxes[0].growBy = nil
        surface.layoutIfNeeded()
        #expect(surface.yAxes[0].visibleRange.min <= 4 && surface.yAxes[0].visibleRange.max >= 10)
    }

    @Test("fixed errors on x-y data, horizontal; negative and NaN errors draw nothing on their side")
    func fixedHorizontalAndBadInput() {
        let surface = F.surface()
        let dataSeries0 = SCIXyDataSeries(xType: .double, yType: .double)
        dataSeries0.append(x: [3, 6], y: [5, 7])
        let errorBars0 = SCIFastFixedErrorBarsRenderableSeries()
        errorBars0.dataSeries = dataSeries0
        errorBars0.strokeStyle = SCISolidPenStyle(colorCode: 0xFFC6_E6FF, thickness: 1.0)
        errorBars0.errorDirection = .horizontal
        errorBars0.errorLow = 1
        errorBars0.errorHigh = 2
        errorBars0.errorType = .absolute
        errorBars0.dataPointWidth = 0
        surface.renderableSeries.add(errorBars0)
        let segments = Self.segments(surface, color: 0xFFC6_E6FF)
        #expect(segments.count == 4 && segments.allSatisfy { $0.0.y == $0.1.y })
        #expect(segments.contains { abs($0.1.x - F.pixel(surface, x: 8, y: 7).x) < 1e-9 })
        #expect(segments.contains { abs($0.1.x - F.pixel(surface, x: 2, y: 5).x) < 1e-9 })
        errorBars0.errorLow = -1
        errorBars0.errorHigh = .nan
        #expect(Self.segments(surface, color: 0xFFC6_E6FF).isEmpty)
    }
}
