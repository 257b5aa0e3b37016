import Foundation
import SciChart
import Testing

@testable import scichart_demo

@MainActor
@Suite("The live page's view follows the latest bar until the user looks back")
struct LatestFollowerTests {
    /// Bars every 2 s from 1000, `count` of them.
    static func bars(_ count: Int) -> SCIOhlcDataSeries {
        let bars = SCIOhlcDataSeries(xType: .date, yType: .double)
        for index in 0..<count { append(to: bars, at: 1000 + Double(index) * 2) }
        return bars
    }

    static func append(to bars: SCIOhlcDataSeries, at x: Double) {
        bars.append(x: x, open: 100, high: 101, low: 99, close: 100.5)
    }

    /// A follower whose scheduled looks run when `run` is called.
    final class Looks: @unchecked Sendable {
        var waiting: [@Sendable @MainActor () -> Void] = []
        @MainActor func run() {
            let now = waiting
            waiting = []
            for look in now { look() }
        }
    }

    @Test func newBarsMoveTheViewUntilItIsPannedAwayAndTheButtonBringsItBack() {
        let bars = Self.bars(300)
        let axis = SCIDateAxis()
        let looks = Looks()
        let follower = LatestFollower(axis: axis, bars: bars, interval: 2) { looks.waiting.append($0) }
        var changes: [Bool] = []
        follower.onFollowingChanged = { changes.append($0) }
        let latest = 1000 + 299 * 2.0
        let span = LatestFollower.barsShown * 2
        #expect(follower.isFollowing)
        #expect(abs(axis.visibleRange.max - axis.visibleRange.min - span) < 1e-9)
        #expect(axis.visibleRange.max > latest && axis.visibleRange.min < latest - span * 0.9)
        // A new bar: the view moves on by a bar, its span kept.
        let before = axis.visibleRange.copy()
        Self.append(to: bars, at: latest + 2)
        Self.append(to: bars, at: latest + 4)
        #expect(looks.waiting.count == 1, "two bars before the main loop looks: one look")
        looks.run()
        #expect(axis.visibleRange.min == before.min + 4 && axis.visibleRange.max == before.max + 4)
        // The user pans back: the latest bar leaves the view, which stays as new bars come.
        axis.visibleRange = SCIDoubleRange(min: latest - 400, max: latest - 200)
        looks.run()
        #expect(!follower.isFollowing && changes == [false])
        Self.append(to: bars, at: latest + 6)
        looks.run()
        #expect(axis.visibleRange == SCIDoubleRange(min: latest - 400, max: latest - 200))
        // Back to the latest: the last bars in view again, following.
        follower.showLatest()
        looks.run()
        #expect(follower.isFollowing && changes == [false, true])
        #expect(
            axis.visibleRange.max > latest + 6
                && abs(axis.visibleRange.max - axis.visibleRange.min - span) < 1e-9)
        // Panning back until the latest bar shows again follows too.
        axis.visibleRange = SCIDoubleRange(min: latest - 400, max: latest - 200)
        looks.run()
        axis.visibleRange = SCIDoubleRange(min: latest - 150, max: latest + 50)
        looks.run()
        #expect(follower.isFollowing && changes == [false, true, false, true])
    }

    @Test func noBarsYetIsNoTrouble() {
        let bars = SCIOhlcDataSeries(xType: .date, yType: .double)
        let axis = SCIDateAxis()
        let looks = Looks()
        let follower = LatestFollower(axis: axis, bars: bars, interval: 2) { looks.waiting.append($0) }
        follower.showLatest()
        looks.run()
        Self.append(to: bars, at: 5000)
        looks.run()
        #expect(follower.isFollowing)
        #expect(axis.visibleRange.min < 5000 && 5000 < axis.visibleRange.max, "the first bar shows")
    }
}
