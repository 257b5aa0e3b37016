import Foundation
import Gallery
import SciChart
import SciChartCairo

#if canImport(Glibc)
    import Glibc
#endif

/// `scichart-bench`: speed and memory figures, all measured in one run at 1600 x 900.
/// Figures are medians; ratios between them are what to compare across machines.
enum Bench {
    static let frame = CGRect(x: 0, y: 0, width: 1600, height: 900)

    struct Figure {
        let key: String
        let value: Double
        let unit: String
        let note: String
    }

    /// Milliseconds of one call of `body`, median of `runs`.
    static func median(runs: Int, _ body: () throws -> Void) rethrows -> Double {
        let clock = ContinuousClock()
        var samples: [Double] = []
        for _ in 0..<max(runs, 1) {
            let duration = try clock.measure(body)
            samples.append(
                Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15)
        }
        samples.sort()
        return samples[samples.count / 2]
    }

    /// A fresh 1600 x 900 surface with a numeric x and y axis and nothing on it.
    static func numericSurface() -> SCIChartSurface {
        let surface = SCIChartSurface(frame: frame)
        surface.xAxes.add(SCINumericAxis())
        surface.yAxes.add(SCINumericAxis())
        return surface
    }

    /// A fresh 1600 x 900 surface with one line series over `data`.
    static func lineSurface(_ data: SCIXyDataSeries) -> SCIChartSurface {
        let surface = numericSurface()
        let line = SCIFastLineRenderableSeries()
        line.dataSeries = data
        line.strokeStyle = SCISolidPenStyle(color: 0xFF47_BDE6, thickness: 1)
        surface.renderableSeries.add(line)
        return surface
    }

    static func series(count: Int) -> SCIXyDataSeries {
        let (xs, ys) = BenchData.arrays(count: count)
        let data = SCIXyDataSeries(xType: .double, yType: .double)
        data.append(x: xs, y: ys)
        return data
    }

    /// Resident memory of the process in bytes, from `/proc/self/statm`.
    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// Where measured work leaves a result, so the optimiser cannot drop it. Only the bench's
    /// single thread touches it.
    nonisolated(unsafe) static var sink = 0

