import Foundation
import MarketData
import TestSupport
import Testing

@testable import SciChart

/// Dense data are hit-tested against the geometry the last frame drew (M4 line points,
/// per-column bars and columns, thinned scatter points) near the pointer. These tests check
/// that path against the exact one, which reads every point near the pointer (a series with
/// `resamplingMode = .none` takes it): the same hits and misses to the pixel, distances
/// within a pixel and a half (two and a half for bars, whose aggregate is one bar wide where
/// the bars of a column spread over two pixels), and data points from the same
/// neighbourhood.
///
/// One difference is in the drawing itself: an aggregated bar draws its wick from the
/// column's lowest low to its highest high, also across a price gap between the bars of
/// the column (an overnight gap on a category axis). The dense path hits that wick, as it
/// is drawn; the exact path misses it. Those taps are recognised and counted.
@Suite struct DenseHitTestTests {
    typealias Kind = HitTestFixture.Kind

    enum Dataset: String, CaseIterable, Sendable {
        /// SPY daily bars 2008-2017 on a numeric axis of seconds.
        case spyDaily
        /// S&P 500 minute bars on a category axis (bar indices).
        case sp500Category
        /// A random walk with random x steps and NaN gaps.
        case walk

        var bars: HitTestFixture.Bars {
            switch self {
            case .spyDaily: HitTestFixture.Bars(MarketData.spyDaily)
            case .sp500Category: HitTestFixture.Bars(MarketData.sp500Minutes)
            case .walk: HitTestFixture.Bars.walk(count: 12_000, seed: 12)
            }
        }

        /// Small charts, so that real data are several points per pixel column.
        var size: CGSize {
            self == .walk ? CGSize(width: 320, height: 240) : CGSize(width: 200, height: 180)
        }
    }

    static let radius = 7.0

    /// How far, in points, the dense path may differ from the exact one: the drawn geometry
    /// covers the same device pixels as the data (scale 1 here).
    static func slack(_ kind: Kind) -> Double { kind.isBars ? 2.5 : 1.5 }

    @Test(arguments: Kind.allCases, Dataset.allCases)
    func densePathAgreesWithTheExactPath(kind: Kind, dataset: Dataset) throws {
        for vertical in [false, true] {
            try check(kind: kind, dataset: dataset, vertical: vertical)
        }
    }

