import Foundation

/// A measure of the price and time between two points (Start and End): a box coloured by
/// direction, arrows along the change, and a label of the price change, percent change,
/// bars and time between them.
///
/// Direction is resolved by data y: End above Start is growing (``growingStroke``,
/// ``growingFill``), below is declining; equal counts as growing.
public final class SCIMeasureAnnotation: SCIMultiPointAnnotationBase {
    /// The colours shown: the growing ones while the measure grows, else the declining ones.
    override var mainStyleKeys: (pen: String?, brush: String?) {
        isGrowing ? ("growingStroke", "growingFill") : ("decliningStroke", "decliningFill")
    }

    /// Outline of a growing measure (End above Start); default blue, 1 point.
    public var growingStroke: SCIPenStyle = SCIMeasureAnnotation.defaultGrowingStroke {
        didSet { if oldValue !== growingStroke { invalidate() } }
    }
    /// Fill of a growing measure; default translucent blue.
    public var growingFill: SCIBrushStyle = SCIMeasureAnnotation.defaultGrowingFill {
        didSet { if oldValue !== growingFill { invalidate() } }
    }
    /// Outline of a declining measure (End below Start); default red, 1 point.
    public var decliningStroke: SCIPenStyle = SCIMeasureAnnotation.defaultDecliningStroke {
        didSet { if oldValue !== decliningStroke { invalidate() } }
    }
    /// Fill of a declining measure; default translucent red.
    public var decliningFill: SCIBrushStyle = SCIMeasureAnnotation.defaultDecliningFill {
        didSet { if oldValue !== decliningFill { invalidate() } }
    }
    /// The label's font and text colour (default 12-point white).
    public var labelStyle: SCIFontStyle = SCIMeasureAnnotation.defaultLabelStyle {
        didSet { if oldValue !== labelStyle { invalidate() } }
    }
    /// The factor applied to the price change shown in the label (pips, points); default 1.
    /// A non-finite factor drops the change from the label; it is not saved (JSON has no
    /// NaN), so it loads back as 1.
    public var yValueScaleFactor = 1.0 {
        didSet {
            if !(oldValue == yValueScaleFactor || oldValue.isNaN && yValueScaleFactor.isNaN) { invalidate() }
        }
    }
    /// The outline of a rising measure when no style is set: blue `0xFF2962FF`, 1 point.
    public static let defaultGrowingStroke = SCISolidPenStyle(color: 0xFF29_62FF, thickness: 1)
    /// The box of a rising measure when no style is set: blue `0x332962FF`.
    public static let defaultGrowingFill = SCISolidBrushStyle(color: 0x3329_62FF)
    /// The outline of a falling measure when no style is set: red `0xFFF23645`, 1 point.
    public static let defaultDecliningStroke = SCISolidPenStyle(color: 0xFFF2_3645, thickness: 1)
    /// The box of a falling measure when no style is set: red `0x33F23645`.
    public static let defaultDecliningFill = SCISolidBrushStyle(color: 0x33F2_3645)
    /// The label's font when no style is set: 12 points, white.
    public static let defaultLabelStyle = SCIFontStyle(fontSize: 12, textColor: .white)

    /// Where the last frame drew the label, and the box, text and series area it drew it for:
    /// a press on the label as seen takes the measure, wherever it moved to keep clear of
    /// other labels.
    var shownLabel: (box: CGRect, lines: [String], area: CGRect, label: CGRect)?

    /// Creates an empty measure; a creation modifier places its points.
    public init() {
        super.init(pointCount: 2, creationType: .measure)
    }

    public override func drawShape(
        pixels: [CGPoint], mapping: SCIAnnotationMapping, into list: inout SCIDisplayList
    ) {
        drawMeasure(pixels: pixels, mapping: mapping, into: &list)
    }

    /// The box (grown by a few points) and the label take a press.
    public override func bodyContains(
        _ location: CGPoint, pixels: [CGPoint], mapping: SCIAnnotationMapping
    ) -> Bool {
        measureBodyContains(location, pixels: pixels, mapping: mapping)
    }

    /// The four styles (and ``SCIMultiPointAnnotationBase/stroke`` when set), the label font,
    /// the scale factor and snapping.
    public override func encodeSettings(into settings: inout SCIAnnotationSettings) {
        super.encodeSettings(into: &settings)
        encodeMeasure(into: &settings)
    }

    public override func decodeSettings(from settings: SCIAnnotationSettings) throws {
        try super.decodeSettings(from: settings)
        try decodeMeasure(from: settings)
    }

    /// Whether End is at or above Start (by data y); `true` until End is placed.
    public var isGrowing: Bool {
        guard dataPoints.count == 2 else { return true }
        return !(dataPoints[1].y < dataPoints[0].y)
    }

    /// The pen and brush for the current direction (the pen with the thickness and dashes of
    /// ``SCIMultiPointAnnotationBase/stroke`` when one is set).
    var directionStyle: (stroke: SCIPenStyle, fill: SCIBrushStyle) {
        isGrowing ? (styled(growingStroke), growingFill) : (styled(decliningStroke), decliningFill)
    }

    /// The two label lines: price change and percent, then bars and time (or x change).
    public var labelLines: [String] {
        labelLines(mapping: mapping)
    }

    func labelLines(mapping: SCIAnnotationMapping?) -> [String] {
        guard dataPoints.count == 2 else { return [] }
        let (start, end) = (dataPoints[0], dataPoints[1])
        let price = MeasureText.priceLine(start: start.y, end: end.y, scale: yValueScaleFactor)
        let range = MeasureText.rangeLine(
            bars: mapping.flatMap { barCount(mapping: $0) }, startX: start.x, endX: end.x,
            xIsDate: mapping?.xIsDate ?? (getBaseDataValues().first?.date != nil))
        return range.isEmpty ? [price] : [price, range]
    }

    /// The signed number of bars between the points (see ``BarCounting``).
    func barCount(mapping: SCIAnnotationMapping) -> Int? {
        guard dataPoints.count == 2 else { return nil }
        return BarCounting.bars(from: dataPoints[0].x, to: dataPoints[1].x, mapping: mapping)
    }
}
