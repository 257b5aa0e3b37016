import Foundation

/// A head and shoulders: seven points (start, left shoulder, left trough, head, right trough,
/// right shoulder, end) joined by lines, the shoulders' and the head's triangles filled, the
/// parts labelled, the neckline through the two troughs extended to the series area's right
/// edge, and the measured-move target (the head's height over the neckline, projected from
/// where the price crosses the neckline after the right shoulder) as a dashed level with its
/// price. An inverse pattern (head below) projects upward.
public final class SCIHeadAndShouldersAnnotation: SCIMultiPointAnnotationBase {
    /// The pattern's lines and fill are its look; the neckline keeps its own colour.
    override var mainStyleKeys: (pen: String?, brush: String?) { ("patternStroke", "fill") }

    /// The lines' pen (default purple `0xFF9C27B0`, 2 points).
    public var patternStroke: SCIPenStyle = SCIHeadAndShouldersAnnotation.defaultPatternStroke {
        didSet { if oldValue !== patternStroke { invalidate() } }
    }
    /// The triangles' fill (default translucent purple).
    public var fill: SCIBrushStyle = SCIHeadAndShouldersAnnotation.defaultFill {
        didSet { if oldValue !== fill { invalidate() } }
    }
    /// The neckline's and the target's pen (default orange `0xFFFF9800`, 1.5 points).
    public var necklineStroke: SCIPenStyle = SCIHeadAndShouldersAnnotation.defaultNecklineStroke {
        didSet { if oldValue !== necklineStroke { invalidate() } }
    }
    /// The labels' font (default 11 points, bold, purple `0xFF9C27B0`).
    public var textStyle: SCIFontStyle = SCIHeadAndShouldersAnnotation.defaultTextStyle {
        didSet { if oldValue !== textStyle { invalidate() } }
    }

    /// Purple `0xFF9C27B0`, 2 points.
    public static let defaultPatternStroke = SCISolidPenStyle(color: 0xFF9C_27B0, thickness: 2)
    /// Purple `0x339C27B0`.
    public static let defaultFill = SCISolidBrushStyle(color: 0x339C_27B0)
    /// Orange `0xFFFF9800`, 1.5 points.
    public static let defaultNecklineStroke = SCISolidPenStyle(color: 0xFFFF_9800, thickness: 1.5)
    /// 11 points, bold, purple `0xFF9C27B0`.
    public static let defaultTextStyle = SCIFontStyle(fontSize: 11, textColor: 0xFF9C_27B0, isBold: true)

    /// Creates an empty pattern; a creation modifier places its seven points.
    public init() {
        super.init(pointCount: 7, creationType: .headAndShoulders)
    }

    /// The measured-move target's price; `nil` until all seven points are placed.
    public var targetPrice: Double? {
        guard dataPoints.count == 7 else { return nil }
        let target = HeadAndShouldersGeometry(points: dataPoints).target
        return target.isFinite ? target : nil
    }

    /// The price where the neckline is crossed after the right shoulder, and its x; `nil`
    /// until all seven points are placed.
    public var breakout: SCIDataPoint? {
        guard dataPoints.count == 7 else { return nil }
        return HeadAndShouldersGeometry(points: dataPoints).breakout
    }

    public override func drawShape(
        pixels: [CGPoint], mapping: SCIAnnotationMapping, into list: inout SCIDisplayList
    ) {
        drawPattern(pixels: pixels, mapping: mapping, into: &list)
    }

    /// The lines within a few points, and the triangles.
    public override func bodyContains(
        _ location: CGPoint, pixels: [CGPoint], mapping: SCIAnnotationMapping
    ) -> Bool {
        if super.bodyContains(location, pixels: pixels, mapping: mapping) { return true }
        return stride(from: 0, to: pixels.count - 2, by: 2).contains { start in
            HitGeometry.convexPolygon(Array(pixels[start...start + 2]), contains: location)
        }
    }

    /// The three styles and the font, with the base's settings.
    public override func encodeSettings(into settings: inout SCIAnnotationSettings) {
        super.encodeSettings(into: &settings)
        settings.setPen(patternStroke, forKey: "patternStroke")
        settings.setBrush(fill, forKey: "fill")
        settings.setPen(necklineStroke, forKey: "necklineStroke")
        settings.setFont(textStyle, forKey: "text")
    }

    public override func decodeSettings(from settings: SCIAnnotationSettings) throws {
        try super.decodeSettings(from: settings)
        if let pen = try settings.pen(forKey: "patternStroke") { patternStroke = pen }
        if let brush = try settings.brush(forKey: "fill") { fill = brush }
        if let pen = try settings.pen(forKey: "necklineStroke") { necklineStroke = pen }
        if let font = try settings.font(forKey: "text") { textStyle = font }
    }
}
