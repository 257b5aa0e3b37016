import Foundation
import TestSupport
import Testing

@testable import SciChart

/// Resampling through the index gives what reading every point gives, at every pixel column,
/// on hostile data and through every change an indexed series can go through.
@Suite struct ResamplingIndexTests {
    // MARK: - Data and frames

    /// A random walk with spikes, plateaus, runs of equal x, NaN and infinite gaps (many at
    /// block edges), over sorted x.
    static func hostileValues(count: Int, seed: UInt64) -> (xs: [Double], ys: [Double]) {
        var random = SeededRandom(seed: seed)
        var xs = [Double]()
        var ys = [Double]()
        xs.reserveCapacity(count)
        ys.reserveCapacity(count)
        var x = 0.0
        var y = 100.0
        var gap = 0
        var plateau = 0
        for index in 0..<count {
            // Equal x now and then; otherwise an uneven step.
            x +=
                Double.random(in: 0...1, using: &random) < 0.05
                ? 0 : Double.random(in: 0.1...2, using: &random)
            xs.append(x)
            if gap == 0, Double.random(in: 0...1, using: &random) < 0.0008 {
                // Gaps of one point to a few blocks, often starting on a block edge.
                gap = [1, 3, 16, 17, 40, 256, 300].randomElement(using: &random)!
                if Bool.random(using: &random) { gap += (16 - index % 16) % 16 }
            }
            if gap > 0 {
                gap -= 1
                ys.append([Double.nan, .infinity, -.infinity].randomElement(using: &random)!)
                continue
            }
            if plateau > 0 {
                plateau -= 1
            } else {
                y += Double.random(in: -1...1, using: &random)
                if Double.random(in: 0...1, using: &random) < 0.001 {
                    plateau = Int.random(in: 1...500, using: &random)
                }
            }
            let spike =
                Double.random(in: 0...1, using: &random) < 0.001
                ? Double.random(in: -500...500, using: &random) : 0
            ys.append(y + spike)
        }
        return (xs, ys)
    }

    static func calculator(_ range: SCIDoubleRange, length: Double, horizontal: Bool, flipped: Bool = false)
        -> SCICoordinateCalculator
    {
        SCICoordinateCalculator(
            range: range, length: length, isHorizontal: horizontal, flipped: flipped, categoryBars: nil)
    }

    /// A frame of `width` pixels showing x in `range`.
    static func context(_ range: SCIDoubleRange, width: Double, scale: Double = 1, flipped: Bool = false)
        -> SCISeriesRenderContext
    {
        SCISeriesRenderContext(
            xCalculator: calculator(range, length: width, horizontal: true, flipped: flipped),
            yCalculator: calculator(SCIDoubleRange(min: -600, max: 800), length: 400, horizontal: false),
            seriesArea: CGRect(x: 30, y: 10, width: width, height: 400), theme: .dark,
            paletteColor: SCIChartTheme.fallbackSeriesColor, opacity: 1, scale: scale)
    }

    /// Random frames over data whose x runs to `end`: wide, narrow, partly outside the data.
    static func randomContexts(end: Double, seed: UInt64, count: Int = 12) -> [SCISeriesRenderContext] {
        var random = SeededRandom(seed: seed)
        return (0..<count).map { step in
            let span = end * [1.2, 1, 0.6, 0.3, 0.1].randomElement(using: &random)!
            let start = Double.random(in: -0.1 * end...(end - span * 0.5), using: &random)
            let width = Double([97, 300, 640, 1333].randomElement(using: &random)!)
            return context(
                SCIDoubleRange(min: start, max: start + span), width: width, scale: step % 3 == 0 ? 2 : 1,
                flipped: step % 5 == 4)
        }
    }

    static func same(_ first: [Double], _ second: [Double]) -> Bool {
        first.count == second.count && zip(first, second).allSatisfy { $0 == $1 || ($0.isNaN && $1.isNaN) }
    }

    /// Whether the indexed and the full M4 give the same pixels for `data` in `context`.
    static func lineMatches(_ data: SCIDataSeries, _ context: SCISeriesRenderContext, yColumn: Int = 1)
        -> Bool
    {
        data.view { view in
            let indices = context.visibleIndices(of: view)
            let full = LineResampler.resample(
                view, yColumn: yColumn, indices: indices, context: context, indexed: false)
            let indexed = LineResampler.resample(view, yColumn: yColumn, indices: indices, context: context)
            return full.indices == indexed.indices && same(full.xs, indexed.xs) && same(full.ys, indexed.ys)
        }
    }

