import Foundation
import Testing

@testable import SciChart

/// Badges of one drawing set side by side along an axis where they would overlap.
@Suite struct AxisBadgeSpreadTests {
    @Test func spansApartStayWhereTheyAre() {
        let starts = AxisBadge.spread([(10, 20), (100, 20)], gap: 2, limit: 500)
        #expect(starts == [10, 100])
    }

    @Test func overlappingSpansSitEndToEndAboutTheirCentresInTheirOrder() {
        // Centres 110 and 100: the second comes first, the pair is centred on 105.
        let starts = AxisBadge.spread([(100, 20), (90, 20)], gap: 2, limit: 500)
        #expect(starts == [106, 84])
    }

    @Test func aRunThatReachesANeighbourTakesItIn() {
        // The first two overlap; laid end to end they reach the third, which joins them.
        let starts = AxisBadge.spread([(50, 20), (55, 20), (80, 20)], gap: 0, limit: 500)
        #expect(starts.count == 3)
        #expect(starts[0] + 20 <= starts[1] && starts[1] + 20 <= starts[2])
        let centre = (starts[0] + starts[2] + 20) / 2
        #expect(abs(centre - (60 + 65 + 90) / 3.0) < 1e-9)
    }

    @Test func aRunKeepsInsideTheSurface() {
        let starts = AxisBadge.spread([(485, 20), (490, 20)], gap: 2, limit: 500)
        #expect(starts == [458, 480])
        let atZero = AxisBadge.spread([(0, 20), (2, 20)], gap: 2, limit: 500)
        #expect(atZero == [0, 22])
    }
}
