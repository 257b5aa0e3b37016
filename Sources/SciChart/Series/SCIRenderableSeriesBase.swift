import Foundation

/// Whether a series reduces dense data before drawing.
public enum SCIResamplingMode: Int, Sendable {
    /// Lines keep each device column's first, lowest, highest and last point; bars and
    /// columns aggregate per column; scatter keeps one point per pixel. What is drawn covers
    /// the same pixels as drawing everything.
    case auto
    /// Every visible point is drawn.
    case none
}

/// The base of every renderable series: the data it draws, the axes it draws on, its
/// pen, point marker, visibility, selection and opacity.
///
/// Series draw in the order of the surface's `renderableSeries` (later ones on top). A
/// series whose axes the surface cannot find is not drawn. NaN values are gaps.
open class SCIRenderableSeriesBase: ISCIRenderableSeries {
    weak var surface: SCIChartSurface?
    /// The visible points as pixels, resampled when dense.
    let pointCache = GeometryCache<XyPixels>()

    public init() {}

    /// The data drawn; `nil` draws nothing.
    public var dataSeries: SCIDataSeries? { didSet { invalidate() } }

    /// The id of the x axis the series is drawn on (default ``SCIAxisBase/defaultAxisId``).
    public var xAxisId: String = SCIAxisBase.defaultAxisId { didSet { invalidate() } }

    /// The id of the y axis the series is drawn on (default ``SCIAxisBase/defaultAxisId``).
    public var yAxisId: String = SCIAxisBase.defaultAxisId { didSet { invalidate() } }

    /// Whether the series is drawn, hit-tested and auto-ranged (default `true`).
    public var isVisible = true { didSet { invalidate() } }

    /// The line or outline pen; `nil` (the default) takes the theme's palette colour for the
    /// series' position, thickness 1.
    public var strokeStyle: SCIPenStyle? { didSet { invalidate() } }

    /// The shape drawn at each visible point; `nil` (the default) draws none.
    public var pointMarker: ISCIPointMarker? { didSet { invalidate() } }

    /// The opacity of everything the series draws, `0...1` (default 1).
    public var opacity: Float = 1 { didSet { invalidate() } }

    /// Whether dense data is reduced per device-pixel column before drawing (default
    /// `.auto`). Resampled drawing covers the same pixels; `.none` draws every point.
    public var resamplingMode: SCIResamplingMode = .auto { didSet { invalidate() } }

    /// The style applied while ``isSelected`` is true.
    public var selectedSeriesStyle: ISCIStyle? {
        didSet {
            guard isSelected, oldValue !== selectedSeriesStyle else { return }
            oldValue?.tryDiscardStyle(from: self)
            selectedSeriesStyle?.tryApplyStyle(to: self)
            invalidate()
        }
    }

    /// Whether the series is selected (default `false`). Selecting applies
    /// ``selectedSeriesStyle``; deselecting discards it.
    public var isSelected = false {
        didSet {
            guard oldValue != isSelected else { return }
            if isSelected {
                selectedSeriesStyle?.tryApplyStyle(to: self)
            } else {
                selectedSeriesStyle?.tryDiscardStyle(from: self)
            }
            invalidate()
        }
    }

    /// The colour that stands for the series in legends: its stroke's, or the theme's.
    public var seriesColor: SCIColor {
        if let strokeStyle { return strokeStyle.color }
        return surface.map { paletteColor(in: $0) } ?? SCIChartTheme.dark.seriesPalette[0]
    }

    /// Hit-tests the series at a surface point: the nearest data point, scored by pixel
    /// distance, hit when within `radius` (and the series' own extent: stroke width, marker,
    /// body). A series that is hidden or not on a surface is never hit.
    public func hitTest(at point: CGPoint, radius: Double = SCIHitTestInfo.defaultRadius) -> SCIHitTestInfo {
        guard isVisible, point.isFinite, let context = renderContext(), let dataSeries else { return .miss }
        let radius = radius.isFinite ? max(radius, 0) : 0
        return dataSeries.read { store in
            guard store.count > 0 else { return .miss }
            return hitTest(store: store, point: point, radius: radius, context: context)
        }
    }

    // MARK: - Overridden by series types

