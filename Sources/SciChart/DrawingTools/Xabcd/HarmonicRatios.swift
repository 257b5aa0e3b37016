/// The ratios of the price moves of an XABCD pattern. A ratio whose denominator is a zero
/// move is `nil` (undefined), never a division by zero.
public struct SCIHarmonicRatios: Hashable, Sendable {
    /// |B − A| / |A − X|: how far B retraces XA.
    public let abToXa: Double?
    /// |C − B| / |B − A|.
    public let bcToAb: Double?
    /// |D − C| / |C − B|.
    public let cdToBc: Double?
    /// |A − D| / |A − X|: how far D retraces XA.
    public let adToXa: Double?
    /// |C − X| / |A − X| (Shark and Cypher).
    public let xcToXa: Double?
    /// |C − D| / |C − X|: how far D retraces the move from X to C (Shark and Cypher).
    public let cdToXc: Double?

    /// The ratios of the prices of X, A, B, C and D (D optional: its ratios are then `nil`).
    public init(x: Double, a: Double, b: Double, c: Double, d: Double?) {
        func ratio(_ numerator: Double, _ denominator: Double) -> Double? {
            let top = abs(numerator)
            let bottom = abs(denominator)
            guard bottom > 0, top.isFinite, bottom.isFinite else { return nil }
            let value = top / bottom
            return value.isFinite ? value : nil
        }
        abToXa = ratio(b - a, a - x)
        bcToAb = ratio(c - b, b - a)
        xcToXa = ratio(c - x, a - x)
        if let d {
            cdToBc = ratio(d - c, c - b)
            adToXa = ratio(a - d, a - x)
            cdToXc = ratio(c - d, c - x)
        } else {
            (cdToBc, adToXa, cdToXc) = (nil, nil, nil)
        }
    }
}
