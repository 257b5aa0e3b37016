import Foundation

/// The pure geometry of a Fibonacci retracement: where each level lies, its colour, and the
/// regions between neighbouring levels.
enum FibonacciLevels {
    /// One level: its ratio, its price and its colour.
    struct Level: Equatable {
        var ratio: Double
        var price: Double
        var color: SCIColor
    }

    /// The levels of `ratios` between `first` and `second` (data y), sorted by ratio: level
    /// r lies at first + (second - first) * r, so 0 is at the first point and 1 at the
    /// second. The `ramp` spreads over the regions between neighbouring levels; each level
    /// takes the colour of the region above it, the last level that of the region below.
    static func levels(ratios: [Double], first: Double, second: Double, ramp: [SCIColor]) -> [Level] {
        let sorted = ratios.filter(\.isFinite).sorted()
        let regions = max(sorted.count - 1, 1)
        return sorted.enumerated().map { index, ratio in
            let region = min(index, regions - 1)
            let t = regions > 1 ? Double(region) / Double(regions - 1) : 0
            return Level(ratio: ratio, price: price(first, second, ratio), color: color(in: ramp, at: t))
        }
    }

    /// The price at `ratio` of the way from `first` to `second`. Where the difference of the
    /// two overflows (points near the largest doubles of opposite signs), the weighted sum,
    /// which does not form it: every ratio from 0 to 1 lies between the points.
    static func price(_ first: Double, _ second: Double, _ ratio: Double) -> Double {
        let span = second - first
        if span.isFinite { return first + span * ratio }
        return first * (1 - ratio) + second * ratio
    }

    /// The colour at `t` (0 to 1) of a ramp: evenly spaced stops, linearly between them (each
    /// channel, alpha too); `.gray` for an empty ramp.
    static func color(in ramp: [SCIColor], at t: Double) -> SCIColor {
        guard let first = ramp.first else { return .gray }
        guard ramp.count > 1, t.isFinite else { return first }
        let position = min(max(t, 0), 1) * Double(ramp.count - 1)
        let lower = min(Int(position), ramp.count - 2)
        let fraction = position - Double(lower)
        let (a, b) = (ramp[lower], ramp[lower + 1])
        func mix(_ x: UInt8, _ y: UInt8) -> UInt32 {
            UInt32((Double(x) + (Double(y) - Double(x)) * fraction).rounded())
        }
        return SCIColor(
            argb: mix(a.alpha, b.alpha) << 24 | mix(a.red, b.red) << 16 | mix(a.green, b.green) << 8
                | mix(a.blue, b.blue))
    }

    /// The text of a level's label: the ratio with up to three decimals, then the price as
    /// the y axis writes it: "0.618 (245.32)".
    static func label(ratio: Double, price: String) -> String {
        let text = NumberText.fixed(ratio, decimals: 3)
        var trimmed = Substring(text)
        if trimmed.contains(".") {
            while trimmed.hasSuffix("0") { trimmed = trimmed.dropLast() }
            if trimmed.hasSuffix(".") { trimmed = trimmed.dropLast() }
        }
        return price.isEmpty ? String(trimmed) : "\(trimmed) (\(price))"
    }
}
