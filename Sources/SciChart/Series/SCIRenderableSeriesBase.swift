import Foundation

/// The base of every renderable series: the data it draws, the axes it draws on, its
/// pen, point marker, visibility, selection and opacity.
///
/// Series draw in the order of the surface's `renderableSeries` (later ones on top). A
/// series whose axes the surface cannot find is not drawn. NaN values are gaps.
///
/// To write a series of your own, subclass and override
/// ``draw(_:context:into:)`` and, so that taps and selection find it,
/// ``hitTest(_:at:radius:context:)``. Both receive the visible data as a read-only
/// ``SCISeriesDataView`` and the frame's ``SCISeriesRenderContext``; the helpers
/// ``linePixels(_:yColumn:context:)``, ``drawLine(_:into:context:)``,
/// ``drawMarkers(_:at:into:context:)`` and ``hitTestLine(_:at:radius:data:context:)`` give a
/// custom series the resampling, caching and hit-testing of the built-in ones.
open class SCIRenderableSeriesBase: ISCIRenderableSeries {
    /// The surface the series is on. Leaving it ends selection and hover, which takes their
    /// styles off.
    weak var surface: SCIChartSurface? {
        didSet {
            guard oldValue !== surface else { return }
            surfaceChanged()
            guard oldValue != nil else { return }
            isHovered = false
            isSelected = false
        }
    }

    /// Called when the series joins or leaves a surface (a collection passes its surface on
    /// to its members). The base does nothing.
    func surfaceChanged() {}

    /// What a series of your own said it draws from and how it is hit, when made with a
    /// render pass data (`init(renderPassData:hitProvider:nearestPointProvider:)`).
    var customDrawing: CustomDrawing?

    /// The collection the series is a member of (a stack, a group of columns), if any.
    weak var stackOwner: SCIStackedSeriesCollectionBase?

    /// The series the surface draws, reads and lists in this one's place: the series itself,
    /// or a collection's members in order (none for a hidden collection).
    var leafSeries: [SCIRenderableSeriesBase] { [self] }

    /// Makes what the series draws from other series ready before the surface lays out (a
    /// stack sums its members' values): called on the main thread, before the axes range.
    /// The base has nothing to make.
    func prepareForLayout() {}

    /// A number that identifies this series for as long as the process runs (no other
    /// series, even one made after this one is freed, has it): the surface's caches of what
    /// its frames drew key on it.
    public let renderableSeriesId = UniqueNumber.next()

    /// A visible, unselected series on the default axes, with no data and the theme's colours.
    public init() {
        storedInfoProvider = makeSeriesInfoProvider()
    }

    /// The data drawn; `nil` draws nothing.
    public var dataSeries: SCIDataSeries? {
        didSet { if oldValue !== dataSeries { invalidate() } }
    }

    /// The id of the x axis the series is drawn on (default ``SCIAxisBase/defaultAxisId``).
    public var xAxisId: String = SCIAxisBase.defaultAxisId { didSet { invalidate() } }

    /// The id of the y axis the series is drawn on (default ``SCIAxisBase/defaultAxisId``).
    public var yAxisId: String = SCIAxisBase.defaultAxisId { didSet { invalidate() } }

    /// Whether the series is drawn, hit-tested and auto-ranged (default `true`).
    public var isVisible = true { didSet { if oldValue != isVisible { invalidate() } } }

    /// The line or outline pen; `nil` (the default) takes the theme's palette colour for the
    /// series' position, thickness 1.
    public var strokeStyle: SCIPenStyle? { didSet { if oldValue !== strokeStyle { invalidate() } } }

    /// The shape drawn at each visible point; `nil` (the default) draws none. A marker with
    /// neither fill nor stroke is filled with the series' colour.
    public var pointMarker: ISCIPointMarker? {
        didSet {
            guard oldValue !== pointMarker else { return }
            (oldValue as? SCIPointMarkerBase)?.detach(self)
            (pointMarker as? SCIPointMarkerBase)?.attach(self)
            invalidate()
        }
    }

