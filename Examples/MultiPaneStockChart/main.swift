// SciChart's multi-pane stock chart, line for line where the APIs are SciChart's: four
// surfaces (prices with SMA 50 and 200 and markers of their last values, MACD as a band
// over a column histogram, RSI, volume) with category date axes holding one shared range,
// only the price pane's x axis shown, all four in one vertical group, each with an x axis
// drag (pan, stretching at the data's ends), pinch zoom in x, zoom-pan, zoom extents and a
// legend without checkboxes. The indicators come from SciChartIndicators (TA-Lib's
// definitions) where SciChart's example computes its own. A drag on the RSI pane pans all
// four; the group is written as one picture.
//
//   MultiPaneStockChart [OUTPUT_DIRECTORY]     (default: the current directory)
import Foundation
import MarketData
import SciChart
import SciChartCairo
import SciChartIndicators

let directory = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? ".")

let sharedXRange = SCIDoubleRange()
let verticalGroup = SCIChartVerticalGroup()

let bars = MarketData.spyDaily.suffix(500)
let prices = SCIOhlcDataSeries(xType: .date, yType: .double)
prices.seriesName = "SPY"
prices.append(
    x: bars.map(\.x), open: bars.map(\.open), high: bars.map(\.high), low: bars.map(\.low),
    close: bars.map(\.close))
let volumes = SCIXyDataSeries(xType: .date, yType: .double)
volumes.seriesName = "Volume"
volumes.append(x: bars.map(\.x), y: bars.map(\.volume))

@MainActor func makeSurface(height: Double, xAxisVisible: Bool, yAxisTitle: String) -> SCIChartSurface {
    let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 1000, height: height))
    let xAxis = SCICategoryDateAxis()
    xAxis.isVisible = xAxisVisible
    xAxis.visibleRange = sharedXRange
    xAxis.growBy = SCIDoubleRange(min: 0.0, max: 0.05)
    let yAxis = SCINumericAxis()
    yAxis.autoRange = .always
    yAxis.axisTitle = yAxisTitle
    surface.xAxes.add(xAxis)
    surface.yAxes.add(yAxis)
    surface.chartModifiers.add(createModifiers())
    verticalGroup.addSurface(toGroup: surface)
    return surface
}

func createModifiers() -> SCIModifierGroup {
    let xAxisDragModifier = SCIXAxisDragModifier()
    xAxisDragModifier.dragMode = .pan
    xAxisDragModifier.clipModeX = .stretchAtExtents
    let pinchZoomModifier = SCIPinchZoomModifier()
    pinchZoomModifier.direction = .xDirection
    let legendModifier = SCILegendModifier()
    legendModifier.showCheckBoxes = false
    return SCIModifierGroup(childModifiers: [
        xAxisDragModifier, pinchZoomModifier, SCIZoomPanModifier(), SCIZoomExtentsModifier(), legendModifier,
    ])
}

// Prices, with SMA 50 and 200 and axis markers of their last values.
let priceSurface = makeSurface(height: 400, xAxisVisible: true, yAxisTitle: "Price")
let candles = SCIFastCandlestickRenderableSeries()
candles.dataSeries = prices
priceSurface.renderableSeries.add(candles)
let sma50 = SCISmaIndicator(source: prices, period: 50)
let sma200 = SCISmaIndicator(source: prices, period: 200)
for (average, color) in [(sma50, SCIColor(argb: 0xFFFF_6600)), (sma200, SCIColor(argb: 0xFF33_DD33))] {
    average.output.seriesName = "SMA \(average.period)"
    let line = SCIFastLineRenderableSeries()
    line.dataSeries = average.output
    line.strokeStyle = SCISolidPenStyle(color: color, thickness: 1.5)
    priceSurface.renderableSeries.add(line)
    let marker = SCIAxisMarkerAnnotation()
    marker.set(y1: average.output.yValue(at: average.output.count - 1) ?? .nan)
    marker.backgroundBrush = SCISolidBrushStyle(color: color)
    priceSurface.annotations.add(marker)
}

// MACD: the MACD line and its signal as a band, over the histogram's columns.
let macdSurface = makeSurface(height: 130, xAxisVisible: false, yAxisTitle: "MACD")
let macd = SCIMacdIndicator(source: prices)
let histogram = SCIFastColumnRenderableSeries()
macd.histogram.seriesName = "Histogram"
histogram.dataSeries = macd.histogram
let macdBand = SCIXyyDataSeries(xType: .date, yType: .double)
macdBand.seriesName = "MACD"
macdBand.append(x: macd.macd.xValues, y: macd.macd.yValues, y1: macd.signal.yValues)
let band = SCIFastBandRenderableSeries()
band.dataSeries = macdBand
band.strokeStyle = SCISolidPenStyle(color: 0xFF33_DD33, thickness: 1)
band.strokeY1Style = SCISolidPenStyle(color: 0xFFFF_6600, thickness: 1)
band.fillBrushStyle = SCISolidBrushStyle(color: 0x5533_DD33)
band.fillY1BrushStyle = SCISolidBrushStyle(color: 0x55FF_6600)
macdSurface.renderableSeries.add(histogram)
macdSurface.renderableSeries.add(band)

// RSI.
let rsiSurface = makeSurface(height: 130, xAxisVisible: false, yAxisTitle: "RSI")
let rsi = SCIRsiIndicator(source: prices)
rsi.output.seriesName = "RSI"
let rsiLine = SCIFastLineRenderableSeries()
rsiLine.dataSeries = rsi.output
rsiLine.strokeStyle = SCISolidPenStyle(color: 0xFFC6_E6FF, thickness: 1)
rsiSurface.renderableSeries.add(rsiLine)

// Volume.
let volumeSurface = makeSurface(height: 130, xAxisVisible: false, yAxisTitle: "Volume")
let volumeColumns = SCIFastColumnRenderableSeries()
volumeColumns.dataSeries = volumes
volumeSurface.renderableSeries.add(volumeColumns)

// The last 100 bars, then a drag to the right on the RSI pane: every pane pans.
sharedXRange.setMinMax(min: Double(bars.count - 100), max: Double(bars.count - 1))
verticalGroup.settleLayouts()
let area = rsiSurface.seriesAreaFrame
let start = CGPoint(x: area.midX, y: area.midY)
for (phase, dx) in [(SCIPointerPhase.began, 0.0), (.moved, 120), (.ended, 120)] {
    rsiSurface.handlePointer(SCIPointerEvent(phase: phase, location: CGPoint(x: start.x + dx, y: start.y)))
}
let edges = verticalGroup.surfaces.map { "\(Int($0.seriesAreaFrame.minX))...\(Int($0.seriesAreaFrame.maxX))" }
print(
    "shared range after the drag: bars \(Int(sharedXRange.min.rounded())) to \(Int(sharedXRange.max.rounded()))"
)
print("series areas: \(Set(edges).count == 1 ? "lined up at \(edges[0])" : edges.joined(separator: ", "))")
print(
    "price pane: \(priceSurface.xAxes[0].visibleRange == sharedXRange ? "moved with the RSI pane" : "did not move")"
)

let file = directory.appendingPathComponent("multi-pane.png")
do {
    try verticalGroup.renderPNG(to: file)
    print("wrote \(file.path)")
} catch {
    FileHandle.standardError.write(Data("MultiPaneStockChart: \(error)\n".utf8))
    exit(1)
}
