import Foundation
import SciChart
import SciChartIndicators

extension StockChartPanes {
    /// A study a pane under the prices can show. Panes stack in the order the cases are
    /// listed, volume at the bottom.
    public enum Study: String, CaseIterable, Sendable {
        /// MACD (12, 26, 9) as a band over its histogram.
        case macd
        /// RSI (14) with its 30 and 70 lines.
        case rsi
        /// The slow stochastic (14, 3, 3), %K and %D, with its 20 and 80 lines.
        case stochastic
        /// The average true range (14).
        case atr
        /// The volume of each bar.
        case volume

        /// The study's name in a menu.
        public var title: String {
            switch self {
            case .macd: "MACD (12, 26, 9)"
            case .rsi: "RSI (14)"
            case .stochastic: "Stochastic (14, 3, 3)"
            case .atr: "ATR (14)"
            case .volume: "Volume"
            }
        }
    }

    /// The pane of `study`, made (with its indicator and modifiers) on first use; a pane
    /// not shown is outside the ``group``.
    public func surface(for study: Study) -> SCIChartSurface {
        if let surface = studyPanes[study] { return surface }
        let surface = Self.pane(
            width: price.frame.width, height: studyHeight, title: study == .atr ? "ATR" : "Stochastic",
            theme: theme, xRange: sharedXRange)
        switch study {
        case .stochastic: indicators.append(Self.addStochastic(of: prices, to: surface, theme: theme))
        case .atr: indicators.append(Self.addAtr(of: prices, to: surface))
        case .macd, .rsi, .volume: break  // made with the panes
        }
        if paneModifiers { addModifiers(to: surface) }
        // Its drawings' changes go in the panes' history even before it is shown.
        if let history = group.undoHistory { surface.undoHistory = history }
        studyPanes[study] = surface
        return surface
    }

    /// Shows `study`'s pane in its place under the prices (see ``Study``); one shown already
    /// stays as it is.
    public func show(_ study: Study) {
        guard !studies.contains(study) else { return }
        studies = Study.allCases.filter { studies.contains($0) || $0 == study }
        _ = surface(for: study)
        regroup()
    }

    /// Takes `study`'s pane away (its drawings and settings are kept for when it is shown
    /// again).
    public func hide(_ study: Study) {
        guard studies.contains(study) else { return }
        studies.removeAll { $0 == study }
        regroup()
    }

    /// Whether Bollinger bands (20, 2) lie under the candles (default `false`).
    public var showsBollinger: Bool {
        get { bollingerBand.map { price.renderableSeries.contains($0) } ?? false }
        set {
            guard newValue != showsBollinger else { return }
            if newValue {
                price.renderableSeries.insert(makeBollingerBand(), at: 0)
            } else if let bollingerBand {
                price.renderableSeries.remove(bollingerBand)
            }
        }
    }

    /// The group holds the price pane and the studies' panes in order.
    private func regroup() {
        for surface in group.surfaces where surface !== price { group.removeSurface(fromGroup: surface) }
        for study in studies { group.addSurface(toGroup: surface(for: study)) }
    }

    private func makeBollingerBand() -> SCIFastBandRenderableSeries {
        if let bollingerBand { return bollingerBand }
        let bands = SCIBollingerIndicator(source: prices)
        indicators.append(bands)
        let band = SCIFastBandRenderableSeries()
        band.dataSeries = SCIIndicators.band(bands.upper, bands.lower, name: "BB (20, 2)")
        let blue = SCIColor(argb: 0xFF29_62FF)
        band.strokeStyle = SCISolidPenStyle(color: blue.multiplyingAlpha(by: 0.8), thickness: 1)
        band.strokeY1Style = band.strokeStyle
        band.fillBrushStyle = SCISolidBrushStyle(color: blue.multiplyingAlpha(by: 0.12))
        band.fillY1BrushStyle = band.fillBrushStyle
        bollingerBand = band
        return band
    }