    /// What colours the series' points one by one (default `nil`: the series' own pens and
    /// brushes): at each frame the series hands it the points it draws
    /// (``currentRenderPassData``) and asks it for their colours (see
    /// ``ISCIPaletteProvider``). A line's segment takes its start point's stroke colour; a
    /// column, bar or bubble its point's fill and stroke; a marker its point's marker colour.
    public var paletteProvider: ISCIPaletteProvider? {
        didSet {
            guard oldValue !== paletteProvider else { return }
            oldValue?.detach()
            if paletteProvider == nil { currentRenderPassData = nil }
            invalidate()
        }
    }

    /// The points the series drew at its last frame, as its palette provider reads them (set
    /// while a palette provider colours the series; `nil` otherwise): an
    /// ``SCIXyRenderPassData`` or the subclass of the series' kind.
    public internal(set) var currentRenderPassData: ISCISeriesRenderPassData!

    /// The opacity of everything the series draws, `0...1` (default 1).
    public var opacity: Float = 1 { didSet { if oldValue != opacity { invalidate() } } }

    /// Whether dense data is reduced per device-pixel column before drawing (default
    /// `.auto`). Resampled drawing covers the same pixels; `.none` draws every point.
    public var resamplingMode: SCIResamplingMode = .auto { didSet { invalidate() } }

    /// The style applied while ``isSelected`` is true (default `nil`). Replacing it while
    /// selected discards the old style and applies the new one.
    public var selectedSeriesStyle: ISCIStyle? {
        didSet {
            guard isSelected, oldValue !== selectedSeriesStyle else { return }
            restyleUnderHover {
                oldValue?.tryDiscardStyle(from: self)
                selectedSeriesStyle?.tryApplyStyle(to: self)
            }
        }
    }

    /// Whether the series is selected (default `false`). Selecting applies
    /// ``selectedSeriesStyle``; deselecting discards it. A series removed from its surface
    /// is deselected.
    public var isSelected = false {
        didSet {
            guard oldValue != isSelected else { return }
            restyleUnderHover {
                if isSelected {
                    selectedSeriesStyle?.tryApplyStyle(to: self)
                } else {
                    selectedSeriesStyle?.tryDiscardStyle(from: self)
                }
            }
        }
    }

    /// The style applied while ``isHovered`` is true (default `nil`), over the selected style.
    public var hoveredSeriesStyle: ISCIStyle? {
        didSet {
            guard isHovered, oldValue !== hoveredSeriesStyle else { return }
            oldValue?.tryDiscardStyle(from: self)
            hoveredSeriesStyle?.tryApplyStyle(to: self)
            invalidate()
        }
    }

    /// Whether the pointer is over the series (default `false`), as a
    /// ``SCISeriesSelectionModifier`` with ``SCISeriesSelectionModifier/enableHover`` sets it
    /// on mouse hosts. Hovering applies ``hoveredSeriesStyle``; leaving discards it. A series
    /// removed from its surface is no longer hovered.
    public var isHovered = false {
        didSet {
            guard oldValue != isHovered else { return }
            if isHovered {
                hoveredSeriesStyle?.tryApplyStyle(to: self)
            } else {
                hoveredSeriesStyle?.tryDiscardStyle(from: self)
            }
            invalidate()
        }
    }

    /// Changes the selected style under the hovered one: the hovered style comes off first
    /// and goes back on after, so that each style restores exactly the values it replaced.
    private func restyleUnderHover(_ change: () -> Void) {
        if isHovered { hoveredSeriesStyle?.tryDiscardStyle(from: self) }
        change()
        if isHovered { hoveredSeriesStyle?.tryApplyStyle(to: self) }
        invalidate()
    }

    /// The colour that stands for the series in legends, tooltips and values lines: its
    /// stroke's, or its fill's where the stroke does not show (columns drawn without
    /// outlines), or the theme's palette colour for its position on its surface.
    public var seriesColor: SCIColor {
        identityColor(
            palette: surface?.laidOut().paletteColor(of: self) ?? SCIChartTheme.dark.seriesPalette[0])
    }

    /// ``seriesColor`` with `palette` as the palette colour.
    func identityColor(palette: SCIColor) -> SCIColor {
        if let strokeStyle, strokeStyle.color.alpha > 0, strokeStyle.thickness > 0 {
            return strokeStyle.color
        }
        if let fill = fillColor, fill.alpha > 0 { return fill.withAlpha(1) }
        return strokeStyle?.color ?? palette
    }

