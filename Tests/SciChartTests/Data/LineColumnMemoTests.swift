import Foundation
import TestSupport
import Testing

@testable import SciChart

/// A frame that shares pixel columns with the last one (a pan by whole device pixels) emits
/// them from the memo, and what it draws is what reading every point draws, through pans of
/// every kind, zooms, appends and changes of the data.
@Suite struct LineColumnMemoTests {
    typealias Index = ResamplingIndexTests

    /// A frame of `width` points showing x from `start` over `span`, keeping its geometry in
    /// `store` (so the memo is used) or nowhere.
    static func frame(
        start: Double, span: Double, width: Double = 800, scale: Double = 1, store: SeriesGeometryStore?
    ) -> SCISeriesRenderContext {
        let plain = Index.context(SCIDoubleRange(min: start, max: start + span), width: width, scale: scale)
        return SCISeriesRenderContext(
            xCalculator: plain.xCalculator, yCalculator: plain.yCalculator, seriesArea: plain.seriesArea,
            theme: plain.theme, paletteColor: plain.paletteColor, opacity: 1, scale: scale, geometry: store)
    }

    /// The M4 pixels of `data` in `context`: through the index (and the memo, when the
    /// context keeps geometry), or by reading every point.
    static func drawn(_ data: SCIDataSeries, _ context: SCISeriesRenderContext, indexed: Bool = true)
        -> SCISeriesPixels
    {
        data.view { view in
            LineResampler.resample(
                view, indices: context.visibleIndices(of: view), context: context, indexed: indexed)
        }
    }

    /// Whether the frame through the memo is the full scan's, at every column.
    static func matchesFullScan(
        _ data: SCIDataSeries, start: Double, span: Double, width: Double = 800, scale: Double = 1,
        store: SeriesGeometryStore
    ) -> Bool {
        let kept = drawn(data, frame(start: start, span: span, width: width, scale: scale, store: store))
        let full = drawn(
            data, frame(start: start, span: span, width: width, scale: scale, store: nil), indexed: false)
        return kept.indices == full.indices && Index.same(kept.xs, full.xs) && Index.same(kept.ys, full.ys)
    }

    /// The runs the memo of `data`'s y column in `store` has replayed.
    static func replayed(_ store: SeriesGeometryStore, _ data: SCIDataSeries) -> Int {
        let key = data.view {
            LineColumnMemo.Key(seriesId: $0.seriesId, rewriteVersion: $0.rewriteVersion, yColumn: 1)
        }
        return store.lineColumnMemo(for: key).replayedRuns
    }

