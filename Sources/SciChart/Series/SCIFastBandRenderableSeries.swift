import Foundation

/// Two lines through the `y` and `y1` values of an ``SCIXyyDataSeries`` with the area between
/// them filled: with ``fillBrushStyle`` where `y` is above `y1`, with ``fillY1BrushStyle``
/// where `y1` is above `y` (a MACD and its signal, a channel). NaN in either value is a gap.
///
/// The fill changes colour exactly where the lines cross. A palette provider colours both
/// lines (each segment in its start point's stroke colour; on dense data, the `y` line only)
/// and the markers; the fill keeps the band's two brushes. Dense data is drawn as the line
/// series draw it (each device column's extremes), and the fill from one point a device
/// column.
open class SCIFastBandRenderableSeries: SCIXyyRenderableSeriesBase {
    /// The pen of the `y1` line; `nil` takes the palette colour.
    public var strokeY1Style: SCIPenStyle? { didSet { invalidate() } }
    /// The fill where `y` is above `y1`; `nil` takes the `y` line's colour at a quarter
    /// opacity.
    public var fillBrushStyle: SCIBrushStyle? { didSet { invalidate() } }

    override var fillColor: SCIColor? { fillBrushStyle?.color }
    /// The fill where `y1` is above `y`; `nil` takes the `y1` line's colour at a quarter
    /// opacity.
    public var fillY1BrushStyle: SCIBrushStyle? { didSet { invalidate() } }
    /// Whether both lines step (horizontal to the next x, then vertical) instead of joining
    /// points directly (default `false`).
    public var isDigitalLine = false { didSet { invalidate() } }

    override var lineShape: LineShape { isDigitalLine ? .digital : .straight }

    /// "band".
    open override var kindDescription: String { "band" }

    /// ``SCIDefaultBandSeriesInfoProvider``: both lines' values.
    open override func makeSeriesInfoProvider() -> ISCISeriesInfoProvider {
        SCIDefaultBandSeriesInfoProvider()
    }

    /// The pen of the `y1` line at the series' opacity.
    func resolvedY1Stroke(_ context: SCISeriesRenderContext) -> SCIStroke? {
        let pen = strokeY1Style ?? SCISolidPenStyle(color: context.paletteColor, thickness: 1)
        return SCIStroke(pen, opacity: context.opacity)
    }

    private func fill(_ style: SCIBrushStyle?, line: SCIStroke?, _ context: SCISeriesRenderContext)
        -> SCIFill?
    {
        if let style { return SCIFill(style, opacity: context.opacity) }
        let color = line?.color ?? context.paletteColor
        return SCIFill(color: color.multiplyingAlpha(by: 0.25))
    }

    open override func draw(
        _ data: SCISeriesDataView, context: SCISeriesRenderContext, into list: inout SCIDisplayList
    ) {
        guard data.columnCount >= 3 else { return }
        let yStroke = resolvedStroke(context)
        let y1Stroke = resolvedY1Stroke(context)
        let regions = BandRegions.make(
            shapedBandPoints(data, context: context), digital: lineShape == .digital, clip: context.clipBounds
        )
        list.fill(regions.yAbove, fill(fillBrushStyle, line: yStroke, context))
        list.fill(regions.y1Above, fill(fillY1BrushStyle, line: y1Stroke, context))
        let points = linePixels(data, context: context)
        let palette = paletteColors {
            let pass = SCIXyyRenderPassData(points, data: data)
            pass.loadY1(data, column: SCIXyyDataSeries.y1Column, context: context)
            return pass
        }
        for (column, stroke) in [(SCISeriesDataView.y, yStroke), (SCIXyyDataSeries.y1Column, y1Stroke)] {
            let linePoints =
                column == SCISeriesDataView.y ? points : linePixels(data, yColumn: column, context: context)
            drawLine(
                points: linePoints, shaped: shapedLinePixels(data, yColumn: column, context: context),
                stroke: stroke,
                palette: column == SCISeriesDataView.y ? palette : y1Palette(palette, linePoints),
                into: &list, context: context)
        }
        drawMarkers(pointMarker, at: points, colors: palette?.marker, into: &list, context: context)
    }

    open override func hitTest(
        _ data: SCISeriesDataView, at point: CGPoint, radius: Double, context: SCISeriesRenderContext
    ) -> SCIHitTestInfo {
        let (pixels, positions) = drawnNear(
            point, radius: lineReach(radius, context), data: data, context: context,
            shaped: lineShape != .straight
        ) {
            shapedLinePixels(data, context: context)
        }
        let y = hitTestLine(pixels, in: positions, at: point, radius: radius, data: data, context: context)
        guard !y.isHit, data.columnCount >= 3 else { return y }
        let (pixels1, positions1) = drawnNear(
            point, radius: lineReach(radius, context), data: data, context: context,
            shaped: lineShape != .straight
        ) {
            shapedLinePixels(data, yColumn: SCIXyyDataSeries.y1Column, context: context)
        }
        let y1 = hitTestLine(pixels1, in: positions1, at: point, radius: radius, data: data, context: context)
        if y1.isHit { return y1 }
        // Between the lines counts as on the band.
        if let inside = BandPoint.nearest(enclosing: point, in: shapedBandPoints(data, context: context)) {
            let candidate = HitCandidate(
                index: inside.index, distance: 0, point: CGPoint(x: inside.x, y: inside.y))
            return info(for: candidate, tolerance: 0, data: data, point: point, context: context)
        }
        return y
    }

    /// The palette's colours for the `y1` line through `points`: the colours of the same data
    /// points as the `y` line's. Dense lines resample each column on its own extremes, so
    /// their points differ: there the `y1` line keeps its pen.
    private func y1Palette(_ palette: PaletteColors?, _ points: SCISeriesPixels) -> PaletteColors? {
        guard let palette, !points.isResampled else { return nil }
        return palette.rekeyed(for: points)
    }
}
