/// Creates ``SCIPositionAnnotation``s: the user places the entry, then the stop, then the
/// target, each with a press, drag and release (or a click each); the side follows from the
/// target.
///
/// ```swift
/// let position = SCIPositionCreationModifier()
/// position.snapToCandles = true
/// surface.chartModifiers.add(items: position)
/// ```
public final class SCIPositionCreationModifier: SCIMultiPointAnnotationPlacementModifier {
    /// See ``SCIPositionAnnotation/profitFill``.
    public var profitFill: SCIBrushStyle = SCIPositionAnnotation.defaultProfitFill
    /// See ``SCIPositionAnnotation/lossFill``.
    public var lossFill: SCIBrushStyle = SCIPositionAnnotation.defaultLossFill
    /// See ``SCIPositionAnnotation/profitStroke``.
    public var profitStroke: SCIPenStyle = SCIPositionAnnotation.defaultProfitStroke
    /// See ``SCIPositionAnnotation/lossStroke``.
    public var lossStroke: SCIPenStyle = SCIPositionAnnotation.defaultLossStroke
    /// See ``SCIPositionAnnotation/entryStroke``.
    public var entryStroke: SCIPenStyle = SCIPositionAnnotation.defaultEntryStroke
    /// See ``SCIPositionAnnotation/labelStyle``.
    public var labelStyle: SCIFontStyle = SCIPositionAnnotation.defaultLabelStyle

    /// A position tool with the default styles.
    public init() {
        super.init(makeAnnotation: { SCIPositionAnnotation() })
    }

    public override func configure(_ annotation: SCITradingAnnotationBase) {
        super.configure(annotation)
        guard let position = annotation as? SCIPositionAnnotation else { return }
        position.profitFill = profitFill
        position.lossFill = lossFill
        position.profitStroke = profitStroke
        position.lossStroke = lossStroke
        position.entryStroke = entryStroke
        position.labelStyle = labelStyle
    }
}
