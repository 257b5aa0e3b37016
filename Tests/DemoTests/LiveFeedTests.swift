import Foundation
import SciChart
import Testing

@testable import scichart_demo

@Suite("The live feed: a producer thread appending to FIFO series")
struct LiveFeedTests {
    @Test func itOpensFullAndKeepsTheLastPoints() async throws {
        let feed = LiveFeed()
        feed.start()
        defer { feed.stop() }
        for _ in 0..<200 where feed.prices.count < LiveFeed.capacity {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(feed.prices.count == LiveFeed.capacity)
        let before = feed.prices.changeCount
        try await Task.sleep(for: .milliseconds(300))
        #expect(feed.prices.changeCount > before)
        #expect(feed.prices.count == LiveFeed.capacity)
        #expect(feed.mean.count == LiveFeed.capacity)
        #expect(feed.prices.isSorted)
    }

    @Test func stopEndsTheThreadForGood() async throws {
        let feed = LiveFeed()
        feed.start()
        feed.stop()
        let stopped = feed.prices.changeCount
        try await Task.sleep(for: .milliseconds(200))
        #expect(feed.prices.changeCount == stopped)
        feed.start()
        feed.stop()
        try await Task.sleep(for: .milliseconds(100))
        #expect(feed.prices.changeCount == stopped)
    }

    @Test func stoppingAFeedNeverStartedReturns() {
        LiveFeed().stop()
    }

    @Test func theWalkIsReproducibleAndStaysNearItsStart() {
        var first = RandomWalk(seed: 7, price: 100)
        var second = RandomWalk(seed: 7, price: 100)
        let prices = (0..<100_000).map { _ in first.next() }
        #expect(prices == (0..<100_000).map { _ in second.next() })
        #expect(prices.allSatisfy { $0 > 50 && $0 < 200 })
    }
}

@MainActor
@Suite("The live page: its last price on the axis and an alert level")
struct LivePageTests {
    @Test func theLastPriceFollowsTheFeedAndTheAlertLevelIsNoDrawing() throws {
        let feed = LiveFeed()
        let surface = PageCharts.live(theme: .dark, feed: feed)
        let marker = try #require(surface.annotations.compactMap { $0 as? SCIAxisMarkerAnnotation }.first)
        let alert = try #require(PageCharts.alertLine(of: surface))
        #expect(marker.followedSeries === feed.prices && alert.isEditable)
        #expect(surface.drawings.isEmpty, "the page's own annotations are not the user's drawings")
        feed.start()
        feed.stop()
        surface.layoutIfNeeded()
        #expect(marker.y1 == feed.prices.yValue(at: feed.prices.count - 1))
    }
}
