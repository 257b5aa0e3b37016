import Foundation
import TestSupport
import Testing

@testable import SciChart

@Suite("Stored series: viewports answered from block levels")
struct M4ResolverTests {
    /// A random walk with gaps (runs of NaN), spikes, flat stretches and repeated x.
    static func data(count: Int, seed: UInt64) -> (xs: [Double], ys: [Double]) {
        var random = SeededRandom(seed: seed)
        var xs: [Double] = []
        var ys: [Double] = []
        var x = 1000.0
        var y = 0.0
        var gapLeft = 0
        for _ in 0..<count {
            x += random.unit() < 0.05 ? 0 : random.unit() * 2
            y += random.unit() - 0.5
            if gapLeft == 0, random.unit() < 0.002 { gapLeft = Int(random.unit() * 40) + 1 }
            var value = random.unit() < 0.001 ? y + (random.unit() - 0.5) * 400 : y
            if gapLeft > 0 {
                gapLeft -= 1
                value = .nan
            }
            xs.append(x)
            ys.append(value)
        }
        return (xs, ys)
    }

    static func resolve(_ store: MemoryPointStore, _ request: M4Request, cache: BlockCache = BlockCache())
        throws -> M4Result
    {
        var source = BlockSource(summary: store.summaryValue, cache: cache, store: store)
        return try M4Resolver.resolve(request, from: &source)
    }

    static func same(_ a: [SCIStoredPoint], _ b: [SCIStoredPoint]) -> Bool {
        a.count == b.count
            && zip(a, b).allSatisfy {
                $0.row == $1.row && $0.x == $1.x && ($0.y == $1.y || ($0.y.isNaN && $1.y.isNaN))
            }
    }

