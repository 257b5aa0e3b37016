/// Where D would complete a pattern that X, A, B and C already fit: a potential reversal
/// zone, drawn while D is being placed.
public struct SCIPotentialReversalZone: Hashable, Sendable {
    /// The pattern D would complete.
    public let name: String
    /// Whether A is above X: D, and the zone, lie below C.
    public let isBullish: Bool
    /// The lowest price of D that completes the pattern exactly.
    public let low: Double
    /// The highest price of D that completes the pattern exactly.
    public let high: Double

    /// The zones of every pattern whose ratios X, A, B and C fit (within the tolerance), in
    /// the order of ``SCIHarmonicPattern/names``.
    public static func zones(x: Double, a: Double, b: Double, c: Double) -> [SCIPotentialReversalZone] {
        guard let direction = SCIHarmonicPattern.Direction(x: x, a: a, b: b, c: c, d: nil) else { return [] }
        let ratios = SCIHarmonicRatios(x: x, a: a, b: b, c: c, d: nil)
        let xa = abs(a - x)
        let bc = abs(c - b)
        let xc = abs(c - x)
        var zones: [SCIPotentialReversalZone] = []
        for definition in HarmonicDefinition.all {
            guard !definition.cBeyondA || direction.isBeyond(c, a),
                let error = definition.error(ratios, withD: false), error <= HarmonicDefinition.tolerance
            else { continue }
            // Each ratio that involves D puts D in a price interval; the zone is where they
            // all hold exactly, or else where they all hold within the tolerance. A pattern
            // whose ratios cannot all hold has no zone.
            func interval(_ widen: Double) -> ClosedRange<Double>? {
                var shared: ClosedRange<Double>?
                for bound in definition.bounds where bound.ratio.needsD {
                    let (origin, length): (Double, Double) =
                        switch bound.ratio {
                        case .adToXa: (a, xa)
                        case .cdToBc: (c, bc)
                        default: (c, xc)
                        }
                    let near = direction.retrace(origin, by: bound.range.lowerBound * (1 - widen) * length)
                    let far = direction.retrace(origin, by: bound.range.upperBound * (1 + widen) * length)
                    let prices = min(near, far)...max(near, far)
                    guard let current = shared else {
                        shared = prices
                        continue
                    }
                    guard current.overlaps(prices) else { return nil }
                    shared =
                        max(
                            current.lowerBound, prices.lowerBound)...min(
                            current.upperBound, prices.upperBound)
                }
                return shared
            }
            guard let zone = interval(0) ?? interval(HarmonicDefinition.tolerance) else { continue }
            zones.append(
                SCIPotentialReversalZone(
                    name: definition.name, isBullish: direction.isBullish, low: zone.lowerBound,
                    high: zone.upperBound))
        }
        return zones
    }
}
