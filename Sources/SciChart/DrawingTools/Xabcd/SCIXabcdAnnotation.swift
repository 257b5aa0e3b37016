import Foundation

/// A five-point harmonic pattern, X → A → B → C → D: the legs through the points, the
/// triangles XAB and BCD filled, dashed lines X–B, A–C, B–D and X–D labelled with the
/// ratios of the moves they span (AB/XA, BC/AB, CD/BC, AD/XA), each point labelled outside
/// its turn, and the name of the harmonic pattern the points form (``harmonicPattern``).
///
/// While a creation modifier places it, the part placed so far shows; while D is placed,
/// the levels where D would complete each pattern that X, A, B and C already fit show as
/// potential reversal zones. Index mapping of ``SCITradingAnnotationBase/getBaseDataValues()``
/// and ``SCITradingAnnotationBase/getBasePoints()``: 0 = X, 1 = A, 2 = B, 3 = C, 4 = D.
public final class SCIXabcdAnnotation: SCITradingAnnotationBase {
    /// The legs' and outlines' pen (default blue, 2 points).
    public var annotationStroke: SCIPenStyle = SCIXabcdAnnotation.defaultStroke {
        didSet { if oldValue !== annotationStroke { invalidate() } }
    }
    /// The triangles' fill (default translucent blue).
    public var annotationFill: SCIBrushStyle = SCIXabcdAnnotation.defaultFill {
        didSet { if oldValue !== annotationFill { invalidate() } }
    }
    /// The font of the point and pattern labels (default 11-point white, bold); ratio labels
    /// use it one point smaller and not bold.
    public var labelStyle: SCIFontStyle = SCIXabcdAnnotation.defaultLabelStyle {
        didSet { if oldValue !== labelStyle { invalidate() } }
    }
    /// Whether the potential reversal zones show while D is being placed (default `true`).
    public var showsPotentialReversalZones = true {
        didSet { if oldValue != showsPotentialReversalZones { invalidate() } }
    }

    /// The lines' pen when no style is set: blue `0xFF2962FF`, 2 points.
    public static let defaultStroke = SCISolidPenStyle(color: 0xFF29_62FF, thickness: 2)
    /// The triangles' fill when no style is set: blue `0x332962FF`.
    public static let defaultFill = SCISolidBrushStyle(color: 0x3329_62FF)
    /// The point and ratio labels' font when no style is set: 11 points, bold, white.
    public static let defaultLabelStyle = SCIFontStyle(fontSize: 11, textColor: .white, isBold: true)

    /// The names of the points, in order.
    public static let pointNames = ["X", "A", "B", "C", "D"]

    /// Creates an empty pattern; a creation modifier places its points.
    public init() {
        super.init(pointCount: 5, creationType: .xAbcd)
    }

    /// The ratios of the price moves between the points placed so far (those involving a
    /// point not yet placed are `nil`); `nil` before C is placed.
    public var ratios: SCIHarmonicRatios? {
        guard dataPoints.count >= 4 else { return nil }
        let y = dataPoints.map(\.y)
        return SCIHarmonicRatios(x: y[0], a: y[1], b: y[2], c: y[3], d: y.count > 4 ? y[4] : nil)
    }

    /// The harmonic pattern the five points form (recomputed whenever a point moves), or
    /// `nil` when they form none or are not all placed.
    public var harmonicPattern: SCIHarmonicPattern? {
        guard dataPoints.count == 5 else { return nil }
        let y = dataPoints.map(\.y)
        return SCIHarmonicPattern.recognize(x: y[0], a: y[1], b: y[2], c: y[3], d: y[4])
    }

    /// The zones where D would complete a pattern that X, A, B and C fit; empty before C is
    /// placed.
    public var potentialReversalZones: [SCIPotentialReversalZone] {
        guard dataPoints.count >= 4 else { return [] }
        let y = dataPoints.map(\.y)
        return SCIPotentialReversalZone.zones(x: y[0], a: y[1], b: y[2], c: y[3])
    }

    public override func drawShape(
        pixels: [CGPoint], mapping: SCIAnnotationMapping, into list: inout SCIDisplayList
    ) {
        drawPattern(pixels: pixels, mapping: mapping, into: &list)
    }

    /// The legs (within a few points) and the inside of the triangles take a press.
    public override func bodyContains(
        _ location: CGPoint, pixels: [CGPoint], mapping: SCIAnnotationMapping
    ) -> Bool {
        patternContains(location, pixels: pixels)
    }

    /// The stroke, fill and label font, snapping and the reversal zones.
    public override func encodeSettings(into settings: inout SCIAnnotationSettings) {
        encodePattern(into: &settings)
    }

    public override func decodeSettings(from settings: SCIAnnotationSettings) throws {
        try decodePattern(from: settings)
    }
}
