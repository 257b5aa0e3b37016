// Series selection, after the spec's page: the spec's selected-series style (a thick white
// line with a marker at each point) given to an SCISeriesSelectionModifier, which selects
// the upmost series at a tap and deselects at a tap on nothing. Taps on
// the 50-day average of SPY, then on empty space, with the chart written to a PNG while the
// average is selected.
//
//   SelectionExample [OUTPUT_DIRECTORY]     (default: the current directory)
import Foundation
import MarketData
import SciChart
import SciChartCairo

let directory = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? ".")

/// The spec's style, with its property names in lower camel case.
final class SelectedSeriesStyle: SCIStyleBase<ISCIRenderableSeries> {
    let strokeKey = "Stroke"
    let pointMarkerKey = "PointMarker"
    let selectedStrokeStyle = SCISolidPenStyle(color: .white, thickness: 4)
    let selectedPointMarker: ISCIPointMarker

    init() {
        selectedPointMarker = SCIEllipsePointMarker()
        selectedPointMarker.size = CGSize(width: 10, height: 10)
        selectedPointMarker.fillStyle = SCISolidBrushStyle(colorCode: 0xFFFF00DC)
        selectedPointMarker.strokeStyle = SCISolidPenStyle(color: .white, thickness: 1)
        super.init(styleableType: SCIRenderableSeriesBase.self)
    }

    override func applyStyleInternal(to styleableObject: ISCIRenderableSeries!) {
        putProperty(strokeKey, value: styleableObject.strokeStyle, intoObject: styleableObject)
        putProperty(pointMarkerKey, value: styleableObject.pointMarker, intoObject: styleableObject)
        styleableObject.strokeStyle = selectedStrokeStyle
        styleableObject.pointMarker = selectedPointMarker
    }

    override func discardStyleInternal(from styleableObject: ISCIRenderableSeries!) {
        let penStyle = getValueFromProperty(strokeKey, ofType: SCIPenStyle.self, fromObject: styleableObject)
        let pointMarker = getValueFromProperty(
            pointMarkerKey, ofType: ISCIPointMarker.self, fromObject: styleableObject)
        styleableObject.strokeStyle = penStyle as? SCIPenStyle
        styleableObject.pointMarker = pointMarker as? ISCIPointMarker
    }
}

// SPY's closes and 50-day average, January to March 2016.
let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 1000, height: 600))
surface.chartTitle = "SPY, early 2016: tap a line to select it"
let xAxis = SCIDateAxis()
xAxis.visibleRange = SCIDoubleRange(
    min: Date(timeIntervalSince1970: 1_451_865_600), max: Date(timeIntervalSince1970: 1_459_382_400))
surface.xAxes.add(xAxis)
let yAxis = SCINumericAxis()
yAxis.autoRange = .always
yAxis.growBy = SCIDoubleRange(min: 0.05, max: 0.05)
surface.yAxes.add(yAxis)

let bars = MarketData.spyDaily
let closes = SCIXyDataSeries(xType: .date, yType: .double)
closes.seriesName = "SPY close"
closes.append(x: bars.map(\.x), y: bars.map(\.close))
let average = SCIXyDataSeries(xType: .date, yType: .double)
average.seriesName = "SMA 50"
var sum = 0.0
for (index, bar) in bars.enumerated() {
    sum += bar.close
    if index >= 50 { sum -= bars[index - 50].close }
    if index >= 49 { average.append(x: bar.x, y: sum / 50) }
}
for (data, color) in [(closes, SCIColor(argb: 0xFF47BDE6)), (average, SCIColor(argb: 0xFFF5A623))] {
    let line = SCIFastLineRenderableSeries()
    line.dataSeries = data
    line.strokeStyle = SCISolidPenStyle(color: color, thickness: 1.5)
    surface.renderableSeries.add(line)
}

// The modifier gives its style to the series of the style's type, and reports each change.
let selection = SCISeriesSelectionModifier()
selection.selectedSeriesStyle = SelectedSeriesStyle()
selection.selectionChangedListener = { series in
    print("selected: \(series?.dataSeries?.seriesName ?? "nothing")")
}
surface.chartModifiers.add(selection)

/// A tap at a date (seconds since 1970) and a price.
@MainActor func tap(_ date: Double, _ price: Double, at time: Double) {
    let location = surface.currentLayout.surfacePoint(x: date, y: price)
    surface.handlePointer(SCIPointerEvent(phase: .began, location: location, timestamp: time))
    surface.handlePointer(SCIPointerEvent(phase: .ended, location: location, timestamp: time + 0.05))
}

// On the 50-day average of February 16 (a little off the line), then far from every line.
let february16 = 1_455_580_800.0
let index = average.nearestIndex(toX: february16) ?? 0
tap(february16, (average.yValue(at: index) ?? 0) + 0.3, at: 0)
do {
    let png = directory.appendingPathComponent("selection.png")
    try surface.renderPNG(to: png, scale: 2)
    print("wrote \(png.path)")
} catch {
    FileHandle.standardError.write(Data("SelectionExample: \(error)\n".utf8))
    exit(1)
}
tap(february16, 150, at: 5)
