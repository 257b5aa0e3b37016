import Foundation
import SciChart
import SciChartCairo

/// Runs the suite's cases the way the suite counts frames: each size for a few seconds,
/// every frame the case's change and a paint of every chart into one window-sized image
/// through the view's own path (the chart layer, then the overlay). Frames a second are the
/// frames over the time they took, as the suite reports them; each row also gives the
/// median milliseconds a frame.
struct SuiteRunner {
    /// The suite's chart size.
    static let window = CGSize(width: 800, height: 600)

    struct Options {
        var seconds = 3.0
        /// Sizes of at most this many points (the smoke run's limit).
        var maxPoints = Int.max
        /// Sizes of at least this many points (to time one large size alone).
        var minPoints = 0
        /// Only cases whose key is here (all when empty).
        var cases: Set<String> = []
        /// A size whose charts take longer than this to build and draw once is hanging, and
        /// the larger sizes of its case are not run.
        var setupLimit = 30.0
    }

    struct Row {
        let key: String
        let title: String
        let size: SuiteSize
        let status: String
        var fps = Double.nan
        var msPerFrame = Double.nan
        var frames = 0
        var setupMs = Double.nan
    }

    let options: Options

    func run(progress: (String) -> Void = { _ in }) throws -> [Row] {
        var rows: [Row] = []
        for suiteCase in SuiteCase.all where options.cases.isEmpty || options.cases.contains(suiteCase.key) {
            var stopped: String?
            for size in suiteCase.sizes
            where size.points >= options.minPoints && size.points <= options.maxPoints {
                if let stopped {
                    rows.append(Row(key: suiteCase.key, title: suiteCase.title, size: size, status: stopped))
                    continue
                }
                progress("\(suiteCase.key) \(size.label)")
                let row = try measure(suiteCase, size)
                rows.append(row)
                if row.status == "hanging" {
                    stopped = "skipped after hanging"
                } else if row.fps < 1 {
                    // As the suite does: sizes past one under a frame a second are not run.
                    stopped = "skipped under 1 fps"
                }
            }
        }
        return rows
    }

    /// The charts of `suiteCase` at `size` in a window-sized image, built and drawn once
    /// (`setupMs`), then two frames more, untimed, as the suite waits for its first frames;
    /// `frame` applies the case's change and paints every chart, its strokes and fills by
    /// Cairo alone when given `true` (``SCIRasterRenderer/strokesAndFillsByCairo``). `frame`
    /// is `nil` when the first drawing took longer than the setup limit.
    func frames(
        _ suiteCase: SuiteCase, _ size: SuiteSize
    ) throws -> (frame: ((_ byCairo: Bool) throws -> Void)?, setupMs: Double) {
        let clock = ContinuousClock()
        let image = try SCIRasterImage(width: Int(Self.window.width), height: Int(Self.window.height))
        let setupStart = clock.now
        let tiles = suiteCase.make(size, Self.window)
        let renderers = tiles.map { _ in SCIRasterRenderer() }
        func paint() throws {
            for (tile, renderer) in zip(tiles, renderers) {
                try renderer.draw(tile.chart.surface.renderFrame(), onto: image, at: tile.origin)
            }
        }
        try paint()
        let setup = Self.milliseconds(clock.now - setupStart)
        guard setup <= options.setupLimit * 1000 else { return (nil, setup) }
        func frame(byCairo: Bool) throws {
            for renderer in renderers { renderer.strokesAndFillsByCairo = byCairo }
            for tile in tiles { tile.chart.advance() }
            try paint()
        }
        for _ in 0..<2 { try frame(byCairo: false) }
        return (frame, setup)
    }

    private func measure(_ suiteCase: SuiteCase, _ size: SuiteSize) throws -> Row {
        let (made, setup) = try frames(suiteCase, size)
        guard let frame = made else {
            return Row(
                key: suiteCase.key, title: suiteCase.title, size: size, status: "hanging", setupMs: setup)
        }
        let clock = ContinuousClock()
        var samples: [Double] = []
        let start = clock.now
        let budget = Duration.milliseconds(Int(options.seconds * 1000))
        while clock.now - start < budget {
            let frameStart = clock.now
            try frame(false)
            samples.append(Self.milliseconds(clock.now - frameStart))
        }
        let elapsed = Self.milliseconds(clock.now - start)
        samples.sort()
        return Row(
            key: suiteCase.key, title: suiteCase.title, size: size, status: "ok",
            fps: Double(samples.count) * 1000 / elapsed, msPerFrame: samples[samples.count / 2],
            frames: samples.count, setupMs: setup)
    }

    static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }
}

extension SuiteRunner.Row {
    var json: String {
        let fields = [
            "\"case\": \"\(key)\"", "\"title\": \"\(title)\"", "\"size\": \"\(size.label)\"",
            "\"points\": \(size.points)", "\"status\": \"\(status)\"", "\"fps\": \(Bench.format(fps))",
            "\"ms_per_frame\": \(Bench.format(msPerFrame))", "\"frames\": \(frames)",
            "\"setup_ms\": \(Bench.format(setupMs))",
        ]
        return "{" + fields.joined(separator: ", ") + "}"
    }
}

extension SuiteRunner {
    /// The rows as one JSON object: `suite` holds an entry per case and size, keyed
    /// "case/size"; `figures` the bench figures the suite adds.
    static func json(_ rows: [Row], figures: [Bench.Figure]) -> String {
        let entries = rows.map { "\"\($0.key)/\($0.size.label)\": \($0.json)" }
        return "{\"window\": \"\(Int(window.width))x\(Int(window.height))\", \"suite\": {"
            + entries.joined(separator: ", ") + "}, \"figures\": " + Bench.json(figures) + "}"
    }

    static func table(_ rows: [Row], figures: [Bench.Figure]) -> String {
        var lines = ["case           size         points       fps   ms/frame  frames  status"]
        for row in rows {
            func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
                let room = String(repeating: " ", count: max(0, width - text.count))
                return left ? text + room : room + text
            }
            lines.append(
                pad(row.key, 14, left: true) + " " + pad(row.size.label, 9, left: true) + " "
                    + pad("\(row.size.points)", 10) + " "
                    + pad(row.fps.isFinite ? Bench.format(row.fps) : "-", 9)
                    + " " + pad(row.msPerFrame.isFinite ? Bench.format(row.msPerFrame) : "-", 10) + " "
                    + pad("\(row.frames)", 7) + "  " + row.status)
        }
        return lines.joined(separator: "\n") + "\n\n" + Bench.table(figures)
    }
}