    /// The colour of what the series fills (columns, areas, bands), if it fills.
    var fillColor: SCIColor? { nil }

    /// Hit-tests the series at a surface point: the nearest data point, scored by pixel
    /// distance, hit when within `radius` (and the series' own extent: stroke width, marker,
    /// body). A series that is hidden or not on a surface is never hit, nor is a point
    /// outside the series area (the series is clipped to it).
    ///
    /// After a frame is drawn, dense data are tested against that frame's cached geometry
    /// near the point (see ``pixelsNear(_:radius:data:context:drawn:)``): a few binary
    /// searches and the pixels of a few columns, whatever the number of points.
    public func hitTest(at point: CGPoint, radius: Double = SCIHitTestInfo.defaultRadius) -> SCIHitTestInfo {
        guard isVisible, point.isFinite, let surface, let dataSeries,
            let context = hitTestContext(in: surface),
            Self.isWithin(context.seriesArea, point)
        else { return .miss }
        let radius = radius.isFinite ? min(max(radius, 0), 10_000) : 0
        let drawingPoint = context.drawingPoint(point)
        var info = hitTestFrame(dataSeries, at: drawingPoint, radius: radius, context: context)
        info.hitTestPoint = context.surfacePoint(info.hitTestPoint)
        return info
    }

    /// The context to hit-test with on `surface`, laid out first if needed: that of the
    /// last frame drawn (its scale, its cached geometry) while its chart layer is current.
    private func hitTestContext(in surface: SCIChartSurface) -> SCISeriesRenderContext? {
        surface.layoutIfNeeded()
        let caches = surface.frameCaches
        return caches.hitTestContext(for: self, generation: surface.chartGeneration, scale: caches.drawScale)
        {
            surface.laidOut().renderContext(of: self, scale: caches.drawScale, geometry: $0)
        }
    }

    /// Whether `point` is in `area` or on its edge.
    private static func isWithin(_ area: CGRect, _ point: CGPoint) -> Bool {
        point.x >= area.minX && point.x <= area.maxX && point.y >= area.minY && point.y <= area.maxY
    }

    // MARK: - What the series is, declared by each type

    /// What the series draws, in a word or two, as the chart's description and screen readers
    /// say it ("line" for the base; "candles", "columns", "band" for the built-in types).
    open var kindDescription: String { "line" }

    /// The picture a legend draws beside the series' name, in `color` (the series' colour)
    /// and `theme`, before the series' opacity is applied: the base draws a line of the
    /// series' pen thickness.
    open func legendMarker(color: SCIColor, theme: SCIChartTheme) -> SCILegendMarker {
        .line(color: color, thickness: Double(strokeStyle?.thickness ?? 1))
    }

    /// Whether the series draws bars (candles, OHLC bars): the crosshair and the values line
    /// of a trading chart follow the first series of bars. The base draws none.
    open var drawsBars: Bool { false }

    /// The data column that stands for the series' value: what the chart's description
    /// follows from the first point in view to the last (``SCISeriesDataView/y`` for the
    /// base; a bar's close for bars).
    open var valueColumn: Int { SCISeriesDataView.y }

    /// What the description calls the values of ``valueColumn`` ("value" for the base,
    /// "close" for bars).
    open var valueName: String { "value" }

    /// The y values a drawing's point may snap to at point `index` of `data` when its tool's
    /// magnet is on (``SCITradingAnnotationBase/snapToCandles``): the magnet takes the
    /// nearest, on the first visible series that offers any. The base offers none; bars
    /// offer their open, high, low and close.
    open func snapValues(_ data: SCISeriesDataView, at index: Int) -> [Double] { [] }

    /// The provider of the series' readings (tooltips, rollover, values line, keyboard
    /// cursor, description): by default the one ``makeSeriesInfoProvider()`` makes when the
    /// series is made (so that reading a series, as a frame does, never changes it).
    public var seriesInfoProvider: ISCISeriesInfoProvider {
        get { storedInfoProvider }
        set {
            storedInfoProvider = newValue
            invalidate()
        }
    }
    private var storedInfoProvider: ISCISeriesInfoProvider = SCIDefaultXySeriesInfoProvider()

