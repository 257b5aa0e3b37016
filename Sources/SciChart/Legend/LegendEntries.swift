import Foundation

/// Builds the entries a legend lists from a surface's series.
enum LegendEntries {
    /// The series of `surface` that `mode` lists, in `renderableSeries` order, as entries.
    static func make(surface: SCIChartSurface, mode: SCISourceMode) -> [LegendEntry] {
        var entries: [LegendEntry] = []
        for (position, series) in surface.allRenderableSeries.enumerated()
        where lists(series, mode: mode) {
            entries.append(entry(series, position: position, theme: surface.theme))
        }
        return entries
    }

    /// Whether `mode` lists `series`.
    static func lists(_ series: SCIRenderableSeriesBase, mode: SCISourceMode) -> Bool {
        switch mode {
        case .allSeries: true
        case .allVisibleSeries: series.isVisible
        case .selectedSeries: series.isSelected
        case .unselectedSeries: !series.isSelected
        }
    }

    static func entry(_ series: SCIRenderableSeriesBase, position: Int, theme: SCIChartTheme) -> LegendEntry {
        var name = series.dataSeries?.seriesName ?? ""
        if name.isEmpty { name = "Series \(position + 1)" }
        // The series' colour (``SCIRenderableSeriesBase/seriesColor``), from its known place.
        let palette = theme.seriesPalette
        let seriesColor =
            series.strokeStyle?.color
            ?? (palette.isEmpty ? SCIChartTheme.fallbackSeriesColor : palette[position % palette.count])
        let marker = marker(for: series, color: seriesColor, theme: theme)
        let color: SCIColor =
            if case .upDown(let up, _) = marker { up } else { seriesColor }
        return LegendEntry(
            series: series, position: position, name: name, color: color, marker: marker,
            isVisible: series.isVisible, isSelected: series.isSelected)
    }

    /// The marker of `series` (whose colour is `color`): the one its type draws
    /// (``SCIRenderableSeriesBase/legendMarker(color:theme:)``), at the series' opacity.
    static func marker(for series: SCIRenderableSeriesBase, color: SCIColor, theme: SCIChartTheme)
        -> SCILegendMarker
    {
        series.legendMarker(color: color, theme: theme).multiplyingAlpha(by: Double(series.opacity))
    }
}
