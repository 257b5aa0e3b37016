import Foundation
import Gallery
import SciChart

extension Bench {
    /// What the resampling index costs and saves on 1e7 points: the pan step's fixed cost,
    /// the index's memory and one append with and without it.
    static func indexFigures(tenMillion: SCIXyDataSeries) throws -> [Figure] {
        let empty = try panFrame(SCIXyDataSeries())
        // The pan figures drew the 1e7 series, so its index exists.
        let indexBytes = Double(tenMillion.resamplingIndexBytes) / Double(tenMillion.count)
        var indexed: [Double] = []
        var plain: [Double] = []
        for _ in 0..<3 {
            indexed.append(appendNanoseconds(indexed: true))
            plain.append(appendNanoseconds(indexed: false))
        }
        // A y axis fitted to what is visible asks this every frame.
        let visible = SCIDoubleRange(min: 1_000_000.5, max: 9_000_000.5)
        let yRange = median(runs: 21) { sink &+= Int(tenMillion.yRange(inXRange: visible)?.max ?? 0) }
        let live = liveFrame()
        let withIndex = indexed.sorted()[1]
        let without = plain.sorted()[1]
        return [
            Figure(
                key: "pan_frame_empty_ms", value: empty, unit: "ms",
                note: "the same pan step with no points: axes, grid, labels, raster and copy"),
            Figure(
                key: "index_bytes_per_point", value: indexBytes, unit: "B",
                note: "the resampling index of the 1e7-point line (data: 16; target at most 2)"),
            Figure(
                key: "visible_y_range_1e7_us", value: yRange * 1000, unit: "µs",
                note: "the y range of 8e6 visible points of the 1e7-point line, through the index"),
            Figure(
                key: "live_frame_1e7_ms", value: live, unit: "ms",
                note:
                    "100 points appended to a 1e7-point line whose axes follow its data, and its display list"
            ),
            Figure(
                key: "append_1e7_ns", value: withIndex, unit: "ns",
                note: "one append to an indexed 1e7-point series (median of 3 runs of 2e6)"),
            Figure(
                key: "append_1e7_unindexed_ns", value: without, unit: "ns",
                note: "the same without an index"),
            Figure(
                key: "append_indexed_vs_unindexed", value: without > 0 ? withIndex / without : .nan,
                unit: "x",
                note: "target at most 1.5"),
        ]
    }

    /// Milliseconds of a live step on 1e7 points: 100 appended, both axes fitted to the data
    /// again (`.always`), the display list made.
    private static func liveFrame() -> Double {
        let count = 10_000_000
        let data = series(count: count)
        let surface = lineSurface(data)
        for axis in Array(surface.xAxes) + Array(surface.yAxes) { axis.autoRange = .always }
        sink &+= surface.renderFrame().chartLayer.commands.count
        var next = count
        return median(runs: 21) {
            data.append(
                x: (next..<next + 100).map(Double.init), y: (next..<next + 100).map(BenchData.y))
            next += 100
            sink &+= surface.renderFrame().chartLayer.commands.count
        }
    }

    /// Nanoseconds of one append to a series of 1e7 points, with its index made by a frame
    /// first when `indexed`.
    private static func appendNanoseconds(indexed: Bool) -> Double {
        let count = 10_000_000
        let data = series(count: count)
        if indexed {
            sink &+= lineSurface(data).renderFrame().chartLayer.commands.count
            precondition(data.resamplingIndexBytes > 0, "the frame indexes the series")
        }
        let appends = 2_000_000
        let milliseconds = median(runs: 1) {
            for index in 0..<appends {
                data.append(x: Double(count + index), y: BenchData.y(index))
            }
        }
        return milliseconds * 1e6 / Double(appends)
    }

    /// The index on 1e8 points: building it, a cold frame with it, and a pan step.
    static func largeIndexFigures(_ data: SCIXyDataSeries) throws -> [Figure] {
        // The data ranges a first frame reads are kept; the first frame then differs from
        // later ones by building the index.
        sink &+= Int(data.xRange?.max ?? 0) &+ Int(data.yRange?.max ?? 0)
        let clock = ContinuousClock()
        let first = clock.measure { sink &+= lineSurface(data).renderFrame().chartLayer.commands.count }
        let firstMs = Double(first.components.seconds) * 1000 + Double(first.components.attoseconds) / 1e15
        let frame = median(runs: 5) { sink &+= lineSurface(data).renderFrame().chartLayer.commands.count }
        let pan = try panFrame(data)
        let fractional = try panFrame(data, fraction: 0.3)
        let empty = try panFrame(SCIXyDataSeries())
        return [
            Figure(
                key: "index_build_1e8_ms", value: firstMs - frame, unit: "ms",
                note: "the first frame of a 1e8-point line less a later one: building its index"),
            Figure(
                key: "frame_1e8_ms", value: frame, unit: "ms",
                note: "display list of a 1e8-point line, cold, its index built"),
            Figure(
                key: "pan_frame_1e8_ms", value: pan, unit: "ms",
                note: "one pan step over a 1e8-point line through the view's paint path (target at most 10)"),
            Figure(
                key: "pan_frame_empty_ms", value: empty, unit: "ms", note: "the same pan step with no points"),
            Figure(
                key: "pan_1e8_points_part_ms", value: pan - empty, unit: "ms",
                note: "pan_frame_1e8 - pan_frame_empty (target at most 2)"),
            Figure(
                key: "pan_frame_1e8_subpixel_ms", value: fractional, unit: "ms",
                note:
                    "the same pan by steps of part of a pixel: no column is the last frame's, all read the index"
            ),
            Figure(
                key: "index_bytes_per_point_1e8",
                value: Double(data.resamplingIndexBytes) / Double(data.count),
                unit: "B", note: "the index of the 1e8-point line"),
        ]
    }
}
