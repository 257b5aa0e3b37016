import Foundation
import SciChart
import SciChartCairo

extension SuiteRunner {
    /// What the suite's rows leave out: whether a FIFO series' memory stays flat over many
    /// frames, and what each surface of a window of many costs on its own.
    func figures(smoke: Bool, progress: (String) -> Void = { _ in }) throws -> [Bench.Figure] {
        progress("FIFO memory")
        let memory =
            smoke
            ? try fifoMemory(count: 100, increment: 100, frames: 1_000)
            : try fifoMemory(count: 100_000, increment: 10_000, frames: 10_000)
        progress("surface overhead")
        return try [memory] + surfaceOverhead()
    }

    /// Resident memory growth over the last nine tenths of `frames` frames of the FIFO case:
    /// five series of `count` points, `increment` appended to each (and as many dropped) a
    /// frame, painted.
    func fifoMemory(count: Int, increment: Int, frames: Int) throws -> Bench.Figure {
        let chart = SuiteCharts.fifo(count, increment: increment, size: Self.window)
        let renderer = SCIRasterRenderer()
        let image = try SCIRasterImage(width: Int(Self.window.width), height: Int(Self.window.height))
        var settled = 0
        for frame in 1...frames {
            chart.advance()
            try renderer.draw(chart.surface.renderFrame(), onto: image)
            if frame == frames / 10 { settled = Bench.residentBytes() }
        }
        let growth = Double(Bench.residentBytes() - settled)
        return Bench.Figure(
            key: "fifo_memory_growth_bytes", value: growth, unit: "B",
            note:
                "resident growth, frames \(frames / 10) to \(frames) of FIFO 5 x \(SuiteSize.label(count)) (target 0 to a page)"
        )
    }

    /// Milliseconds a surface with axes and nothing on it adds to a frame of 128 in one
    /// window, each changed every frame (its y range moves), painted through the view's path.
    func surfaceOverhead() throws -> [Bench.Figure] {
        let charts = 128
        let cells = SuiteCase.cells(charts, in: Self.window)
        let surfaces = cells.map { SuiteCharts.surface($0.size) }
        let renderers = surfaces.map { _ in SCIRasterRenderer() }
        let image = try SCIRasterImage(width: Int(Self.window.width), height: Int(Self.window.height))
        var step = 0
        let frame = try Bench.median(runs: smokeRuns) {
            step += 1
            for (index, (surface, _, yAxis)) in surfaces.enumerated() {
                yAxis.visibleRange = SCIDoubleRange(min: Double(step % 7), max: 10 + Double(step % 5))
                try renderers[index].draw(surface.renderFrame(), onto: image, at: cells[index].origin)
            }
        }
        return [
            Bench.Figure(
                key: "surface_overhead_ms", value: frame / Double(charts), unit: "ms",
                note:
                    "an empty surface's share of a frame of 128 in one 800 x 600 window (target at most 0.2)")
        ]
    }

    private var smokeRuns: Int { options.maxPoints < Int.max ? 5 : 21 }
}