    static func run(extra: [(String, () throws -> Figure)] = []) throws -> [Figure] {
        var figures: [Figure] = []
        let big = 10_000_000
        let (xs, ys) = BenchData.arrays(count: big)

        // One pass reading the same 1e7 x and y values.
        let read = median(runs: 7) {
            let sum = Self.sum(xs) + Self.sum(ys)
            sink &+= Int(sum.truncatingRemainder(dividingBy: 7))
        }
        figures.append(Figure(key: "read_1e7_ms", value: read, unit: "ms", note: "sum of 1e7 x and 1e7 y"))

        // Memory: what the storage holds, and what the process grew by (page tables and
        // allocator slack included), for bulk and one-by-one appends.
        var before = residentBytes()
        var data: SCIXyDataSeries? = SCIXyDataSeries()
        data!.append(x: xs, y: ys)
        let bulkResident = Double(residentBytes() - before) / Double(big)
        let bulkStorage = Double(data!.storageBytes) / Double(big)
        data = nil
        before = residentBytes()
        data = SCIXyDataSeries()
        for index in 0..<big { data!.append(x: xs[index], y: ys[index]) }
        let singleResident = Double(residentBytes() - before) / Double(big)
        let singleStorage = Double(data!.storageBytes) / Double(big)
        data = nil
        figures.append(
            Figure(
                key: "bytes_per_point", value: bulkStorage, unit: "B",
                note: "storage of 1e7 points appended as arrays"))
        figures.append(
            Figure(
                key: "resident_bytes_per_point", value: bulkResident, unit: "B",
                note: "process growth for the same (page tables included)"))
        figures.append(
            Figure(
                key: "bytes_per_point_single_appends", value: singleStorage, unit: "B",
                note: "storage after 1e7 one-by-one appends (capacity grows by doubling)"))
        figures.append(
            Figure(
                key: "resident_bytes_per_point_single_appends", value: singleResident, unit: "B",
                note: "process growth for the same (untouched capacity is not resident)"))

        let million = series(count: 1_000_000)
        let tenMillion = SCIXyDataSeries()
        tenMillion.append(x: xs, y: ys)
        for (key, series) in [("1e6", million), ("1e7", tenMillion)] {
            let frameMs = median(runs: 7) {
                let surface = lineSurface(series)
                sink &+= surface.renderFrame().chartLayer.commands.count
            }
            figures.append(
                Figure(key: "frame_\(key)_ms", value: frameMs, unit: "ms", note: "display list, cold"))
            let rasterMs = try median(runs: 7) {
                let surface = lineSurface(series)
                let image = try SCIRasterRenderer().render(surface.renderFrame())
                sink &+= image.width
            }
            figures.append(
                Figure(
                    key: "raster_\(key)_ms", value: rasterMs, unit: "ms", note: "display list and Cairo, cold"
                ))
        }

        // The overlay alone over a cached 1e6-point series layer.
        let surface = lineSurface(million)
        let crosshair = CrosshairModifier()
        surface.chartModifiers.add(crosshair)
        let renderer = SCIRasterRenderer()
        var image = try renderer.render(surface.renderFrame())
        var step = 0
        let overlay = try median(runs: 31) {
            step += 1
            crosshair.location = CGPoint(x: 200 + step * 7 % 1200, y: 100 + step * 5 % 700)
            image = try renderer.render(surface.renderFrame())
        }
        figures.append(
            Figure(
                key: "overlay_1e6_ms", value: overlay, unit: "ms",
                note: "overlay redrawn over the cached layer"))
        // One pointer move while placing a measure's End, overlay redrawn, over 1e6 points.
        surface.chartModifiers.remove(crosshair)
        let measure = SCIMeasureCreationModifier()
        surface.chartModifiers.add(measure)
        let area = surface.seriesAreaFrame
        surface.handlePointer(
            SCIPointerEvent(phase: .began, location: CGPoint(x: area.minX + 200, y: area.midY)))
        surface.handlePointer(
            SCIPointerEvent(phase: .ended, location: CGPoint(x: area.minX + 200, y: area.midY)))
        surface.handlePointer(
            SCIPointerEvent(phase: .began, location: CGPoint(x: area.minX + 400, y: area.minY + 100)))
        image = try renderer.render(surface.renderFrame())
        var move = 0
        let drag = try median(runs: 31) {
            move += 1
            let location = CGPoint(
                x: area.minX + 400 + Double(move % 300), y: area.minY + 100 + Double(move * 7 % 500))
            surface.handlePointer(SCIPointerEvent(phase: .moved, location: location))
            image = try renderer.render(surface.renderFrame())
        }
        figures.append(
            Figure(
                key: "measure_drag_event_ms", value: drag, unit: "ms",
                note: "one move while placing a measure's End over 1e6 points, overlay redrawn"))
        let png = try median(runs: 7) { sink &+= try image.pngData().count }
        figures.append(Figure(key: "png_encode_ms", value: png, unit: "ms", note: "1600 x 900 PNG"))
        figures.append(try spyPNG())

        figures.append(try xabcdDragFigure(million: million))
        figures += try drawingToolDragFigures(million: million)
        figures += try dataOrderFigures()
        figures += try hitTestFigures()
        figures += legendFigures()
        figures += smallChangeFigures()
        figures.append(paletteFigure(tenMillion: tenMillion))
        figures += seriesTypeFigures()
        figures += indicatorFigures()
        figures += try viewPaintFigures(million: million, tenMillion: tenMillion)
        figures += try indexFigures(tenMillion: tenMillion)
        figures += try SuiteRunner(options: SuiteRunner.Options()).surfaceOverhead()

        for (_, measure) in extra {
            figures.append(try measure())
        }
        return figures
    }

    /// SPY daily candles (2,519 bars) with 50- and 200-day moving averages at 1600 x 900:
    /// built from the bars, drawn and written to a PNG file. One untimed run first, so font
    /// and glyph caches are warm, as `benchmarks/compare.py` does for mplfinance.
    static func spyPNG() throws -> Figure {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "scichart-bench-\(getpid())", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("spy.png")
        func draw() throws {
            let surface = GalleryCharts.spyDaily()
            surface.frame = frame
            try surface.renderPNG(to: file)
        }
        try draw()
        let value = try median(runs: 15, draw)
        return Figure(
            key: "spy_png_ms", value: value, unit: "ms",
            note: "SPY daily candles with SMA 50 and 200, data to PNG file, warm")
    }

