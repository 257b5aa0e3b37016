// The legend of the spec's page, on SPY daily candles with their 50- and 200-day averages:
// a horizontal legend with checkboxes on the chart, a tap on a checkbox that hides the
// 200-day average, and the same series' legend placed outside the chart and written to a
// picture of its own, as a program lays one out beside its chart.
//
//   LegendExample [OUTPUT_DIRECTORY]     (default: the current directory)
import Foundation
import MarketData
import SciChart
import SciChartCairo

let directory = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? ".")

/// SPY daily candles of 2016 with their 50- and 200-day simple moving averages.
func spyWithAverages() -> SCIChartSurface {
    let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 1000, height: 600))
    surface.chartTitle = "SPY daily, 2016, with moving averages"
    let xAxis = SCIDateAxis()
    xAxis.visibleRange = SCIDoubleRange(
        min: Date(timeIntervalSince1970: 1_451_865_600), max: Date(timeIntervalSince1970: 1_483_056_000))
    surface.xAxes.add(xAxis)
    let yAxis = SCINumericAxis()
    yAxis.autoRange = .always
    yAxis.growBy = SCIDoubleRange(min: 0.05, max: 0.05)
    surface.yAxes.add(yAxis)

    let bars = MarketData.spyDaily
    let candles = SCIOhlcDataSeries(xType: .date, yType: .double)
    candles.seriesName = "SPY"
    candles.append(
        x: bars.map(\.x), open: bars.map(\.open), high: bars.map(\.high), low: bars.map(\.low),
        close: bars.map(\.close))
    let candlesticks = SCIFastCandlestickRenderableSeries()
    candlesticks.dataSeries = candles
    surface.renderableSeries.add(candlesticks)

    for (period, color) in [(50, SCIColor(argb: 0xFFF5A623)), (200, SCIColor(argb: 0xFF47BDE6))] {
        let average = SCIXyDataSeries(xType: .date, yType: .double)
        average.seriesName = "SMA \(period)"
        var sum = 0.0
        for (index, bar) in bars.enumerated() {
            sum += bar.close
            if index >= period { sum -= bars[index - period].close }
            if index >= period - 1 { average.append(x: bar.x, y: sum / Double(period)) }
        }
        let line = SCIFastLineRenderableSeries()
        line.dataSeries = average
        line.strokeStyle = SCISolidPenStyle(color: color, thickness: 1.5)
        surface.renderableSeries.add(line)
    }
    return surface
}

// On the chart: the spec's sample, with checkboxes.
let surface = spyWithAverages()
let legendModifier = SCILegendModifier()
legendModifier.position = [.left, .top]
legendModifier.margins = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
legendModifier.orientation = .horizontal
legendModifier.showCheckBoxes = true
legendModifier.sourceMode = .allSeries
surface.chartModifiers.add(legendModifier)

// A tap on the 200-day average's checkbox, as a click would make it.
if let box = legendModifier.legend.checkBoxFrame(at: 2) {
    let centre = CGPoint(x: box.midX, y: box.midY)
    surface.handlePointer(SCIPointerEvent(phase: .began, location: centre, timestamp: 1))
    surface.handlePointer(SCIPointerEvent(phase: .ended, location: centre, timestamp: 1.05))
}
for info in legendModifier.legend.seriesInfo {
    print("\(info.seriesName): \(info.isVisible ? "shown" : "hidden"), colour \(info.seriesColor)")
}

// Outside the chart: the program sizes the legend from its items and draws it apart.
let outsideChart = spyWithAverages()
let legend = SCIChartLegend()
guard let dataSource = SCISeriesInfoLegendDataSource(legend: legend) else { exit(1) }
outsideChart.chartModifiers.add(
    SCILegendModifier(legend: legend, dataSource: dataSource, useAutoPlacement: false))
legend.frame = CGRect(origin: .zero, size: legend.contentSize(fitting: CGSize(width: 300, height: 600)))

do {
    let chartPNG = directory.appendingPathComponent("legend-chart.png")
    try surface.renderPNG(to: chartPNG, scale: 2)
    let legendPNG = directory.appendingPathComponent("legend-outside.png")
    try legend.renderPNG(to: legendPNG, scale: 2)
    print(
        "wrote \(chartPNG.path) and \(legendPNG.path) (\(Int(legend.frame.width)) x \(Int(legend.frame.height)) points)"
    )
} catch {
    FileHandle.standardError.write(Data("LegendExample: \(error)\n".utf8))
    exit(1)
}
