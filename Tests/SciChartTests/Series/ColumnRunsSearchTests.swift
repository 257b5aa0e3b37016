import Foundation
import TestSupport
import Testing

@testable import SciChart

/// The search from a guess that finds where each pixel column starts gives what a binary
/// search gives, from any guess, on sorted data with runs of equal and infinite values.
@Suite struct ColumnRunsSearchTests {
    @Test(arguments: [1, 2, 3] as [UInt64])
    func theSearchFromAGuessIsTheBinarySearch(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        var values = [-Double.infinity]
        for _ in 0..<5_000 {
            let step =
                Double.random(in: 0...1, using: &random) < 0.2 ? 0 : Double.random(in: 0...3, using: &random)
            values.append((values.count == 1 ? 0 : values[values.count - 1]) + step)
        }
        values.append(.infinity)
        values.withUnsafeBufferPointer { xs in
            for _ in 0..<4_000 {
                let lower = Int.random(in: 0...xs.count, using: &random)
                let upper = Int.random(in: lower...xs.count, using: &random)
                let target =
                    [
                        Double.random(in: -10...8_000, using: &random),
                        xs[Int.random(in: 0..<xs.count, using: &random)],
                    ]
                    .randomElement(using: &random)!
                let guess = Int.random(in: -20...(xs.count + 20), using: &random)
                var expected = lower
                while expected < upper && xs[expected] < target { expected += 1 }
                let found = ColumnRuns.firstIndex(
                    atOrAfter: target, xs: xs, lower: lower, upper: upper, near: guess)
                #expect(found == expected, "target \(target) in \(lower)..<\(upper) from \(guess)")
            }
        }
    }
}
