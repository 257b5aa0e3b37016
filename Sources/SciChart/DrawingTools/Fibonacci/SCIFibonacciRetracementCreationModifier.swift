/// Creates ``SCIFibonacciRetracementAnnotation``s: the user places the first extreme, then the
/// second, each with a press, drag and release (or a click each). Every setting of the
/// annotation is here with the same name and default, copied to each retracement as it is
/// created and while it is placed; but ``isReversed``, which draws as traders read a
/// retracement unless told otherwise.
///
/// ```swift
/// let fibonacci = SCIFibonacciRetracementCreationModifier()
/// fibonacci.levels = [0, 0.382, 0.5, 0.618, 1, 1.618]
/// fibonacci.extendEnd = true
/// surface.chartModifiers.add(items: fibonacci)
/// ```
public final class SCIFibonacciRetracementCreationModifier: SCIMultiPointAnnotationPlacementModifier {
    /// See ``SCIFibonacciRetracementAnnotation/levels``; a list the annotation refuses is
    /// refused here too.
    public var levels: [Double] {
        get { settings.levels }
        set { settings.levels = newValue }
    }
    /// See ``SCIFibonacciRetracementAnnotation/regionColors``.
    public var regionColors: [SCIColor] {
        get { settings.regionColors }
        set { settings.regionColors = newValue }
    }
    /// See ``SCIFibonacciRetracementAnnotation/fillOpacity`` (default 0.2).
    public var fillOpacity: Double {
        get { settings.fillOpacity }
        set { settings.fillOpacity = newValue }
    }
    /// See ``SCIFibonacciRetracementAnnotation/showConnectorLine`` (default `true`).
    public var showConnectorLine = true
    /// See ``SCIFibonacciRetracementAnnotation/connectorLineStroke`` (default `nil`).
    public var connectorLineStroke: SCIPenStyle?
    /// See ``SCIFibonacciRetracementAnnotation/fibonacciLabelPlacement`` (default `.left`).
    public var fibonacciLabelPlacement = SCIFibonacciLabelPlacement.left
    /// See ``SCIFibonacciRetracementAnnotation/fibonacciLabelColorMode`` (default `.multiColor`).
    public var fibonacciLabelColorMode = SCIFibonacciLabelColorMode.multiColor
    /// See ``SCIFibonacciRetracementAnnotation/labelStyle``.
    public var labelStyle: SCIFontStyle = SCIFibonacciRetracementAnnotation.defaultLabelStyle
    /// See ``SCIFibonacciRetracementAnnotation/extendStart`` (default `false`).
    public var extendStart = false
    /// See ``SCIFibonacciRetracementAnnotation/extendEnd`` (default `false`).
    public var extendEnd = false
    /// See ``SCIFibonacciRetracementAnnotation/isReversed``; default `true`, unlike the
    /// annotation's: level 0 at the second point, where the move ended, as traders read it.
    public var isReversed = true

    /// The checked settings: an annotation that holds what the setters accepted.
    private let settings = SCIFibonacciRetracementAnnotation()

    /// A Fibonacci retracement tool with the default levels, colours and labels.
    public init() {
        super.init(makeAnnotation: { SCIFibonacciRetracementAnnotation() })
    }

    public override func configure(_ annotation: SCITradingAnnotationBase) {
        super.configure(annotation)
        guard let retracement = annotation as? SCIFibonacciRetracementAnnotation else { return }
        retracement.levels = levels
        retracement.regionColors = regionColors
        retracement.fillOpacity = fillOpacity
        retracement.showConnectorLine = showConnectorLine
        retracement.connectorLineStroke = connectorLineStroke
        retracement.fibonacciLabelPlacement = fibonacciLabelPlacement
        retracement.fibonacciLabelColorMode = fibonacciLabelColorMode
        retracement.labelStyle = labelStyle
        retracement.extendStart = extendStart
        retracement.extendEnd = extendEnd
        retracement.isReversed = isReversed
    }
}