    static func addMacd(of prices: SCIOhlcDataSeries, to surface: SCIChartSurface) -> SCIIndicator {
        let macd = SCIMacdIndicator(source: prices)
        let histogram = SCIFastColumnRenderableSeries()
        macd.histogram.seriesName = "Histogram"
        histogram.dataSeries = macd.histogram
        histogram.fillBrushStyle = SCISolidBrushStyle(color: 0x9978_909C)
        histogram.strokeStyle = SCISolidPenStyle(color: 0x0000_0000, thickness: 0)
        let band = SCIFastBandRenderableSeries()
        band.dataSeries = SCIIndicators.band(macd.macd, macd.signal, name: "MACD (12, 26, 9)")
        band.strokeStyle = SCISolidPenStyle(color: 0xFF26_A69A, thickness: 1.5)
        band.strokeY1Style = SCISolidPenStyle(color: 0xFFEF_5350, thickness: 1.5)
        band.fillBrushStyle = SCISolidBrushStyle(color: 0x4426_A69A)
        band.fillY1BrushStyle = SCISolidBrushStyle(color: 0x44EF_5350)
        surface.renderableSeries.add(histogram)
        surface.renderableSeries.add(band)
        return macd
    }

    static func addRsi(of prices: SCIOhlcDataSeries, to surface: SCIChartSurface, theme: SCIChartTheme)
        -> SCIIndicator
    {
        let rsi = SCIRsiIndicator(source: prices)
        rsi.output.seriesName = "RSI (14)"
        addLine(rsi.output, color: 0xFFAB_47BC, to: surface)
        addLevels([30, 70], to: surface, theme: theme)
        return rsi
    }

    static func addStochastic(of prices: SCIOhlcDataSeries, to surface: SCIChartSurface, theme: SCIChartTheme)
        -> SCIIndicator
    {
        let stochastic = SCIStochasticIndicator(source: prices)
        stochastic.k.seriesName = "%K (14, 3)"
        stochastic.d.seriesName = "%D (3)"
        addLine(stochastic.k, color: 0xFF29_B6F6, to: surface)
        addLine(stochastic.d, color: 0xFFFF_7043, to: surface)
        addLevels([20, 80], to: surface, theme: theme)
        return stochastic
    }

    static func addAtr(of prices: SCIOhlcDataSeries, to surface: SCIChartSurface) -> SCIIndicator {
        let atr = SCIAtrIndicator(source: prices)
        atr.output.seriesName = "ATR (14)"
        addLine(atr.output, color: 0xFF66_BB6A, to: surface)
        return atr
    }

    static func addVolume(_ volumes: SCIXyDataSeries, to surface: SCIChartSurface) {
        volumes.seriesName = volumes.seriesName ?? "Volume"
        let columns = SCIFastColumnRenderableSeries()
        columns.dataSeries = volumes
        columns.fillBrushStyle = SCISolidBrushStyle(color: 0xAA42_A5F5)
        columns.strokeStyle = SCISolidPenStyle(color: 0x0000_0000, thickness: 0)
        surface.renderableSeries.add(columns)
        surface.yAxes[0].growBy = SCIDoubleRange(min: 0, max: 0.1)
        surface.yAxes[0].labelFormatter = shortVolume
    }

    private static func addLine(_ series: SCIXyDataSeries, color: UInt32, to surface: SCIChartSurface) {
        let line = SCIFastLineRenderableSeries()
        line.dataSeries = series
        line.strokeStyle = SCISolidPenStyle(color: SCIColor(argb: color), thickness: 1.5)
        surface.renderableSeries.add(line)
    }

    /// Dashed lines at `levels` on an oscillator's pane, whose axis shows 0 to 100.
    private static func addLevels(_ levels: [Double], to surface: SCIChartSurface, theme: SCIChartTheme) {
        surface.yAxes[0].autoRange = .never
        surface.yAxes[0].visibleRange = SCIDoubleRange(min: 0, max: 100)
        for level in levels {
            let line = SCIHorizontalLineAnnotation()
            line.set(y1: level)
            // Part of the study, not one of the user's drawings: saving leaves it out.
            line.isDrawing = false
            line.stroke = SCISolidPenStyle(
                color: theme.axisLabel.withAlpha(0.6), thickness: 1, strokeDashArray: [4, 4])
            surface.annotations.add(line)
        }
    }
}
