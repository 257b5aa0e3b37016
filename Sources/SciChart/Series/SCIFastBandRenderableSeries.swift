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
            let y1s = data.column(SCIXyyDataSeries.y1Column)
            for index in points.indices {
                let y1 = index >= 0 && index < y1s.count ? y1s[index] : .nan
                pass.y1Values.add(y1)
                pass.y1Coords.add(Float(context.pixelY(y1)))
            }
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
        let points = shapedBandPoints(data, context: context)
        for index in points.indices.dropLast() {
            let start = points[index]
            let end = points[index + 1]
            guard start.isFinite, end.isFinite, min(start.x, end.x) <= point.x, point.x <= max(start.x, end.x)
            else { continue }
            let span = end.x - start.x
            let t = span == 0 ? 0 : (Double(point.x) - start.x) / span
            let top = start.y + t * (end.y - start.y)
            let bottom = start.y1 + t * (end.y1 - start.y1)
            if Double(point.y) >= min(top, bottom) && Double(point.y) <= max(top, bottom) {
                let nearer = t < 0.5 ? start : end
                let candidate = HitCandidate(
                    index: nearer.index, distance: 0, point: CGPoint(x: nearer.x, y: nearer.y))
                return info(for: candidate, tolerance: 0, data: data, point: point, context: context)
            }
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

    /// The points the fill is made from, along the lines' curves when the series draws
    /// splines (steps are made by ``BandRegions``).
    func shapedBandPoints(_ data: SCISeriesDataView, context: SCISeriesRenderContext) -> [BandPoint] {
        let points = bandPoints(data, context: context)
        guard case .spline(let factor) = lineShape,
            !LineResampler.shouldResample(count: points.count, columns: ColumnRuns.columns(context))
        else { return points }
        let curve = MonotoneSpline.curve(
            xs: points.map(\.x), columns: [points.map(\.y), points.map(\.y1)], indices: points.map(\.index),
            factor: factor, budget: max(points.count, 16 * ColumnRuns.columns(context)))
        return curve.xs.indices.map {
            BandPoint(
                x: curve.xs[$0], y: curve.columns[0][$0], y1: curve.columns[1][$0], index: curve.indices[$0])
        }
    }

    /// The points the fill is made from: every visible point when few, else one a device
    /// column (the last of the points in it), in drawing space.
    func bandPoints(_ data: SCISeriesDataView, context: SCISeriesRenderContext) -> [BandPoint] {
        let indices = context.visibleIndices(of: data)
        let columns = ColumnRuns.columns(context)
        let stride =
            LineResampler.shouldResample(count: indices.count, columns: columns)
            ? max(1, indices.count / (2 * columns)) : 1
        var points: [BandPoint] = []
        points.reserveCapacity(indices.count / stride + 2)
        data.withColumn(SCISeriesDataView.x) { xs in
            data.withColumn(SCISeriesDataView.y) { ys in
                data.withColumn(SCIXyyDataSeries.y1Column) { y1s in
                    var index = indices.lowerBound
                    while index < indices.upperBound {
                        // A gap inside a stride is kept: the stride's NaN point is taken.
                        var taken = min(index + stride - 1, indices.upperBound - 1)
                        if stride > 1,
                            let gap = (index...taken).first(where: { !ys[$0].isFinite || !y1s[$0].isFinite })
                        {
                            taken = gap
                        }
                        points.append(
                            BandPoint(
                                x: context.pixelX(xs[taken], index: taken), y: context.pixelY(ys[taken]),
                                y1: context.pixelY(y1s[taken]), index: taken))
                        index = taken + 1
                    }
                }
            }
        }
        return points
    }
}

/// One point of a band in drawing space: its x, both lines' y and its data index.
struct BandPoint: Sendable {
    var x: Double
    var y: Double
    var y1: Double
    var index: Int

    var isFinite: Bool { x.isFinite && y.isFinite && y1.isFinite }
}

/// The band's fill as two paths: where the `y` line is above (smaller drawing-space y) and
/// where the `y1` line is; each region closes at the lines' crossings.
struct BandRegions {
    var yAbove = SCIPath()
    var y1Above = SCIPath()
    /// What the polygons are clipped to (the series area with its margin).
    let clip: CGRect

    init(clip: CGRect) {
        self.clip = clip
    }

    static func make(_ points: [BandPoint], digital: Bool, clip: CGRect) -> BandRegions {
        var regions = BandRegions(clip: clip)
        var run: [BandPoint] = []
        for point in points + [BandPoint(x: .nan, y: .nan, y1: .nan, index: -1)] {
            if point.isFinite {
                if digital, let last = run.last {
                    run.append(BandPoint(x: point.x, y: last.y, y1: last.y1, index: last.index))
                }
                run.append(point)
            } else {
                regions.add(run)
                run = []
            }
        }
        return regions
    }

    /// Adds the regions of one run of finite points, split where the lines cross.
    private mutating func add(_ run: [BandPoint]) {
        guard run.count >= 2 else { return }
        var top: [CGPoint] = []
        var bottom: [CGPoint] = []
        var yIsAbove = run[0].y <= run[0].y1
        func close(into above: Bool) {
            guard top.count >= 2 else { return }
            let polygon = ClippedPath.clip(polygon: top + bottom.reversed(), to: clip)
            if above { yAbove.addPolygon(polygon) } else { y1Above.addPolygon(polygon) }
        }
        top.append(CGPoint(x: run[0].x, y: run[0].y))
        bottom.append(CGPoint(x: run[0].x, y: run[0].y1))
        for index in 1..<run.count {
            let start = run[index - 1]
            let end = run[index]
            let startGap = start.y1 - start.y
            let endGap = end.y1 - end.y
            let endIsAbove = end.y < end.y1 || (end.y == end.y1 && yIsAbove)
            if endIsAbove != yIsAbove && startGap != endGap {
                let t = startGap / (startGap - endGap)
                let crossing = CGPoint(x: start.x + t * (end.x - start.x), y: start.y + t * (end.y - start.y))
                top.append(crossing)
                bottom.append(crossing)
                close(into: yIsAbove)
                top = [crossing]
                bottom = [crossing]
                yIsAbove = endIsAbove
            }
            top.append(CGPoint(x: end.x, y: end.y))
            bottom.append(CGPoint(x: end.x, y: end.y1))
        }
        close(into: yIsAbove)
    }
}
