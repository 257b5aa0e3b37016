import CCairo
import Foundation
import TestSupport
import Testing

@testable import SciChart
@testable import SciChartCairo

@Suite struct ScratchDebugTests {
    @Test func debugLine5() throws {
        var random = SeededRandom(seed: 17)
        var pts: [CGPoint] = []
        for line in 0..<12 {
            var points = ThinStrokesTests.line(count: 200, step: 3...5, rise: 20, random: &random)
            if line % 4 == 1 { points[100].y = 1e9 }
            if line == 5 { pts = points }
        }
        for i in 97..<104 { print(i, pts[i]) }
    }
}
