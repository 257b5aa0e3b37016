import Foundation

/// A triangle pointing up.
public final class SCITrianglePointMarker: SCIPointMarkerBase {
    public override func addShape(to path: inout SCIPath, at center: CGPoint) {
        let rect = box(at: center)
        guard rect.width > 0, rect.height > 0 else { return }
        path.addPolygon([
            CGPoint(x: rect.midX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY),
            CGPoint(x: rect.minX, y: rect.maxY),
        ])
    }
}
