import Foundation
import TestSupport
import Testing

@testable import SciChart

/// The search of drawn geometry near a pointer: from a guess outward, then by bisection.
@Suite struct DrawnWindowTests {
    /// The first position where `holds` is true, by looking at every position.
    static func linearFirst(_ count: Int, _ holds: (Int) -> Bool) -> Int {
        (0..<count).first(where: holds) ?? count
    }

    @Test(arguments: [0, 1, 2, 7, 64, 1000])
    func firstPositionIsFoundFromAnyGuess(count: Int) {
        for answer in 0...count {
            let holds = { (position: Int) in position >= answer }
            // Guesses before, at and after the answer, at both ends, and out of range.
            for guess in Set([
                -5, 0, answer - 3, answer - 1, answer, answer + 1, answer + 9, count, count + 4,
            ]) {
                #expect(
                    DrawnWindow.firstPosition(in: count, near: guess, where: holds) == answer,
                    "count \(count) answer \(answer) guess \(guess)")
            }
        }
    }

    /// Drawn x of M4 geometry: four entries per column, some sharing an x, a NaN gap marker.
    static let drawn: [Double] = [10, 10, 10.4, 10.9, 11, 11.2, .nan, 14, 14, 14.5, 15, 16, 16, 16, 16.8]

    /// The positions whose x lies in `range`, by looking at every entry.
    static func inside(_ range: ClosedRange<Double>, _ xs: [Double]) -> [Int] {
        xs.indices.filter { range.contains(xs[$0]) }
    }

    @Test(arguments: [false, true])
    func positionsCoverEveryEntryInTheRangeAndTwoMoreEachSide(descending: Bool) {
        let xs = descending ? Self.drawn.map { -$0 } : Self.drawn
        var random = SeededRandom(seed: 5)
        for _ in 0..<500 {
            let centre = Double.random(in: 8...19, using: &random) * (descending ? -1 : 1)
            let range = DrawnWindow.range(
                around: CGPoint(x: centre, y: 0), radius: Double.random(in: 0...3, using: &random))
            let positions = DrawnWindow.positions(of: range, in: xs)
            let expected = Self.inside(range, xs)
            #expect(positions.lowerBound >= 0 && positions.upperBound <= xs.count)
            for position in expected { #expect(positions.contains(position), "\(range): \(position)") }
            if let first = expected.first, let last = expected.last {
                #expect(positions.lowerBound <= max(first - 2, 0))
                #expect(positions.upperBound >= min(last + 3, xs.count))
            }
        }
    }

    @Test func unevenGeometryIsSearchedAsWellAsEvenGeometry() {
        // Most entries crowd one end: the first guess lands far from the answer.
        let xs = (0..<2000).map { Double($0) * 0.001 } + [50, 60, 70, 80, 90, 100]
        let positions = DrawnWindow.positions(of: 69...81, in: xs)
        #expect(positions.contains(2003) && positions.contains(2004))
        #expect(positions.count <= 6)
        let start = DrawnWindow.positions(of: 0.5...0.6, in: xs)
        #expect(start.contains(500) && start.contains(600))
    }

    @Test(
        arguments: [
            ("empty", [Double]()),
            ("only NaN", [Double.nan, .nan, .nan]),
            ("one entry", [5.0]),
            ("infinities", [-Double.infinity, 1, 2, .infinity]),
            ("all equal", [3.0, 3, 3, 3]),
        ] as [(String, [Double])])
    func badGeometryGivesAValidRange(name: String, xs: [Double]) {
        for range in [-1e300...1e300, 2.5...3.5, 100...200, -Double.infinity...Double.infinity] {
            let positions = DrawnWindow.positions(of: range, in: xs)
            #expect(positions.lowerBound >= 0 && positions.upperBound <= xs.count, "\(name)")
        }
    }
}
