import Foundation

/// A trend line through two points: a segment, a ray forward or backward, or the infinite
/// line, clipped to the series area. It is anchored in data, so it is the same line at any
/// zoom.
///
/// ``extendStart`` continues it past the first point, ``extendEnd`` past the second: both
/// make the infinite line, the end alone a forward ray, the start alone a backward ray, and
/// neither the segment between the points.
public final class SCIExtendedLineAnnotation: SCIMultiPointAnnotationBase {
    /// Whether the line continues past the first point to the area's edge (default `true`:
    /// an extended line runs from edge to edge, as TradingView's does).
    public var extendStart = true { didSet { if oldValue != extendStart { invalidate() } } }
    /// Whether the line continues past the second point to the area's edge (default `true`).
    public var extendEnd = true { didSet { if oldValue != extendEnd { invalidate() } } }

    /// The line's pen when ``SCIMultiPointAnnotationBase/stroke`` is not set: blue
    /// `0xFF2962FF`, 2 points.
    public static let defaultStroke = SCISolidPenStyle(color: 0xFF29_62FF, thickness: 2)

    /// Creates an empty line; a creation modifier places its two points with one segment
    /// gesture.
    public init() {
        super.init(pointCount: 2, creationType: .extendedLine)
    }

    /// One gesture: the press places the first point, the drag the second.
    public override var placementSteps: [SCIPlacementStep] { [.segment] }

    /// The first point's x: a `Date` on date axes, a `Double` otherwise; `nil` until placed.
    public var x1: (any ISCIComparable)? { baseX(0) }
    /// The first point's y; NaN until placed.
    public var y1: Double { dataPoints.first?.y ?? .nan }
    /// The second point's x, as ``x1``.
    public var x2: (any ISCIComparable)? { baseX(1) }
    /// The second point's y; NaN until placed.
    public var y2: Double { dataPoints.count > 1 ? dataPoints[1].y : .nan }

    private func baseX(_ index: Int) -> (any ISCIComparable)? {
        let values = getBaseDataValues()
        guard values.indices.contains(index) else { return nil }
        return values[index].date ?? values[index].xValue
    }

    /// The pen drawn with: ``SCIMultiPointAnnotationBase/stroke``, else ``defaultStroke``.
    var pen: SCIPenStyle { stroke ?? Self.defaultStroke }

    /// The drawn part of the line, in surface coordinates: the points' segment extended as
    /// ``extendStart`` and ``extendEnd`` say, cut to `area`.
    func drawnSegment(_ pixels: [CGPoint], area: CGRect) -> (CGPoint, CGPoint)? {
        guard pixels.count == 2 else { return nil }
        let direction = CGPoint(x: pixels[1].x - pixels[0].x, y: pixels[1].y - pixels[0].y)
        let range = (extendStart ? -Double.infinity : 0)...(extendEnd ? Double.infinity : 1)
        return LineClipping.clip(from: pixels[0], direction: direction, range: range, to: area)
    }

    public override func drawShape(
        pixels: [CGPoint], mapping: SCIAnnotationMapping, into list: inout SCIDisplayList
    ) {
        guard let stroke = SCIStroke(pen) else { return }
        guard let (start, end) = drawnSegment(pixels, area: mapping.seriesArea) else {
            // One point, or two on top of each other: a dot.
            Self.drawDot(at: pixels[0], color: stroke.color, into: &list)
            return
        }
        var path = SCIPath()
        path.move(to: start)
        path.line(to: end)
        list.stroke(path, stroke)
    }

    /// The drawn line, within a few points, takes a press.
    public override func bodyContains(
        _ location: CGPoint, pixels: [CGPoint], mapping: SCIAnnotationMapping
    ) -> Bool {
        guard let (start, end) = drawnSegment(pixels, area: mapping.seriesArea) else {
            return pixels.first.map { location.distance(to: $0) <= Self.bodyHitDistance } ?? false
        }
        return HitGeometry.distance(from: location, toSegment: start, end) <= Self.bodyHitDistance
    }

    override var defaultStrokeForStyling: SCIPenStyle? { Self.defaultStroke }

    /// The extensions, with the base's settings.
    public override func encodeSettings(into settings: inout SCIAnnotationSettings) {
        super.encodeSettings(into: &settings)
        settings.setFlag(extendStart, forKey: "extendStart")
        settings.setFlag(extendEnd, forKey: "extendEnd")
    }

    public override func decodeSettings(from settings: SCIAnnotationSettings) throws {
        try super.decodeSettings(from: settings)
        extendStart = settings.flag(forKey: "extendStart") ?? true
        extendEnd = settings.flag(forKey: "extendEnd") ?? true
    }
}
