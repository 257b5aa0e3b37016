import Foundation

/// How an axis turns values into distances: in proportion to the values (linear), to
/// their logarithm, so that each power of the base takes the same length, or to the bar
/// index of a date among a series' bars, so that each bar takes the same length.
///
/// Coordinates, navigation and auto-ranging work on *scaled* values (`forward`), which are
/// linear along the axis; `inverse` brings them back. On a logarithmic scale a value that is
/// zero, negative or not finite has no place: `forward` gives NaN, which drawing treats as a
/// gap.
enum AxisScale: Hashable, Sendable {
    case linear
    case logarithmic(base: Double)
    /// Dates placed by their fractional bar index among `bars` (``SCIIndexDateAxis``).
    case indexed(IndexedDates)

    /// The base used when the one given is not finite or not above 1.
    static let defaultBase = 10.0

    /// A logarithmic scale of `base`, or `nil` when the base cannot be one (not finite, or
    /// not above 1).
    static func logarithmic(validBase base: Double) -> AxisScale? {
        base.isFinite && base > 1 && log(base) > 0 ? .logarithmic(base: base) : nil
    }

    var isLogarithmic: Bool {
        if case .logarithmic = self { return true }
        return false
    }

    /// The base of a logarithmic scale; `nil` on a linear one.
    var base: Double? {
        if case .logarithmic(let base) = self { return base }
        return nil
    }

    /// The scaled value of `value`: itself, its logarithm in the base (NaN for values that
    /// are not positive), or its fractional bar index.
    @inline(__always)
    func forward(_ value: Double) -> Double {
        switch self {
        case .linear: return value
        case .logarithmic(let base):
            guard value > 0 else { return .nan }
            return log(value) / log(base)
        case .indexed(let dates): return dates.bars.index(forDate: value) ?? .nan
        }
    }

    /// The value of a scaled value, kept within the positive finite numbers on a
    /// logarithmic scale.
    func inverse(_ scaled: Double) -> Double {
        switch self {
        case .linear: return scaled
        case .logarithmic(let base):
            guard !scaled.isNaN else { return .nan }
            let value = pow(base, scaled)
            return min(max(value, Double.leastNormalMagnitude), Double.greatestFiniteMagnitude)
        case .indexed(let dates): return dates.bars.date(atIndex: scaled) ?? .nan
        }
    }

    /// `range` made showable on this scale: on a logarithmic one both ends positive (a low
    /// end at or below zero is put `decades` powers of the base below the high end; a range
    /// wholly at or below zero becomes 1 to the base).
    func showable(_ range: SCIDoubleRange, decades: Double = 3) -> SCIDoubleRange {
        guard case .logarithmic(let base) = self else { return range }
        let (low, high) = range.ends
        guard high > 0, high.isFinite else { return SCIDoubleRange(min: 1, max: base) }
        guard !(low > 0) else { return range }
        return SCIDoubleRange(min: max(high / pow(base, decades), Double.leastNormalMagnitude), max: high)
    }

    /// The ends of `range` scaled.
    func forward(_ range: SCIDoubleRange) -> SCIDoubleRange {
        let (low, high) = range.ends
        return SCIDoubleRange(min: forward(low), max: forward(high))
    }

    /// A scaled range brought back to values.
    func inverse(_ range: SCIDoubleRange) -> SCIDoubleRange {
        let (low, high) = range.ends
        return SCIDoubleRange(min: inverse(low), max: inverse(high))
    }
}

/// The bars an index date axis places dates by, compared by what they hold (the series, its
/// version and its count) so that equal bars give equal geometry keys.
final class IndexedDates: Hashable, Sendable {
    let bars: CategoryBars

    /// `bars` as a scale: `nil` when there are fewer than two or they are not in order (no
    /// index can be read from them; the axis is then a plain date axis).
    init?(_ bars: CategoryBars) {
        guard bars.count > 1, bars.withDates({ $1 }) else { return nil }
        self.bars = bars
    }

    static func == (lhs: IndexedDates, rhs: IndexedDates) -> Bool {
        lhs === rhs
            || (lhs.bars.seriesId == rhs.bars.seriesId && lhs.bars.version == rhs.bars.version
                && lhs.bars.count == rhs.bars.count)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(bars.seriesId)
        hasher.combine(bars.version)
        hasher.combine(bars.count)
    }
}
