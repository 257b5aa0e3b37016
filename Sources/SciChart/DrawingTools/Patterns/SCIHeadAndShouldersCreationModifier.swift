/// Creates ``SCIHeadAndShouldersAnnotation``s: the user places the start, left shoulder, left
/// trough, head, right trough, right shoulder and end, each with a press, drag and release
/// (or a click each).
public final class SCIHeadAndShouldersCreationModifier: SCIMultiPointAnnotationPlacementModifier {
    /// See ``SCIHeadAndShouldersAnnotation/patternStroke``.
    public var patternStroke: SCIPenStyle = SCIHeadAndShouldersAnnotation.defaultPatternStroke
    /// See ``SCIHeadAndShouldersAnnotation/fill``.
    public var fill: SCIBrushStyle = SCIHeadAndShouldersAnnotation.defaultFill
    /// See ``SCIHeadAndShouldersAnnotation/necklineStroke``.
    public var necklineStroke: SCIPenStyle = SCIHeadAndShouldersAnnotation.defaultNecklineStroke
    /// See ``SCIHeadAndShouldersAnnotation/textStyle``.
    public var textStyle: SCIFontStyle = SCIHeadAndShouldersAnnotation.defaultTextStyle

    /// A head and shoulders tool with the default styles.
    public init() {
        super.init(makeAnnotation: { SCIHeadAndShouldersAnnotation() })
    }

    public override func configure(_ annotation: SCITradingAnnotationBase) {
        super.configure(annotation)
        guard let pattern = annotation as? SCIHeadAndShouldersAnnotation else { return }
        pattern.patternStroke = patternStroke
        pattern.fill = fill
        pattern.necklineStroke = necklineStroke
        pattern.textStyle = textStyle
    }
}
