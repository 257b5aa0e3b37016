import Foundation
import Testing

@testable import SciChart

/// Recognition of harmonic patterns from exact textbook shapes, near misses on either side
/// of the 5% tolerance, both directions, and undefined ratios.
@Suite struct HarmonicPatternTests {
    /// Prices of a bullish shape with X at 0 and A at 100, built from AB/XA, BC/AB and the
    /// price of D.
    static func shape(ab: Double, bc: Double, d: Double) -> [Double] {
        let b = 100 - ab * 100
        let c = b + bc * (100 - b)
        return [0, 100, b, c, d]
    }

    /// Each pattern's exact shape (X, A, B, C, D) and its name.
    static let textbook: [(String, [Double])] = [
        ("Gartley", shape(ab: 0.618, bc: 0.5, d: 100 - 78.6)),
        ("Bat", shape(ab: 0.45, bc: 0.618, d: 100 - 88.6)),
        ("Alternate Bat", shape(ab: 0.35, bc: 0.886, d: 100 - 113)),
        ("Butterfly", shape(ab: 0.786, bc: 0.7, d: 100 - 127)),
        ("Crab", shape(ab: 0.5, bc: 0.886, d: 100 - 161.8)),
        ("Deep Crab", shape(ab: 0.886, bc: 0.6, d: 100 - 161.8)),
        // B at 50, C beyond A at 120 (BC/AB 1.4), D retracing XC fully.
        ("Shark", [0, 100, 50, 120, 0]),
        // B at 50, C at 134 (XC 1.34), D retracing 0.786 of XC.
        ("Cypher", [0, 100, 50, 134, 134 - 0.786 * 134]),
    ]

    static func recognize(_ prices: [Double]) -> SCIHarmonicPattern? {
        SCIHarmonicPattern.recognize(x: prices[0], a: prices[1], b: prices[2], c: prices[3], d: prices[4])
    }

    @Test(arguments: 0..<textbook.count)
    func exactShapesAreRecognised(index: Int) throws {
        let (name, prices) = Self.textbook[index]
        let ratios = SCIHarmonicRatios(x: prices[0], a: prices[1], b: prices[2], c: prices[3], d: prices[4])
        // The shapes are built from three ratios; the CD/BC they imply is in the pattern's range.
        let cd = try #require(ratios.cdToBc)
        let cdRanges: [String: ClosedRange<Double>] = [
            "Gartley": 1.27...1.618, "Bat": 1.618...2.618, "Alternate Bat": 2.0...3.618,
            "Butterfly": 1.618...2.24,
            "Crab": 2.24...3.618, "Deep Crab": 2.24...3.618, "Shark": 1.618...2.24,
        ]
        if let range = cdRanges[name] { #expect(range.contains(cd), "\(name): CD/BC \(cd)") }
        let pattern = try #require(Self.recognize(prices), "\(name) not recognised")
        #expect(pattern.name == name)
        #expect(pattern.isBullish)
        #expect(pattern.error < 1e-9, "\(name): error \(pattern.error)")
        // Mirrored, the same pattern is bearish.
        let bearish = try #require(Self.recognize(prices.map { -$0 }))
        #expect(bearish.name == name && !bearish.isBullish && bearish.error < 1e-9)
        #expect(bearish.description == "Bearish \(name)")
    }

    @Test func nearMissesInsideTheToleranceAreRecognisedWithTheirError() throws {
        // AB/XA 4% above the Gartley's 0.618.
        let prices = Self.shape(ab: 0.618 * 1.04, bc: 0.5, d: 100 - 78.6)
        let pattern = try #require(Self.recognize(prices))
        #expect(pattern.name == "Gartley")
        #expect(abs(pattern.error - 0.04) < 1e-9)
    }

    @Test func nearMissesOutsideTheToleranceAreNot() {
        // AB/XA 6% above 0.618 fits no pattern; D 6% short of the Gartley's 0.786 neither.
        #expect(Self.recognize(Self.shape(ab: 0.618 * 1.06, bc: 0.5, d: 100 - 78.6)) == nil)
        #expect(Self.recognize(Self.shape(ab: 0.618, bc: 0.5, d: 100 - 78.6 * 0.94)) == nil)
    }

    @Test func legsThatDoNotAlternateFormNoPattern() {
        // B above A: not a pattern, whatever the ratios.
        #expect(Self.recognize([0, 100, 110, 150, 20]) == nil)
        // D above C.
        #expect(Self.recognize([0, 100, 38.2, 69.1, 80]) == nil)
    }

    @Test func zeroMovesLeaveRatiosUndefined() {
        let flat = SCIHarmonicRatios(x: 5, a: 5, b: 5, c: 5, d: 5)
        #expect(flat.abToXa == nil && flat.bcToAb == nil && flat.cdToBc == nil && flat.adToXa == nil)
        #expect(Self.recognize([5, 5, 5, 5, 5]) == nil)
        #expect(Self.recognize([0, 100, 100, 150, 20]) == nil)
        #expect(SCIPotentialReversalZone.zones(x: 3, a: 3, b: 3, c: 3).isEmpty)
        #expect(SCIXabcdAnnotation.ratioText([1, 1, 2, 3, 4], (1, 2), (0, 1)) == "—")
    }

    @Test func tiesGoToTheEarlierPattern() {
        // Butterfly and Deep Crab differ in AB/XA (0.786, 0.886); halfway between, with a D
        // and CD that fit both within tolerance, the earlier (Butterfly) would win on a tie.
        #expect(
            SCIHarmonicPattern.names.firstIndex(of: "Butterfly")! < SCIHarmonicPattern.names.firstIndex(
                of: "Deep Crab")!)
        #expect(
            SCIHarmonicPattern.names == [
                "Gartley", "Bat", "Alternate Bat", "Butterfly", "Crab", "Deep Crab", "Shark", "Cypher",
            ])
    }

    @Test func reversalZonesAreWhereDWouldCompleteEachFittingPattern() throws {
        let gartley = Self.textbook[0].1
        let zones = SCIPotentialReversalZone.zones(x: gartley[0], a: gartley[1], b: gartley[2], c: gartley[3])
        let zone = try #require(zones.first { $0.name == "Gartley" })
        // AD/XA 0.786 exactly, inside CD/BC 1.27...1.618: one level.
        #expect(abs(zone.low - 21.4) < 1e-9 && abs(zone.high - 21.4) < 1e-9)
        #expect(zone.isBullish)
        // D placed at the zone completes the pattern it names.
        for zone in zones {
            let d = (zone.low + zone.high) / 2
            let pattern = Self.recognize(Array(gartley.prefix(4)) + [d])
            #expect(pattern != nil, "\(zone.name) at \(d)")
        }
    }
}
