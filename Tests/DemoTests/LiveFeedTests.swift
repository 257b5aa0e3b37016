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

    @Test func candlesAreTheTicksByInterval() throws {
        let feed = LiveFeed()
        feed.start()
        feed.stop()
        let candles = feed.candles
        #expect(candles.count == LiveFeed.candleCapacity)
        // The ticks kept (the last minute) fall in the last bars: each bar's open, high, low
        // and close are those of its interval's ticks.
        let ticks = zip(feed.prices.xValues(in: 0..<feed.prices.count), feed.prices.yValuesArray)
        let byBar = Dictionary(grouping: ticks) { CandleBuilder.intervalStart($0.0, LiveFeed.barSeconds) }
        let first = candles.xValues(in: 0..<1)[0]
        var checked = 0
        for index in 0..<candles.count {
            let bar = try #require(candles.bar(at: index))
            #expect(bar.x == first + Double(index) * LiveFeed.barSeconds, "one bar an interval, none missing")
            // The first interval of the kept ticks may have begun before them.
            guard let group = byBar[bar.x], bar.x > (byBar.keys.min() ?? 0) else { continue }
            let prices = group.map(\.1)
            #expect(bar.open == prices.first && bar.close == prices.last)
            #expect(bar.high == prices.max() && bar.low == prices.min())
            checked += 1
        }
        #expect(checked >= 25)
    }

    @Test func aTickUpdatesTheLastBarOrOpensTheNext() throws {
        let bars = SCIOhlcDataSeries(xType: .date, yType: .double)
        CandleBuilder.add(100, at: 10.2, interval: 2, to: bars)
        CandleBuilder.add(103, at: 10.9, interval: 2, to: bars)
        CandleBuilder.add(99, at: 11.5, interval: 2, to: bars)
        CandleBuilder.add(101, at: 11.99, interval: 2, to: bars)
        #expect(bars.count == 1)
        let bar = try #require(bars.bar(at: 0))
        #expect(bar.x == 10 && bar.open == 100 && bar.high == 103 && bar.low == 99 && bar.close == 101)
        CandleBuilder.add(102, at: 12, interval: 2, to: bars)
        #expect(bars.count == 2 && bars.bar(at: 1)?.open == 102 && bars.bar(at: 1)?.x == 12)
        // A tick from the past (a clock step back) updates the last bar; none is inserted.
        CandleBuilder.add(98, at: 9, interval: 2, to: bars)
        #expect(bars.count == 2 && bars.bar(at: 1)?.low == 98 && bars.bar(at: 1)?.close == 98)
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
        #expect(marker.followedSeries === feed.candles && alert.isEditable)
        #expect(surface.drawings.isEmpty, "the page's own annotations are not the user's drawings")
        feed.start()
        feed.stop()
        surface.layoutIfNeeded()
        #expect(marker.y1 == feed.candles.bar(at: feed.candles.count - 1)?.close)
        #expect(marker.y1 == feed.prices.yValue(at: feed.prices.count - 1), "the last tick is the last close")
    }

    @Test func anAlertSaysItsPriceAndTimeAsTheChartWritesThem() throws {
        let feed = LiveFeed()
        let surface = PageCharts.live(theme: .dark, feed: feed)
        feed.start()
        feed.stop()
        surface.layoutIfNeeded()
        let last = feed.prices.count - 1
        let x = try #require(feed.prices.xValue(at: last))
        let value = try #require(feed.prices.yValue(at: last))
        let message = LivePage.alertMessage(
            upward: true, level: value - 0.004, value: value, x: x, on: surface)
        let time = surface.xAxes[0].formatCursorText(x)
        let price = surface.yAxes[0].formatCursorText(value)
        #expect(message.hasSuffix("(\(price) at \(time))"), "\(message)")
        // The axis' clock: 24 hours, as its labels and the crosshair read.
        #expect(!message.contains("AM") && !message.contains("PM"), "\(message)")
        #expect(
            message.hasPrefix(
                "Alert: the price crossed \(surface.yAxes[0].formatCursorText(value - 0.004)) upward"))
    }
}