    @Test("random viewports over gaps and spikes give the points of a full scan")
    func randomViewportsMatchTheScan() throws {
        let (xs, ys) = Self.data(count: 60_000, seed: 7)
        let store = try MemoryPointStore(xs: xs, ys: ys)
        #expect(store.summaryValue.levels == 3)
        var random = SeededRandom(seed: 11)
        let cache = BlockCache()
        for trial in 0..<60 {
            let a = xs[0] - 50 + random.unit() * (xs.last! - xs[0] + 100)
            let width = pow(10, random.unit() * 5)
            let range = SCIDoubleRange(min: a, max: a + width)
            let columns = [1, 7, 100, 640, 1600][trial % 5]
            let request = M4Request(range: range, columns: columns)
            let result = try Self.resolve(
                store, request, cache: trial.isMultiple(of: 2) ? cache : BlockCache())
            let expected = M4Scan.points(xs: xs, ys: ys, range: range, columns: columns)
            #expect(
                Self.same(result.points, expected),
                "trial \(trial) \(range.min)...\(range.max) \(columns) columns: \(result.points.count) points, scan \(expected.count)"
            )
            let inView = xs.filter { $0 >= range.min && $0 <= range.max }.count
            #expect(result.rowsInView == Int64(inView))
        }
    }

    @Test("the whole range, ranges past the data and a range between two rows")
    func edgesOfTheData() throws {
        let (xs, ys) = Self.data(count: 5_000, seed: 3)
        let store = try MemoryPointStore(xs: xs, ys: ys)
        let ranges = [
            SCIDoubleRange(min: xs[0], max: xs.last!),
            SCIDoubleRange(min: xs[0] - 100, max: xs[0] - 10),
            SCIDoubleRange(min: xs.last! + 1, max: xs.last! + 2),
            SCIDoubleRange(min: xs[2500] + 1e-9, max: xs[2501] - 1e-9),
            SCIDoubleRange(min: xs[100], max: xs[100]),
        ]
        for range in ranges {
            for columns in [1, 3, 800] {
                let result = try Self.resolve(store, M4Request(range: range, columns: columns))
                let expected = M4Scan.points(xs: xs, ys: ys, range: range, columns: columns)
                #expect(Self.same(result.points, expected), "\(range.min)...\(range.max) at \(columns)")
            }
        }
    }

    @Test("empty, one row, every y a gap, one x repeated")
    func smallAndDegenerateData() throws {
        let cases: [([Double], [Double])] = [
            ([], []), ([5], [1]), ([1, 2, 3], [.nan, .nan, .nan]),
            (Array(repeating: 4, count: 300), (0..<300).map { Double($0 % 17) }),
        ]
        for (xs, ys) in cases {
            let store = try MemoryPointStore(xs: xs, ys: ys)
            for range in [SCIDoubleRange(min: 0, max: 10), SCIDoubleRange(min: 4, max: 4)] {
                let result = try Self.resolve(store, M4Request(range: range, columns: 50))
                let expected = M4Scan.points(xs: xs, ys: ys, range: range, columns: 50)
                #expect(
                    Self.same(result.points, expected), "\(xs.count) rows over \(range.min)...\(range.max)")
            }
        }
    }

    @Test("a frame costs its columns: a million rows over 1,600 columns read few blocks")
    func costFollowsTheColumns() throws {
        let count = 1_000_000
        let xs = (0..<count).map(Double.init)
        let ys = xs.map { sin($0 / 1000) + ($0.truncatingRemainder(dividingBy: 9973) == 0 ? 5 : 0) }
        let store = try MemoryPointStore(xs: xs, ys: ys)
        let range = SCIDoubleRange(min: 123_456.5, max: 876_543.25)
        var source = BlockSource(summary: store.summaryValue, cache: BlockCache(), store: store)
        let result = try M4Resolver.resolve(M4Request(range: range, columns: 1600), from: &source)
        #expect(Self.same(result.points, M4Scan.points(xs: xs, ys: ys, range: range, columns: 1600)))
        // 470 rows a column: blocks of 256 rows.
        #expect(result.level == 2)
        // A query a level down to the columns' level, then for each level under it the
        // blocks under the split blocks, 256 parents a query.
        let chunks = (1601 + BlockSource.parentsPerQuery - 1) / BlockSource.parentsPerQuery
        #expect(source.queries <= 4 + 2 * chunks, "\(source.queries) queries")
        // 753,087 rows in view; a block of 256 in each column, 16 blocks of each level under
        // each of the 1,601 edges.
        #expect(source.blocksLent < 3 * 1600 + 2 * 16 * 1601 + 4096, "\(source.blocksLent) blocks")
        // The same viewport again reads nothing from the store.
        var again = BlockSource(summary: store.summaryValue, cache: source.cache, store: nil)
        let cached = try M4Resolver.resolve(M4Request(range: range, columns: 1600), from: &again)
        #expect(Self.same(cached.points, result.points))
    }

    @Test(
        "pans by whole columns reuse the last frame's columns, read a fraction of the blocks and still give a full scan's points"
    )
    func wholeColumnPansReuseColumns() throws {
        // Integer x as timestamps are: column edges fall on rows, where rounding decides.
        for integral in [false, true] {
            var (xs, ys) = Self.data(count: 200_000, seed: 17)
            if integral { xs = xs.map { ($0 * 10).rounded(.down) } }
            let store = try MemoryPointStore(xs: xs, ys: ys)
            let cache = BlockCache()
            let columns = 400
            let width = (xs.last! - xs[0]) / 8
            let step = width / Double(columns)
            var start = integral ? 20_000.0 : xs[0] + width
            var random = SeededRandom(seed: 23)
            var previous: M4Result?
            for trial in 0..<40 {
                let shift = [1, -1, 7, -40, 80, 399, -399, 400, 0][trial % 9]
                let previousStart = start
                start += Double(shift) * step
                // Now and then another grid: a shift of part of a column, or other columns.
                let other = trial % 13 == 12
                let request = M4Request(
                    range: SCIDoubleRange(
                        min: start + (other ? step * random.unit() : 0),
                        max: start + width + (other ? step * random.unit() : 0)),
                    columns: other && trial % 2 == 0 ? columns + 3 : columns)
                var source = BlockSource(summary: store.summaryValue, cache: cache, store: store)
                let result = try M4Resolver.resolve(request, from: &source, known: previous?.columns)
                let expected = M4Scan.points(
                    xs: xs, ys: ys, range: request.range, columns: request.columns)
                #expect(
                    Self.same(result.points, expected),
                    "integral \(integral) trial \(trial) shift \(shift): \(result.points.count) points, scan \(expected.count)"
                )
                let inView = xs.filter { $0 >= request.range.min && $0 <= request.range.max }.count
                #expect(result.rowsInView == Int64(inView), "trial \(trial)")
                // A fifth of the columns new: under half the work; a few: under a third.
                if !other, abs(shift) <= 80, let previous, previous.request.range.min == previousStart {
                    var fresh = BlockSource(summary: store.summaryValue, cache: cache, store: store)
                    _ = try M4Resolver.resolve(request, from: &fresh)
                    #expect(
                        source.blocksLent * (abs(shift) <= 7 ? 3 : 2) < fresh.blocksLent,
                        "trial \(trial): \(source.blocksLent) blocks with the last columns, \(fresh.blocksLent) without"
                    )
                }
                previous = result
            }
        }
    }

    @Test("the coarse picture comes first and holds only true rows")
    func coarseFirst() throws {
        let (xs, ys) = Self.data(count: 40_000, seed: 5)
        let store = try MemoryPointStore(xs: xs, ys: ys)
        let range = SCIDoubleRange(min: xs[1000], max: xs[39_000])
        var source = BlockSource(summary: store.summaryValue, cache: BlockCache(), store: store)
        var coarse: M4Result?
        let exact = try M4Resolver.resolve(M4Request(range: range, columns: 200), from: &source) {
            coarse = $0
        }
        let shown = try #require(coarse)
        #expect(!shown.isExact && exact.isExact)
        #expect(shown.level == exact.level + 1)
        #expect(shown.points.count < exact.points.count)
        for point in shown.points {
            let row = Int(point.row)
            #expect(xs[row] == point.x && (ys[row] == point.y || (ys[row].isNaN && point.y.isNaN)))
        }
    }
}

extension SeededRandom {
    /// A value in [0, 1).
    mutating func unit() -> Double {
        Double(next() >> 11) / Double(1 << 53)
    }
}
