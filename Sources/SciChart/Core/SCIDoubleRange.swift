import Foundation

/// A closed range of axis values.
///
/// Numeric axes hold plain values; date axes hold seconds since 1970; category axes hold
/// bar indices. A range is *valid* when both ends are finite and `min <= max`.
public struct SCIDoubleRange: Hashable, Sendable, CustomStringConvertible {
    public var min: Double
    public var max: Double

    public init(min: Double, max: Double) {
        self.min = min
        self.max = max
    }

    /// A range of dates, stored as seconds since 1970.
    public init(min: Date, max: Date) {
        self.init(min: min.timeIntervalSince1970, max: max.timeIntervalSince1970)
    }

    /// `max - min`.
    public var diff: Double { max - min }

    /// Both ends finite and ordered.
    public var isValid: Bool { min.isFinite && max.isFinite && min <= max }

    /// Whether `value` lies inside the range, ends included.
    public func contains(_ value: Double) -> Bool { value >= min && value <= max }

    /// The smallest range holding both.
    public func union(_ other: SCIDoubleRange) -> SCIDoubleRange {
        SCIDoubleRange(min: Swift.min(min, other.min), max: Swift.max(max, other.max))
    }

    /// The range widened by fractions of its size on each side (`growBy` of an axis).
    public func growing(by fractions: SCIDoubleRange) -> SCIDoubleRange {
        let size = diff
        let lower = fractions.min.isFinite ? fractions.min : 0
        let upper = fractions.max.isFinite ? fractions.max : 0
        return SCIDoubleRange(min: min - size * lower, max: max + size * upper)
    }

    /// A valid range made from this one: ends ordered, a zero-size range widened around its
    /// value, and non-finite ends replaced by `fallback`.
    func sanitized(fallback: SCIDoubleRange = SCIDoubleRange(min: 0, max: 10)) -> SCIDoubleRange {
        guard min.isFinite, max.isFinite else { return fallback }
        // Differences beyond the largest finite Double overflow coordinate math.
        guard (max - min).isFinite else { return fallback }
        var lower = Swift.min(min, max)
        var upper = Swift.max(min, max)
        // Spans too small to divide (relative to the values, or below what pixels can
        // resolve in Double arithmetic) are widened around their value.
        if upper - lower <= Swift.max(abs(lower), abs(upper)) * 1e-13 || upper - lower < 1e-200 {
            let pad = abs(lower) < 1e-200 ? 1 : abs(lower) * 0.05
            lower -= pad
            upper += pad
        }
        return SCIDoubleRange(min: lower, max: upper)
    }

    public var description: String { "[\(min), \(max)]" }
}
