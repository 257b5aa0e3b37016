import Foundation
import MarketData
import SciChart

extension GalleryCharts {
    /// SPY's daily candles over the last quarter of 2017 on an index date axis: every bar the
    /// same width, weekends and holidays closed up, while values stay dates. The 10-day
    /// average holds only the days it is defined on and sits at its own dates; the
    /// Thanksgiving line is placed at a date with no bar and sits between its neighbours.
    public static func indexDates(theme: SCIChartTheme = .dark) -> SCIChartSurface {
        let start = day(2017, 10, 1)
        let bars = MarketData.spyDaily.filter { $0.x >= start }
        let surface = SCIChartSurface(frame: size)
        surface.theme = theme
        surface.chartTitle = "SPY daily, Q4 2017, on an index date axis: no gaps for weekends or holidays"
        let xAxis = SCIIndexDateAxis()
        xAxis.growBy = SCIDoubleRange(min: 0.02, max: 0.02)
        xAxis.maxAutoTicks = 20
        let yAxis = SCINumericAxis()
        yAxis.growBy = SCIDoubleRange(min: 0.05, max: 0.05)
        yAxis.axisTitle = "Price (USD)"
        surface.xAxes.add(xAxis)
        surface.yAxes.add(yAxis)
        surface.renderableSeries.add(candlesticks(bars, name: "SPY"))

        let period = 10
        let average = SCIXyDataSeries(xType: .date, yType: .double)
        average.seriesName = "SMA \(period) (from its 10th day)"
        let values = movingAverage(bars.map(\.close), period: period)
        average.append(x: bars.dropFirst(period - 1).map(\.x), y: Array(values.dropFirst(period - 1)))
        let line = SCIFastLineRenderableSeries()
        line.dataSeries = average
        line.strokeStyle = SCISolidPenStyle(color: 0xFFFF_A500, thickness: 2)
        surface.renderableSeries.add(line)

        let holiday = SCIVerticalLineAnnotation()
        holiday.set(x1: day(2017, 11, 23) + 12 * 3600)
        holiday.stroke = SCISolidPenStyle(color: 0xFF88_99AA, thickness: 1, strokeDashArray: [6, 4])
        holiday.annotationLabels.add(
            SCIAnnotationLabel(labelPlacement: .topRight, text: "Thanksgiving (closed)"))
        surface.annotations.add(holiday)
        surface.chartModifiers.add(SCILegendModifier())
        return surface
    }
}