    /// The default provider of the series' readings: ``SCIDefaultXySeriesInfoProvider`` for
    /// the base; bands and bars make their own.
    open func makeSeriesInfoProvider() -> ISCISeriesInfoProvider { SCIDefaultXySeriesInfoProvider() }

    // MARK: - Overridden by series types

    /// Draws a series of your own made with a render pass data (SciChart's custom series
    /// API): `renderPassData` holds the points the frame draws (their values, drawing-space
    /// coordinates and indices, after resampling); draw them on `renderContext` with pens
    /// and brushes from `assetManager`. Called by the `draw` of
    /// ``SCIXyRenderableSeriesBase``, ``SCIXyyRenderableSeriesBase`` and
    /// ``SCIOhlcRenderableSeriesBase``; the base draws nothing.
    ///
    /// ```swift
    /// final class Dots: SCIXyRenderableSeriesBase {
    ///     override init() {
    ///         super.init(renderPassData: SCIXyRenderPassData(), hitProvider: SCIPointMarkerHitProvider(),
    ///                    nearestPointProvider: SCINearestXyPointProvider())
    ///     }
    ///     override func internalDraw(with renderContext: ISCIRenderContext2D!, assetManager: ISCIAssetManager2D!,
    ///                                renderPassData: ISCISeriesRenderPassData!) {
    ///         let points = renderPassData as! SCIXyRenderPassData
    ///         drawPointMarkers(with: renderContext, assetManager: assetManager,
    ///                          xCoords: points.xCoords, yCoords: points.yCoords)
    ///     }
    /// }
    /// ```
    ///
    /// A column series (``SCIFastColumnRenderableSeries``) calls it too: a subclass that
    /// overrides it draws its columns its own way (rounded, say) from the
    /// ``SCIColumnRenderPassData``; calling `super` draws the built-in columns as well.
    open func internalDraw(
        with renderContext: ISCIRenderContext2D!, assetManager: ISCIAssetManager2D!,
        renderPassData: ISCISeriesRenderPassData!
    ) {
        (renderContext as? DisplayListContext2D)?.wantsBuiltInDrawing = true
    }

    /// Draws the series. `data` holds every point of the data series (find the visible ones
    /// with ``SCISeriesRenderContext/visibleIndices(of:)``) and is valid only during the
    /// call; draw in the context's drawing space. The base draws nothing.
    open func draw(
        _ data: SCISeriesDataView, context: SCISeriesRenderContext, into list: inout SCIDisplayList
    ) {}

    /// Draws the series from `data` in a frame: the base hands a view of the data to
    /// ``draw(_:context:into:)`` when it has points. A series whose data are not points (a
    /// heatmap's cells) draws them itself.
    func drawFrame(_ data: SCIDataSeries, context: SCISeriesRenderContext, into list: inout SCIDisplayList) {
        data.view { view in
            if view.count > 0 { draw(view, context: context, into: &list) }
        }
    }

    /// Hit-tests `data` at a drawing-space point: the base hands a view of the data to
    /// ``hitTest(_:at:radius:context:)`` when it has points.
    func hitTestFrame(
        _ data: SCIDataSeries, at point: CGPoint, radius: Double, context: SCISeriesRenderContext
    )
        -> SCIHitTestInfo
    {
        data.view { view in
            view.count > 0 ? hitTest(view, at: point, radius: radius, context: context) : .miss
        }
    }

    /// What a tooltip reads of the series at surface point `point` of `layout`: the base
    /// reads its values at the point's x.
    func reading(_ entry: FrameSeries, at point: CGPoint, layout: SCIChartLayout, interpolate: Bool)
        -> SeriesReading?
    {
        SeriesReading.read(entry, atX: point.x, layout: layout, interpolate: interpolate)
    }

    /// How the series' line joins its points (straight for the base; steps for a digital
    /// line, a curve for a spline).
    var lineShape: LineShape { .straight }

