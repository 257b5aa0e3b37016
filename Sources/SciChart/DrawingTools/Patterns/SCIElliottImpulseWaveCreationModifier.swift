/// Creates ``SCIElliottImpulseWaveAnnotation``s: the user places points 0 to 5, each with a
/// press, drag and release (or a click each); Elliott's rules are checked as they go.
public final class SCIElliottImpulseWaveCreationModifier: SCIMultiPointAnnotationPlacementModifier {
    /// See ``SCIElliottImpulseWaveAnnotation/waveStroke``.
    public var waveStroke: SCIPenStyle = SCIElliottImpulseWaveAnnotation.defaultWaveStroke
    /// See ``SCIElliottImpulseWaveAnnotation/textStyle``.
    public var textStyle: SCIFontStyle = SCIElliottImpulseWaveAnnotation.defaultTextStyle
    /// See ``SCIElliottImpulseWaveAnnotation/violationColor``.
    public var violationColor: SCIColor = 0xFFF2_3645

    /// An Elliott impulse wave tool with the default styles.
    public init() {
        super.init(makeAnnotation: { SCIElliottImpulseWaveAnnotation() })
    }

    public override func configure(_ annotation: SCITradingAnnotationBase) {
        super.configure(annotation)
        guard let wave = annotation as? SCIElliottImpulseWaveAnnotation else { return }
        wave.waveStroke = waveStroke
        wave.textStyle = textStyle
        wave.violationColor = violationColor
    }
}
