import Foundation

/// OHLC bars of an ``SCIOhlcDataSeries``: a vertical line from high to low, a tick left at
/// the open and a tick right at the close, in up and down pens.
open class SCIFastOhlcRenderableSeries: SCIOhlcRenderableSeriesBase {
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

    open override func draw(
        _ data: SCISeriesDataView, context: SCISeriesRenderContext, into list: inout SCIDisplayList
    ) {
        let bars = bars(data, context: context)
        let (up, down) = strokes(context)
        let colors = paletteColors(bars, context: context)?.stroke
        var paths = PathGroups<BarLook>()
        for index in 0..<bars.count {
            let rising = bars.rising[index]
            paths.add(to: BarLook(rising: rising, stroke: colors?[index])) { path in
                for (start, end) in segments(bars, index, width: (rising ? up : down)?.width ?? 1) {
                    guard let (from, to) = ClippedPath.clip(start, end, to: context.clipBounds) else {
                        continue
                    }
                    path.move(to: from)
                    path.line(to: to)
                }
            }
        }
        for side in [true, false] {
            for (look, path) in paths.groups where look.rising == side {
                list.stroke(path, Self.recolored(side ? up : down, look.stroke, context))
            }
        }
    }

    open override func hitTest(
        _ data: SCISeriesDataView, at point: CGPoint, radius: Double, context: SCISeriesRenderContext
    ) -> SCIHitTestInfo {
        let (bars, positions) = hitBars(data, point: point, radius: radius, context: context)
        var best: HitCandidate?
        for index in positions {
            let distance =
                segments(bars, index, width: 1).map {
                    HitGeometry.distance(from: point, toSegment: $0.0, $0.1)
                }.min()
                ?? .infinity
            let candidate = HitCandidate(
                index: bars.indices[index], distance: distance,
                point: CGPoint(x: bars.x[index], y: bars.close[index]))
            best = HitCandidate.nearer(best, candidate)
        }
        return info(for: best, tolerance: radius, data: data, point: point, context: context)
    }
}
