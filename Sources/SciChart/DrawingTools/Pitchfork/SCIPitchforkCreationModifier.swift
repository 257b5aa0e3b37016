/// Creates ``SCIPitchforkAnnotation``s: the first press places the handle and its drag the
/// upper point, locked by the release; the second press, drag and release places the lower
/// point. On a mouse: click the handle, click the upper point, click the lower point, each
/// following the pointer until its click. ``creationState`` says where placement is.
///
/// ```swift
/// let pitchfork = SCIPitchforkCreationModifier()
/// pitchfork.mainStroke = SCISolidPenStyle(color: 0xFFF5A623, thickness: 2)
/// surface.chartModifiers.add(items: pitchfork)
/// ```
public final class SCIPitchforkCreationModifier: SCIMultiPointAnnotationPlacementModifier {
    /// See ``SCIPitchforkAnnotation/mainStroke``.
    public var mainStroke: SCIPenStyle = SCIPitchforkAnnotation.defaultMainStroke
    /// See ``SCIPitchforkAnnotation/tineStroke``.
    public var tineStroke: SCIPenStyle = SCIPitchforkAnnotation.defaultTineStroke
    /// See ``SCIPitchforkAnnotation/halfWidthZoneFill``.
    public var halfWidthZoneFill: SCIBrushStyle = SCIPitchforkAnnotation.defaultHalfWidthZoneFill
    /// See ``SCIPitchforkAnnotation/fullWidthZoneFill``.
    public var fullWidthZoneFill: SCIBrushStyle = SCIPitchforkAnnotation.defaultFullWidthZoneFill

    /// A pitchfork tool with the default pens and fills.
    public init() {
        super.init(makeAnnotation: { SCIPitchforkAnnotation() })
    }

    /// Where placement is: ``SCIPitchforkCreationState/drawingAB`` from the first press or
    /// click until the upper point is placed, ``SCIPitchforkCreationState/waitingForC``
    /// until the next press or click, ``SCIPitchforkCreationState/drawingC`` while the lower
    /// point moves with a pressed pointer, and ``SCIPitchforkCreationState/idle`` otherwise
    /// (also while the completion listener runs).
    public var creationState: SCIPitchforkCreationState {
        guard isPlacing else { return .idle }
        switch activePointIndex {
        case 0, 1: return .drawingAB
        default: return isDragging ? .drawingC : .waitingForC
        }
    }

    public override func configure(_ annotation: SCITradingAnnotationBase) {
        super.configure(annotation)
        guard let pitchfork = annotation as? SCIPitchforkAnnotation else { return }
        pitchfork.mainStroke = mainStroke
        pitchfork.tineStroke = tineStroke
        pitchfork.halfWidthZoneFill = halfWidthZoneFill
        pitchfork.fullWidthZoneFill = fullWidthZoneFill
    }
}