    /// Scores the series against a drawing-space point: the base scores the line through
    /// ``SCIRenderableSeriesBase/linePixels(_:yColumn:context:)`` as it is drawn (straight,
    /// in steps or curved), as a line series does.
    open func hitTest(
        _ data: SCISeriesDataView, at point: CGPoint, radius: Double, context: SCISeriesRenderContext
    ) -> SCIHitTestInfo {
        let near = drawnNear(
            point, radius: lineReach(radius, context), data: data, context: context,
            shaped: lineShape != .straight
        ) {
            shapedLinePixels(data, context: context)
        }
        return hitTestLine(
            near.pixels, in: near.positions, at: point, radius: radius, data: data, context: context)
    }

    /// The x extent of the data: values, or bar indices on a category axis.
    func xDataRange(onCategoryAxis: Bool) -> SCIDoubleRange? {
        guard let dataSeries, dataSeries.count > 0 else { return nil }
        if onCategoryAxis { return SCIDoubleRange(min: 0, max: Double(dataSeries.count - 1)) }
        return dataSeries.xRange
    }

    /// The y extent of the data whose x lies in `xRange` (bar indices on a category axis).
    func yDataRange(inXRange xRange: SCIDoubleRange, onCategoryAxis: Bool) -> SCIDoubleRange? {
        dataSeries.flatMap { Self.yRange(of: $0, inXRange: xRange, onCategoryAxis: onCategoryAxis) }
    }

    /// The y extent of the points of `data` whose x lies in `xRange` (bar indices on a
    /// category axis).
    static func yRange(of data: SCIDataSeries, inXRange xRange: SCIDoubleRange, onCategoryAxis: Bool)
        -> SCIDoubleRange?
    {
        guard data.count > 0 else { return nil }
        guard onCategoryAxis else { return data.yRange(inXRange: xRange) }
        return data.read { store in
            let lower = Int.clamping(xRange.min.rounded(.up), to: 0...store.count)
            let upper = Int.clamping(xRange.max.rounded(.down) + 1, to: lower...store.count)
            return SCIDataSeries.yRange(of: &store, in: lower..<upper, xRange: nil)
        }
    }

    /// The smallest positive value of the x column (`x` true) or of the y columns whose x
    /// lies in `xRange` (bar indices on a category axis): where a logarithmic axis starts
    /// when the data reach zero or below.
    func smallestPositive(x: Bool, inXRange xRange: SCIDoubleRange, onCategoryAxis: Bool) -> Double? {
        guard let dataSeries, dataSeries.count > 0 else { return nil }
        return dataSeries.read { store in
            let count = store.count
            var indices = 0..<count
            if onCategoryAxis {
                let lower = Int.clamping(xRange.min.rounded(.up), to: 0...count)
                indices = lower..<Int.clamping(xRange.max.rounded(.down) + 1, to: lower...count)
            }
            let filter = x || onCategoryAxis ? nil : xRange
            var smallest = Double.infinity
            store.withColumn(0) { xs in
                for column in x ? 0..<1 : store.yColumns {
                    store.withColumn(column) { values in
                        for index in indices where values[index] > 0 && values[index] < smallest {
                            if let filter, !filter.contains(xs[index]) { continue }
                            smallest = values[index]
                        }
                    }
                }
            }
            return smallest.isFinite ? smallest : nil
        }
    }

    // MARK: - Helpers for series types

    /// The pen to draw with: the series' own, or the palette colour, at the series' opacity.
    public func resolvedStroke(_ context: SCISeriesRenderContext) -> SCIStroke? {
        let pen = strokeStyle ?? SCISolidPenStyle(color: context.paletteColor, thickness: 1)
        return SCIStroke(pen, opacity: context.opacity)
    }

