import Foundation

/// The axes' labels target (`labels`): a numeric, date or category date axis over any visible
/// range (reversed, empty, vast, tiny, not finite), in any time zone, with data of any spacing
/// and precision drawn against it, is laid out and drawn, and writes cursor texts for any
/// values. Nothing traps, every label is finite in length and position, and a finite value in
/// a finite range is written as something.
enum AxisLabelFuzzCheck {
    /// The longest text a tick label or a cursor text may be.
    static let longestText = 200

    static func check(_ data: Data) {
        var input = FuzzInput(data)
        let kind = input.below(3)
        let axis: SCIAxisBase =
            switch kind {
            case 0: SCINumericAxis()
            case 1: SCIDateAxis()
            default: SCICategoryDateAxis()
            }
        let zoneOffset = (input.below(53) - 26) * 1_800
        if let zone = TimeZone(secondsFromGMT: zoneOffset) {
            (axis as? SCIDateAxis)?.timeZone = zone
            (axis as? SCICategoryDateAxis)?.timeZone = zone
        }
        let surface = SCIChartSurface(
            frame: CGRect(x: 0, y: 0, width: input.value(in: 0...1600), height: 400))
        surface.xAxes.add(axis)
        surface.yAxes.add(SCINumericAxis())
        // Points with any start, spacing and precision.
        let data = SCIXyDataSeries(xType: kind == 0 ? .double : .date, yType: .double)
        let start = input.value(in: -1e10...4e9)
        let spacing = input.value(in: 0...1e7)
        for index in 0..<input.below(40) {
            data.append(x: start + spacing * Double(index), y: input.value(in: -1e6...1e6))
        }
        let line = SCIFastLineRenderableSeries()
        line.dataSeries = data
        surface.renderableSeries.add(line)
        if input.bool() {
            axis.visibleRange = SCIDoubleRange(
                min: input.value(in: -1e10...4e9), max: input.value(in: -1e10...4e9))
        }
        let frame = surface.renderFrame()
        for run in frame.chartLayer.textRuns {
            guard run.text.count <= longestText, run.origin.x.isFinite, run.origin.y.isFinite else {
                fatalError("a label \"\(run.text.prefix(40))\" at \(run.origin)")
            }
        }
        let calculator = axis.currentCoordinateCalculator
        let finiteRange = calculator.visibleMin.isFinite && calculator.visibleMax.isFinite
        for _ in 0..<8 {
            let value = input.value(in: -1e10...4e9)
            let text = axis.formatCursorText(value, calculator: calculator)
            guard text.count <= longestText else { fatalError("a cursor text of \(text.count) characters") }
            if value.isFinite, finiteRange, text.isEmpty, kind == 0 {
                fatalError(
                    "\(value) in \(calculator.visibleMin)...\(calculator.visibleMax) was written as nothing")
            }
        }
    }

    /// Axes of each kind over a day, a year and a century of points, for the fuzzer to mutate.
    static func seeds() -> [(name: String, data: Data)] {
        var seeds: [(name: String, data: Data)] = []
        for kind in 0..<3 {
            for (label, spacing) in [("minutes", UInt8(1)), ("days", 40), ("years", 200)] {
                var bytes: [UInt8] = [UInt8(kind), 26, 0, 200, 0]
                bytes += [0, 200, 0, 0, spacing, 0, 30]
                for value in 0..<30 { bytes += [0, UInt8(value * 8), 0] }
                bytes += [0] + Array(repeating: 0, count: 8 * 3)
                seeds.append(("axis-\(kind)-\(label).bin", Data(bytes)))
            }
        }
        return seeds
    }
}
