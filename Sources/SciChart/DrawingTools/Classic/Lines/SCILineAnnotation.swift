import Foundation

/// A line from (x1, y1) to (x2, y2): a trend line a trader draws, or a segment placed by
/// code.
///
/// ```swift
/// let line = SCILineAnnotation()
/// line.set(x1: start)
/// line.set(y1: 182.5)
/// line.set(x2: end)
/// line.set(y2: 195)
/// surface.annotations.add(line)
/// ```
public final class SCILineAnnotation: SCILineAnnotationBase {
    /// A line with no coordinates set.
    public init() {
        super.init(pointCount: 2, creationType: .line)
    }

    /// One gesture: the press places (x1, y1), the drag (x2, y2).
    public override var placementSteps: [SCIPlacementStep] { [.segment] }

    public override func drawShape(
        pixels: [CGPoint], mapping: SCIAnnotationMapping, into list: inout SCIDisplayList
    ) {
        guard let stroke = SCIStroke(stroke) else { return }
        guard pixels.count == 2 else {
            Self.drawDot(at: pixels[0], color: stroke.color, into: &list)
            return
        }
        var path = SCIPath()
        path.move(to: pixels[0])
        path.line(to: pixels[1])
        list.stroke(path, stroke)
    }
}