    /// The x extent of the data: values, or bar indices on a category axis.
    func xDataRange(onCategoryAxis: Bool) -> SCIDoubleRange? {
        guard let dataSeries, dataSeries.count > 0 else { return nil }
        if onCategoryAxis { return SCIDoubleRange(min: 0, max: Double(dataSeries.count - 1)) }
        return dataSeries.xRange
    }

    /// The y extent of the data whose x lies in `xRange` (bar indices on a category axis).
    func yDataRange(inXRange xRange: SCIDoubleRange, onCategoryAxis: Bool) -> SCIDoubleRange? {
        guard let dataSeries, dataSeries.count > 0 else { return nil }
        guard onCategoryAxis else { return dataSeries.yRange(inXRange: xRange) }
        return dataSeries.read { store in
            let lower = Int.clamping(xRange.min.rounded(.up), to: 0...store.count)
            let upper = Int.clamping(xRange.max.rounded(.down) + 1, to: lower...store.count)
            return SCIDataSeries.yRange(of: &store, in: lower..<upper, xRange: nil)
        }
    }

    /// Draws the series from the locked store.
    func draw(store: ColumnStore, into list: inout SCIDisplayList, context: SeriesRenderContext) {}

    /// Scores the series against a point, from the locked store.
    func hitTest(store: ColumnStore, point: CGPoint, radius: Double, context: SeriesRenderContext)
        -> SCIHitTestInfo
    {
        .miss
    }

    // MARK: - Shared

    /// The pen to draw with: the series' own, or the palette colour.
    func resolvedStroke(_ context: SeriesRenderContext) -> SCIStroke? {
        let pen = strokeStyle ?? SCISolidPenStyle(color: context.paletteColor, thickness: 1)
        return SCIStroke(pen, opacity: context.opacity)
    }

    /// Whether `count` visible points on the context's device columns are drawn
    /// aggregated per column.
    func aggregates(_ count: Int, _ context: SeriesRenderContext) -> Bool {
        resamplingMode == .auto && count > ColumnRuns.columns(context)
    }

    /// The cache key of the geometry of the current data under `context`.
    func cacheKey(_ store: ColumnStore, _ context: SeriesRenderContext, variant: Double = 0)
        -> GeometryCacheKey
    {
        GeometryCacheKey(
            data: dataSeries.map(ObjectIdentifier.init) ?? ObjectIdentifier(self), version: store.version,
            geometry: context.geometryKey, resampling: resamplingMode, variant: variant)
    }

    /// The pixels of the visible points of y column `yColumn`: every point when few, the M4
    /// resampling when dense; cached until data, layout or scale change.
    func linePixels(_ store: ColumnStore, yColumn: Int = 1, context: SeriesRenderContext) -> XyPixels {
        pointCache.value(for: cacheKey(store, context, variant: Double(yColumn))) {
            let indices = context.visibleIndices(store)
            if resamplingMode == .auto,
                LineResampler.shouldResample(count: indices.count, columns: ColumnRuns.columns(context))
            {
                return LineResampler.resample(store, yColumn: yColumn, indices: indices, context: context)
            }
            return XyPixels.make(store, yColumn: yColumn, indices: indices, context: context)
        }
    }

    /// The candidates of a hit test: the raw points near the pointer on sorted or
    /// categorical data (found by binary search), the cached drawn geometry otherwise.
    func hitPixels(
        _ store: ColumnStore, point: CGPoint, radius: Double, context: SeriesRenderContext,
        drawn: @autoclosure () -> XyPixels
    ) -> XyPixels {
        guard store.isSorted || context.isCategory else { return drawn() }
        let indices = context.indices(near: Double(point.x), radius: radius, store)
        return XyPixels.make(store, indices: indices, context: context)
    }

    /// Scores a line through `pixels`: the nearest segment within the radius plus half the
    /// pen, or the nearest point within the radius plus the marker's reach.
    func lineHit(
        _ pixels: XyPixels, store: ColumnStore, point: CGPoint, radius: Double, context: SeriesRenderContext
    )
        -> SCIHitTestInfo
    {
        var candidate = HitGeometry.nearestSegment(pixels, to: point)
        var tolerance = radius + (resolvedStroke(context)?.width ?? 0) / 2
        if pointMarker != nil, let nearest = HitGeometry.nearestPoint(pixels, to: point),
            nearest.distance <= radius + markerReach, nearest.distance > tolerance
        {
            candidate = nearest
            tolerance = radius + markerReach
        }
        return info(for: candidate, tolerance: tolerance, store: store, point: point, context: context)
    }

