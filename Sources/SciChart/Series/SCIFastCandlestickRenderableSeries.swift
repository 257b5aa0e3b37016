import Foundation

/// Candlesticks of an ``SCIOhlcDataSeries``: a body from open to close and a wick from high
/// to low, in up and down styles (up when close is at or above open).
open class SCIFastCandlestickRenderableSeries: SCIOhlcRenderableSeriesBase {
    /// Body of rising bars; `nil` takes the theme's up colour.
    public var fillUpBrushStyle: SCIBrushStyle? { didSet { invalidate() } }
    /// Body of falling bars; `nil` takes the theme's down colour.
    public var fillDownBrushStyle: SCIBrushStyle? { didSet { invalidate() } }
    /// Whether rising bodies are drawn hollow (their outline only, in the up stroke), so
    /// rising and falling candles differ by more than colour; `nil` (the default) takes the
    /// theme's ``SCIChartTheme/hollowRisingCandles``.
    public var hollowRisingCandles: Bool? { didSet { invalidate() } }

    /// "candles".
    open override var kindDescription: String { "candles" }

    /// A rising and a falling bar in the bodies' colours (else the pens', else the theme's).
    open override func legendMarker(color: SCIColor, theme: SCIChartTheme) -> SCILegendMarker {
        .upDown(
            up: fillUpBrushStyle?.color ?? strokeUpStyle?.color ?? theme.upColor,
            down: fillDownBrushStyle?.color ?? strokeDownStyle?.color ?? theme.downColor)
    }

    func fills(_ context: SCISeriesRenderContext) -> (up: SCIFill?, down: SCIFill?) {
        (
            (hollowRisingCandles ?? context.theme.hollowRisingCandles)
                ? nil
                : SCIFill(
                    fillUpBrushStyle ?? SCISolidBrushStyle(color: context.theme.upColor),
                    opacity: context.opacity
                ),
            SCIFill(
                fillDownBrushStyle ?? SCISolidBrushStyle(color: context.theme.downColor),
                opacity: context.opacity)
        )
    }

    open override func draw(
        _ data: SCISeriesDataView, context: SCISeriesRenderContext, into list: inout SCIDisplayList
    ) {
        let bars = bars(data, context: context)
        let strokes = strokes(context)
        let fills = fills(context)
        let palette = paletteColors(bars, context: context)
        let bounds = context.clipBounds
        var bodies = PathGroups<BarLook>()
        var wicks = PathGroups<BarLook>()
        for index in 0..<bars.count {
            let body = bars.body(index)
            guard body.maxX >= bounds.minX, body.minX <= bounds.maxX else { continue }
            let rising = bars.rising[index]
            let look = BarLook(rising: rising, fill: palette?.fill?[index], stroke: palette?.stroke?[index])
            let wickLook = BarLook(rising: rising, stroke: look.stroke)
            let clipped = body.intersection(bounds)
            if !clipped.isNull {
                if clipped.height >= 1 {
                    bodies.add(to: look) { $0.addRect(clipped) }
                } else {
                    // A doji: open equals close, drawn as a line.
                    wicks.add(to: wickLook) {
                        $0.move(to: CGPoint(x: clipped.minX, y: clipped.midY))
                        $0.line(to: CGPoint(x: clipped.maxX, y: clipped.midY))
                    }
                }
            }
            let wick = bars.wick(index)
            let width = (rising ? strokes.up : strokes.down)?.width ?? 1
            let x = ChartLayerBuilder.crisp(bars.x[index], width: width)
            for (from, to) in [(wick.top, Double(body.minY)), (Double(body.maxY), wick.bottom)]
            where to > from {
                let top = from.clamped(to: Double(bounds.minY)...Double(bounds.maxY))
                let bottom = to.clamped(to: Double(bounds.minY)...Double(bounds.maxY))
                guard bottom > top else { continue }
                wicks.add(to: wickLook) {
                    $0.move(to: CGPoint(x: x, y: top))
                    $0.line(to: CGPoint(x: x, y: bottom))
                }
            }
        }
        // Wicks under bodies; rising before falling, as the series always drew them.
        for side in [true, false] {
            for (look, path) in wicks.groups where look.rising == side {
                list.stroke(path, Self.recolored(side ? strokes.up : strokes.down, look.stroke, context))
            }
        }
        for side in [true, false] {
            // A palette fill fills a hollow rising body too.
            for (look, path) in bodies.groups where look.rising == side {
                list.draw(
                    path, fill: Self.recolored(side ? fills.up : fills.down, look.fill, context),
                    stroke: Self.recolored(side ? strokes.up : strokes.down, look.stroke, context))
            }
        }
    }

    open override func hitTest(
        _ data: SCISeriesDataView, at point: CGPoint, radius: Double, context: SCISeriesRenderContext
    ) -> SCIHitTestInfo {
        let (bars, positions) = hitBars(data, point: point, radius: radius, context: context)
        var best: HitCandidate?
        for index in positions {
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
        return info(for: best, tolerance: radius, data: data, point: point, context: context)
    }
}
