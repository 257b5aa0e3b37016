import Foundation
import Testing

@testable import SciChart

/// A chart for the classic annotations: 60 daily candles on a date axis, with no tool.
enum ClassicFixture {
    static func surface(xAxis: SCIAxisBase = SCIDateAxis()) -> SCIChartSurface {
        let (surface, measure) = MeasureFixture.surface(xAxis: xAxis)
        surface.chartModifiers.remove(measure)
        return surface
    }

    /// The surface point of data (`day`, `y`) on the default axes.
    static func point(_ surface: SCIChartSurface, day: Double, y: Double) -> CGPoint {
        surface.annotationMapping(xAxisId: SCIAxisBase.defaultAxisId, yAxisId: SCIAxisBase.defaultAxisId)!
            .point(SCIDataPoint(x: day * 86_400, y: y))
    }

    /// The paths stroked and filled in the overlay group `name`.
    static func paths(
        in surface: SCIChartSurface, group name: String,
        layer: KeyPath<SCIRenderFrame, SCIDisplayList> = \.overlayLayer
    )
        -> (strokes: [SCIPath], fills: [SCIPath], texts: [SCITextRun])
    {
        guard let group = surface.renderFrame()[keyPath: layer].group(named: name) else {
            return ([], [], [])
        }
        var strokes: [SCIPath] = []
        var fills: [SCIPath] = []
        for command in group.commands {
            switch command {
            case .stroke(let path, _): strokes.append(path)
            case .fill(let path, _): fills.append(path)
            default: break
            }
        }
        return (strokes, fills, group.textRuns)
    }

    /// A press, drag and release from `start` to `end`.
    static func drag(_ surface: SCIChartSurface, from start: CGPoint, to end: CGPoint, time: Double = 0) {
        surface.handlePointer(SCIPointerEvent(phase: .began, location: start, timestamp: time))
        let middle = CGPoint(x: (start.x + end.x) / 2, y: (start.y + end.y) / 2)
        surface.handlePointer(SCIPointerEvent(phase: .moved, location: middle, timestamp: time + 0.05))
        surface.handlePointer(SCIPointerEvent(phase: .moved, location: end, timestamp: time + 0.1))
        surface.handlePointer(SCIPointerEvent(phase: .ended, location: end, timestamp: time + 0.1))
    }
}

extension CGPoint {
    func isClose(to other: CGPoint, within tolerance: Double = 1e-6) -> Bool {
        abs(Double(x - other.x)) <= tolerance && abs(Double(y - other.y)) <= tolerance
    }
}
