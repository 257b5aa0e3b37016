import Foundation

/// One laid-out frame of a surface, as a snapshot: its size, the series area, the coordinate
/// calculator of every axis, the theme, the title, and each series' axes and palette
/// colour, taken once when the surface lays out, so that everything drawn in a frame (grid,
/// series, axes, annotations, tool overlays) agrees, even while another thread appends
/// data. On a category axis the calculators hold a copy of the bars, not the data series.
///
/// Series, annotations and modifiers receive it when they draw, and draw from it alone;
/// ``SCIChartSurface/currentLayout`` gives the latest one.
public struct SCIChartLayout {
    /// The snapshot's values, shared by its copies: a layout is passed around a lot (every
    /// mapping holds one), so a copy costs one reference.
    final class Storage {
        let layout: SurfaceLayout
        let xAxes: [SCIAxisBase]
        let yAxes: [SCIAxisBase]
        let series: [FrameSeries]
        /// The series' entries by ``SCIRenderableSeriesBase/renderableSeriesId``, made when
        /// first asked (frames draw without it).
        lazy var seriesIndex: [UInt64: Int] = {
            var index: [UInt64: Int] = [:]
            index.reserveCapacity(series.count)
            for (position, entry) in series.enumerated() { index[entry.series.renderableSeriesId] = position }
            return index
        }()
        let theme: SCIChartTheme
        let chartTitle: String?
        /// The annotations drawn under the series, in drawing order: part of the chart layer.
        let belowSeries: [SCIAnnotationBase]
        let surfaceId: UInt64
        let chartGeneration: UInt64
        weak var surface: SCIChartSurface?

        init(
            layout: SurfaceLayout, xAxes: [SCIAxisBase], yAxes: [SCIAxisBase], series: [FrameSeries],
            theme: SCIChartTheme, chartTitle: String?, belowSeries: [SCIAnnotationBase],
            surface: SCIChartSurface
        ) {
            self.layout = layout
            self.xAxes = xAxes
            self.yAxes = yAxes
            self.series = series
            self.theme = theme
            self.chartTitle = chartTitle
            self.belowSeries = belowSeries
            surfaceId = surface.surfaceId
            chartGeneration = surface.chartGeneration
            self.surface = surface
        }
    }

    let storage: Storage
    /// The labels the overlay being drawn has placed: one space for all the annotations of a
    /// frame (`nil` outside a frame's overlay).
    var labels: LabelSpace?

    init(
        layout: SurfaceLayout, xAxes: [SCIAxisBase], yAxes: [SCIAxisBase], series: [FrameSeries],
        theme: SCIChartTheme, chartTitle: String?, belowSeries: [SCIAnnotationBase] = [],
        surface: SCIChartSurface
    ) {
        storage = Storage(
            layout: layout, xAxes: xAxes, yAxes: yAxes, series: series, theme: theme, chartTitle: chartTitle,
            belowSeries: belowSeries, surface: surface)
    }

    var layout: SurfaceLayout { storage.layout }
    /// Every series, in drawing order.
    var frameSeries: [FrameSeries] { storage.series }
    /// The chart's title when it laid out.
    var chartTitle: String? { storage.chartTitle }
    /// The annotations under the series when the surface laid out, in drawing order.
    var belowSeriesAnnotations: [SCIAnnotationBase] { storage.belowSeries }
    /// Identifies the surface laid out and what its chart layer drew then.
    var surfaceId: UInt64 { storage.surfaceId }
    var chartGeneration: UInt64 { storage.chartGeneration }
    var laidOutSurface: SCIChartSurface? { storage.surface }

    /// The surface's theme when it laid out.
    public var theme: SCIChartTheme { storage.theme }

    /// The surface laid out; an empty surface once it is freed.
    @available(
        *, deprecated, message: "draw from the layout's own values: its axes, series lookups and theme"
    )
    public var surface: SCIChartSurface { laidOutSurface ?? SCIChartSurface() }

    /// The surface's size in points.
    public var size: CGSize { layout.size }
    /// The series (plot) area, in surface coordinates.
    public var seriesArea: CGRect { layout.seriesArea }

    /// The x axes, in collection order.
    public var xAxes: [SCIAxisBase] { storage.xAxes }
    /// The y axes, in collection order.
    public var yAxes: [SCIAxisBase] { storage.yAxes }

