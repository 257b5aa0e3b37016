/// One harmonic pattern as Scott Carney (Gartley, Bat, Alternate Bat, Butterfly, Crab, Deep
/// Crab, Shark) and Darren Oglesbee (Cypher) define it: a range for each ratio it
/// constrains.
struct HarmonicDefinition: Sendable {
    /// A ratio of the pattern and how to read it from the ratios.
    enum Ratio: Sendable, CaseIterable {
        case abToXa, bcToAb, cdToBc, adToXa, xcToXa, cdToXc

        func value(in ratios: SCIHarmonicRatios) -> Double? {
            switch self {
            case .abToXa: ratios.abToXa
            case .bcToAb: ratios.bcToAb
            case .cdToBc: ratios.cdToBc
            case .adToXa: ratios.adToXa
            case .xcToXa: ratios.xcToXa
            case .cdToXc: ratios.cdToXc
            }
        }

        /// Whether the ratio involves D.
        var needsD: Bool { self == .cdToBc || self == .adToXa || self == .cdToXc }
    }

    let name: String
    let bounds: [(ratio: Ratio, range: ClosedRange<Double>)]
    /// Whether C must lie beyond A (Shark and Cypher).
    let cBeyondA: Bool

    /// The relative tolerance of every bound.
    static let tolerance = 0.05

    /// How far `value` lies outside `range`, relative to the bound it passes: 0 inside.
    static func deviation(_ value: Double, from range: ClosedRange<Double>) -> Double {
        if value < range.lowerBound {
            return range.lowerBound > 0 ? (range.lowerBound - value) / range.lowerBound : 0
        }
        if value > range.upperBound {
            return range.upperBound > 0 ? (value - range.upperBound) / range.upperBound : .infinity
        }
        return 0
    }

    /// The largest deviation of the ratios (those involving D only when `withD`) from their
    /// ranges; `nil` when a ratio it needs is undefined.
    func error(_ ratios: SCIHarmonicRatios, withD: Bool) -> Double? {
        var worst = 0.0
        for bound in bounds where withD || !bound.ratio.needsD {
            guard let value = bound.ratio.value(in: ratios) else { return nil }
            worst = max(worst, Self.deviation(value, from: bound.range))
        }
        return worst
    }

    /// The patterns in order of preference: on equal error, the earlier wins.
    static let all: [HarmonicDefinition] = [
        HarmonicDefinition(
            name: "Gartley",
            bounds: [
                (.abToXa, 0.618...0.618), (.bcToAb, 0.382...0.886), (.cdToBc, 1.27...1.618),
                (.adToXa, 0.786...0.786),
            ],
            cBeyondA: false),
        HarmonicDefinition(
            name: "Bat",
            bounds: [
                (.abToXa, 0.382...0.5), (.bcToAb, 0.382...0.886), (.cdToBc, 1.618...2.618),
                (.adToXa, 0.886...0.886),
            ],
            cBeyondA: false),
        HarmonicDefinition(
            name: "Alternate Bat",
            bounds: [
                (.abToXa, 0...0.382), (.bcToAb, 0.382...0.886), (.cdToBc, 2.0...3.618),
                (.adToXa, 1.13...1.13),
            ],
            cBeyondA: false),
        HarmonicDefinition(
            name: "Butterfly",
            bounds: [
                (.abToXa, 0.786...0.786), (.bcToAb, 0.382...0.886), (.cdToBc, 1.618...2.24),
                (.adToXa, 1.27...1.27),
            ],
            cBeyondA: false),
        HarmonicDefinition(
            name: "Crab",
            bounds: [
                (.abToXa, 0.382...0.618), (.bcToAb, 0.382...0.886), (.cdToBc, 2.24...3.618),
                (.adToXa, 1.618...1.618),
            ],
            cBeyondA: false),
        HarmonicDefinition(
            name: "Deep Crab",
            bounds: [
                (.abToXa, 0.886...0.886), (.bcToAb, 0.382...0.886), (.cdToBc, 2.24...3.618),
                (.adToXa, 1.618...1.618),
            ],
            cBeyondA: false),
        HarmonicDefinition(
            name: "Shark",
            bounds: [(.bcToAb, 1.13...1.618), (.cdToBc, 1.618...2.24), (.cdToXc, 0.886...1.13)],
            cBeyondA: true),
        HarmonicDefinition(
            name: "Cypher",
            bounds: [(.abToXa, 0.382...0.618), (.xcToXa, 1.272...1.414), (.cdToXc, 0.786...0.786)],
            cBeyondA: true),
    ]
}
