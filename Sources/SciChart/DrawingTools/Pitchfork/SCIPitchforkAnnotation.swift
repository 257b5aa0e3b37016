import Foundation

/// Andrews' pitchfork: from a handle (the pivot) the median runs through the middle of the
/// upper and lower points, the tines run parallel to it from those points, and the zones
/// between are filled: ``halfWidthZoneFill`` between the median and the half-lines halfway
/// to each tine, ``fullWidthZoneFill`` from the half-lines to the tines. The median and the
/// tines reach the series area's edge.
public final class SCIPitchforkAnnotation: SCIMultiPointAnnotationBase {
    /// The median's pen (default red `0xFFF23645`, 1.5 points).
    public var mainStroke: SCIPenStyle = SCIPitchforkAnnotation.defaultMainStroke {
        didSet { if oldValue !== mainStroke { invalidate() } }
    }
    /// The tines' pen, and the line between upper and lower (default blue `0xFF2962FF`, 1
    /// point).
    public var tineStroke: SCIPenStyle = SCIPitchforkAnnotation.defaultTineStroke {
        didSet { if oldValue !== tineStroke { invalidate() } }
    }
    /// The fill between the median and the half-lines (default translucent blue).
    public var halfWidthZoneFill: SCIBrushStyle = SCIPitchforkAnnotation.defaultHalfWidthZoneFill {
        didSet { if oldValue !== halfWidthZoneFill { invalidate() } }
    }
    /// The fill between the half-lines and the tines (default translucent teal).
    public var fullWidthZoneFill: SCIBrushStyle = SCIPitchforkAnnotation.defaultFullWidthZoneFill {
        didSet { if oldValue !== fullWidthZoneFill { invalidate() } }
    }

    /// Red `0xFFF23645`, 1.5 points.
    public static let defaultMainStroke = SCISolidPenStyle(color: 0xFFF2_3645, thickness: 1.5)
    /// Blue `0xFF2962FF`, 1 point.
    public static let defaultTineStroke = SCISolidPenStyle(color: 0xFF29_62FF, thickness: 1)
    /// Blue `0x2E2962FF`.
    public static let defaultHalfWidthZoneFill = SCISolidBrushStyle(color: 0x2E29_62FF)
    /// Teal `0x1F089981`.
    public static let defaultFullWidthZoneFill = SCISolidBrushStyle(color: 0x1F08_9981)

    /// Creates an empty pitchfork; a creation modifier places handle, upper and lower.
    public init() {
        super.init(pointCount: 3, creationType: .pitchFork)
    }

    /// A segment gesture places the handle and the upper point, a point gesture the lower.
    public override var placementSteps: [SCIPlacementStep] { [.segment, .point] }

    func geometry(_ pixels: [CGPoint], area: CGRect) -> PitchforkGeometry? {
        guard pixels.count == 3 else { return nil }
        return PitchforkGeometry(handle: pixels[0], upper: pixels[1], lower: pixels[2], area: area)
    }

    public override func drawShape(
        pixels: [CGPoint], mapping: SCIAnnotationMapping, into list: inout SCIDisplayList
    ) {
        let main = SCIStroke(styled(mainStroke))
        let tine = SCIStroke(styled(tineStroke))
        guard let fork = geometry(pixels, area: mapping.seriesArea) else {
            // Handle and upper point so far: the line between them.
            var path = SCIPath()
            path.addPolyline(pixels)
            list.stroke(path, tine)
            return
        }
        let middle = fork.midpoint(fork.upper, fork.lower)
        let upperHalf = fork.midpoint(fork.upper, middle)
        let lowerHalf = fork.midpoint(fork.lower, middle)
        for (from, to, brush) in [
            (upperHalf, lowerHalf, halfWidthZoneFill), (fork.upper, upperHalf, fullWidthZoneFill),
            (lowerHalf, fork.lower, fullWidthZoneFill),
        ] {
            guard let corners = fork.zone(from: from, to: to) else { continue }
            var zone = SCIPath()
            zone.addPolygon(corners)
            list.fill(zone, SCIFill(brush))
        }
        var tines = SCIPath()
        tines.move(to: fork.upper)
        tines.line(to: fork.lower)
        for ray in [fork.upperTine, fork.lowerTine].compactMap({ $0 }) {
            tines.move(to: ray.0)
            tines.line(to: ray.1)
        }
        list.stroke(tines, tine)
        var median = SCIPath()
        median.move(to: fork.handle)
        median.line(to: middle)
        if let ray = fork.median {
            median.move(to: ray.0)
            median.line(to: ray.1)
        }
        list.stroke(median, main)
    }

    /// The median, the tines and the line between upper and lower, within a few points, and
    /// the zones between the tines take a press.
    public override func bodyContains(
        _ location: CGPoint, pixels: [CGPoint], mapping: SCIAnnotationMapping
    ) -> Bool {
        guard let fork = geometry(pixels, area: mapping.seriesArea) else {
            return super.bodyContains(location, pixels: pixels, mapping: mapping)
        }
        let reach = Self.bodyHitDistance
        let segments = [fork.median, fork.upperTine, fork.lowerTine, (fork.upper, fork.lower)].compactMap {
            $0
        }
        if segments.contains(where: { HitGeometry.distance(from: location, toSegment: $0.0, $0.1) <= reach })
        {
            return true
        }
        guard let zone = fork.zone(from: fork.upper, to: fork.lower) else { return false }
        return HitGeometry.convexPolygon(zone, contains: location)
    }

    /// The two pens and two fills, with the base's settings.
    public override func encodeSettings(into settings: inout SCIAnnotationSettings) {
        super.encodeSettings(into: &settings)
        settings.setPen(mainStroke, forKey: "mainStroke")
        settings.setPen(tineStroke, forKey: "tineStroke")
        settings.setBrush(halfWidthZoneFill, forKey: "halfWidthZoneFill")
        settings.setBrush(fullWidthZoneFill, forKey: "fullWidthZoneFill")
    }

    public override func decodeSettings(from settings: SCIAnnotationSettings) throws {
        try super.decodeSettings(from: settings)
        if let pen = try settings.pen(forKey: "mainStroke") { mainStroke = pen }
        if let pen = try settings.pen(forKey: "tineStroke") { tineStroke = pen }
        if let brush = try settings.brush(forKey: "halfWidthZoneFill") { halfWidthZoneFill = brush }
        if let brush = try settings.brush(forKey: "fullWidthZoneFill") { fullWidthZoneFill = brush }
    }
}
