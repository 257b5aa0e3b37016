import Foundation

/// Fibonacci retracement levels between two extremes: a horizontal line at each level, the
/// regions between neighbouring levels filled, and each level labelled with its ratio and
/// its price.
///
/// Level r lies at `first.y + (second.y - first.y) * r`: 0 at the first point, 1 at the
/// second, 0.618 at 61.8% of the way. Levels beyond 0 to 1 extend past the points. The lines
/// run between the two points' x, or to the series area's edges with ``extendStart`` (the
/// earlier side) and ``extendEnd`` (the later side). Points on one price put every level on
/// one line, with nothing divided by zero.
public final class SCIFibonacciRetracementAnnotation: SCIMultiPointAnnotationBase {
    /// The ratios drawn, in any order (default 0, 0.236, 0.382, 0.5, 0.618, 0.786, 1). A list
    /// holding a value that is not finite, or of more than
    /// ``SCIAnnotationDocument/maximumListLength`` values, is refused and the levels stay as
    /// they were. An empty list draws lines at the two points' prices only (levels 0 and 1,
    /// unlabelled).
    public var levels: [Double] {
        get { levelValues }
        set {
            guard newValue.allSatisfy(\.isFinite), newValue.count <= SCIAnnotationDocument.maximumListLength,
                newValue != levelValues
            else { return }
            levelValues = newValue
            invalidate()
        }
    }
    private var levelValues = SCIFibonacciRetracementAnnotation.defaultLevels

    /// The colours of the regions between neighbouring levels, as a ramp: its stops spread
    /// evenly over the regions, interpolated between; each level's line takes the colour of
    /// the region above it (the last level, of the region below). At most
    /// ``SCIAnnotationDocument/maximumListLength`` stops; a longer list is refused. Default
    /// ``defaultRegionColors``.
    public var regionColors: [SCIColor] {
        get { regionColorValues }
        set {
            guard newValue.count <= SCIAnnotationDocument.maximumListLength, newValue != regionColorValues
            else {
                return
            }
            regionColorValues = newValue
            invalidate()
        }
    }
    private var regionColorValues = SCIFibonacciRetracementAnnotation.defaultRegionColors

    /// The opacity of the region fills, 0 to 1 (default 0.2); values outside are clamped and
    /// NaN is refused.
    public var fillOpacity: Double {
        get { fillOpacityValue }
        set {
            guard let opacity = newValue.opacity, opacity != fillOpacityValue else { return }
            fillOpacityValue = opacity
            invalidate()
        }
    }
    private var fillOpacityValue = 0.2

    /// Whether a line joins the two points (default `true`).
    public var showConnectorLine = true { didSet { if oldValue != showConnectorLine { invalidate() } } }
    /// The connector's pen; `nil` (the default) draws it dashed, 1 point, in the first level's
    /// colour.
    public var connectorLineStroke: SCIPenStyle? {
        didSet { if oldValue !== connectorLineStroke { invalidate() } }
    }
    /// Where each level's label goes (default ``SCIFibonacciLabelPlacement/left``).
    public var fibonacciLabelPlacement = SCIFibonacciLabelPlacement.left {
        didSet { if oldValue != fibonacciLabelPlacement { invalidate() } }
    }
    /// Whether labels take their level's colour or ``labelStyle``'s (default
    /// ``SCIFibonacciLabelColorMode/multiColor``).
    public var fibonacciLabelColorMode = SCIFibonacciLabelColorMode.multiColor {
        didSet { if oldValue != fibonacciLabelColorMode { invalidate() } }
    }
    /// The labels' font (default 11 points, grey `0xFF787B86`, which reads on dark and light
    /// backgrounds); its colour is used with ``SCIFibonacciLabelColorMode/singleColor``.
    public var labelStyle: SCIFontStyle = SCIFibonacciRetracementAnnotation.defaultLabelStyle {
        didSet { if oldValue !== labelStyle { invalidate() } }
    }
    /// Whether the level lines reach the series area's edge on the earlier side (default
    /// `false`).
    public var extendStart = false { didSet { if oldValue != extendStart { invalidate() } } }
    /// Whether the level lines reach the series area's edge on the later side (default
    /// `false`).
    public var extendEnd = false { didSet { if oldValue != extendEnd { invalidate() } } }

    /// 0, 0.236, 0.382, 0.5, 0.618, 0.786 and 1.
    public static let defaultLevels = [0, 0.236, 0.382, 0.5, 0.618, 0.786, 1]
    /// Red, orange, green, teal, cyan and blue: one stop for each region of the default levels,
    /// saturated enough for dark and light themes alike.
    public static let defaultRegionColors: [SCIColor] = [
        0xFFF2_3645, 0xFFFF_9800, 0xFF4C_AF50, 0xFF08_9981, 0xFF00_BCD4, 0xFF29_62FF,
    ]
    /// 11 points, grey `0xFF787B86`.
    public static let defaultLabelStyle = SCIFontStyle(fontSize: 11, textColor: 0xFF78_7B86)

    /// Whether level 0 sits at the second point (default `false`: at the first, as in
    /// SciChart). Traders read a retracement from the end of the move: drawn from a low to a
    /// high, 0 at the high and 0.618 at high - 0.618 x range; the creation modifier draws so
    /// by default (``SCIFibonacciRetracementCreationModifier/isReversed``). Saved as
    /// `reversed`; a document without it loads with level 0 at the first point.
    public var isReversed = false { didSet { if oldValue != isReversed { invalidate() } } }

    /// Creates an empty retracement; a creation modifier places its two points.
    public init() {
        super.init(pointCount: 2, creationType: .fibonacciRetracement)
    }

    /// The levels as drawn now: ratio and price, sorted by ratio (0 and 1 when ``levels`` is
    /// empty); empty until both points are placed.
    public var levelPrices: [(ratio: Double, price: Double)] {
        resolvedLevels.map { ($0.ratio, $0.price) }
    }

    var resolvedLevels: [FibonacciLevels.Level] {
        guard dataPoints.count == 2 else { return [] }
        return FibonacciLevels.levels(
            ratios: levels.isEmpty ? [0, 1] : levels, first: dataPoints[isReversed ? 1 : 0].y,
            second: dataPoints[isReversed ? 0 : 1].y,
            ramp: regionColors)
    }

    public override func drawShape(
        pixels: [CGPoint], mapping: SCIAnnotationMapping, into list: inout SCIDisplayList
    ) {
        drawRetracement(pixels: pixels, mapping: mapping, into: &list)
    }

    /// The level lines, the regions between them and the connector take a press.
    public override func bodyContains(
        _ location: CGPoint, pixels: [CGPoint], mapping: SCIAnnotationMapping
    ) -> Bool {
        retracementContains(location, pixels: pixels, mapping: mapping)
    }

    /// Levels, colours, opacity, connector, labels and extensions, with the base's settings.
    public override func encodeSettings(into settings: inout SCIAnnotationSettings) {
        super.encodeSettings(into: &settings)
        encodeRetracement(into: &settings)
    }

    public override func decodeSettings(from settings: SCIAnnotationSettings) throws {
        try super.decodeSettings(from: settings)
        try decodeRetracement(from: settings)
    }
}
