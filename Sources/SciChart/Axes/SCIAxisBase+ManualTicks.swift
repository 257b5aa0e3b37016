import Foundation

/// Ticks placed every ``SCIAxisBase/majorDelta`` and ``SCIAxisBase/minorDelta`` when
/// ``SCIAxisBase/autoTicks`` is off.
extension SCIAxisBase {
    /// The most major ticks an axis places by hand; the most minor ones are ten times as many.
    static let manualTickLimit = 1_000

    /// Majors at the multiples of the major delta in `range`, minors at those of the minor
    /// delta between them, labelled by the axis' kind; `nil` when the deltas cannot place
    /// them (missing, not positive, not finite, or more than ``manualTickLimit`` majors).
    func manualTicks(range: SCIDoubleRange, context: AxisContext) -> AxisTicks? {
        if let base = valueScale.base {
            // On a logarithmic axis the major delta counts powers of the base.
            guard let major = majorDelta?.doubleValue,
                var ticks = LogarithmicTicks.manual(
                    range: range, base: base, majorDelta: major, minorDelta: minorDelta?.doubleValue)
            else { return nil }
            ticks.labels = ticks.major.map { manualTickLabel($0, step: $0, context: context) }
            return ticks
        }
        guard let major = majorDelta?.doubleValue, major.isFinite, major > 0, range.isValid,
            (range.max - range.min) / major <= Double(Self.manualTickLimit)
        else { return nil }
        var ticks = AxisTicks()
        ticks.major = NumericTicks.multiples(of: major, in: range, limit: Self.manualTickLimit + 1)
        if let minor = minorDelta?.doubleValue, minor.isFinite, minor > 0,
            (range.max - range.min) / minor <= Double(Self.manualTickLimit * 10)
        {
            let majors = Set(ticks.major)
            ticks.minor = NumericTicks.multiples(of: minor, in: range, limit: Self.manualTickLimit * 10 + 1)
                .filter { value in
                    // Leave out minors on a major (up to rounding of the multiples).
                    let nearest = (value / major).rounded() * major
                    return !(majors.contains(nearest) && abs(value - nearest) < minor * 1e-6)
                }
        }
        ticks.labels = ticks.major.map { manualTickLabel($0, step: major, context: context) }
        return ticks
    }
}
