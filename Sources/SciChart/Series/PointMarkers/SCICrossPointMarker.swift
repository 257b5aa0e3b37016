import Foundation

/// A cross ("+"): drawn by its stroke only.
public final class SCICrossPointMarker: SCIPointMarkerBase {
    public override func addShape(to path: inout SCIPath, at center: CGPoint) {
        let rect = box(at: center)
        guard rect.width > 0 || rect.height > 0 else { return }
        path.move(to: CGPoint(x: rect.minX, y: rect.midY))
        path.line(to: CGPoint(x: rect.maxX, y: rect.midY))
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.line(to: CGPoint(x: rect.midX, y: rect.maxY))
    }
}