    @Test(arguments: [31, 32, 33] as [UInt64])
    func panStepsDrawWhatReadingEveryPointDraws(seed: UInt64) {
        let data = Index.xySeries(count: 400_000, seed: seed)
        let end = data.xRange!.max
        let store = SeriesGeometryStore()
        var random = SeededRandom(seed: seed)
        let span = end * 0.6
        let width = 800.0
        var start = end * 0.1
        for step in 0..<40 {
            // Whole pixels either way, sometimes part of one, sometimes a zoom.
            let pixels = Double(Int.random(in: -40...40, using: &random))
            let fraction = step % 7 == 6 ? 0.37 : 0
            start += (pixels + fraction) * span / width
            let zoom = step % 11 == 10 ? 0.9 : 1
            #expect(
                Self.matchesFullScan(data, start: start, span: span * zoom, width: width, store: store),
                "step \(step)")
        }
        // Most of those frames shared most of their columns with the one before.
        #expect(Self.replayed(store, data) > 20 * 700)
    }

    @Test func aRetinaPanByWholeDevicePixelsReusesColumns() {
        let data = Index.xySeries(count: 300_000, seed: 34)
        let end = data.xRange!.max
        let store = SeriesGeometryStore()
        for step in 0..<6 {
            // Half a point is a whole device pixel at scale 2.
            let start = end * 0.2 + Double(step) * 0.5 * (end * 0.5) / 600
            #expect(
                Self.matchesFullScan(data, start: start, span: end * 0.5, width: 600, scale: 2, store: store))
        }
        #expect(Self.replayed(store, data) > 5 * 1_000)
    }

    @Test func appendsKeepTheColumnsTheyDoNotReach() {
        let (xs, ys) = Index.hostileValues(count: 500_000, seed: 35)
        let data = SCIXyDataSeries()
        data.append(x: Array(xs[..<400_000]), y: Array(ys[..<400_000]))
        let store = SeriesGeometryStore()
        let span = xs[399_999] * 0.9
        #expect(Self.matchesFullScan(data, start: xs[399_999] - span, span: span, store: store))
        var next = 400_000
        var start = xs[399_999] - span
        while next < xs.count {
            data.append(x: Array(xs[next..<next + 10_000]), y: Array(ys[next..<next + 10_000]))
            next += 10_000
            // The view follows the data by whole pixels, as a live chart scrolls.
            let pixel = span / 800
            start += ((xs[next - 1] - xs[next - 10_001]) / pixel).rounded(.up) * pixel
            #expect(Self.matchesFullScan(data, start: start, span: span, store: store))
        }
        #expect(Self.replayed(store, data) > 0)
    }

    @Test func aChangedValueIsDrawnNotTheColumnKeptForIt() {
        let data = Index.xySeries(count: 300_000, seed: 36)
        let end = data.xRange!.max
        let store = SeriesGeometryStore()
        #expect(Self.matchesFullScan(data, start: 0, span: end, store: store))
        // A spike inside a column the memo holds, then a gap there, then a removal.
        data.update(y: 1e5, at: 150_000)
        #expect(Self.matchesFullScan(data, start: 0, span: end, store: store))
        let spike = Self.drawn(data, Self.frame(start: 0, span: end, store: store))
        #expect(spike.indices.contains(150_000))
        data.update(y: Double.nan, at: 150_000)
        #expect(Self.matchesFullScan(data, start: 0, span: end, store: store))
        data.removeRange(start: 1_000, count: 5_000)
        #expect(Self.matchesFullScan(data, start: 0, span: end, store: store))
        #expect(Self.matchesFullScan(data, start: 0, span: end, store: store))
    }

    @Test func aFifoSeriesThatDropsPointsIsDrawnFromItsNewIndices() {
        let (xs, ys) = Index.hostileValues(count: 600_000, seed: 37)
        let data = SCIXyDataSeries()
        data.fifoCapacity = 200_000
        let store = SeriesGeometryStore()
        var next = 0
        while next < xs.count {
            data.append(x: Array(xs[next..<next + 50_000]), y: Array(ys[next..<next + 50_000]))
            next += 50_000
            let range = data.xRange!
            #expect(
                Self.matchesFullScan(data, start: range.min, span: range.max - range.min, store: store))
            #expect(
                Self.matchesFullScan(data, start: range.min, span: range.max - range.min, store: store))
        }
    }

    @Test func twoYColumnsKeepAMemoEach() {
        let (xs, ys) = Index.hostileValues(count: 200_000, seed: 38)
        // Opens and closes: two y columns of one data series, drawn as two lines.
        let data = SCIOhlcDataSeries(xType: .double, yType: .double)
        data.append(x: xs, open: ys, high: ys, low: ys, close: ys.map { -$0 })
        let store = SeriesGeometryStore()
        let end = xs.last!
        for step in 0..<4 {
            let context = Self.frame(start: Double(step) * end / 800, span: end * 0.8, store: store)
            for column in [SCISeriesDataView.open, SCISeriesDataView.close] {
                let kept = data.view { view in
                    LineResampler.resample(
                        view, yColumn: column, indices: context.visibleIndices(of: view), context: context)
                }
                let full = data.view { view in
                    LineResampler.resample(
                        view, yColumn: column, indices: context.visibleIndices(of: view), context: context,
                        indexed: false)
                }
                #expect(kept.indices == full.indices && Index.same(kept.ys, full.ys))
            }
        }
    }
}
