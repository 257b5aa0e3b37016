import Foundation
import SciChart

/// A producer thread that appends price ticks to FIFO series, as a market data feed would:
/// a random walk, and its moving mean, ``ticksPerSecond`` a second, each series keeping the
/// last ``capacity`` points, and candles built from the ticks, one a ``barSeconds``
/// interval (the last bar updated in place by each tick until its interval ends), the last
/// ``candleCapacity`` kept. Each tick changes the series as one change (an
/// ``SCIUpdateSuspender``), so the chart view draws one frame a tick.
///
/// ``start()`` backfills a full window of candles before it returns, so the chart opens full
/// and what is appended after it is news; ``stop()`` ends the thread and waits for it.
final class LiveFeed: Sendable {
    /// The ticks.
    let prices: SCIXyDataSeries
    /// The mean of the last ``meanLength`` ticks.
    let mean: SCIXyDataSeries
    /// The ticks as candles, one a ``barSeconds`` interval.
    let candles: SCIOhlcDataSeries
    /// The seconds a candle spans.
    static let barSeconds = 2.0
    /// The candles kept.
    static let candleCapacity = 300
    /// Ticks appended a second.
    static let ticksPerSecond = 25.0
    /// The points each series keeps.
    static let capacity = 1500
    /// The ticks averaged by ``mean``.
    static let meanLength = 50

    private let stopRequest = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)
    private let state = Locked(State.idle)

    private enum State {
        case idle, running, stopped
    }

    init() {
        prices = SCIXyDataSeries(xType: .date, yType: .double)
        prices.seriesName = "Price"
        prices.fifoCapacity = Self.capacity
        mean = SCIXyDataSeries(xType: .date, yType: .double)
        mean.seriesName = "Mean of \(Self.meanLength)"
        mean.fifoCapacity = Self.capacity
        candles = SCIOhlcDataSeries(xType: .date, yType: .double)
        candles.seriesName = "Price, \(Int(Self.barSeconds)) s bars"
        candles.fifoCapacity = Self.candleCapacity
    }

    /// Backfills the series and starts the producer thread; does nothing after the first call.
    func start() {
        let shouldStart = state.withLock { state in
            guard case .idle = state else { return false }
            state = .running
            return true
        }
        guard shouldStart else { return }
        var walk = RandomWalk(seed: 0x5C1C_4A27, price: 100)
        var window: [Double] = []
        backfill(&walk, &window)
        let thread = Thread { [self, walk, window] in run(walk, window) }
        thread.name = "live feed"
        thread.start()
    }

    /// Stops the producer thread and waits until it has appended its last tick.
    func stop() {
        let wasRunning = state.withLock { state in
            defer { state = .stopped }
            if case .running = state { return true }
            return false
        }
        guard wasRunning else { return }
        stopRequest.signal()
        finished.wait()
    }

    /// A full window of candles, ending now (the tick series keep the last of its ticks).
    private func backfill(_ walk: inout RandomWalk, _ window: inout [Double]) {
        let period = 1 / Self.ticksPerSecond
        let count = Int(Double(Self.candleCapacity) * Self.barSeconds * Self.ticksPerSecond)
        let start = Date().timeIntervalSince1970 - Double(count) * period
        var xs: [Double] = []
        var ys: [Double] = []
        var means: [Double] = []
        var bars: [CandleBuilder.Bar] = []
        for index in 0..<count {
            let price = walk.next()
            let x = start + Double(index) * period
            xs.append(x)
            ys.append(price)
            means.append(Self.push(price, into: &window))
            CandleBuilder.add(price, at: x, interval: Self.barSeconds, to: &bars)
        }
        SCIUpdateSuspender.usingWith([prices, mean, candles]) {
            prices.append(x: Array(xs.suffix(Self.capacity)), y: Array(ys.suffix(Self.capacity)))
            mean.append(x: Array(xs.suffix(Self.capacity)), y: Array(means.suffix(Self.capacity)))
            candles.append(
                x: bars.map(\.start), open: bars.map(\.open), high: bars.map(\.high), low: bars.map(\.low),
                close: bars.map(\.close))
        }
    }

    /// The producer: one tick per period until asked to stop, continuing `walk`.
    private func run(_ walk: RandomWalk, _ window: [Double]) {
        var walk = walk
        var window = window
        let period = 1 / Self.ticksPerSecond
        while stopRequest.wait(timeout: .now() + period) == .timedOut {
            let price = walk.next()
            let now = Date().timeIntervalSince1970
            // One tick is one change to the chart: its two series are announced together.
            SCIUpdateSuspender.usingWith([prices, mean, candles]) {
                prices.append(x: now, y: price)
                mean.append(x: now, y: Self.push(price, into: &window))
                CandleBuilder.add(price, at: now, interval: Self.barSeconds, to: candles)
            }
        }
        finished.signal()
    }

    /// Adds `price` to the moving window and returns the window's mean.
    private static func push(_ price: Double, into window: inout [Double]) -> Double {
        window.append(price)
        if window.count > meanLength { window.removeFirst(window.count - meanLength) }
        return window.reduce(0, +) / Double(window.count)
    }
}

/// Candles from ticks: a tick in the last bar's interval updates it (high, low, close); a
/// tick past it opens a new bar at the start of its interval.
enum CandleBuilder {
    struct Bar: Equatable {
        var start: Double
        var open: Double
        var high: Double
        var low: Double
        var close: Double
    }

    /// The start of the `interval`-second interval holding `time`.
    static func intervalStart(_ time: Double, _ interval: Double) -> Double {
        (time / interval).rounded(.down) * interval
    }

    /// Adds a tick to bars held in an array.
    static func add(_ price: Double, at time: Double, interval: Double, to bars: inout [Bar]) {
        let start = intervalStart(time, interval)
        if let last = bars.last, start <= last.start {
            bars[bars.count - 1] = Bar(
                start: last.start, open: last.open, high: max(last.high, price), low: min(last.low, price),
                close: price)
        } else {
            bars.append(Bar(start: start, open: price, high: price, low: price, close: price))
        }
    }

    /// Adds a tick to bars in a data series: the last bar updated in place, or a new one.
    static func add(_ price: Double, at time: Double, interval: Double, to series: SCIOhlcDataSeries) {
        let start = intervalStart(time, interval)
        let index = series.count - 1
        if index >= 0, let last = series.bar(at: index), start <= last.x {
            series.update(
                open: last.open, high: max(last.high, price), low: min(last.low, price), close: price,
                at: index)
        } else {
            series.append(x: start, open: price, high: price, low: price, close: price)
        }
    }
}

/// A reproducible random walk of prices: steps of up to 0.1 % with a slight pull back to
/// where it started, so it wanders without drifting away.
struct RandomWalk {
    private var generator: SplitMix64
    private var price: Double
    private let anchor: Double

    init(seed: UInt64, price: Double) {
        generator = SplitMix64(seed: seed)
        self.price = price
        anchor = price
    }

    /// The next price.
    mutating func next() -> Double {
        let step = (Double(generator.next() >> 11) / Double(1 << 53) - 0.5) * 0.002
        let pull = (anchor - price) / anchor * 0.002
        price *= 1 + step + pull
        return price
    }
}

/// Sebastiano Vigna's SplitMix64: a small, fast generator with a fixed sequence per seed.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
