// The XABCD tool of the spec's page, on SPY daily candles of 2011: the modifier set up as
// the spec's sample sets it, with points snapping to the bars' highs and lows, a bullish
// Gartley drawn by five pointer gestures, the recognised pattern and its ratios printed
// while it is drawn and when it is done, and the chart written to a PNG.
//
//   XabcdExample [OUTPUT_DIRECTORY]     (default: the current directory)
import Foundation
import MarketData
import SciChart
import SciChartCairo

let directory = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? ".")

let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 1000, height: 600))
surface.chartTitle = "SPY daily, 2011: a bullish Gartley"
let xAxis = SCIDateAxis()
xAxis.visibleRange = SCIDoubleRange(
    min: Date(timeIntervalSince1970: 1_306_886_400), max: Date(timeIntervalSince1970: 1_314_835_200))
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

let modifier = SCIXabcdCreationModifier()
modifier.annotationStroke = SCISolidPenStyle(color: 0xFFE97064, thickness: 2)
modifier.annotationFill = SCISolidBrushStyle(color: 0x55AAAA00)
modifier.snapToCandles = true
modifier.isEditable = true
modifier.annotationCreationCompletionListener = { createdAnnotation, type in
    guard let xabcd = createdAnnotation as? SCIXabcdAnnotation else { return }
    let points = xabcd.getBaseDataValues()
    // Index mapping: 0 = X, 1 = A, 2 = B, 3 = C, 4 = D
    for (name, point) in zip(SCIXabcdAnnotation.pointNames, points) {
        print("  \(name): \(point.x), \(point.y)")
    }
    print("\(SCIAnnotationTypeName(type)): \(xabcd.harmonicPattern?.description ?? "no harmonic pattern")")
    if let ratios = xabcd.ratios {
        let legs = [
            ("AB/XA", ratios.abToXa), ("BC/AB", ratios.bcToAb), ("CD/BC", ratios.cdToBc),
            ("AD/XA", ratios.adToXa),
        ]
        print(
            "  "
                + legs.map { "\($0.0) \($0.1.map { String(format: "%.3f", $0) } ?? "-")" }.joined(
                    separator: ", "))
    }
}
surface.chartModifiers.add(modifier)

/// The surface point of a date (seconds since 1970) and a price.
@MainActor func location(_ date: Double, _ price: Double) -> CGPoint {
    surface.currentLayout.surfacePoint(x: date, y: price)
}

// X, A, B, C, D: the June 23 low, July 7 high, July 18 low, July 21 high and July 29 low,
// each pressed a little off the bar, as a hand would: the magnet puts it on the high or low.
let gartley: [(Double, Double)] = [
    (1_308_787_200, 125.9), (1_309_996_800, 136.0), (1_310_947_200, 129.4), (1_311_206_400, 135.1),
    (1_311_897_600, 127.7),
]
for (index, (date, price)) in gartley.enumerated() {
    let target = location(date, price)
    let time = Double(index)
    surface.handlePointer(SCIPointerEvent(phase: .began, location: target, timestamp: time))
    print(
        "placing \(SCIXabcdAnnotation.pointNames[modifier.activePointIndex]) (dragging: \(modifier.isDragging))"
    )
    if index == 4, let xabcd = modifier.inProgress as? SCIXabcdAnnotation {
        for zone in xabcd.potentialReversalZones {
            let low = String(format: "%.2f", zone.low)
            let high = String(format: "%.2f", zone.high)
            print(
                "  D would complete a \(zone.name) \(low == high ? "at \(low)" : "between \(low) and \(high)")"
            )
        }
    }
    surface.handlePointer(SCIPointerEvent(phase: .ended, location: target, timestamp: time + 0.1))
}

do {
    let png = directory.appendingPathComponent("xabcd.png")
    try surface.renderPNG(to: png, scale: 2)
    print("wrote \(png.path)")
} catch {
    FileHandle.standardError.write(Data("XabcdExample: \(error)\n".utf8))
    exit(1)
}
