// Renders a price chart from a CSV file to a PNG: candles when the file has Open, High, Low
// and Close columns, a line when it has Close alone, with a Date column in either case.
// Intraday data, whose bars skip nights and weekends, goes on a category axis, so that the
// gaps close up.
//
//   CsvChart INPUT.csv OUTPUT.png [--width 1200] [--height 700] [--scale 1] [--title TEXT]
//
// Exits with status 1 and a message naming the file, and the line, when the input cannot
// be read or a row is bad; with status 2 for wrong arguments.
import Foundation
import SciChart
import SciChartCairo

/// Writes `message` to standard error and exits with `status`.
func fail(_ message: String, status: Int32 = 1) -> Never {
    FileHandle.standardError.write(Data("CsvChart: \(message)\n".utf8))
    exit(status)
}

let usage = "usage: CsvChart INPUT.csv OUTPUT.png [--width W] [--height H] [--scale S] [--title TEXT]"
var positional: [String] = []
var options: [String: String] = [:]
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    if argument == "--help" || argument == "-h" {
        print(usage)
        exit(0)
    } else if argument.hasPrefix("--") {
        guard let value = arguments.popFirst() else { fail("\(argument) needs a value\n\(usage)", status: 2) }
        options[String(argument.dropFirst(2))] = value
    } else {
        positional.append(argument)
    }
}
guard positional.count == 2 else { fail(usage, status: 2) }
@MainActor func number(_ name: String, default value: Double, in range: ClosedRange<Double>) -> Double {
    guard let text = options.removeValue(forKey: name) else { return value }
    guard let parsed = Double(text), range.contains(parsed) else {
        fail("--\(name) must be a number from \(range.lowerBound) to \(range.upperBound)", status: 2)
    }
    return parsed
}
let width = number("width", default: 1200, in: 100...8000)
let height = number("height", default: 700, in: 100...8000)
let scale = number("scale", default: 1, in: 0.5...4)
let title = options.removeValue(forKey: "title")
if let unknown = options.keys.sorted().first { fail("unknown option --\(unknown)\n\(usage)", status: 2) }

let input = URL(fileURLWithPath: positional[0])
let output = URL(fileURLWithPath: positional[1])
let table: PriceTable
do {
    table = try PriceTable.read(input)
} catch {
    fail("\(error)")
}

let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: width, height: height))
surface.theme = .light
surface.chartTitle = title ?? input.deletingPathExtension().lastPathComponent
// Bars closer than a day apart are intraday: a category axis closes up the nights.
let intraday = zip(table.dates, table.dates.dropFirst()).contains { $1.timeIntervalSince($0) < 86_400 }
surface.xAxes.add(intraday ? SCICategoryDateAxis() : SCIDateAxis())
let yAxis = SCINumericAxis()
yAxis.growBy = SCIDoubleRange(min: 0.05, max: 0.05)
surface.yAxes.add(yAxis)

if table.hasCandles {
    let candles = SCIOhlcDataSeries(xType: .date, yType: .double)
    candles.append(x: table.dates, open: table.open, high: table.high, low: table.low, close: table.close)
    let series = SCIFastCandlestickRenderableSeries()
    series.dataSeries = candles
    surface.renderableSeries.add(series)
} else {
    let closes = SCIXyDataSeries(xType: .date, yType: .double)
    closes.append(x: table.dates, y: table.close)
    let series = SCIFastLineRenderableSeries()
    series.dataSeries = closes
    series.strokeStyle = SCISolidPenStyle(color: 0xFF1F77B4, thickness: 1.5)
    surface.renderableSeries.add(series)
}

do {
    try surface.renderPNG(to: output, scale: scale)
} catch {
    fail("\(error)")
}
print(
    "\(output.path): \(table.dates.count) \(table.hasCandles ? "candles" : "closes"), \(Int(width * scale))x\(Int(height * scale))"
)
