// Renders a price chart from a CSV file to a PNG (or an SVG, for an OUTPUT ending in .svg): candles when the file has Open, High, Low
// and Close columns, a line when it has Close alone, with a Date column in either case.
// Bars go on a category date axis, so that nights, weekends and holidays close up.
//
// The file is read by the library's SCICSVPriceTable: fields separated by commas,
// semicolons or tabs, quoted fields, thousands separators and decimal commas, calendar or
// epoch dates, the column names exporters write (or --date, --open, --high, --low, --close
// and --volume), and a file written newest first read in reverse (said on stderr); a bar
// whose prices disagree is refused unless --repair is given, which widens such bars and
// lists their lines.
//
//   CsvChart INPUT.csv OUTPUT.png|OUTPUT.svg [--width 1200] [--height 700] [--scale 1] [--title TEXT]
//            [--repair] [--date COLUMN] [--open COLUMN] [--high COLUMN] [--low COLUMN] [--close COLUMN]
//            [--volume COLUMN]
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

let usage =
    "usage: CsvChart INPUT.csv OUTPUT.png|OUTPUT.svg [--width W] [--height H] [--scale S] [--title TEXT] [--repair]"
    + " [--date COLUMN] [--open COLUMN] [--high COLUMN] [--low COLUMN] [--close COLUMN] [--volume COLUMN]"
var positional: [String] = []
var options: [String: String] = [:]
var repair = false
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    if argument == "--help" || argument == "-h" {
        print(usage)
        exit(0)
    } else if argument == "--repair" {
        repair = true
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
var columns = SCICSVPriceColumns()
for field in SCICSVPriceColumns.Field.allCases {
    columns.named[field] = options.removeValue(forKey: field.rawValue)
}
if let unknown = options.keys.sorted().first { fail("unknown option --\(unknown)\n\(usage)", status: 2) }

let input = URL(fileURLWithPath: positional[0])
let output = URL(fileURLWithPath: positional[1])
let table: SCICSVPriceTable
do {
    table = try SCICSVPriceTable.read(path: input.path, columns: columns, repairingBars: repair)
} catch {
    fail("\(error)")
}

let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: width, height: height))
surface.theme = .light
surface.chartTitle = title ?? input.deletingPathExtension().lastPathComponent
// One slot a bar: nights, weekends and holidays take no room.
surface.xAxes.add(SCICategoryDateAxis())
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

/// Writes `message` to standard error, after the program's name.
func note(_ message: String) {
    FileHandle.standardError.write(Data("CsvChart: \(message)\n".utf8))
}
if table.wasNewestFirst { note("\(input.path) lists its bars newest first; they are drawn oldest first") }
if let first = table.emptyRows.first {
    note("left out \(count(table.emptyRows.count, "row")) without prices (the first at line \(first))")
}
if let line = table.footerLine { note("left out the note at line \(line) after the rows") }
if !table.repaired.isEmpty {
    let lines = table.repaired.prefix(20).map(String.init).joined(separator: ", ")
    let more = table.repaired.count > 20 ? " and \(table.repaired.count - 20) more" : ""
    let message =
        "CsvChart: repaired \(count(table.repaired.count, "bar")) whose prices lay outside their high and low: "
        + "line\(table.repaired.count == 1 ? "" : "s") \(lines)\(more)\n"
    FileHandle.standardError.write(Data(message.utf8))
}

do {
    if output.pathExtension.lowercased() == "svg" {
        try Data(surface.renderSVG().utf8).write(to: output, options: .atomic)
    } else {
        try surface.renderPNG(to: output, scale: scale)
    }
} catch {
    fail("\(error)")
}
let kind = table.hasCandles ? "candle" : "close"
// An SVG is in points; a PNG in pixels, `scale` to a point.
let pixels = output.pathExtension.lowercased() == "svg" ? 1 : scale
print("\(output.path): \(count(table.dates.count, kind)), \(Int(width * pixels))x\(Int(height * pixels))")

/// `number` and `noun`, plural unless one.
func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
}
