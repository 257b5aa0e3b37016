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

    /// Every built-in kind: the trading tools, then the classic annotations, as the built-in
    /// annotation classes declare them (each tool's kind is defined in its own folder).
    public static let builtIns: [SCIAnnotationCreationType] = builtInAnnotationTypes.flatMap {
        $0.annotationKinds.map(\.creationType)
    }
}

/// The display name of a creation type: "Measure", "XABCD", "Fibonacci Retracement", ...,
/// or a custom kind's display name.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func SCIAnnotationTypeName(_ type: SCIAnnotationCreationType) -> String {
    type.displayName
}