    static func isIndexed(_ data: SCIDataSeries) -> Bool {
        data.read { !$0.indexes.isEmpty }
    }

    static func xySeries(count: Int, seed: UInt64) -> SCIXyDataSeries {
        let (xs, ys) = hostileValues(count: count, seed: seed)
        let data = SCIXyDataSeries()
        data.append(x: xs, y: ys)
        return data
    }

    // MARK: - The picture

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func theIndexedLineIsTheFullScansAtEveryColumn(seed: UInt64) {
        let data = Self.xySeries(count: 200_000 + Int(seed) * 37_777, seed: seed)
        let end = data.xRange!.max
        for context in Self.randomContexts(end: end, seed: seed) {
            #expect(Self.lineMatches(data, context))
        }
        #expect(Self.isIndexed(data))
    }

    @Test(arguments: [5, 6] as [UInt64])
    func theIndexedColumnsAreTheFullScansAtEveryColumn(seed: UInt64) {
        let data = Self.xySeries(count: 150_000, seed: seed)
        for context in Self.randomContexts(end: data.xRange!.max, seed: seed) {
            let matches = data.view { view in
                let indices = context.visibleIndices(of: view)
                let full = ColumnAggregation.extremes(
                    view, indices: indices, context: context, indexed: false)
                let indexed = ColumnAggregation.extremes(view, indices: indices, context: context)
                return full.indices == indexed.indices && Self.same(full.ys, indexed.ys)
                    && Self.same(full.xs, indexed.xs)
            }
            #expect(matches)
        }
        #expect(Self.isIndexed(data))
    }

    @Test(arguments: [7, 8] as [UInt64])
    func theIndexedBarsAreTheFullScansAtEveryColumn(seed: UInt64) {
        let (xs, closes) = Self.hostileValues(count: 120_000, seed: seed)
        var random = SeededRandom(seed: seed)
        var opens = [Double]()
        var highs = [Double]()
        var lows = [Double]()
        for close in closes {
            let open = close + Double.random(in: -1...1, using: &random)
            opens.append(open)
            // Some bars have their high below their low, or an open outside them.
            let flip = Double.random(in: 0...1, using: &random) < 0.01
            let top = Swift.max(open, close) + Double.random(in: 0...2, using: &random)
            let bottom = Swift.min(open, close) - Double.random(in: 0...2, using: &random)
            highs.append(flip ? bottom : top)
            lows.append(flip ? top : bottom)
        }
        let data = SCIOhlcDataSeries(xType: .double, yType: .double)
        data.append(x: xs, open: opens, high: highs, low: lows, close: closes)
        for context in Self.randomContexts(end: data.xRange!.max, seed: seed) {
            let matches = data.view { view in
                let indices = context.visibleIndices(of: view)
                let full = BarPixels.aggregate(
                    view, indices: indices, fraction: 0.7, context: context, indexed: false)
                let indexed = BarPixels.aggregate(view, indices: indices, fraction: 0.7, context: context)
                return full.indices == indexed.indices && Self.same(full.high, indexed.high)
                    && Self.same(full.low, indexed.low) && Self.same(full.open, indexed.open)
                    && Self.same(full.close, indexed.close) && full.rising == indexed.rising
            }
            #expect(matches)
        }
        #expect(Self.isIndexed(data))
    }

    @Test func theVisibleYRangeThroughTheIndexIsTheScans() {
        let (xs, ys) = Self.hostileValues(count: 400_000, seed: 26)
        let data = SCIXyDataSeries()
        data.append(x: xs, y: ys)
        // A query does not make the index; a frame does.
        _ = data.yRange(inXRange: SCIDoubleRange(min: 10, max: 20_000))
        #expect(!Self.isIndexed(data))
        #expect(Self.lineMatches(data, Self.context(data.xRange!, width: 800)))
        #expect(Self.isIndexed(data))
        var random = SeededRandom(seed: 27)
        for step in 0..<60 {
            let a = Double.random(in: -10...(xs.last! + 10), using: &random)
            let span = step % 4 == 0 ? 40.0 : Double.random(in: 0...xs.last!, using: &random)
            let range = SCIDoubleRange(min: a, max: a + span)
            let finite = zip(xs, ys).filter { range.contains($0.0) && $0.1.isFinite }.map(\.1)
            let expected = finite.min().map { SCIDoubleRange(min: $0, max: finite.max()!) }
            #expect(data.yRange(inXRange: range) == expected, "x in \(range)")
        }
        // The whole data's ranges too, after appends and with a FIFO dropping the oldest.
        data.fifoCapacity = 300_000
        data.append(x: xs.last! + 1, y: 1e6)
        #expect(data.yRange?.max == 1e6)
        #expect(data.xRange == SCIDoubleRange(min: xs[100_001], max: xs.last! + 1))
        let kept = ys[100_001...].filter(\.isFinite) + [1e6]
        #expect(data.yRange == SCIDoubleRange(min: kept.min()!, max: kept.max()!))
        #expect(Self.isIndexed(data))
    }

