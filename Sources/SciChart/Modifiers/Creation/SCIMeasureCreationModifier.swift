/// Creates ``SCIMeasureAnnotation``s: the user places Start, then End, each with a press,
/// drag and release; the growing or declining style pair follows the direction from Start
/// to End, live while End is dragged.
///
/// ```swift
/// let modifier = SCIMeasureCreationModifier()
/// modifier.growingStroke = SCISolidPenStyle(color: 0xFF2563EB, thickness: 2)
/// modifier.yValueScaleFactor = 100
/// modifier.snapToCandles = true
/// modifier.annotationCreationCompletionListener = { annotation, type in ... }
/// surface.chartModifiers.add(items: modifier)
/// ```
public final class SCIMeasureCreationModifier: SCIAnnotationCreationModifierBase {
    /// The outline when End is above Start.
    public var growingStroke: SCIPenStyle = SCIMeasureAnnotation.defaultGrowingStroke
    /// The fill when End is above Start.
    public var growingFill: SCIBrushStyle = SCIMeasureAnnotation.defaultGrowingFill
    /// The outline when End is below Start.
    public var decliningStroke: SCIPenStyle = SCIMeasureAnnotation.defaultDecliningStroke
    /// The fill when End is below Start.
    public var decliningFill: SCIBrushStyle = SCIMeasureAnnotation.defaultDecliningFill
    /// The label's font and colour (default 12-point white).
    public var labelStyle: SCIFontStyle = SCIMeasureAnnotation.defaultLabelStyle
    /// The factor applied to the price change in the label (default 1).
    public var yValueScaleFactor = 1.0
    /// Whether points snap to the nearest candle's centre in x (default `false`).
    public var snapToCandles = false

    public init() {
        super.init(pointCount: 2)
    }

    public override var creationType: SCIAnnotationCreationType { .measure }

    override func makeAnnotation() -> SCITradingAnnotationBase {
        let annotation = SCIMeasureAnnotation()
        annotation.growingStroke = growingStroke
        annotation.growingFill = growingFill
        annotation.decliningStroke = decliningStroke
        annotation.decliningFill = decliningFill
        annotation.labelStyle = labelStyle
        annotation.yValueScaleFactor = yValueScaleFactor
        annotation.snapToCandles = snapToCandles
        return annotation
    }
}
