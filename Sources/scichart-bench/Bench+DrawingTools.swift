import Foundation
import SciChart
import SciChartCairo

extension Bench {
    /// One pointer move while placing a Fibonacci retracement's second point over a
    /// 1e6-point line (levels, fills and labels made again, the overlay redrawn), and one move
    /// of a freehand stroke that already has 10,000 points over the same chart.
    static func drawingToolDragFigures(million: SCIXyDataSeries) throws -> [Figure] {
        let area = numericSurface().seriesAreaFrame
        func location(_ fx: Double, _ fy: Double) -> CGPoint {
            CGPoint(x: area.minX + area.width * fx, y: area.minY + area.height * fy)
        }
        let fibonacciSurface = lineSurface(million)
        fibonacciSurface.chartModifiers.add(SCIFibonacciRetracementCreationModifier())
        fibonacciSurface.handlePointer(
            SCIPointerEvent(phase: .began, location: location(0.2, 0.8), timestamp: 0))
        fibonacciSurface.handlePointer(
            SCIPointerEvent(phase: .ended, location: location(0.2, 0.8), timestamp: 0))
        fibonacciSurface.handlePointer(
            SCIPointerEvent(phase: .began, location: location(0.6, 0.2), timestamp: 10))
        let fibonacci = try pointerMoves(fibonacciSurface) { move in
            location(0.6, 0.2 + Double(move % 100) / 400)
        }

        let freehandSurface = lineSurface(million)
        let pen = SCIFreehandDrawingModifier()
        pen.maxPoints = 20_000
        freehandSurface.chartModifiers.add(pen)
        // A hand-drawn scribble at the default sampling (points at least 2 apart): a spiral out
        // and back over the chart, fed until the stroke has 10,000 points.
        func strokeCount() -> Int {
            (freehandSurface.annotations.first as? SCIFreehandDrawingAnnotation)?.dataPoints.count ?? 0
        }
        let candidates = 40_000
        var step = 0
        while step < candidates, step == 0 || strokeCount() < 10_000 {
            let t = Double(step) / Double(candidates)
            let angle = t * 2 * .pi * 16
            let radius = 0.05 + 0.4 * (1 - abs(2 * t - 1))
            let point = location(0.5 + radius * cos(angle) * 0.9, 0.5 + radius * sin(angle))
            freehandSurface.handlePointer(
                SCIPointerEvent(phase: step == 0 ? .began : .moved, location: point, timestamp: 0))
            step += 1
        }
        let stroke =
            (freehandSurface.annotations.first as? SCIFreehandDrawingAnnotation)?.dataPoints.count ?? 0
        precondition(stroke == 10_000, "the stroke has \(stroke) points")
        let freehand = try pointerMoves(freehandSurface) { move in
            location(0.5 + Double(move % 100) / 300, 0.9 - Double(move % 7) / 100)
        }
        return [
            Figure(
                key: "fibonacci_drag_event_ms", value: fibonacci, unit: "ms",
                note:
                    "one move placing a Fibonacci's second point over 1e6 points, overlay redrawn (at most 4)"
            ),
            Figure(
                key: "freehand_drag_event_ms", value: freehand, unit: "ms",
                note:
                    "one move of a 10,000-point freehand stroke over 1e6 points, overlay redrawn (at most 4)"),
        ]
    }

    /// Milliseconds of one pointer move to `location(move)` and the frame after it, painted
    /// over the cached chart layer, median of 31.
    private static func pointerMoves(_ surface: SCIChartSurface, _ location: (Int) -> CGPoint) throws
        -> Double
    {
        let renderer = SCIRasterRenderer()
        var image = try renderer.render(surface.renderFrame())
        var move = 0
        let milliseconds = try median(runs: 31) {
            move += 1
            surface.handlePointer(SCIPointerEvent(phase: .moved, location: location(move), timestamp: 10))
            image = try renderer.render(surface.renderFrame())
        }
        sink &+= image.width
        return milliseconds
    }
}