    /// The pixels of the visible points of y column `yColumn`: every point when few, the M4
    /// resampling (each device column's first, lowest, highest and last point) when dense;
    /// cached until the data, the layout or the scale change.
    public func linePixels(
        _ data: SCISeriesDataView, yColumn: Int = SCISeriesDataView.y, context: SCISeriesRenderContext
    ) -> SCISeriesPixels {
        SeriesGeometryStore.value(
            in: context.geometry, for: cacheKey(data, context, variant: Double(yColumn))
        ) {
            let indices = context.visibleIndices(of: data)
            let columns = ColumnRuns.columns(context)
            // A database series holds up to four points a column already: drawn as column
            // spans, not as a polyline of as many steep segments.
            let dense =
                dataSeries is any ViewportFedSeries
                ? indices.count > columns
                : LineResampler.shouldResample(count: indices.count, columns: columns)
            if resamplingMode == .auto, dense {
                return LineResampler.resample(data, yColumn: yColumn, indices: indices, context: context)
            }
            return SCISeriesPixels.make(data, yColumn: yColumn, indices: indices, context: context)
        }
    }

    /// Draws the line through `pixels` with the series' pen: a clipped polyline, or column
    /// spans when the points were resampled.
    public func drawLine(
        _ pixels: SCISeriesPixels, into list: inout SCIDisplayList, context: SCISeriesRenderContext
    ) {
        drawLine(pixels, stroke: resolvedStroke(context), into: &list, context: context)
    }

    /// Draws the line through `pixels` with `stroke` (a series with a second line).
    func drawLine(
        _ pixels: SCISeriesPixels, stroke: SCIStroke?, into list: inout SCIDisplayList,
        context: SCISeriesRenderContext
    ) {
        guard let stroke else { return }
        if pixels.isResampled {
            let spans = ColumnSpans.make(pixels, context: context)
            list.fill(
                spans.rectangles(thickness: stroke.width, context: context), SCIFill(color: stroke.color))
            ClippedPath.strokePolyline(spans.longSegments, stroke, bounds: context.clipBounds, into: &list)
        } else {
            ClippedPath.strokePolyline(pixels, stroke, bounds: context.clipBounds, into: &list)
        }
    }

    /// Draws `marker` (by default the series' point marker) at each point of `pixels`
    /// inside the clip bounds, one per device pixel. A marker with neither fill nor stroke
    /// is filled with the series' colour.
    public func drawMarkers(
        _ marker: ISCIPointMarker?, at pixels: SCISeriesPixels, into list: inout SCIDisplayList,
        context: SCISeriesRenderContext
    ) {
        drawMarkers(marker, at: pixels, colors: nil, into: &list, context: context)
    }

    /// ``drawMarkers(_:at:into:context:)`` with each marker filled in its position's colour
    /// from `colors` (the marker's own fill where none).
    func drawMarkers(
        _ marker: ISCIPointMarker?, at pixels: SCISeriesPixels, colors: PaletteChannel?,
        into list: inout SCIDisplayList, context: SCISeriesRenderContext
    ) {
        guard let marker, pixels.count > 0 else { return }
        var shape = SCIPath()
        marker.addShape(to: &shape, at: .zero)
        var fill = SCIFill(marker.fillStyle, opacity: context.opacity)
        var stroke = SCIStroke(marker.strokeStyle, opacity: context.opacity)
        if marker.fillStyle == nil, marker.strokeStyle == nil {
            fill = SCIFill(color: seriesColor(context).multiplyingAlpha(by: context.opacity))
        }
        // A sprite's picture is its fill and outline both.
        let sprite = marker as? SCISpritePointMarker
        if let sprite {
            fill = sprite.spriteFill(color: nil, scale: context.scale, opacity: context.opacity)
            stroke = nil
        }
        var run = SCIMarkerRun(shape: shape, fill: fill, stroke: stroke)
        let bounds = context.clipBounds
        let (minX, maxX, minY, maxY) = (
            Double(bounds.minX), Double(bounds.maxX), Double(bounds.minY), Double(bounds.maxY)
        )
        let scale = context.scale
        // The nearest device pixel (halves up), without a call into the maths library.
        func nearest(_ value: Double) -> Int {
            let shifted = value + 0.5
            let truncated = Int(shifted)
            return Double(truncated) > shifted ? truncated - 1 : truncated
        }
        let count = pixels.count
        var positions: [Int] = []
        if colors != nil { positions.reserveCapacity(count) }
        let centers = [Double](unsafeUninitializedCapacity: 2 * count) { centers, initialized in
            var lastPixel = (Int.min, Int.min)
            var used = 0
            pixels.xs.withUnsafeBufferPointer { xs in
                pixels.ys.withUnsafeBufferPointer { ys in
                    for index in 0..<min(count, ys.count) {
                        let x = xs[index]
                        let y = ys[index]
                        // Also false for NaN.
                        guard x >= minX, x <= maxX, y >= minY, y <= maxY else { continue }
                        // Dense data: one marker per device pixel is enough (the bounds keep
                        // these small).
                        let pixel = (nearest(x * scale), nearest(y * scale))
                        if lastPixel == pixel { continue }
                        lastPixel = pixel
                        centers[used] = x
                        centers[used + 1] = y
                        used += 2
                        if colors != nil { positions.append(index) }
                    }
                }
            }
            initialized = used
        }
        guard let colors else {
            run.setCentersInside(centers)
            list.markers(run)
            return
        }
        // One run per colour, in the order the colours first appear.
        var order: [SCIColor?] = []
        var byColor: [SCIColor?: [Double]] = [:]
        for (offset, position) in positions.enumerated() {
            let color = colors[position]
            if byColor[color] == nil { order.append(color) }
            byColor[color, default: []] += [centers[2 * offset], centers[2 * offset + 1]]
        }
        for color in order {
            var colored = run
            colored.fill =
                sprite?.spriteFill(color: color, scale: context.scale, opacity: context.opacity)
                ?? Self.recolored(fill, color, context)
            colored.setCentersInside(byColor[color] ?? [])
            list.markers(colored)
        }
    }

