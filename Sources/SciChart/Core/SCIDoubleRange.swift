import Foundation

/// A closed range of axis values.
///
/// Numeric axes hold plain values; date axes hold seconds since 1970; category axes hold
/// bar indices. A range is *valid* when both ends are finite and `min <= max`.
public struct SCIDoubleRange: Hashable, Sendable, CustomStringConvertible {
    /// The low end.
    public var min: Double
    /// The high end.
    public var max: Double

    /// The range from `min` to `max`, as given (see ``isValid`` for whether it can be used).
    public init(min: Double, max: Double) {
        self.min = min
        self.max = max
    }

    /// A range of dates, stored as seconds since 1970.
    public init(min: Date, max: Date) {
        self.init(min: min.timeIntervalSince1970, max: max.timeIntervalSince1970)
    }

    /// `max - min` (infinite when the span exceeds the largest `Double`).
    public var diff: Double { max - min }

    /// Half of `max - min`, finite for every finite range.
    var halfDiff: Double { max * 0.5 - min * 0.5 }

    /// Both ends finite and ordered.
    public var isValid: Bool { min.isFinite && max.isFinite && min <= max }

    /// Whether `value` lies inside the range, ends included.
    public func contains(_ value: Double) -> Bool { value >= min && value <= max }

    /// The smallest range holding both.
    public func union(_ other: SCIDoubleRange) -> SCIDoubleRange {
        SCIDoubleRange(min: Swift.min(min, other.min), max: Swift.max(max, other.max))
    }

    /// The range widened by fractions of its size on each side (`growBy` of an axis).
    /// Negative or non-finite fractions read as 0 (a range never shrinks or turns over),
    /// and the ends stop at the largest finite values.
    public func growing(by fractions: SCIDoubleRange) -> SCIDoubleRange {
        let lower = fractions.min.isFinite ? Swift.max(fractions.min, 0) : 0
        let upper = fractions.max.isFinite ? Swift.max(fractions.max, 0) : 0
        // Half-sizes, so that a span wider than the largest Double still grows.
        let halfSize = max * 0.5 - min * 0.5
        let limit = Double.greatestFiniteMagnitude
        func clamp(_ value: Double) -> Double { value.isNaN ? 0 : Swift.min(Swift.max(value, -limit), limit) }
        return SCIDoubleRange(
            min: clamp(min - Swift.min(halfSize * lower, limit / 2) * 2),
            max: clamp(max + Swift.min(halfSize * upper, limit / 2) * 2))
    }

    /// A valid range made from this one: ends ordered, a zero-size range widened around its
    /// value, and non-finite ends replaced by `fallback`.
    func sanitized(fallback: SCIDoubleRange = SCIDoubleRange(min: 0, max: 10)) -> SCIDoubleRange {
        guard min.isFinite, max.isFinite else { return fallback }
        var lower = Swift.min(min, max)
        var upper = Swift.max(min, max)
        // Spans too small to divide (relative to the values, or below what pixels can
        // resolve in Double arithmetic) are widened around their value. Spans wider than
        // the largest Double are fine: coordinates are computed from halves.
        let halfSpan = upper * 0.5 - lower * 0.5
        if halfSpan <= Swift.max(abs(lower), abs(upper)) * 0.5e-13 || halfSpan < 0.5e-200 {
            let pad = abs(lower) < 1e-200 ? 1 : abs(lower) * 0.05
            lower -= pad
            upper += pad
        }
        return SCIDoubleRange(min: lower, max: upper)
    }

    public var description: String { "[\(min), \(max)]" }
}