    /// The calculator of `axis` in this layout, or `nil` when the axis is not on the surface.
    public func calculator(for axis: SCIAxisBase) -> SCICoordinateCalculator? {
        layout.calculator(for: axis)
    }

    /// The x axis with `id`; for the default id, the first x axis when none has that id.
    public func xAxis(withId id: String) -> SCIAxisBase? { Self.axis(withId: id, in: storage.xAxes) }

    /// The y axis with `id`; for the default id, the first y axis when none has that id.
    public func yAxis(withId id: String) -> SCIAxisBase? { Self.axis(withId: id, in: storage.yAxes) }

    /// The surface point of the data values `x` and `y` on the axes with these ids, as their
    /// calculators take them (seconds since 1970 on date axes, bar indices on category
    /// axes), on horizontal and vertical charts alike; non-finite when an axis is missing.
    public func surfacePoint(
        x: Double, y: Double, xAxisId: String = SCIAxisBase.defaultAxisId,
        yAxisId: String = SCIAxisBase.defaultAxisId
    ) -> CGPoint {
        guard let xAxis = xAxis(withId: xAxisId), let yAxis = yAxis(withId: yAxisId),
            let xCalculator = calculator(for: xAxis), let yCalculator = calculator(for: yAxis)
        else { return CGPoint(x: Double.nan, y: .nan) }
        return Self.place(
            along: xCalculator.getCoordinate(x), xCalculator, across: yCalculator.getCoordinate(y),
            yCalculator,
            in: seriesArea)
    }

    /// The mapping between data and surface points for the axes with these ids (see
    /// ``SCIChartSurface/xAxis(withId:)``), or `nil` when either axis cannot be found.
    public func mapping(xAxisId: String, yAxisId: String) -> SCIAnnotationMapping? {
        guard let xAxis = xAxis(withId: xAxisId), let yAxis = yAxis(withId: yAxisId),
            let x = calculator(for: xAxis), let y = calculator(for: yAxis)
        else { return nil }
        return SCIAnnotationMapping(layout: self, xAxis: xAxis, yAxis: yAxis, xCalculator: x, yCalculator: y)
    }

    /// The visible series drawn on `xAxis` (and on `yAxis`, when given), in drawing order.
    public func visibleSeries(onXAxis xAxis: SCIAxisBase, yAxis: SCIAxisBase? = nil)
        -> [SCIRenderableSeriesBase]
    {
        storage.series.compactMap { entry in
            guard entry.isVisible, entry.xAxis === xAxis, yAxis.map({ entry.yAxis === $0 }) ?? true else {
                return nil
            }
            return entry.series
        }
    }

    /// The palette colour of `series` in this frame, when it is one of the surface's.
    func paletteColor(of series: SCIRenderableSeriesBase) -> SCIColor? {
        storage.seriesIndex[series.renderableSeriesId].map { storage.series[$0].paletteColor }
    }

    /// The frame's entry of `series`, when it is one of the surface's.
    func entry(of series: SCIRenderableSeriesBase) -> FrameSeries? {
        guard let index = storage.seriesIndex[series.renderableSeriesId],
            storage.series[index].series === series
        else { return nil }
        return storage.series[index]
    }

    /// The surface point `along` the x axis' direction and `across` it (offsets from the
    /// series area's origin).
    static func place(
        along: Double, _ xCalculator: SCICoordinateCalculator, across: Double,
        _ yCalculator: SCICoordinateCalculator,
        in seriesArea: CGRect
    ) -> CGPoint {
        var x = Double(seriesArea.minX)
        var y = Double(seriesArea.minY)
        if xCalculator.isHorizontal { x += along } else { y += along }
        if yCalculator.isHorizontal { x += across } else { y += across }
        return CGPoint(x: x, y: y)
    }

    private static func axis(withId id: String, in axes: [SCIAxisBase]) -> SCIAxisBase? {
        if let exact = axes.first(where: { $0.axisId == id }) { return exact }
        return id == SCIAxisBase.defaultAxisId ? axes.first : nil
    }
}

extension SCIChartSurface {
    /// The current layout (laid out first if anything changed).
    public var currentLayout: SCIChartLayout { laidOut() }

    /// The mapping of the axes with these ids in the current layout.
    func annotationMapping(xAxisId: String, yAxisId: String) -> SCIAnnotationMapping? {
        currentLayout.mapping(xAxisId: xAxisId, yAxisId: yAxisId)
    }
}