    /// Draws the line through `pixels` with the series' pen: a clipped polyline, or column
    /// spans when the points were resampled.
    func drawLine(_ pixels: XyPixels, into list: inout SCIDisplayList, context: SeriesRenderContext) {
        guard let stroke = resolvedStroke(context) else { return }
        if pixels.isResampled {
            let spans = ColumnSpans.make(pixels, context: context)
            list.fill(
                spans.rectangles(thickness: stroke.width, context: context), SCIFill(color: stroke.color))
            var long = SCIPath()
            ClippedPath.addPolyline(spans.longSegments, to: &long, bounds: context.clipBounds)
            list.stroke(long, stroke)
        } else {
            var path = SCIPath()
            ClippedPath.addPolyline(pixels, to: &path, bounds: context.clipBounds)
            list.stroke(path, stroke)
        }
    }

    /// Draws `marker` (by default the series' point marker) at each pixel point.
    func drawMarkers(
        _ marker: ISCIPointMarker?, at pixels: XyPixels, into list: inout SCIDisplayList,
        context: SeriesRenderContext
    ) {
        guard let marker, !pixels.xs.isEmpty else { return }
        var path = SCIPath()
        let bounds = context.clipBounds
        var lastPixel: (Int, Int)?
        for index in 0..<pixels.xs.count {
            let center = CGPoint(x: pixels.xs[index], y: pixels.ys[index])
            guard center.isFinite, bounds.contains(center) else { continue }
            // Dense data: one marker per device pixel is enough.
            let pixel = (Int(center.x.rounded()), Int(center.y.rounded()))
            if let lastPixel, lastPixel == pixel { continue }
            lastPixel = pixel
            marker.addShape(to: &path, at: center)
        }
        list.draw(
            path, fill: SCIFill(marker.fillStyle, opacity: context.opacity),
            stroke: SCIStroke(marker.strokeStyle, opacity: context.opacity))
    }

    func paletteColor(in surface: SCIChartSurface) -> SCIColor {
        let palette = surface.theme.seriesPalette
        let position = surface.renderableSeries.index(of: self) ?? 0
        return palette[position % palette.count]
    }

    /// The context to draw or hit-test with, when the series is on a surface with its axes.
    func renderContext(scale: Double = 1) -> SeriesRenderContext? {
        guard let surface, let axes = surface.axes(of: self) else { return nil }
        let layout = surface.layout
        return SeriesRenderContext(
            xCalculator: surface.coordinateCalculator(for: axes.x),
            yCalculator: surface.coordinateCalculator(for: axes.y),
            area: layout.seriesArea, theme: surface.theme, paletteColor: paletteColor(in: surface),
            opacity: Double(opacity), scale: scale)
    }

    /// Tells the surface that the series changed.
    func invalidate() {
        surface?.invalidateLayout()
    }
}

extension SCIChartSurface {
    /// Draws every visible series on resolvable axes, in collection order.
    func drawSeries(into list: inout SCIDisplayList, layout: SurfaceLayout, scale: Double) {
        for series in Array(renderableSeries) where series.isVisible {
            guard let data = series.dataSeries, let context = series.renderContext(scale: scale) else {
                continue
            }
            list.beginGroup("series:\(renderableSeries.index(of: series) ?? 0)")
            data.read { store in
                if store.count > 0 { series.draw(store: store, into: &list, context: context) }
            }
            list.endGroup()
        }
    }

    /// The topmost visible series hit at `point` (later in `renderableSeries` is on top).
    public func hitTestSeries(at point: CGPoint, radius: Double = SCIHitTestInfo.defaultRadius)
        -> SCIHitTestInfo?
    {
        Array(renderableSeries).reduce(nil as SCIHitTestInfo?) { topmost, series in
            let info = series.hitTest(at: point, radius: radius)
            return info.isHit ? info : topmost
        }
    }
}
