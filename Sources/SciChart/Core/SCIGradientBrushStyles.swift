import Foundation

/// A brush whose colour changes along a line (SciChart's `SCILinearGradientBrushStyle`): a
/// mountain that fades towards its base, a column that darkens downwards.
///
/// `start` and `end` are relative to the filled shape's bounding box: (0, 0) its top-left
/// corner, (1, 1) its bottom-right; `(0.5, 0)` to `(0.5, 1)` runs top to bottom.
///
/// ```swift
/// mountainSeries.areaStyle = SCILinearGradientBrushStyle(
///     start: CGPoint(x: 0.5, y: 0.0), end: CGPoint(x: 0.5, y: 1.0),
///     startColorCode: 0xAAFF8D42, endColorCode: 0x88090E11)
/// ```
public final class SCILinearGradientBrushStyle: SCIBrushStyle, @unchecked Sendable {
    /// Where the first colour is, relative to the shape's bounding box.
    public let start: CGPoint
    /// Where the last colour is, relative to the shape's bounding box.
    public let end: CGPoint
    /// The colour at ``start``.
    public let startColor: SCIColor
    /// The colour at ``end``.
    public let endColor: SCIColor
    private let ramp: SCIGradient

    override var gradient: SCIGradient? { ramp }

    private init(start: CGPoint, end: CGPoint, stops: [SCIGradient.Stop]) {
        self.start = start
        self.end = end
        let ramp = SCIGradient(kind: .linear(start: start, end: end), stops: stops)
        startColor = ramp.stops.first?.color ?? .clear
        endColor = ramp.stops.last?.color ?? .clear
        self.ramp = ramp
        super.init(color: startColor)
    }

    /// A ramp from `startColor` at `start` to `endColor` at `end`.
    public convenience init(start: CGPoint, end: CGPoint, startColor: SCIColor, endColor: SCIColor) {
        self.init(
            start: start, end: end,
            stops: [.init(offset: 0, color: startColor), .init(offset: 1, color: endColor)])
    }

    /// A ramp between two `0xAARRGGBB` colour codes.
    public convenience init(start: CGPoint, end: CGPoint, startColorCode: UInt32, endColorCode: UInt32) {
        self.init(
            start: start, end: end, startColor: SCIColor(argb: startColorCode),
            endColor: SCIColor(argb: endColorCode))
    }

    /// A ramp through `colors` placed at `stops` (fractions from `start` to `end`; spread
    /// evenly when the counts differ).
    public convenience init(start: CGPoint, end: CGPoint, colors: [SCIColor], stops: [Double]) {
        self.init(start: start, end: end, stops: Self.stops(colors: colors, at: stops))
    }

    /// `colors` at `offsets`, or spread evenly when the counts differ.
    static func stops(colors: [SCIColor], at offsets: [Double]) -> [SCIGradient.Stop] {
        guard colors.count > 1 else { return colors.map { .init(offset: 0, color: $0) } }
        let places =
            offsets.count == colors.count
            ? offsets : colors.indices.map { Double($0) / Double(colors.count - 1) }
        return zip(places, colors).map { SCIGradient.Stop(offset: $0, color: $1) }
    }
}

/// A brush whose colour changes from a centre outwards (SciChart's
/// `SCIRadialGradientBrushStyle`): `centerColor` at the middle of the filled shape's bounding
/// box, `edgeColor` at its edges.
///
/// ```swift
/// let brush = SCIRadialGradientBrushStyle(centerColor: .red, edgeColor: .blue)
/// ```
public final class SCIRadialGradientBrushStyle: SCIBrushStyle, @unchecked Sendable {
    /// The centre, relative to the shape's bounding box (default its middle).
    public let center: CGPoint
    /// How far the ramp reaches, as a fraction of the box (default 0.5: to its edges).
    public let radius: Double
    /// The colour at the centre.
    public let centerColor: SCIColor
    /// The colour at the edge and beyond.
    public let edgeColor: SCIColor

    /// A ramp from `centerColor` at `center` to `edgeColor` `radius` away.
    public init(
        center: CGPoint = CGPoint(x: 0.5, y: 0.5), radius: Double = 0.5, centerColor: SCIColor,
        edgeColor: SCIColor
    ) {
        self.center = center
        self.radius = radius
        self.centerColor = centerColor
        self.edgeColor = edgeColor
        super.init(color: centerColor)
    }

    /// A ramp between two `0xAARRGGBB` colour codes.
    public convenience init(centerColorCode: UInt32, edgeColorCode: UInt32) {
        self.init(centerColor: SCIColor(argb: centerColorCode), edgeColor: SCIColor(argb: edgeColorCode))
    }

    override var gradient: SCIGradient? {
        SCIGradient(
            kind: .radial(center: center, radius: radius),
            stops: [.init(offset: 0, color: centerColor), .init(offset: 1, color: edgeColor)])
    }
}
