import Foundation

/// Builds the entries a legend lists from a surface's series.
enum LegendEntries {
    /// The series of `surface` that `mode` lists, in `renderableSeries` order, as entries.
    static func make(surface: SCIChartSurface, mode: SCISourceMode) -> [LegendEntry] {
        var entries: [LegendEntry] = []
        for (position, series) in Array(surface.renderableSeries).enumerated()
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

    /// The marker of `series` (whose colour is `color`): up and down bars for candlesticks and
    /// OHLC, a filled box for mountains and columns, a dot for scatter, a line otherwise; at
    /// the series' opacity.
    static func marker(for series: SCIRenderableSeriesBase, color: SCIColor, theme: SCIChartTheme)
        -> SCILegendMarker
    {
        let opacity = Double(series.opacity)
        func faded(_ color: SCIColor) -> SCIColor { color.multiplyingAlpha(by: opacity) }
        if let candles = series as? SCIFastCandlestickRenderableSeries {
            let up = candles.fillUpBrushStyle?.color ?? candles.strokeUpStyle?.color ?? theme.upColor
            let down = candles.fillDownBrushStyle?.color ?? candles.strokeDownStyle?.color ?? theme.downColor
            return .upDown(up: faded(up), down: faded(down))
        }
        if let bars = series as? SCIOhlcRenderableSeriesBase {
            let up = bars.strokeUpStyle?.color ?? theme.upColor
            let down = bars.strokeDownStyle?.color ?? theme.downColor
            return .upDown(up: faded(up), down: faded(down))
        }
        if let mountain = series as? SCIFastMountainRenderableSeries {
            let fill = mountain.areaStyle?.color ?? color.multiplyingAlpha(by: 0.25)
            return .fill(color: faded(fill), outline: faded(color))
        }
        if let columns = series as? SCIFastColumnRenderableSeries {
            let fill = columns.fillBrushStyle?.color ?? color
            return .fill(color: faded(fill), outline: columns.strokeStyle.map { faded($0.color) })
        }
        if let scatter = series as? SCIXyScatterRenderableSeries {
            let dot =
                scatter.pointMarker?.fillStyle?.color ?? scatter.pointMarker?.strokeStyle?.color ?? color
            return .point(color: faded(dot))
        }
        let thickness = Double(series.strokeStyle?.thickness ?? 1)
        return .line(color: faded(color), thickness: thickness)
    }
}
