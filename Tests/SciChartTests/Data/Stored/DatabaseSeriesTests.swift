import Foundation
import TestSupport
import Testing

@testable import SciChart

/// A store whose points can be replaced, as a table rewritten under a chart.
final class SwappableStore: ISCIPointStore, @unchecked Sendable {
    private let lock = NSLock()
    private var inner: MemoryPointStore

    init(_ inner: MemoryPointStore) { self.inner = inner }

    var current: MemoryPointStore { lock.withLock { inner } }
    func swap(to store: MemoryPointStore) { lock.withLock { inner = store } }
    var displayName: String { "swappable" }
    func summary() throws -> SCIPointStoreSummary { try current.summary() }
    func blocks(level: Int, meeting xRange: SCIDoubleRange) throws -> [SCIPointBlock] {
        try current.blocks(level: level, meeting: xRange)
    }
    func blocks(level: Int, ids: Range<Int64>) throws -> [SCIPointBlock] {
        try current.blocks(level: level, ids: ids)
    }
    func blocks(level: Int, inParents parents: [Int64]) throws -> [SCIPointBlock] {
        try current.blocks(level: level, inParents: parents)
    }
}

@Suite("Database series on a surface")
struct DatabaseSeriesTests {
    struct Chart {
        let surface: SCIChartSurface
        let xAxis: SCINumericAxis
        let series: SCIDatabaseXyDataSeries
        let xs: [Double]
        let ys: [Double]

        /// The columns the series reads across the series area, at scale 1.
        var columns: Int { Int(surface.currentLayout.seriesArea.width.rounded(.up)) }

        /// The points of a full scan of the visible range.
        func expected() -> [SCIStoredPoint] {
            M4Scan.points(xs: xs, ys: ys, range: xAxis.visibleRange, columns: columns)
        }

        /// Whether the series' in-memory points are the scan's.
        func showsExactPoints() -> Bool {
            let shown = zip(series.xValuesArray, series.column(1, in: 0..<series.count)).map { x, y in (x, y)
            }
            let expected = expected()
            return shown.count == expected.count
                && zip(shown, expected).allSatisfy {
                    $0.0 == $1.x && ($0.1 == $1.y || ($0.1.isNaN && $1.y.isNaN))
                }
        }
    }

