import Foundation

/// Ticks of a logarithmic axis: majors at powers of the base, equally spaced on the axis;
/// minors at whole multiples of the power below (2, 3 … 9 × 10^k in base 10). A base-10 axis
/// that spans few powers (a price chart over years) has majors at 1, 2 and 5 times them,
/// where prices are read.
enum LogarithmicTicks {
    /// The most ticks of either kind one axis gets, whatever the deltas asked.
    static let limit = 2000

    /// The power of `base` to the whole exponent `exponent`, exact for base 10.
    static func power(_ base: Double, _ exponent: Double) -> Double {
        base == 10 ? NumberText.scaled(1, byPowerOfTen: Int(exponent)) : pow(base, exponent)
    }

    /// Automatic ticks over `range` (positive ends): majors every `step` powers, the fewest
    /// powers that keep at most `maxTicks` majors. A range within one power of the base
    /// has ticks at nice linear steps instead (still drawn on the logarithmic scale).
    static func ticks(range: SCIDoubleRange, base: Double, maxTicks: Int, minorsPerMajor: Int) -> AxisTicks? {
        let scale = AxisScale.logarithmic(base: base)
        let low = scale.forward(range.min)
        let high = scale.forward(range.max)
        guard low.isFinite, high.isFinite, high > low else { return nil }
        if base == 10, let nice = oneTwoFive(range: range, low: low, high: high, maxTicks: maxTicks) {
            return nice
        }
        let first = (low - 1e-9).rounded(.up)
        let last = (high + 1e-9).rounded(.down)
        guard last - first >= 1 else { return nil }
        let step = max(((last - first + 1) / Double(max(maxTicks, 2))).rounded(.up), 1)
        let major = exponents(from: low, to: high, step: step).map { power(base, $0) }
        var ticks = AxisTicks()
        ticks.major = major
        guard minorsPerMajor > 1 else { return ticks }
        ticks.minor = autoMinors(range: range, base: base, step: step)
        return ticks
    }

    /// Ticks every `majorDelta` powers of the base, and minors every `minorDelta` times the
    /// power below (SciChart's meaning of the deltas on a logarithmic axis); `nil` when the
    /// deltas cannot place ticks.
    static func manual(range: SCIDoubleRange, base: Double, majorDelta: Double, minorDelta: Double?)
        -> AxisTicks?
    {
        let scale = AxisScale.logarithmic(base: base)
        let low = scale.forward(range.min)
        let high = scale.forward(range.max)
        guard majorDelta.isFinite, majorDelta >= 1, low.isFinite, high.isFinite, high > low,
            (high - low) / majorDelta <= Double(limit)
        else { return nil }
        let step = majorDelta.rounded()
        var ticks = AxisTicks()
        ticks.major = exponents(from: low, to: high, step: step).map { power(base, $0) }
        guard let minorDelta, minorDelta.isFinite, minorDelta > 0 else { return ticks }
        // In each interval from a major's power to the next one's, the multiples of
        // minorDelta times that power.
        var minor: [Double] = []
        var exponent = ((low / step).rounded(.down)) * step
        while exponent <= high, minor.count < limit {
            let start = power(base, exponent)
            let end = power(base, exponent + step)
            let unit = minorDelta * start
            let last = (end / unit * (1 - 1e-12)).rounded(.down)
            var index = (start / unit * (1 + 1e-12)).rounded(.down) + 1
            if last.isFinite, index.isFinite, last - index < Double(limit) {
                while index <= last, minor.count < limit {
                    let value = index * unit
                    if range.contains(value) { minor.append(value) }
                    index += 1
                }
            }
            exponent += step
        }
        ticks.minor = minor
        return ticks
    }

    /// Majors at 1, 2 and 5 times the powers of ten, minors at the other whole multiples, when
    /// at least two and at most `maxTicks` majors fall in the range.
    private static func oneTwoFive(range: SCIDoubleRange, low: Double, high: Double, maxTicks: Int)
        -> AxisTicks?
    {
        let first = low.rounded(.down)
        let last = high.rounded(.down)
        guard (last - first + 1) * 3 <= Double(maxTicks) else { return nil }
        var ticks = AxisTicks()
        var exponent = first
        while exponent <= last {
            let unit = power(10, exponent)
            for multiple in 1...9 {
                let value = Double(multiple) * unit
                guard range.contains(value) else { continue }
                if [1, 2, 5].contains(multiple) {
                    ticks.major.append(value)
                } else {
                    ticks.minor.append(value)
                }
            }
            exponent += 1
        }
        return ticks.major.count >= 2 ? ticks : nil
    }

    /// Whole exponents that are multiples of `step` within `low...high`.
    private static func exponents(from low: Double, to high: Double, step: Double) -> [Double] {
        let first = ((low - 1e-9) / step).rounded(.up) * step
        var result: [Double] = []
        var exponent = first
        while exponent <= high + 1e-9, result.count < limit {
            result.append(exponent)
            exponent += step
        }
        return result
    }

    /// Minors between majors `step` powers apart: the powers between them, or, one power
    /// apart, whole multiples 2, 3 … of the lower power below the next.
    private static func autoMinors(range: SCIDoubleRange, base: Double, step: Double) -> [Double] {
        let scale = AxisScale.logarithmic(base: base)
        let low = scale.forward(range.min).rounded(.down)
        let high = scale.forward(range.max)
        var minor: [Double] = []
        var exponent = low
        while exponent <= high, minor.count < limit {
            let start = power(base, exponent)
            if step > 1 {
                if exponent.truncatingRemainder(dividingBy: step) != 0, range.contains(start) {
                    minor.append(start)
                }
            } else {
                let next = power(base, exponent + 1)
                var multiple = 2.0
                while multiple * start < next * (1 - 1e-12), multiple <= 20 {
                    let value = multiple * start
                    if range.contains(value) { minor.append(value) }
                    multiple += 1
                }
            }
            exponent += 1
        }
        return minor
    }
}
