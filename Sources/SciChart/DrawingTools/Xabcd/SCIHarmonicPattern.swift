/// A harmonic pattern recognised in the five points of an XABCD drawing.
///
/// The ratios are of price moves only (see ``SCIHarmonicRatios``). The legs must alternate:
/// A above X, B below A, C above B and D below C (bullish: the pattern completes low, at D,
/// where a trader expects a rise), or all mirrored (bearish). Every bound, and every single
/// value taken as a range, has a 5% relative tolerance; among the patterns whose ratios fit,
/// the one with the least ``error`` wins, ties going to the earlier of ``names``.
///
/// The definitions are Scott Carney's (*Harmonic Trading*, volumes 1–3) for the Gartley,
/// Bat, Alternate Bat, Butterfly, Crab, Deep Crab and Shark, and Darren Oglesbee's for the
/// Cypher.
public struct SCIHarmonicPattern: Hashable, Sendable, CustomStringConvertible {
    /// The pattern's name, one of ``names`` (the direction is not part of it).
    public let name: String
    /// Whether A is above X: the pattern completes low, at D.
    public let isBullish: Bool
    /// The largest relative deviation of any ratio outside its range: 0 for an exact fit,
    /// at most 0.05 for a pattern that is recognised.
    public let error: Double

    /// The patterns recognised, in order of preference.
    public static let names = HarmonicDefinition.all.map(\.name)

    public var description: String { "\(isBullish ? "Bullish" : "Bearish") \(name)" }

    /// The pattern the prices of X, A, B, C and D form, or `nil` when they form none.
    public static func recognize(x: Double, a: Double, b: Double, c: Double, d: Double) -> SCIHarmonicPattern?
    {
        guard let direction = Direction(x: x, a: a, b: b, c: c, d: d) else { return nil }
        let ratios = SCIHarmonicRatios(x: x, a: a, b: b, c: c, d: d)
        var best: SCIHarmonicPattern?
        for definition in HarmonicDefinition.all {
            guard !definition.cBeyondA || direction.isBeyond(c, a),
                let error = definition.error(ratios, withD: true), error <= HarmonicDefinition.tolerance,
                error < (best?.error ?? .infinity)
            else { continue }
            best = SCIHarmonicPattern(name: definition.name, isBullish: direction.isBullish, error: error)
        }
        return best
    }

    /// The up and down of a pattern's legs.
    struct Direction {
        let isBullish: Bool

        /// The direction of alternating legs X→A→B→C(→D), or `nil` when they do not alternate.
        init?(x: Double, a: Double, b: Double, c: Double, d: Double?) {
            let prices = [x, a, b, c] + (d.map { [$0] } ?? [])
            guard prices.allSatisfy(\.isFinite) else { return nil }
            let bullish = a > x
            for index in 1..<prices.count {
                let rising = index % 2 == 1 ? bullish : !bullish
                let move = prices[index] - prices[index - 1]
                guard rising ? move > 0 : move < 0 else { return nil }
            }
            isBullish = bullish
        }

        /// Whether `price` lies beyond `reference` in the direction of the XA leg.
        func isBeyond(_ price: Double, _ reference: Double) -> Bool {
            isBullish ? price > reference : price < reference
        }

        /// `price` moved `distance` against the XA leg (down for a bullish pattern).
        func retrace(_ price: Double, by distance: Double) -> Double {
            isBullish ? price - distance : price + distance
        }
    }
}
