import Foundation

/// Candlesticks of an ``SCIOhlcDataSeries``: a body from open to close and a wick from high
/// to low, in up and down styles (up when close is at or above open).
open class SCIFastCandlestickRenderableSeries: SCIRenderableSeriesBase {
    /// Outline and wick of rising bars; `nil` takes the theme's up colour.
    public var strokeUpStyle: SCIPenStyle? { didSet { invalidate() } }
    /// Outline and wick of falling bars; `nil` takes the theme's down colour.
    public var strokeDownStyle: SCIPenStyle? { didSet { invalidate() } }
    /// Body of rising bars; `nil` takes the theme's up colour.
    public var fillUpBrushStyle: SCIBrushStyle? { didSet { invalidate() } }
    /// Body of falling bars; `nil` takes the theme's down colour.
    public var fillDownBrushStyle: SCIBrushStyle? { didSet { invalidate() } }
    /// The body width as a fraction of the bar spacing, `0...1` (default 0.7).
    public var dataPointWidth = 0.7 { didSet { invalidate() } }

    override func xDataRange(onCategoryAxis: Bool) -> SCIDoubleRange? {
        BarExtent.padded(
            super.xDataRange(onCategoryAxis: onCategoryAxis), series: dataSeries, category: onCategoryAxis)
    }

    func styles(_ context: SeriesRenderContext) -> (
        upStroke: SCIStroke?, downStroke: SCIStroke?, upFill: SCIFill?, downFill: SCIFill?
    ) {
        let opacity = context.opacity
        let upStroke = SCIStroke(
            strokeUpStyle ?? SCISolidPenStyle(color: context.theme.upColor), opacity: opacity)
        let downStroke = SCIStroke(
            strokeDownStyle ?? SCISolidPenStyle(color: context.theme.downColor), opacity: opacity)
        let upFill = SCIFill(
            fillUpBrushStyle ?? SCISolidBrushStyle(color: context.theme.upColor), opacity: opacity)
        let downFill = SCIFill(
            fillDownBrushStyle ?? SCISolidBrushStyle(color: context.theme.downColor), opacity: opacity)
        return (upStroke, downStroke, upFill, downFill)
    }

    override func draw(store: ColumnStore, into list: inout SCIDisplayList, context: SeriesRenderContext) {
        let bars = BarPixels.make(
            store, indices: context.visibleIndices(store), fraction: dataPointWidth, context: context)
        let style = styles(context)
        let bounds = context.clipBounds
        var bodies = [SCIPath(), SCIPath()]
        var wicks = [SCIPath(), SCIPath()]
        for index in 0..<bars.count {
            let body = bars.body(index)
            guard body.maxX >= bounds.minX, body.minX <= bounds.maxX else { continue }
            let side = bars.rising[index] ? 0 : 1
            let clipped = body.intersection(bounds)
            if !clipped.isNull {
                if clipped.height >= 1 {
                    bodies[side].addRect(clipped)
                } else {
                    // A doji: open equals close, drawn as a line.
                    wicks[side].move(to: CGPoint(x: clipped.minX, y: clipped.midY))
                    wicks[side].line(to: CGPoint(x: clipped.maxX, y: clipped.midY))
                }
            }
            let wick = bars.wick(index)
            let x = ChartLayerBuilder.crisp(
                bars.x[index], width: (bars.rising[index] ? style.upStroke : style.downStroke)?.width ?? 1)
            for (from, to) in [(wick.top, Double(body.minY)), (Double(body.maxY), wick.bottom)]
            where to > from {
                let top = from.clamped(to: Double(bounds.minY)...Double(bounds.maxY))
                let bottom = to.clamped(to: Double(bounds.minY)...Double(bounds.maxY))
                guard bottom > top else { continue }
                wicks[side].move(to: CGPoint(x: x, y: top))
                wicks[side].line(to: CGPoint(x: x, y: bottom))
            }
        }
        list.stroke(wicks[0], style.upStroke)
        list.stroke(wicks[1], style.downStroke)
        list.draw(bodies[0], fill: style.upFill, stroke: style.upStroke)
        list.draw(bodies[1], fill: style.downFill, stroke: style.downStroke)
    }

    override func hitTest(store: ColumnStore, point: CGPoint, radius: Double, context: SeriesRenderContext)
        -> SCIHitTestInfo
    {
        let indices = hitIndices(store, near: Double(point.x), radius: radius, context: context)
        let bars = BarPixels.make(store, indices: indices, fraction: dataPointWidth, context: context)
        var best: HitCandidate?
        for index in 0..<bars.count {
            let wick = bars.wick(index)
            let x = bars.x[index]
            let distance = min(
                HitGeometry.distance(from: point, toRect: bars.body(index)),
                HitGeometry.distance(
                    from: point, toSegment: CGPoint(x: x, y: wick.top), CGPoint(x: x, y: wick.bottom)))
            let candidate = HitCandidate(
                index: bars.indices[index], distance: distance, point: CGPoint(x: x, y: bars.close[index]))
            best = HitCandidate.nearer(best, candidate)
        }
        return info(for: best, tolerance: radius, store: store, point: point, context: context)
    }
}
