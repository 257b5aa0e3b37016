import Foundation

/// The ticks an axis shows over its visible range.
struct AxisTicks: Equatable, Sendable {
    /// Major tick values, ascending.
    var major: [Double] = []
    /// Minor tick values, ascending, none at a major tick.
    var minor: [Double] = []
    /// A label per major tick (empty strings are not drawn).
    var labels: [String] = []
}

/// Nice numeric steps: 1, 2, 2.5 and 5 times a power of ten.
enum NumericTicks {
    /// The smallest nice step (1, 2, 2.5 or 5 times a power of ten) that divides `range`
    /// into at most `maxTicks` steps (computed from half the span, which never overflows).
    static func step(range: SCIDoubleRange, maxTicks: Int) -> Double {
        let half = range.halfDiff
        guard half.isFinite, half > 0 else { return 1 }
        let raw = half / Double(max(maxTicks, 1)) * 2
        guard raw.isNormal else { return 1 }
        let magnitude = NumberText.pow10(Int.clamping(log10(raw).rounded(.down), to: -400...400))
        for multiple in [1.0, 2, 2.5, 5, 10] where multiple * magnitude >= raw * (1 - 1e-12) {
            return multiple * magnitude
        }
        return 10 * magnitude
    }

    /// Multiples of `step` inside `range`, values within a billionth of a step of zero
    /// snapped to zero.
    static func multiples(of step: Double, in range: SCIDoubleRange, limit: Int = 2000) -> [Double] {
        guard step.isFinite, step > 0, range.isValid else { return [] }
        // A hair of tolerance keeps ends such as -0.3 / 0.1 = -2.9999999999999996.
        let first = (range.min / step - 1e-9).rounded(.up)
        let last = (range.max / step + 1e-9).rounded(.down)
        guard first.isFinite, last.isFinite, last >= first, last - first < Double(limit) else { return [] }
        var values: [Double] = []
        var index = first
        while index <= last {
            let value = index * step
            values.append(abs(value) < step * 1e-9 ? 0 : value)
            index += 1
        }
        return values
    }

    /// Major and minor ticks for a numeric range; `minorsPerMajor` subdivisions.
    static func ticks(range: SCIDoubleRange, maxTicks: Int, minorsPerMajor: Int) -> (
        ticks: AxisTicks, step: Double
    ) {
        let step = step(range: range, maxTicks: maxTicks)
        var ticks = AxisTicks()
        ticks.major = multiples(of: step, in: range)
        if minorsPerMajor > 1 {
            let minorStep = step / Double(minorsPerMajor)
            ticks.minor = multiples(of: minorStep, in: range, limit: 20_000).filter { value in
                let ratio = value / step
                return abs(ratio - ratio.rounded()) > 1e-6
            }
        }
        return (ticks, step)
    }

    /// The label of `value` on an axis whose ticks are `step` apart.
    static func label(_ value: Double, step: Double, magnitude: Double) -> String {
        let decimals = NumberText.decimals(forStep: step)
        if magnitude >= 1e12 || (decimals > 8 && magnitude < 1e-4) {
            let digits = Int.clamping(log10(max(magnitude, step) / step).rounded(.up), to: 0...15) + 1
            return NumberText.scientific(value, digits: min(max(digits, 1), 15))
        }
        return NumberText.fixed(value, decimals: decimals)
    }
}
