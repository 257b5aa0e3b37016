import Foundation

/// An arrow from (x1, y1) to (x2, y2): a line whose head, a filled triangle, points at
/// (x2, y2).
public final class SCILineArrowAnnotation: SCILineAnnotationBase {
    /// The head's length along the line, in points (default 12). A negative or non-finite
    /// value is refused.
    public var headLength: Double = 12 {
        didSet {
            if !Self.isSize(headLength) {
                headLength = oldValue
            } else if headLength != oldValue {
                invalidate()
            }
        }
    }
    /// The head's width across the line, in points (default 10). A negative or non-finite
    /// value is refused.
    public var headWidth: Double = 10 {
        didSet {
            if !Self.isSize(headWidth) { headWidth = oldValue } else if headWidth != oldValue { invalidate() }
        }
    }

    /// An arrow with no coordinates set.
    public init() {
        super.init(pointCount: 2, creationType: .lineArrow)
    }

    /// One gesture: the press places the tail, the drag the head.
    public override var placementSteps: [SCIPlacementStep] { [.segment] }

    private static func isSize(_ value: Double) -> Bool { value.isFinite && value >= 0 }

    /// The head's three corners for a line from `tail` to `tip`: the tip and the two back
    /// corners; `nil` for a line of no length.
    func head(from tail: CGPoint, to tip: CGPoint) -> [CGPoint]? {
        let dx = Double(tip.x - tail.x)
        let dy = Double(tip.y - tail.y)
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0, length.isFinite else { return nil }
        let (ux, uy) = (dx / length, dy / length)
        let along = min(headLength, length)
        let base = CGPoint(x: Double(tip.x) - ux * along, y: Double(tip.y) - uy * along)
        let half = headWidth / 2
        return [
            tip, CGPoint(x: Double(base.x) - uy * half, y: Double(base.y) + ux * half),
            CGPoint(x: Double(base.x) + uy * half, y: Double(base.y) - ux * half),
        ]
    }

    public override func drawShape(
        pixels: [CGPoint], mapping: SCIAnnotationMapping, into list: inout SCIDisplayList
    ) {
        guard let stroke = SCIStroke(stroke) else { return }
        guard pixels.count == 2, let head = head(from: pixels[0], to: pixels[1]) else {
            Self.drawDot(at: pixels[0], color: stroke.color, into: &list)
            return
        }
        // The shaft stops at the head's base, so a thick line does not blunt the tip.
        let base = CGPoint(x: (head[1].x + head[2].x) / 2, y: (head[1].y + head[2].y) / 2)
        var shaft = SCIPath()
        shaft.move(to: pixels[0])
        shaft.line(to: base)
        list.stroke(shaft, stroke)
        var triangle = SCIPath()
        triangle.move(to: head[0])
        triangle.line(to: head[1])
        triangle.line(to: head[2])
        triangle.close()
        list.fill(triangle, SCIFill(color: stroke.color))
    }

    /// The line and its head take a press.
    public override func bodyContains(
        _ location: CGPoint, pixels: [CGPoint], mapping: SCIAnnotationMapping
    ) -> Bool {
        if super.bodyContains(location, pixels: pixels, mapping: mapping) { return true }
        guard pixels.count == 2, let head = head(from: pixels[0], to: pixels[1]) else { return false }
        return HitGeometry.convexPolygon(head, contains: location)
    }

    /// The head's size, with the line's settings.
    public override func encodeSettings(into settings: inout SCIAnnotationSettings) {
        super.encodeSettings(into: &settings)
        settings.setNumber(headLength, forKey: "headLength")
        settings.setNumber(headWidth, forKey: "headWidth")
    }

    public override func decodeSettings(from settings: SCIAnnotationSettings) throws {
        try super.decodeSettings(from: settings)
        let sizes = 0...Double(Float.greatestFiniteMagnitude)
        if let length = try settings.number(forKey: "headLength", in: sizes) { headLength = length }
        if let width = try settings.number(forKey: "headWidth", in: sizes) { headWidth = width }
    }
}