    func check(kind: Kind, dataset: Dataset, vertical: Bool) throws {
        let bars = dataset.bars
        let dense = HitTestFixture.series(kind, bars)
        let exact = HitTestFixture.series(kind, bars)
        exact.resamplingMode = .none
        let surface = HitTestFixture.surface(
            size: dataset.size, vertical: vertical, category: dataset == .sp500Category, dense, exact)
        _ = surface.renderDisplayList()
        let label = "\(kind) \(dataset) \(vertical ? "vertical" : "horizontal")"
        #expect(readsDrawnGeometry(dense, surface: surface) && !readsDrawnGeometry(exact, surface: surface))

        var random = SeededRandom(seed: 7)
        let area = surface.seriesAreaFrame
        let inset = area.insetBy(dx: Self.radius + 6, dy: Self.radius + 6)
        var hits = 0
        var misses = 0
        var bridgedGaps = 0
        for tap in 0..<160 {
            // Half anywhere, half near a data point.
            var point = CGPoint(
                x: Double.random(in: Double(inset.minX)...Double(inset.maxX), using: &random),
                y: Double.random(in: Double(inset.minY)...Double(inset.maxY), using: &random))
            if tap % 2 == 1 {
                let index = Int.random(in: 0..<bars.count, using: &random)
                let x = dataset == .sp500Category ? Double(index) : bars.x[index]
                guard bars.close[index].isFinite else { continue }
                let on = HitTestFixture.point(surface, x: x, y: bars.close[index])
                point = CGPoint(
                    x: Double(on.x) + Double.random(in: -10...10, using: &random),
                    y: Double(on.y) + Double.random(in: -10...10, using: &random))
                guard inset.contains(point) else { continue }
            }
            let slack = Self.slack(kind)
            let found = dense.hitTest(at: point, radius: Self.radius)
            let inner = exact.hitTest(at: point, radius: Self.radius - slack)
            let outer = exact.hitTest(at: point, radius: Self.radius + slack)
            let reference = exact.hitTest(at: point, radius: Self.radius)
            let bridged = found.isHit && kind.isBars && isOverAPriceGap(found, at: point, surface: surface)
            if bridged { bridgedGaps += 1 }
            if inner.isHit { #expect(found.isHit, "\(label): missed at \(point)") }
            if !outer.isHit && !bridged { #expect(!found.isHit, "\(label): hit at \(point)") }
            guard found.isHit else {
                misses += 1
                continue
            }
            hits += 1
            guard reference.isHit, !bridged else { continue }
            #expect(
                abs(found.distance - reference.distance) <= slack,
                "\(label): distance \(found.distance), exactly \(reference.distance) at \(point)")
            // The data points reported lie in the same neighbourhood along x.
            let along = { (info: SCIHitTestInfo) in
                vertical ? Double(info.hitTestPoint.y) : Double(info.hitTestPoint.x)
            }
            #expect(
                abs(along(found) - along(reference)) <= 2 * Self.radius + 3,
                "\(label): point \(found.hitTestPoint), exactly \(reference.hitTestPoint)")
        }
        if dataset != .sp500Category { #expect(bridgedGaps == 0, "\(label): \(bridgedGaps) gaps") }
        #expect(hits >= 20, "\(label): \(hits) hits")
        #expect(misses >= 20, "\(label): \(misses) misses")
    }

    /// Whether hit tests of `series` read its drawn geometry rather than the points: whether
    /// the last frame resampled, aggregated or thinned it.
    func readsDrawnGeometry(_ series: SCIRenderableSeriesBase, surface: SCIChartSurface) -> Bool {
        guard let context = Self.lastFrameContext(series, surface: surface), let data = series.dataSeries
        else { return false }
        return data.view { view in
            switch series {
            case let bars as SCIOhlcRenderableSeriesBase: bars.bars(view, context: context).isAggregated
            case let scatter as SCIXyScatterRenderableSeries:
                scatter.scatterGeometry(view, context: context).pixels.isResampled
            case let columns as SCIFastColumnRenderableSeries:
                columns.columnPixels(view, context: context).isResampled
            default: series.linePixels(view, context: context).isResampled
            }
        }
    }

    /// Whether `point` is where the aggregated bar of `found` draws its wick across a price
    /// gap: the aggregate's wick is nearer to it, by more than the slack, than the wick of
    /// any bar of its column.
    func isOverAPriceGap(_ found: SCIHitTestInfo, at point: CGPoint, surface: SCIChartSurface) -> Bool {
        guard let series = found.renderableSeries as? SCIOhlcRenderableSeriesBase,
            let context = Self.lastFrameContext(series, surface: surface), let data = series.dataSeries
        else { return false }
        let y = Double(context.drawingPoint(point).y)
        func distance(_ wick: (top: Double, bottom: Double)) -> Double {
            max(wick.top - y, 0, y - wick.bottom)
        }
        return data.view { view in
            let drawn = series.bars(view, context: context)
            guard let position = drawn.indices.firstIndex(of: found.dataSeriesIndex) else { return false }
            let end = position + 1 < drawn.count ? drawn.indices[position + 1] : view.count
            let column = BarPixels.make(
                view, indices: found.dataSeriesIndex..<end, fraction: series.dataPointWidth, context: context)
            let nearestBar = (0..<column.count).map { distance(column.wick($0)) }.min() ?? .infinity
            return nearestBar - distance(drawn.wick(position)) > Self.slack(.candlestick)
        }
    }

    @Test(arguments: Kind.allCases)
    func tapsReadTheLastFramesGeometry(kind: Kind) {
        let bars = HitTestFixture.Bars.walk(count: 60_000, seed: 3)
        let series = HitTestFixture.series(kind, bars)
        let surface = HitTestFixture.surface(size: CGSize(width: 400, height: 300), vertical: false, series)
        _ = surface.renderFrame(scale: 2)
        let made = Self.geometryMisses(series, surface: surface)
        let area = surface.seriesAreaFrame
        for step in 0..<50 {
            let point = CGPoint(
                x: Double(area.minX) + 20 + Double(step * 7), y: Double(area.minY) + 10 + Double(step * 5))
            _ = series.hitTest(at: point)
        }
        // The frame drawn at scale 2 is what the taps read: nothing was made again.
        #expect(Self.geometryMisses(series, surface: surface) == made)
        #expect(made == 1)
    }

    /// How many times the series made its drawn geometry.
    static func geometryMisses(_ series: SCIRenderableSeriesBase, surface: SCIChartSurface) -> Int {
        let store = surface.frameCaches.geometry(for: series)
        return switch series {
        case is SCIOhlcRenderableSeriesBase: store.cache(BarPixels.self).misses
        case is SCIXyScatterRenderableSeries: store.cache(ScatterGeometry.self).misses
        default: store.cache(SCISeriesPixels.self).misses
        }
    }

    /// The context the last frame drew `series` with: its layout, scale and geometry.
    static func lastFrameContext(_ series: SCIRenderableSeriesBase, surface: SCIChartSurface)
        -> SCISeriesRenderContext?
    {
        let frame = surface.currentLayout
        return frame.entry(of: series).flatMap {
            frame.renderContext(
                for: $0, scale: surface.frameCaches.drawScale,
                geometry: surface.frameCaches.geometry(for: series))
        }
    }
}
