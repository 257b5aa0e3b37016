import Foundation
import SciChart
import SciChartCairo

extension Bench {
    /// One pointer move while placing an XABCD's D over a 1e6-point line: the pattern
    /// recognised again, the reversal zones found, and the overlay redrawn over the cached
    /// chart layer.
    static func xabcdDragFigure(million: SCIXyDataSeries) throws -> Figure {
        let surface = lineSurface(million)
        let modifier = SCIXabcdCreationModifier()
        surface.chartModifiers.add(modifier)
        let area = surface.seriesAreaFrame
        // A Gartley's X, A, B and C as fractions of the area (x right, y down).
        let placed = [(0.1, 0.8), (0.3, 0.2), (0.45, 0.57), (0.55, 0.4)]
        for (index, (fx, fy)) in placed.enumerated() {
            let point = CGPoint(x: area.minX + area.width * fx, y: area.minY + area.height * fy)
            let time = Double(index)
            surface.handlePointer(SCIPointerEvent(phase: .began, location: point, timestamp: time))
            surface.handlePointer(SCIPointerEvent(phase: .ended, location: point, timestamp: time))
        }
        surface.handlePointer(
            SCIPointerEvent(
                phase: .began,
                location: CGPoint(x: area.minX + area.width * 0.7, y: area.minY + area.height * 0.7),
                timestamp: 10))
        let renderer = SCIRasterRenderer()
        var image = try renderer.render(surface.renderFrame())
        var move = 0
        let drag = try median(runs: 31) {
            move += 1
            let location = CGPoint(
                x: area.minX + area.width * 0.7 + Double(move % 200),
                y: area.minY + area.height * 0.6 + Double(move * 7 % 200))
            surface.handlePointer(SCIPointerEvent(phase: .moved, location: location, timestamp: 10))
            image = try renderer.render(surface.renderFrame())
        }
        sink &+= image.width
        return Figure(
            key: "xabcd_drag_event_ms", value: drag, unit: "ms",
            note: "one move while placing an XABCD's D over 1e6 points: recognition, zones, overlay")
    }
}
