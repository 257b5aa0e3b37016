/// Visible ranges after a pan or a zoom, computed from the coordinate calculator an axis had
/// when the gesture started, so a gesture never drifts however many events it has.
///
/// Every result is finite, ordered and wide enough for the axis to divide: values stop at
/// the ends of `Double` (a pan there keeps its span, a zoom out stops at the whole line), and a
/// zoom in stops at a span of about 1e-11 of the values (1e-190 near zero), well above the
/// point where a range would be too thin to convert pixels. Arithmetic is done on half-values,
/// so ranges as wide as the whole `Double` line do not overflow.
enum NavigationRange {
    /// The largest half-value: half of the largest finite `Double`.
    static let halfLimit = Double.greatestFiniteMagnitude / 2
    /// The smallest span a zoom leaves, relative to the largest magnitude of the range's ends.
    static let relativeMinimumSpan = 1e-11
    /// The smallest half span a zoom leaves near zero.
    static let absoluteMinimumHalfSpan = 1e-190

    /// The range that shows, at pixel `target` of an axis `length` pixels long, the value
    /// `calculator` shows at its pixel `source`, with the values a pixel spans multiplied by
    /// `spanFactor` (2 shows twice the span on the same length: a zoom out). Pixels count
    /// along the axis from the series area's origin; `length` is the axis' length now, which
    /// may differ from the calculator's when the series area changed size.
    ///
    /// A factor of exactly 1 on an unchanged length is a pan: the span is kept. A factor of 0
    /// zooms in as far as allowed. Returns `nil` when nothing sensible can be computed: an
    /// axis with no length, non-finite pixels, a NaN or negative factor.
    ///
    /// On a logarithmic axis the range is computed on the logarithms of the values, so a pan
    /// moves by equal ratios and a zoom keeps the value under the pointer; on an index date
    /// axis, on bar indices, so a pan moves by bars.
    static func range(
        _ calculator: SCICoordinateCalculator, showing source: Double, at target: Double, length: Double,
        spanFactor: Double
    ) -> SCIDoubleRange? {
        guard !calculator.isLinearScale else {
            return linearRange(
                calculator, showing: source, at: target, length: length, spanFactor: spanFactor)
        }
        let scaled = linearRange(
            calculator.scaledLinear, showing: source, at: target, length: length, spanFactor: spanFactor)
        guard let scaled else { return nil }
        let range = calculator.scale.inverse(scaled)
        // Beyond the positive finite numbers the ends stop: a range squeezed there is refused.
        return range.min < range.max ? range : nil
    }

    private static func linearRange(
        _ calculator: SCICoordinateCalculator, showing source: Double, at target: Double, length: Double,
        spanFactor: Double
    ) -> SCIDoubleRange? {
        let oldLength = calculator.viewportLength
        guard oldLength > 0, length.isFinite, length > 0, source.isFinite, target.isFinite,
            !spanFactor.isNaN, spanFactor >= 0
        else { return nil }
        let lower = calculator.visibleMin * 0.5
        let upper = calculator.visibleMax * 0.5
        let halfPerPixel = (upper - lower) / oldLength
        guard halfPerPixel.isFinite, halfPerPixel > 0 else { return nil }
        // Offsets along the direction in which values grow.
        let forward = calculator.isHorizontal != calculator.hasFlippedCoordinates
        let from = forward ? source : oldLength - source
        let to = forward ? target : length - target
        if spanFactor == 1 && length == oldLength {
            let wanted = (from - to) * halfPerPixel
            let shift = wanted.isNaN ? 0 : min(max(wanted, -halfLimit - lower), halfLimit - upper)
            return SCIDoubleRange(min: (lower + shift) * 2, max: (upper + shift) * 2)
        }
        let magnitude = max(abs(lower), abs(upper))
        let minimumHalfSpan = max(magnitude * relativeMinimumSpan, absoluteMinimumHalfSpan)
        // Half-values a pixel spans: at least enough for the smallest span, at most the whole
        // line over the axis.
        let smallest = minimumHalfSpan / length
        let widest = Double.greatestFiniteMagnitude / max(length, 2) * 2
        let perPixel = min(max(halfPerPixel * spanFactor, min(smallest, halfPerPixel)), widest)
        let anchor = clampedHalf(lower + from * halfPerPixel)
        let newLower = clampedHalf(anchor - to * perPixel)
        let newUpper = clampedHalf(anchor + (length - to) * perPixel)
        let newMagnitude = max(abs(newLower), abs(newUpper))
        // A zoom that also moved far (a pinch) may land where its span is too thin.
        guard newUpper - newLower >= max(newMagnitude * relativeMinimumSpan, absoluteMinimumHalfSpan) / 2
        else { return nil }
        return SCIDoubleRange(min: newLower * 2, max: newUpper * 2)
    }

    /// A half-value within the finite range; infinities stop at the limits.
    private static func clampedHalf(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, -halfLimit), halfLimit)
    }
}