    /// The sum of `values` with independent accumulators, so the pass is bound by memory,
    /// not by the latency of one running sum.
    static func sum(_ values: [Double]) -> Double {
        values.withUnsafeBufferPointer { buffer in
            var lanes = SIMD8<Double>()
            let whole = buffer.count / 8 * 8
            var index = 0
            while index < whole {
                lanes += SIMD8(buffer[index..<index + 8])
                index += 8
            }
            var total = lanes.sum()
            while index < buffer.count {
                total += buffer[index]
                index += 1
            }
            return total
        }
    }

    /// One hundred million points: memory is 16 bytes a point (1.6 GB), the resampling index
    /// a tenth of that, and a frame costs the columns, not the points.
    static func large() throws -> [Figure] {
        let count = 100_000_000
        let before = residentBytes()
        let data = SCIXyDataSeries()
        data.reserveCapacity(count)
        let chunk = 10_000_000
        for start in stride(from: 0, to: count, by: chunk) {
            let xs = (start..<start + chunk).map(Double.init)
            let ys = (start..<start + chunk).map(BenchData.y)
            data.append(x: xs, y: ys)
        }
        let resident = Double(residentBytes() - before) / Double(count)
        let index = try largeIndexFigures(data)
        let raster = try median(runs: 3) {
            sink &+= try SCIRasterRenderer().render(lineSurface(data).renderFrame()).width
        }
        return index + [
            Figure(key: "raster_1e8_ms", value: raster, unit: "ms", note: "the same drawn by Cairo"),
            Figure(
                key: "storage_bytes_per_point_1e8", value: Double(data.storageBytes) / Double(count),
                unit: "B",
                note: "reserved, then appended in chunks of 1e7"),
            Figure(key: "resident_bytes_per_point_1e8", value: resident, unit: "B", note: "process growth"),
        ] + singleAppendFigures(matching: data)
    }

    /// The same 1e8 points appended one at a time to a series whose index a frame made at
    /// 1e6 points: the append's cost at that size, and whether the index kept current draws
    /// what the index built in one go draws.
    static func singleAppendFigures(matching built: SCIXyDataSeries) -> [Figure] {
        let count = built.count
        let data = SCIXyDataSeries()
        let start = 1_000_000
        data.append(x: (0..<start).map(Double.init), y: (0..<start).map(BenchData.y))
        sink &+= lineSurface(data).renderFrame().chartLayer.commands.count
        let milliseconds = median(runs: 1) {
            for index in start..<count { data.append(x: Double(index), y: BenchData.y(index)) }
        }
        let same = lineSurface(data).renderSVG() == lineSurface(built).renderSVG()
        return [
            Figure(
                key: "append_1e8_single_ns", value: milliseconds * 1e6 / Double(count - start), unit: "ns",
                note: "one append, 1e6 to 1e8 points appended one at a time, the index kept current"),
            Figure(
                key: "append_1e8_same_picture", value: same ? 1 : 0, unit: "",
                note: "1 when that series draws the SVG the series appended in bulk draws"),
        ]
    }

