import Foundation

/// OHLC bars of an ``SCIOhlcDataSeries``: a vertical line from high to low, a tick left at
/// the open and a tick right at the close, in up and down pens.
open class SCIFastOhlcRenderableSeries: SCIRenderableSeriesBase {
    /// The pen of rising bars; `nil` takes the theme's up colour.
    public var strokeUpStyle: SCIPenStyle? { didSet { invalidate() } }
    /// The pen of falling bars; `nil` takes the theme's down colour.
    public var strokeDownStyle: SCIPenStyle? { didSet { invalidate() } }
    /// The tick span as a fraction of the bar spacing, `0...1` (default 0.7).
    public var dataPointWidth = 0.7 { didSet { invalidate() } }

    override func xDataRange(onCategoryAxis: Bool) -> SCIDoubleRange? {
        BarExtent.padded(
            super.xDataRange(onCategoryAxis: onCategoryAxis), series: dataSeries, category: onCategoryAxis)
    }

    /// The three segments of bar `index`: high-low, open tick, close tick.
    func segments(_ bars: BarPixels, _ index: Int, width: Double) -> [(CGPoint, CGPoint)] {
        let x = ChartLayerBuilder.crisp(bars.x[index], width: width)
        let (left, right) = bars.edges(index)
        let wick = bars.wick(index)
        return [
            (CGPoint(x: x, y: wick.top), CGPoint(x: x, y: wick.bottom)),
            (CGPoint(x: left, y: bars.open[index]), CGPoint(x: x, y: bars.open[index])),
            (CGPoint(x: x, y: bars.close[index]), CGPoint(x: right, y: bars.close[index])),
        ]
    }

    override func draw(store: ColumnStore, into list: inout SCIDisplayList, context: SeriesRenderContext) {
        let bars = BarPixels.make(
            store, indices: context.visibleIndices(store), fraction: dataPointWidth, context: context)
        let up = SCIStroke(
            strokeUpStyle ?? SCISolidPenStyle(color: context.theme.upColor), opacity: context.opacity)
        let down = SCIStroke(
            strokeDownStyle ?? SCISolidPenStyle(color: context.theme.downColor), opacity: context.opacity)
        var paths = [SCIPath(), SCIPath()]
        for index in 0..<bars.count {
            let side = bars.rising[index] ? 0 : 1
            for (start, end) in segments(bars, index, width: (side == 0 ? up : down)?.width ?? 1) {
                guard let (from, to) = ClippedPath.clip(start, end, to: context.clipBounds) else { continue }
                paths[side].move(to: from)
                paths[side].line(to: to)
            }
        }
        list.stroke(paths[0], up)
        list.stroke(paths[1], down)
    }

    override func hitTest(store: ColumnStore, point: CGPoint, radius: Double, context: SeriesRenderContext)
        -> SCIHitTestInfo
    {
        let indices = hitIndices(store, near: Double(point.x), radius: radius, context: context)
        let bars = BarPixels.make(store, indices: indices, fraction: dataPointWidth, context: context)
        var best: HitCandidate?
        for index in 0..<bars.count {
            let distance =
                segments(bars, index, width: 1).map {
                    HitGeometry.distance(from: point, toSegment: $0.0, $0.1)
                }.min() ?? .infinity
            let candidate = HitCandidate(
                index: bars.indices[index], distance: distance,
                point: CGPoint(x: bars.x[index], y: bars.close[index]))
            best = HitCandidate.nearer(best, candidate)
        }
        return info(for: best, tolerance: radius, store: store, point: point, context: context)
    }
}
