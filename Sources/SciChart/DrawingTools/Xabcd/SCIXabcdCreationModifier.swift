/// Creates ``SCIXabcdAnnotation``s: the user places X, A, B, C and D, each with a press,
/// drag and release; the pattern draws as it grows, names the harmonic pattern the points
/// form, and shows where D would complete each pattern X, A, B and C fit while D is placed.
/// After D the listener is called once and the modifier is ready for the next pattern.
///
/// ```swift
/// let modifier = SCIXabcdCreationModifier()
/// modifier.annotationStroke = SCISolidPenStyle(color: 0xFFE97064, thickness: 2)
/// modifier.annotationFill = SCISolidBrushStyle(color: 0x55AAAA00)
/// modifier.annotationCreationCompletionListener = { annotation, type in ... }
/// surface.chartModifiers.add(modifier)
/// ```
public final class SCIXabcdCreationModifier: SCIAnnotationCreationModifierBase {
    /// The stroke of the annotations created (default ``SCIXabcdAnnotation/defaultStroke``).
    public var annotationStroke: SCIPenStyle = SCIXabcdAnnotation.defaultStroke
    /// The fill of the annotations created (default ``SCIXabcdAnnotation/defaultFill``).
    public var annotationFill: SCIBrushStyle = SCIXabcdAnnotation.defaultFill
    /// The labels' font (default ``SCIXabcdAnnotation/defaultLabelStyle``).
    public var labelStyle: SCIFontStyle = SCIXabcdAnnotation.defaultLabelStyle
    /// Whether potential reversal zones show while D is placed (default `true`).
    public var showsPotentialReversalZones = true

    /// An XABCD tool with the default styles, not editable, no snapping, reversal zones shown.
    public init() {
        super.init(makeAnnotation: { SCIXabcdAnnotation() })
    }

    public override func configure(_ annotation: SCITradingAnnotationBase) {
        super.configure(annotation)
        guard let pattern = annotation as? SCIXabcdAnnotation else { return }
        pattern.annotationStroke = annotationStroke
        pattern.annotationFill = annotationFill
        pattern.labelStyle = labelStyle
        pattern.showsPotentialReversalZones = showsPotentialReversalZones
    }
}
