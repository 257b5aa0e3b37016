import Foundation
import MarketData
import SciChart

/// Colours a line's points above a price one colour and below it another.
final class AbovePricePalette: SCIPaletteProviderBase<SCIXyRenderableSeriesBase>, ISCIStrokePaletteProvider {
    let colors = SCIUnsignedIntegerValues()
    var strokeColors: SCIUnsignedIntegerValues! { colors }
    let price: Double
    let above: SCIColor
    let below: SCIColor

    init(price: Double, above: SCIColor, below: SCIColor) {
        self.price = price
        self.above = above
        self.below = below
        super.init(renderableSeriesType: SCIXyRenderableSeriesBase.self)
    }

    override func update() {
        let data = renderableSeries.currentRenderPassData as! SCIXyRenderPassData
        colors.count = data.pointsCount
        for index in 0..<data.pointsCount {
            colors.set(data.yValues.getValueAt(index) >= price ? above.argb : below.argb, at: index)
        }
    }
}

/// Colours volume columns by their day's candle: rising days one colour, falling days
/// another (the day's open and close are looked up by the column's data index).
final class VolumeByDayPalette: SCIPaletteProviderBase<SCIFastColumnRenderableSeries>, ISCIFillPaletteProvider
{
    let colors = SCIUnsignedIntegerValues()
    var fillColors: SCIUnsignedIntegerValues! { colors }
    let rising: [Bool]
    let up: SCIColor
    let down: SCIColor

    init(rising: [Bool], up: SCIColor, down: SCIColor) {
        self.rising = rising
        self.up = up
        self.down = down
        super.init(renderableSeriesType: SCIFastColumnRenderableSeries.self)
    }

    override func update() {
        let data = renderableSeries.currentRenderPassData!
        colors.count = data.pointsCount
        for position in 0..<data.pointsCount {
            let index = Int(data.indices.getValueAt(position))
            let isUp = index < rising.count ? rising[index] : true
            colors.set((isUp ? up : down).withAlpha(0.6).argb, at: position)
        }
    }
}

/// Colours candles whose range (high to low) is wider than `range` in `color`, and the
/// others in the rising and falling colours.
final class WideRangePalette: SCIPaletteProviderBase<SCIFastCandlestickRenderableSeries>,
    ISCIFillPaletteProvider,
    ISCIStrokePaletteProvider
{
    let colors = SCIUnsignedIntegerValues()
    var fillColors: SCIUnsignedIntegerValues! { colors }
    var strokeColors: SCIUnsignedIntegerValues! { colors }
    let range: Double
    let color: SCIColor
    let up: SCIColor
    let down: SCIColor

    init(range: Double, color: SCIColor, up: SCIColor, down: SCIColor) {
        self.range = range
        self.color = color
        self.up = up
        self.down = down
        super.init(renderableSeriesType: SCIFastCandlestickRenderableSeries.self)
    }

    override func update() {
        let bars = renderableSeries.currentRenderPassData as! SCIOhlcRenderPassData
        colors.count = bars.pointsCount
        for index in 0..<bars.pointsCount {
            let wide = bars.highValues.getValueAt(index) - bars.lowValues.getValueAt(index) > range
            let rising = bars.closeValues.getValueAt(index) >= bars.openValues.getValueAt(index)
            colors.set((wide ? color : rising ? up : down).argb, at: index)
        }
    }
}

extension GalleryCharts {
    /// SPY's 2017 through palette providers: candles whose day spans more than $2.50
    /// highlighted, the close line red above $250 and blue below, and volume columns on
    /// their own axis coloured by whether the day rose or fell.
    public static func spyPalette(theme: SCIChartTheme = .dark) -> SCIChartSurface {
        let start = day(2017, 1, 1)
        let bars = MarketData.spyDaily.filter { $0.x >= start }
        let surface = SCIChartSurface(frame: size)
        surface.theme = theme
        surface.chartTitle =
            "SPY 2017 coloured point by point: wide days, the close above $250, volume by the day's move"
        let xAxis = SCIDateAxis()
        xAxis.growBy = SCIDoubleRange(min: 0.01, max: 0.01)
        let yAxis = SCINumericAxis()
        yAxis.growBy = SCIDoubleRange(min: 0.3, max: 0.05)
        yAxis.axisTitle = "Price (USD)"
        let volumeAxis = SCINumericAxis()
        volumeAxis.axisId = "volume"
        volumeAxis.axisAlignment = .left
        volumeAxis.growBy = SCIDoubleRange(min: 0, max: 3)
        volumeAxis.drawMajorGridLines = false
        volumeAxis.drawMinorGridLines = false
        volumeAxis.drawLabels = false
        volumeAxis.drawMajorTicks = false
        volumeAxis.drawMinorTicks = false
        surface.xAxes.add(xAxis)
        surface.yAxes.add(yAxis)
        surface.yAxes.add(volumeAxis)

        let volume = SCIXyDataSeries(xType: .date, yType: .double)
        volume.seriesName = "Volume"
        volume.append(x: bars.map(\.x), y: bars.map(\.volume))
        let columns = SCIFastColumnRenderableSeries()
        columns.dataSeries = volume
        columns.yAxisId = "volume"
        columns.paletteProvider = VolumeByDayPalette(
            rising: bars.map { $0.close >= $0.open }, up: theme.upColor, down: theme.downColor)
        surface.renderableSeries.add(columns)

        let candles = candlesticks(bars, name: "SPY")
        candles.paletteProvider = WideRangePalette(
            range: 2.5, color: 0xFFFF_B000, up: theme.upColor, down: theme.downColor)
        surface.renderableSeries.add(candles)

        let close = SCIXyDataSeries(xType: .date, yType: .double)
        close.seriesName = "Close (red above $250)"
        close.append(x: bars.map(\.x), y: bars.map(\.close))
        let line = SCIFastLineRenderableSeries()
        line.dataSeries = close
        line.strokeStyle = SCISolidPenStyle(color: 0xFF4F_A3F7, thickness: 1.5)
        line.paletteProvider = AbovePricePalette(price: 250, above: 0xFFFF_3B3B, below: 0xFF4F_A3F7)
        surface.renderableSeries.add(line)

        let threshold = SCIHorizontalLineAnnotation()
        threshold.set(y1: 250)
        threshold.stroke = SCISolidPenStyle(color: 0xFFFF_3B3B, thickness: 1, strokeDashArray: [6, 4])
        threshold.annotationLabels.add(SCIAnnotationLabel(labelPlacement: .topLeft, text: "$250"))
        surface.annotations.add(threshold)
        surface.chartModifiers.add(SCILegendModifier())
        return surface
    }
}