    static func json(_ figures: [Figure]) -> String {
        let fields = figures.map { "\"\($0.key)\": \(format($0.value))" }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    static func table(_ figures: [Figure]) -> String {
        let width = figures.map(\.key.count).max() ?? 10
        var lines = ["figure".padding(toLength: width, withPad: " ", startingAt: 0) + "   value  what"]
        for figure in figures {
            let value = format(figure.value) + " " + figure.unit
            lines.append(
                figure.key.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
                    + String(repeating: " ", count: max(0, 9 - value.count)) + value + "  " + figure.note)
        }
        let lookup = Dictionary(figures.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        if let frame = lookup["frame_1e7_ms"], let read = lookup["read_1e7_ms"], read > 0 {
            lines.append("")
            lines.append("frame_1e7 / read_1e7 = \(format(frame / read)) (target at most 3)")
        }
        if let frame = lookup["frame_1e7_ms"], let palette = lookup["palette_line_1e7_ms"], frame > 0 {
            lines.append("palette_line_1e7 / frame_1e7 = \(format(palette / frame)) (target at most 1.5)")
        }
        return lines.joined(separator: "\n")
    }

    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        return String(format: "%.3f", locale: Locale(identifier: "en_US_POSIX"), value)
    }
}

extension Bench {
    /// Frames through the GTK view's own paint path (the cached chart layer placed on the
    /// host's context, the overlay painted straight into it), into an offscreen Cairo image
    /// of the window's size instead of a window: a pan step and a crosshair move.
    static func viewPaintFigures(million: SCIXyDataSeries, tenMillion: SCIXyDataSeries) throws -> [Figure] {
        let pan = try panFrame(tenMillion)
        let hoverSurface = lineSurface(million)
        hoverSurface.chartModifiers.add(SCICursorModifier())
        let hover = try paintSteps(hoverSurface, runs: 31) { surface, area, step in
            let location = CGPoint(
                x: area.minX + Double(200 + step * 37 % 1200), y: area.minY + Double(100 + step * 23 % 600))
            surface.handlePointer(SCIPointerEvent(phase: .hovered, location: location))
        }
        return [
            Figure(
                key: "pan_frame_1e7_ms", value: pan, unit: "ms",
                note: "one pan step over a 1e7-point line: resampled and rasterised (target at most 8)"),
            Figure(
                key: "hover_frame_1e6_ms", value: hover, unit: "ms",
                note: "one crosshair move over a 1e6-point line, overlay only (target at most 4)"),
        ]
    }

    /// Milliseconds of one pan step of a line over `data` painted the view's way, median of
    /// `runs` (after one frame, which builds what the first frame builds).
    /// `fraction` of a pixel added to each step makes every step move the columns by part of
    /// a pixel, so that no column of one frame is a column of the next.
    static func panFrame(_ data: SCIXyDataSeries, runs: Int = 21, fraction: Double = 0) throws -> Double {
        let panSurface = lineSurface(data)
        panSurface.chartModifiers.add(SCIZoomPanModifier())
        return try paintSteps(panSurface, runs: runs) { surface, area, step in
            if step == 0 {
                surface.handlePointer(
                    SCIPointerEvent(phase: .began, location: CGPoint(x: area.midX, y: area.midY)))
            }
            // Small steps either way, so the whole line stays about in view.
            let offset =
                Double(step % 2 == 0 ? 1 : -1) * (Double(3 + step % 17) + fraction * Double(step % 3 + 1))
            let location = CGPoint(x: area.midX + offset, y: area.midY)
            surface.handlePointer(SCIPointerEvent(phase: .moved, location: location))
        }
    }

    /// Milliseconds of one event and frame painted the view's way, median of `runs`, after
    /// one frame that fills the renderer's cache.
    private static func paintSteps(
        _ surface: SCIChartSurface, runs: Int, _ event: (SCIChartSurface, CGRect, Int) -> Void
    ) throws -> Double {
        let renderer = SCIRasterRenderer()
        let image = try SCIRasterImage(width: Int(frame.width), height: Int(frame.height))
        try renderer.draw(surface.renderFrame(), onto: image)
        let area = surface.seriesAreaFrame
        var step = 0
        return try median(runs: runs) {
            event(surface, area, step)
            step += 1
            try renderer.draw(surface.renderFrame(), onto: image)
        }
    }
}

/// A modifier that draws a crosshair: the bench's stand-in for any overlay.
final class CrosshairModifier: SCIChartModifierBase {
    var location = CGPoint(x: 100, y: 100) {
        didSet { invalidateOverlay() }
    }

    override func drawOverlay(into list: inout SCIDisplayList, layout: SCIChartLayout) {
        let area = layout.seriesArea
        var path = SCIPath()
        path.move(to: CGPoint(x: location.x, y: area.minY))
        path.line(to: CGPoint(x: location.x, y: area.maxY))
        path.move(to: CGPoint(x: area.minX, y: location.y))
        path.line(to: CGPoint(x: area.maxX, y: location.y))
        list.stroke(path, SCIStroke(color: 0xFFFF_FFFF, width: 1, dashes: [4, 4]))
    }
}
