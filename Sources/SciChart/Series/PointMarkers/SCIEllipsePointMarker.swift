import Foundation

/// A circle or ellipse.
public final class SCIEllipsePointMarker: SCIPointMarkerBase {
    public override func addShape(to path: inout SCIPath, at center: CGPoint) {
        let rect = box(at: center)
        guard rect.width > 0, rect.height > 0 else { return }
        path.addEllipse(in: rect)
    }
}
