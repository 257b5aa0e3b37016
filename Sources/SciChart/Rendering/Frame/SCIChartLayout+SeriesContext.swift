extension SCIChartLayout {
    /// The context `entry`'s series draws or hit-tests with in this frame, when both its axes
    /// are in it; its geometry is kept in `geometry` (the surface's cache for the series).
    func renderContext(
        for entry: FrameSeries, scale: Double, geometry: SeriesGeometryStore?
    ) -> SCISeriesRenderContext? {
        guard let xAxis = entry.xAxis, let yAxis = entry.yAxis, let x = layout.calculator(for: xAxis),
            let y = layout.calculator(for: yAxis)
        else { return nil }
        return SCISeriesRenderContext(
            xCalculator: x, yCalculator: y, seriesArea: layout.seriesArea, theme: theme,
            paletteColor: entry.paletteColor, opacity: Double(entry.series.opacity), scale: scale,
            geometry: geometry)
    }
}

extension SCIChartLayout {
    /// The context `series` draws or hit-tests with in this frame, when it is one of the
    /// surface's and both its axes are in it.
    func renderContext(
        of series: SCIRenderableSeriesBase, scale: Double, geometry: SeriesGeometryStore? = nil
    ) -> SCISeriesRenderContext? {
        entry(of: series).flatMap { renderContext(for: $0, scale: scale, geometry: geometry) }
    }
}

extension SCIChartSurface {
    /// The axis layout of the current frame (laid out first if needed).
    var layout: SurfaceLayout { laidOut().layout }
}
