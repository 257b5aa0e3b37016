/// Creates ``SCIMeasureAnnotation``s: the user places Start, then End, each with a press,
/// drag and release; the growing or declining style pair follows the direction from Start
/// to End, live while End is dragged. The modifier's settings apply from the first point to
/// the last: a change made while a measure is being placed shows at once.
///
/// ```swift
/// let modifier = SCIMeasureCreationModifier()
/// modifier.growingStroke = SCISolidPenStyle(color: 0xFF2563EB, thickness: 2)
/// modifier.yValueScaleFactor = 100
/// modifier.snapToCandles = true
/// modifier.annotationCreationCompletionListener = { annotation, type in ... }
/// surface.chartModifiers.add(items: modifier)
/// ```
public final class SCIMeasureCreationModifier: SCIMultiPointAnnotationPlacementModifier {
    /// The outline when End is above Start (default ``SCIMeasureAnnotation/defaultGrowingStroke``).
    public var growingStroke: SCIPenStyle = SCIMeasureAnnotation.defaultGrowingStroke
    /// The fill when End is above Start (default ``SCIMeasureAnnotation/defaultGrowingFill``).
    public var growingFill: SCIBrushStyle = SCIMeasureAnnotation.defaultGrowingFill
    /// The outline when End is below Start (default
    /// ``SCIMeasureAnnotation/defaultDecliningStroke``).
    public var decliningStroke: SCIPenStyle = SCIMeasureAnnotation.defaultDecliningStroke
    /// The fill when End is below Start (default ``SCIMeasureAnnotation/defaultDecliningFill``).
    public var decliningFill: SCIBrushStyle = SCIMeasureAnnotation.defaultDecliningFill
    /// The label's font and colour (default 12-point white).
    public var labelStyle: SCIFontStyle = SCIMeasureAnnotation.defaultLabelStyle
    /// The factor applied to the price change in the label (default 1).
    public var yValueScaleFactor = 1.0
    /// A measure tool with the default styles, not editable, no scale factor (1) and no snapping.
    public init() {
        super.init(makeAnnotation: { SCIMeasureAnnotation() })
    }

    public override func configure(_ annotation: SCITradingAnnotationBase) {
        super.configure(annotation)
        guard let measure = annotation as? SCIMeasureAnnotation else { return }
        measure.growingStroke = growingStroke
        measure.growingFill = growingFill
        measure.decliningStroke = decliningStroke
        measure.decliningFill = decliningFill
        measure.labelStyle = labelStyle
        measure.yValueScaleFactor = yValueScaleFactor
    }

}
