/// The kind of annotation a creation modifier makes: one of SciChart's seven trading tools
/// (``xAbcd``, ``pitchFork``, ``freehandDrawing``, ``extendedLine``,
/// ``fibonacciRetracement``, ``measure``, ``stopLossTakeProfit``), one of the tools this
/// library adds (``position``, ``elliottImpulseWave``, ``headAndShoulders``), a classic
/// annotation (``line``, ``lineArrow``, ``box``, ``text``, ``horizontalLine``,
/// ``horizontalRay``, ``verticalLine``, ``axisMarker``), or a kind of your own.
///
/// The raw value is a stable name: saved documents record it, and
/// ``SCIAnnotationRegistry`` finds the annotation type to load by it. The display name is
/// what ``SCIAnnotationTypeName(_:)`` returns.
///
/// ```swift
/// extension SCIAnnotationCreationType {
///     static let priceLine = SCIAnnotationCreationType(rawValue: "priceLine", displayName: "Price line")
/// }
/// ```
public struct SCIAnnotationCreationType: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The stable name saved in documents.
    public let rawValue: String
    /// The name shown to people.
    public let displayName: String

    /// A kind named `rawValue`, displayed as `displayName`.
    public init(rawValue: String, displayName: String) {
        self.rawValue = rawValue
        self.displayName = displayName
    }

    /// A kind named `rawValue`, displayed as its built-in name when it is one and as
    /// `rawValue` otherwise.
    public init(rawValue: String) {
        let builtIn = Self.builtIns.first { $0.rawValue == rawValue }
        self.init(rawValue: rawValue, displayName: builtIn?.displayName ?? rawValue)
    }

    /// Kinds are the same when their raw values are.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.rawValue == rhs.rawValue }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(rawValue)
    }

    public var description: String { rawValue }

    /// A two-point measure of price and time (``SCIMeasureAnnotation``).
    public static let measure = SCIAnnotationCreationType(rawValue: "measure", displayName: "Measure")
    /// A five-point XABCD harmonic pattern (``SCIXabcdAnnotation``).
    public static let xAbcd = SCIAnnotationCreationType(rawValue: "xabcd", displayName: "XABCD")
    /// The same as ``xAbcd``.
    @available(*, deprecated, renamed: "xAbcd")
    public static var xabcd: SCIAnnotationCreationType { xAbcd }
    /// Andrews' pitchfork: handle, upper and lower points (``SCIPitchforkAnnotation``).
    public static let pitchFork = SCIAnnotationCreationType(rawValue: "pitchFork", displayName: "Pitchfork")
    /// A stroke drawn by hand (``SCIFreehandDrawingAnnotation``).
    public static let freehandDrawing = SCIAnnotationCreationType(
        rawValue: "freehandDrawing", displayName: "Freehand Drawing")
    /// A trend line, ray or infinite line through two points (``SCIExtendedLineAnnotation``).
    public static let extendedLine = SCIAnnotationCreationType(
        rawValue: "extendedLine", displayName: "Extended Line")
    /// Fibonacci retracement levels between two extremes (``SCIFibonacciRetracementAnnotation``).
    public static let fibonacciRetracement = SCIAnnotationCreationType(
        rawValue: "fibonacciRetracement", displayName: "Fibonacci Retracement")
    /// An entry and a target, with the zone between them (``SCIStopLossTakeProfitAnnotation``).
    public static let stopLossTakeProfit = SCIAnnotationCreationType(
        rawValue: "stopLossTakeProfit", displayName: "Stop Loss / Take Profit")
    /// A long or short position: entry, stop and target over one time span
    /// (``SCIPositionAnnotation``).
    public static let position = SCIAnnotationCreationType(rawValue: "position", displayName: "Position")
    /// An Elliott impulse wave of six points, 0 to 5, with Elliott's rules checked
    /// (``SCIElliottImpulseWaveAnnotation``).
    public static let elliottImpulseWave = SCIAnnotationCreationType(
        rawValue: "elliottImpulseWave", displayName: "Elliott Impulse Wave")
    /// A head and shoulders pattern of seven points with its neckline and target
    /// (``SCIHeadAndShouldersAnnotation``).
    public static let headAndShoulders = SCIAnnotationCreationType(
        rawValue: "headAndShoulders", displayName: "Head and Shoulders")

    /// A line between two points (``SCILineAnnotation``).
    public static let line = SCIAnnotationCreationType(rawValue: "line", displayName: "Line")
    /// An arrow from one point to another (``SCILineArrowAnnotation``).
    public static let lineArrow = SCIAnnotationCreationType(rawValue: "lineArrow", displayName: "Arrow")
    /// A rectangle between two corners (``SCIBoxAnnotation``).
    public static let box = SCIAnnotationCreationType(rawValue: "box", displayName: "Rectangle")
    /// Text at a point (``SCITextAnnotation``).
    public static let text = SCIAnnotationCreationType(rawValue: "text", displayName: "Text")
    /// A line across the chart at a price (``SCIHorizontalLineAnnotation``).
    public static let horizontalLine = SCIAnnotationCreationType(
        rawValue: "horizontalLine", displayName: "Horizontal Line")
    /// A price line from a point to the right edge: a horizontal line aligned right
    /// (``SCIHorizontalLineAnnotation``).
    public static let horizontalRay = SCIAnnotationCreationType(
        rawValue: "horizontalRay", displayName: "Horizontal Ray")
    /// A line across the chart at a time (``SCIVerticalLineAnnotation``).
    public static let verticalLine = SCIAnnotationCreationType(
        rawValue: "verticalLine", displayName: "Vertical Line")
    /// A value badge on an axis (``SCIAxisMarkerAnnotation``).
    public static let axisMarker = SCIAnnotationCreationType(
        rawValue: "axisMarker", displayName: "Axis Marker")

    /// Every built-in kind: the trading tools, then the classic annotations.
    public static let builtIns: [SCIAnnotationCreationType] = [
        xAbcd, pitchFork, freehandDrawing, extendedLine, fibonacciRetracement, measure, stopLossTakeProfit,
        position, elliottImpulseWave, headAndShoulders,
        line, lineArrow, box, text, horizontalLine, horizontalRay, verticalLine, axisMarker,
    ]
}

/// The display name of a creation type: "Measure", "XABCD", "Fibonacci Retracement", ...,
/// or a custom kind's display name.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func SCIAnnotationTypeName(_ type: SCIAnnotationCreationType) -> String {
    type.displayName
}