    // MARK: - Changes

    @Test func appendsOneAtATimeKeepTheIndexCurrent() {
        let data = Self.xySeries(count: 70_000, seed: 12)
        let (xs, ys) = Self.hostileValues(count: 70_000 + 5_000, seed: 13)
        let shift = data.xRange!.max
        #expect(Self.lineMatches(data, Self.context(SCIDoubleRange(min: 0, max: shift), width: 500)))
        #expect(Self.isIndexed(data))
        for index in 70_000..<75_000 {
            data.append(x: shift + xs[index], y: ys[index])
            if index % 997 == 0 {
                let end = data.xRange!.max
                #expect(
                    Self.lineMatches(data, Self.context(SCIDoubleRange(min: end * 0.2, max: end), width: 300))
                )
            }
        }
        #expect(Self.isIndexed(data))
        let built = data.read { $0.indexes.entries.first!.indexedEnd }
        #expect(built == 75_000 / 16 * 16)
    }

    @Test func aMillionSingleAppendsDrawWhatTheIndexBuiltAtOnceDraws() {
        let (xs, ys) = Self.hostileValues(count: 1_070_000, seed: 25)
        let live = SCIXyDataSeries()
        live.append(x: Array(xs[..<70_000]), y: Array(ys[..<70_000]))
        let first = Self.context(live.xRange!, width: 300)
        #expect(Self.lineMatches(live, first))
        for index in 70_000..<xs.count { live.append(x: xs[index], y: ys[index]) }
        let bulk = SCIXyDataSeries()
        bulk.append(x: xs, y: ys)
        let context = Self.context(bulk.xRange!, width: 1500)
        let drawn = { (data: SCIXyDataSeries) in
            data.view { view in
                LineResampler.resample(view, indices: context.visibleIndices(of: view), context: context)
            }
        }
        let (kept, built) = (drawn(live), drawn(bulk))
        #expect(kept.indices == built.indices && Self.same(kept.ys, built.ys))
        #expect(Self.lineMatches(live, context))
        let ends = [live, bulk].map { data in data.read { $0.indexes.entries.first?.indexedEnd } }
        #expect(ends == [xs.count / 16 * 16, xs.count / 16 * 16])
    }

    @Test(arguments: [70_000, 81_920, 100_003])
    func aFifoSeriesWrapsAtEveryBlockBoundary(capacity: Int) {
        let data = SCIXyDataSeries()
        data.fifoCapacity = capacity
        let (xs, ys) = Self.hostileValues(count: 900_000, seed: UInt64(capacity))
        var random = SeededRandom(seed: 14)
        var next = 0
        var checks = 0
        while next < xs.count {
            // Chunks of every size modulo the block sizes, single appends among them.
            let size = Swift.min(
                [1, 15, 16, 17, 255, 257, 4_097, 33_333].randomElement(using: &random)!, xs.count - next)
            if size == 1 {
                data.append(x: xs[next], y: ys[next])
            } else {
                data.append(x: Array(xs[next..<next + size]), y: Array(ys[next..<next + size]))
            }
            next += size
            guard data.count >= capacity, next % 7 < 3 else { continue }
            let range = data.xRange!
            checks += 1
            #expect(
                Self.lineMatches(
                    data, Self.context(SCIDoubleRange(min: range.min, max: range.max), width: 400)))
        }
        #expect(checks > 10)
        #expect(Self.isIndexed(data))
        #expect(data.count == capacity)
    }

    @Test func anUpdateInsideABlockIsSeen() {
        let data = Self.xySeries(count: 100_000, seed: 15)
        let context = Self.context(data.xRange!, width: 200)
        #expect(Self.lineMatches(data, context))
        for (index, value) in [
            (40_000, 700.0), (40_001, Double.nan), (65_535, -550), (99_999, .infinity), (5, 0),
        ] {
            data.update(y: value, at: index)
            #expect(Self.lineMatches(data, context))
        }
        #expect(Self.isIndexed(data))
    }

    @Test func anInsertThatUnsortsDropsTheIndexAndThePictureStaysRight() {
        let data = Self.xySeries(count: 100_000, seed: 16)
        let range = data.xRange!
        let context = Self.context(range, width: 300)
        #expect(Self.lineMatches(data, context))
        data.insert(x: range.max + 10, y: 0, at: 50_000)
        #expect(!data.isSorted)
        #expect(!Self.isIndexed(data))
        #expect(Self.lineMatches(data, context))
        #expect(!Self.isIndexed(data))
        // Appends out of order drop it too.
        let sorted = Self.xySeries(count: 100_000, seed: 17)
        #expect(Self.lineMatches(sorted, context))
        sorted.append(x: -1, y: 0)
        #expect(!Self.isIndexed(sorted))
    }

    @Test func removingInTheMiddleRebuildsTheIndex() {
        let data = Self.xySeries(count: 120_000, seed: 18)
        let context = Self.context(data.xRange!, width: 700)
        #expect(Self.lineMatches(data, context))
        data.removeRange(start: 33_333, count: 12_345)
        #expect(!Self.isIndexed(data))
        #expect(Self.lineMatches(data, context))
        #expect(Self.isIndexed(data))
    }

    // MARK: - What it costs

    @Test func theIndexCostsAtMostAnEighthOfTheData() {
        let data = Self.xySeries(count: 1_000_000, seed: 19)
        #expect(Self.lineMatches(data, Self.context(data.xRange!, width: 1600)))
        let (indexBytes, dataBytes) = data.read { store in (store.indexes.bytes, store.count * 16) }
        #expect(indexBytes > 0)
        #expect(indexBytes * 8 <= dataBytes)
        #expect(data.resamplingIndexBytes == indexBytes)
    }

    @Test func smallUnsortedAndUnresampledSeriesAreNotIndexed() {
        let small = Self.xySeries(count: ResamplingIndexes.minimumCount - 1, seed: 20)
        #expect(Self.lineMatches(small, Self.context(small.xRange!, width: 100)))
        #expect(!Self.isIndexed(small))

        var random = SeededRandom(seed: 21)
        let unsorted = SCIXyDataSeries()
        unsorted.append(
            x: (0..<100_000).map { _ in Double.random(in: 0...1000, using: &random) },
            y: (0..<100_000).map { _ in Double.random(in: 0...1, using: &random) })
        #expect(Self.lineMatches(unsorted, Self.context(SCIDoubleRange(min: 0, max: 1000), width: 100)))
        #expect(!Self.isIndexed(unsorted))

        let data = Self.xySeries(count: 200_000, seed: 22)
        let surface = Fixture.numericSurface(x: data.xRange!, y: SCIDoubleRange(min: -600, max: 800))
        let line = SCIFastLineRenderableSeries()
        line.resamplingMode = .none
        line.dataSeries = data
        surface.renderableSeries.add(line)
        _ = surface.renderDisplayList()
        #expect(!Self.isIndexed(data))
        line.resamplingMode = .auto
        _ = surface.renderDisplayList()
        #expect(Self.isIndexed(data))
    }

    // MARK: - Threads

    @Test func aProducerAppendsWhileFramesReadTheIndex() async {
        let data = Self.xySeries(count: 100_000, seed: 23)
        let (xs, ys) = Self.hostileValues(count: 200_000, seed: 24)
        let shift = data.xRange!.max + 1
        let producer = Task.detached {
            for start in stride(from: 0, to: xs.count, by: 100) {
                data.append(x: xs[start..<start + 100].map { $0 + shift }, y: Array(ys[start..<start + 100]))
                data.append(x: xs[start + 99] + shift, y: 1)
            }
        }
        var frames = 0
        while frames < 40 {
            let end = data.xRange!.max
            #expect(Self.lineMatches(data, Self.context(SCIDoubleRange(min: 0, max: end), width: 500)))
            frames += 1
            await Task.yield()
        }
        await producer.value
        #expect(Self.lineMatches(data, Self.context(data.xRange!, width: 500)))
        #expect(Self.isIndexed(data))
    }
}
