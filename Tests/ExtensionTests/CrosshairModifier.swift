import Foundation
import SciChart

/// Lines through the pointer while it hovers over the series area.
final class HoverCrosshair: SCIChartModifierBase {
    private(set) var location: CGPoint?

    override func onHover(_ args: SCIPointerArgs) -> Bool {
        location = args.isInSeriesArea ? args.location : nil
        invalidateOverlay()
        return false
    }

    override func onPointerExited(_ args: SCIPointerArgs) {
        location = nil
        invalidateOverlay()
    }

    override func cursor(at location: CGPoint) -> SCICursor? { .crosshair }

    override func drawOverlay(into list: inout SCIDisplayList, layout: SCIChartLayout) {
        guard let location else { return }
        let area = layout.seriesArea
        var path = SCIPath()
        path.move(to: CGPoint(x: location.x, y: area.minY))
        path.line(to: CGPoint(x: location.x, y: area.maxY))
        path.move(to: CGPoint(x: area.minX, y: location.y))
        path.line(to: CGPoint(x: area.maxX, y: location.y))
        list.beginGroup("crosshair")
        list.stroke(path, SCIStroke(color: 0xFFFF_00FF, width: 1))
        list.endGroup()
    }
}
