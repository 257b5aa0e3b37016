import Foundation

/// A rectangle between the corners (x1, y1) and (x2, y2), in either order: a session, a
/// range, a zone.
///
/// It has a grip on each of its four corners; a press inside it drags it whole.
public final class SCIBoxAnnotation: SCIClassicAnnotationBase {
    /// The border's pen (default blue `0xFF2962FF`, 1 point).
    public var borderPen: SCIPenStyle = SCISolidPenStyle(color: 0xFF29_62FF, thickness: 1) {
        didSet { if oldValue !== borderPen { invalidate() } }
    }
    /// The inside's brush (default blue at 20 % opacity, `0x332962FF`).
    public var fillBrush: SCIBrushStyle = SCISolidBrushStyle(color: 0x3329_62FF) {
        didSet { if oldValue !== fillBrush { invalidate() } }
    }

    /// A box with no coordinates set.
    public init() {
        super.init(pointCount: 2, creationType: .box)
    }

    /// One gesture: the press places one corner, the drag the opposite one.
    public override var placementSteps: [SCIPlacementStep] { [.segment] }

    /// The rectangle on the surface of the two corners' surface points.
    static func rect(_ pixels: [CGPoint]) -> CGRect {
        CGRect(
            x: min(pixels[0].x, pixels[1].x), y: min(pixels[0].y, pixels[1].y),
            width: abs(pixels[1].x - pixels[0].x), height: abs(pixels[1].y - pixels[0].y))
    }

    public override func drawShape(
        pixels: [CGPoint], mapping: SCIAnnotationMapping, into list: inout SCIDisplayList
    ) {
        guard pixels.count == 2 else {
            Self.drawDot(at: pixels[0], color: borderPen.color, into: &list)
            return
        }
        var box = SCIPath()
        box.addRect(Self.rect(pixels))
        list.draw(box, fill: SCIFill(color: fillBrush.color), stroke: SCIStroke(borderPen))
    }

    /// The inside, and the border within a few points, take a press.
    public override func bodyContains(
        _ location: CGPoint, pixels: [CGPoint], mapping: SCIAnnotationMapping
    ) -> Bool {
        guard pixels.count == 2 else { return false }
        let grown = Self.rect(pixels).insetBy(dx: -Self.bodyHitDistance, dy: -Self.bodyHitDistance)
        return grown.contains(location)
    }

    /// The four corners: (x1, y1), (x2, y2), then (x2, y1) and (x1, y2).
    public override func gripPoints(pixels: [CGPoint], mapping: SCIAnnotationMapping) -> [CGPoint] {
        guard dataPoints.count == 2 else { return pixels }
        let (first, second) = (dataPoints[0], dataPoints[1])
        return pixels + [
            mapping.point(SCIDataPoint(x: second.x, y: first.y)),
            mapping.point(SCIDataPoint(x: first.x, y: second.y)),
        ]
    }

    /// A corner moves the two coordinates it stands for: (x2, y1) moves x2 and y1, (x1, y2)
    /// moves x1 and y2.
    public override func points(
        movingGrip index: Int, to point: SCIDataPoint, from points: [SCIDataPoint],
        mapping: SCIAnnotationMapping
    ) -> [SCIDataPoint] {
        guard index >= 2, points.count == 2 else {
            return super.points(movingGrip: index, to: point, from: points, mapping: mapping)
        }
        var moved = points
        let (xIndex, yIndex) = index == 2 ? (1, 0) : (0, 1)
        moved[xIndex].x = point.x
        moved[yIndex].y = point.y
        return Self.keeping(moved, from: points, within: resizeDirections)
    }

    /// The border and the fill, with the base's settings.
    public override func encodeSettings(into settings: inout SCIAnnotationSettings) {
        super.encodeSettings(into: &settings)
        settings.setPen(borderPen, forKey: "borderPen")
        settings.setBrush(fillBrush, forKey: "fillBrush")
    }

    public override func decodeSettings(from settings: SCIAnnotationSettings) throws {
        try super.decodeSettings(from: settings)
        if let pen = try settings.pen(forKey: "borderPen") { borderPen = pen }
        if let brush = try settings.brush(forKey: "fillBrush") { fillBrush = brush }
    }
}