    /// Whether `count` visible points on the context's device columns are drawn
    /// aggregated per column.
    func aggregates(_ count: Int, _ context: SCISeriesRenderContext) -> Bool {
        resamplingMode == .auto && count > ColumnRuns.columns(context)
    }

    /// The series' colour in a frame: its stroke's, or the palette's.
    func seriesColor(_ context: SCISeriesRenderContext) -> SCIColor {
        strokeStyle?.color ?? context.paletteColor
    }

    /// The cache key of the geometry of `data` under `context`: the data series' identity
    /// and version, the layout, and `variant` (a y column, a bar width).
    func cacheKey(_ data: SCISeriesDataView, _ context: SCISeriesRenderContext, variant: Double = 0)
        -> GeometryCacheKey
    {
        GeometryCacheKey(
            data: data.seriesId, version: data.version, geometry: context.geometryKey,
            resampling: resamplingMode, shape: shapeGeneration, variant: variant)
    }

    /// Counts the changes of settings that shape the series' geometry and have no cache key
    /// variant of their own (a bubble's size rule, an error bar's errors): part of every
    /// geometry cache key, so that such a change draws the geometry again.
    private(set) var shapeGeneration = 0

    /// Records a change of a setting that shapes the geometry, and tells the surface.
    func shapeChanged() {
        geometryChanged()
        invalidate()
    }

    /// Records a change of what shapes the geometry, made while the surface lays out (a
    /// column's place in a group), without telling the surface again.
    func geometryChanged() {
        shapeGeneration &+= 1
    }

    /// Tells the surface that the series changed.
    func invalidate() {
        surface?.invalidateLayout()
    }
}

extension SCIDataSeries {
    /// Calls `body` with a view of the data under the lock.
    func view<R>(_ body: (SCISeriesDataView) throws -> R) rethrows -> R {
        try read { store in try SCISeriesDataView.with(store, seriesId: seriesId, body) }
    }
}

extension SCIChartSurface {
    /// Every series the surface draws, in drawing order, with each collection (a stack, a
    /// group of columns) in its members' place: what frames, legends, tooltips and hit tests
    /// see.
    var allRenderableSeries: [SCIRenderableSeriesBase] { renderableSeries.flatMap(\.leafSeries) }

    /// The topmost visible series hit at `point` (later in `renderableSeries` is on top).
    public func hitTestSeries(at point: CGPoint, radius: Double = SCIHitTestInfo.defaultRadius)
        -> SCIHitTestInfo?
    {
        allRenderableSeries.reduce(nil as SCIHitTestInfo?) { topmost, series in
            let info = series.hitTest(at: point, radius: radius)
            return info.isHit ? info : topmost
        }
    }
}