    static func chart(store: any ISCIPointStore, xs: [Double], ys: [Double]) -> Chart {
        let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 700, height: 360))
        let xAxis = SCINumericAxis()
        let yAxis = SCINumericAxis()
        yAxis.autoRange = .always
        surface.xAxes.add(xAxis)
        surface.yAxes.add(yAxis)
        let series = SCIDatabaseXyDataSeries(store: store)
        let line = SCIFastLineRenderableSeries()
        line.dataSeries = series
        surface.renderableSeries.add(line)
        return Chart(surface: surface, xAxis: xAxis, series: series, xs: xs, ys: ys)
    }

    static func memoryChart(count: Int = 100_000) throws -> (Chart, MemoryPointStore) {
        let (xs, ys) = M4ResolverTests.data(count: count, seed: 21)
        let store = try MemoryPointStore(xs: xs, ys: ys)
        return (chart(store: store, xs: xs, ys: ys), store)
    }

    /// Lays out until `done` holds or 10 s pass, as a host's redraws would.
    static func settle(_ chart: Chart, until done: () -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: 10)
        while Date() < deadline {
            chart.surface.layoutIfNeeded()
            if done() { return true }
            Thread.sleep(forTimeInterval: 0.005)
        }
        return false
    }

    @Test("an export waits for the reads and draws the exact M4 of the view")
    func exportDrawsTheExactPoints() throws {
        let (chart, _) = try Self.memoryChart()
        chart.xAxis.visibleRange = SCIDoubleRange(min: chart.xs[10_000], max: chart.xs[90_000])
        let svg = chart.surface.renderSVG()
        #expect(chart.showsExactPoints())
        #expect(chart.series.pointsInView == 80_001)
        #expect(chart.series.storedCount == 100_000)
        #expect(chart.series.xRange == SCIDoubleRange(min: chart.xs[0], max: chart.xs.last!))
        #expect(chart.series.statusText == nil)
        #expect(!svg.contains("still reading"))
        // The y axis fits the visible points, spikes included.
        let visible = zip(chart.xs, chart.ys).filter {
            chart.xAxis.visibleRange.contains($0.0) && $0.1.isFinite
        }
        let low = visible.map(\.1).min()!
        let high = visible.map(\.1).max()!
        let yRange = try #require(chart.surface.yAxes.first).visibleRange
        #expect(yRange.min <= low && yRange.max >= high)
    }

    @Test("a pan shows a picture at once and the exact one when it lands; panning back reads nothing")
    func panningBackReadsNothing() throws {
        let (chart, _) = try Self.memoryChart()
        let a = SCIDoubleRange(min: chart.xs[20_000], max: chart.xs[40_000])
        let b = SCIDoubleRange(min: chart.xs[40_000], max: chart.xs[60_000])
        chart.xAxis.visibleRange = a
        chart.surface.waitForDatabaseReads()
        #expect(chart.showsExactPoints())
        chart.xAxis.visibleRange = b
        chart.surface.layoutIfNeeded()
        // Something of the new range shows at once: the blocks read around the first view.
        #expect(chart.series.xValuesArray.contains { b.contains($0) })
        #expect(Self.settle(chart) { chart.showsExactPoints() })
        chart.xAxis.visibleRange = a
        chart.surface.layoutIfNeeded()
        #expect(chart.showsExactPoints(), "answered from the cache in the layout itself")
        #expect(!chart.series.isReading, "no read is queued")
        chart.xAxis.visibleRange = b
        chart.surface.layoutIfNeeded()
        #expect(chart.showsExactPoints())
        #expect(!chart.series.isReading)
    }

    /// A chart of 200,000 stored rows showing rows 60,000 to 80,000, its exact points read,
    /// with a y range that keeps the axis' labels, and so the columns, as they are. Returns
    /// the view's start and width.
    static func dragChart() throws -> (Chart, MemoryPointStore, start: Double, width: Double) {
        let (chart, store) = try memoryChart(count: 200_000)
        let yAxis = try #require(chart.surface.yAxes.first)
        yAxis.autoRange = .never
        yAxis.visibleRange = SCIDoubleRange(min: -100, max: 100)
        let start = chart.xs[60_000]
        let width = chart.xs[80_000] - start
        chart.xAxis.visibleRange = SCIDoubleRange(min: start, max: start + width)
        chart.surface.waitForDatabaseReads()
        return (chart, store, start, width)
    }

    @Test(
        "a drag by whole pixels is answered within the layout, exactly, once the views beside are read ahead")
    func dragsAreAnsweredInTheLayout() throws {
        let (chart, store, start, width) = try Self.dragChart()
        var shift = 0.0
        for step in 0..<30 {
            #expect(Self.settle(chart) { !chart.series.isPrefetching }, "step \(step)")
            let queries = store.queries
            // A drag of 1 to 40 device pixels, either way.
            let pixels = Double([3, -1, 40, 17, -25, 8][step % 6])
            shift += pixels * width / Double(chart.columns)
            chart.xAxis.visibleRange = SCIDoubleRange(min: start + shift, max: start + width + shift)
            chart.surface.layoutIfNeeded()
            let exact = chart.showsExactPoints()
            #expect(exact, "step \(step): exact within the layout")
            #expect(!chart.series.isReading, "step \(step): no read queued")
            #expect(store.queries == queries, "step \(step): nothing read for the frame")
        }
    }

    @Test("a read-ahead that fails is not tried again at once, over and over")
    func failedReadAheadWaits() throws {
        let (chart, store, start, width) = try Self.dragChart()
        #expect(Self.settle(chart) { !chart.series.isPrefetching })
        store.fail(with: .query("connection lost"))
        // Past half a width: answered from what was read ahead, which then reads further.
        let pixels = (Double(chart.columns) * 0.6).rounded(.down)
        let step = pixels * width / Double(chart.columns)
        chart.xAxis.visibleRange = SCIDoubleRange(min: start + step, max: start + width + step)
        chart.surface.layoutIfNeeded()
        #expect(chart.showsExactPoints())
        Thread.sleep(forTimeInterval: 0.1)
        let queries = store.queries
        Thread.sleep(forTimeInterval: 0.3)
        #expect(
            store.queries - queries < 5, "\(store.queries - queries) queries in 0.3 s against a failing store"
        )
        store.fail(with: nil)
    }

    @Test("a failed read shows the error, keeps the last picture and recovers")
    func failureKeepsTheLastPicture() throws {
        let (chart, store) = try Self.memoryChart()
        chart.xAxis.visibleRange = SCIDoubleRange(min: chart.xs[1_000], max: chart.xs[5_000])
        chart.surface.waitForDatabaseReads()
        store.fail(with: .query("connection lost: server closed the connection"))
        chart.xAxis.visibleRange = SCIDoubleRange(min: chart.xs[70_000], max: chart.xs[99_000])
        #expect(Self.settle(chart) { chart.series.statusText != nil })
        #expect(chart.series.statusText?.contains("connection lost") == true)
        // The points shown are the last picture, or the coarser one the cache holds: true
        // rows, never nothing.
        let stored = Set(chart.xs)
        #expect(!chart.series.xValuesArray.isEmpty)
        #expect(chart.series.xValuesArray.allSatisfy { stored.contains($0) })
        let svg = chart.surface.renderSVG()
        #expect(svg.contains("connection lost"))
        store.fail(with: nil)
        #expect(Self.settle(chart) { chart.series.statusText == nil && chart.showsExactPoints() })
    }

    @Test("an export that waits too long says so in the picture")
    func exportGivesUp() throws {
        let (chart, store) = try Self.memoryChart()
        chart.surface.waitForDatabaseReads()
        let gate = DispatchSemaphore(value: 0)
        store.hold(gate)
        chart.surface.storedDataTimeout = 0.2
        chart.xAxis.visibleRange = SCIDoubleRange(min: chart.xs[50_000], max: chart.xs[50_500])
        let started = Date()
        let svg = chart.surface.renderSVG()
        #expect(Date().timeIntervalSince(started) < 5)
        #expect(svg.contains("still reading"))
        store.hold(nil)
        gate.signal()
        #expect(chart.surface.waitForDatabaseReads())
        #expect(!chart.surface.renderSVG().contains("still reading"))
        #expect(chart.showsExactPoints())
    }

    @Test("a table rewritten under the chart is read again, not served from the cache")
    func versionChangeDropsTheCache() throws {
        let (xs, ys) = M4ResolverTests.data(count: 50_000, seed: 8)
        let first = try MemoryPointStore(xs: xs, ys: ys, version: 1)
        let store = SwappableStore(first)
        let chart = Self.chart(store: store, xs: xs, ys: ys)
        let range = SCIDoubleRange(min: xs[100], max: xs[30_000])
        chart.xAxis.visibleRange = range
        chart.surface.waitForDatabaseReads()
        #expect(chart.showsExactPoints())
        let newYs = ys.map { -$0 }
        store.swap(to: try MemoryPointStore(xs: xs, ys: newYs, version: 2))
        // A new viewport makes the series read the store's summary, which has a new version.
        chart.xAxis.visibleRange = SCIDoubleRange(min: xs[200], max: xs[30_000])
        chart.surface.waitForDatabaseReads()
        let rewritten = Chart(
            surface: chart.surface, xAxis: chart.xAxis, series: chart.series, xs: xs, ys: newYs)
        #expect(Self.settle(rewritten) { rewritten.showsExactPoints() })
    }

    @Test("a range handed over as an in-memory series holds every stored row in it")
    func handOverARange() throws {
        let (chart, _) = try Self.memoryChart(count: 20_000)
        let range = SCIDoubleRange(min: chart.xs[3_000], max: chart.xs[7_000])
        let copy = try chart.series.points(inXRange: range)
        let rows = chart.xs.indices.filter { range.contains(chart.xs[$0]) }
        #expect(copy.count == rows.count)
        #expect(copy.xValuesArray.elementsEqual(rows.map { chart.xs[$0] }))
        #expect(throws: SCIPointStoreError.self) { try chart.series.points(inXRange: range, limit: 10) }
    }
}
