// The Measure tool of the spec's page, on SPY daily candles of 2016: the modifier set up as
// the spec's sample sets it, two measures drawn by pointer gestures as a user would draw
// them (a rally and a fall), their points printed, the chart written to a PNG and the
// drawings saved as JSON, then loaded into a second chart.
//
//   MeasureExample [OUTPUT_DIRECTORY]     (default: the current directory)
import Foundation
import MarketData
import SciChart
import SciChartCairo

let directory = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? ".")

/// SPY daily candles, January to June 2016.
func spyChart() -> SCIChartSurface {
    let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 1000, height: 600))
    surface.chartTitle = "SPY daily, 2016: two measures"
    let xAxis = SCIDateAxis()
    xAxis.visibleRange = SCIDoubleRange(
        min: Date(timeIntervalSince1970: 1_451_865_600), max: Date(timeIntervalSince1970: 1_467_244_800))
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
    let series = SCIFastCandlestickRenderableSeries()
    series.dataSeries = candles
    surface.renderableSeries.add(series)
    return surface
}

let surface = spyChart()

let modifier = SCIMeasureCreationModifier()
modifier.growingStroke = SCISolidPenStyle(color: 0xFF2563EB, thickness: 2)
modifier.growingFill = SCISolidBrushStyle(color: 0x292563EB)
modifier.decliningStroke = SCISolidPenStyle(color: 0xFFDC2626, thickness: 2)
modifier.decliningFill = SCISolidBrushStyle(color: 0x29DC2626)
modifier.yValueScaleFactor = 100
modifier.snapToCandles = true
modifier.isEditable = true
modifier.annotationCreationCompletionListener = { createdAnnotation, type in
    guard let measure = createdAnnotation as? SCIMeasureAnnotation else { return }
    let points = measure.getBaseDataValues()
    // Index mapping: 0 = Start, 1 = End
    print("\(SCIAnnotationTypeName(type)) \(measure.isGrowing ? "growing" : "declining")")
    print("  Start: \(points[0].x), \(points[0].y)")
    print("  End:   \(points[1].x), \(points[1].y)")
}
surface.chartModifiers.add(items: modifier)

/// The surface point of a date (seconds since 1970) and a price.
@MainActor func location(_ date: Double, _ price: Double) -> CGPoint {
    surface.currentLayout.surfacePoint(x: date, y: price)
}

/// One press, drag and release: what a mouse or a finger does to place a point.
@MainActor func place(_ date: Double, _ price: Double, at time: Double) {
    let target = location(date, price)
    surface.handlePointer(SCIPointerEvent(phase: .began, location: target, timestamp: time))
    surface.handlePointer(SCIPointerEvent(phase: .moved, location: target, timestamp: time + 0.05))
    surface.handlePointer(SCIPointerEvent(phase: .ended, location: target, timestamp: time + 0.1))
}

// February 11 low to April 20 high, then the fall from June 8 to June 27; the magnet puts
// each point on its bar's nearest price (the low of February 11 is stored as 181.089996).
place(1_455_148_800, 181.09, at: 0)
place(1_461_110_400, 210.92, at: 1)
place(1_465_344_000, 212.52, at: 2)
place(1_466_985_600, 198.65, at: 3)

do {
    let png = directory.appendingPathComponent("measure.png")
    try surface.renderPNG(to: png, scale: 2)
    let json = directory.appendingPathComponent("measure-drawings.json")
    try surface.saveAnnotations().write(to: json)

    let other = spyChart()
    try other.loadAnnotations(from: try Data(contentsOf: json))
    print("wrote \(png.path) and \(json.path); \(other.annotations.count) measures loaded back")
} catch {
    FileHandle.standardError.write(Data("MeasureExample: \(error)\n".utf8))
    exit(1)
}
