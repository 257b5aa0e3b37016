/// Creates ``SCIStopLossTakeProfitAnnotation``s: the user places the entry, then the target,
/// each with a press, drag and release (or a click each). Every setting of the annotation is
/// here with the same name and default.
///
/// ```swift
/// let zone = SCIStopLossTakeProfitCreationModifier()
/// zone.labels = [.axisLabel(at: 1, drawMode: .y)]
/// zone.formatLabel = { params in "Target \(params.defaultText)" }
/// surface.chartModifiers.add(items: zone)
/// ```
public final class SCIStopLossTakeProfitCreationModifier: SCIMultiPointAnnotationPlacementModifier {
    /// See ``SCIStopLossTakeProfitAnnotation/takeProfitStroke``.
    public var takeProfitStroke: SCIPenStyle = SCIStopLossTakeProfitAnnotation.defaultTakeProfitStroke
    /// See ``SCIStopLossTakeProfitAnnotation/takeProfitFill``.
    public var takeProfitFill: SCIBrushStyle = SCIStopLossTakeProfitAnnotation.defaultTakeProfitFill
    /// See ``SCIStopLossTakeProfitAnnotation/stopLossStroke``.
    public var stopLossStroke: SCIPenStyle = SCIStopLossTakeProfitAnnotation.defaultStopLossStroke
    /// See ``SCIStopLossTakeProfitAnnotation/stopLossFill``.
    public var stopLossFill: SCIBrushStyle = SCIStopLossTakeProfitAnnotation.defaultStopLossFill
    /// See ``SCIStopLossTakeProfitAnnotation/showAxisLabels`` (default `true`).
    public var showAxisLabels = true
    /// See ``SCIStopLossTakeProfitAnnotation/axisSpanFillOpacity`` (default 0.2), clamped
    /// and checked as there.
    public var axisSpanFillOpacity: Double {
        get { settings.axisSpanFillOpacity }
        set { settings.axisSpanFillOpacity = newValue }
    }
    /// See ``SCIStopLossTakeProfitAnnotation/labels`` (default none), kept to as many as
    /// there.
    public var labels: [SCIMultiPointLabel] {
        get { settings.labels }
        set { settings.labels = newValue }
    }
    /// See ``SCIStopLossTakeProfitAnnotation/formatLabel`` (default `nil`).
    public var formatLabel: ((SCIMultiPointLabelFormatParams) -> String)?

    /// The checked settings: an annotation that holds what the setters accepted.
    private let settings = SCIStopLossTakeProfitAnnotation()

    /// A stop-loss/take-profit tool with the default styles, axis labels and no labels.
    public init() {
        super.init(makeAnnotation: { SCIStopLossTakeProfitAnnotation() })
    }

    public override func configure(_ annotation: SCITradingAnnotationBase) {
        super.configure(annotation)
        guard let zone = annotation as? SCIStopLossTakeProfitAnnotation else { return }
        zone.takeProfitStroke = takeProfitStroke
        zone.takeProfitFill = takeProfitFill
        zone.stopLossStroke = stopLossStroke
        zone.stopLossFill = stopLossFill
        zone.showAxisLabels = showAxisLabels
        zone.axisSpanFillOpacity = axisSpanFillOpacity
        // Copies: a label changed on the tool later changes no drawing made with it.
        zone.labels = labels.map { $0.copy() }
        zone.formatLabel = formatLabel
    }
}
