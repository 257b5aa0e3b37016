import Foundation
import SciChart

extension Bench {
    /// What small changes on big charts cost, each beside what redoing everything costs, in
    /// one run: a rename in a legend of 10,000 series against reading the legend again, a
    /// hover on a 1e7-point line through unsorted data, one event through 5,000 modifier
    /// groups, one style selecting 20,000 series, and 10,000 series described in words
    /// against laying them out.
    static func smallChangeFigures() -> [Figure] {
        legendRenameFigures() + unsortedHoverFigures() + nestedGroupsFigures() + sharedStyleFigures()
            + descriptionFigures()
    }

    /// A legend of 10,000 series: renaming one and reading the legend, against forgetting
    /// the items and reading them all.
    private static func legendRenameFigures() -> [Figure] {
        let count = 10_000
        let (surface, modifier) = legendChart(series: count) { "Series \($0 + 1)" }
        sink &+= surface.renderFrame().overlayLayer.commands.count
        var renames = 0
        let rename = median(runs: 31) {
            renames += 1
            surface.renderableSeries[(renames * 7_919) % count].dataSeries?.seriesName = "Renamed \(renames)"
            sink &+= Int(modifier.legend.frame.height)
        }
        let reload = median(runs: 7) {
            modifier.legend.reloadData()
            sink &+= Int(modifier.legend.frame.height)
        }
        return [
            Figure(
                key: "legend_rename_10k_ms", value: rename, unit: "ms",
                note: "rename one series of a 10,000-item legend, then read the legend"),
            Figure(
                key: "legend_reload_10k_ms", value: reload, unit: "ms",
                note: "the same legend read again from nothing"),
            Figure(
                key: "legend_rename_vs_reload", value: rename / reload, unit: "x",
                note: "a rename against a full read (target at most 0.05)"),
        ]
    }

    /// A line of 1e7 points whose x wanders (a track, in no x order): the first hover after
    /// a frame (a scan), the second (it indexes the drawn segments) and the later ones.
    private static func unsortedHoverFigures() -> [Figure] {
        let count = 10_000_000
        var xs = [Double](repeating: 0, count: count)
        var ys = [Double](repeating: 0, count: count)
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func step() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53) * 2 - 1
        }
        var x = 0.0
        var y = 0.0
        for index in 0..<count {
            x += step()
            y += step()
            xs[index] = x
            ys[index] = y
        }
        let data = SCIXyDataSeries(xType: .double, yType: .double)
        data.append(x: xs, y: ys)
        let line = SCIFastLineRenderableSeries()
        line.dataSeries = data
        let surface = numericSurface()
        surface.renderableSeries.add(line)
        sink &+= surface.renderFrame().chartLayer.commands.count
        let area = surface.seriesAreaFrame
        var points: [CGPoint] = []
        for _ in 0..<1_000 {
            points.append(
                CGPoint(
                    x: Double(area.midX) + step() * Double(area.width) / 2,
                    y: Double(area.midY) + step() * Double(area.height) / 2))
        }
        func once(_ point: CGPoint) -> Double {
            let started = DispatchTime.now().uptimeNanoseconds
            sink &+= line.hitTest(at: point).isHit ? 1 : 0
            return Double(DispatchTime.now().uptimeNanoseconds - started) / 1e6
        }
        let first = once(points[0])
        let second = once(points[1])
        let next = median(runs: 21) {
            for point in points { sink &+= line.hitTest(at: point).isHit ? 1 : 0 }
        }
        return [
            Figure(
                key: "hover_unsorted_1e7_first_ms", value: first, unit: "ms",
                note: "first hover on an unsorted 1e7-point line after a frame: a scan of what is drawn"),
            Figure(
                key: "hover_unsorted_1e7_second_ms", value: second, unit: "ms",
                note: "the second, which indexes what is drawn (once per drawn geometry)"),
            Figure(
                key: "hover_unsorted_1e7_us", value: next * 1_000 / Double(points.count), unit: "us",
                note: "each later hover on it, median (target at most 1,000: well inside a frame)"),
        ]
    }

    /// One pointer move through 5,000 modifier groups (nests of 32 side by side, a
    /// modifier in each innermost group), and the time per group against 500 groups.
    private static func nestedGroupsFigures() -> [Figure] {
        func milliseconds(groups: Int) -> Double {
            let surface = numericSurface()
            let depth = SCIModifierGroup.maximumNestingDepth
            var nests: [SCIChartModifierBase] = []
            for _ in 0..<(groups / depth) {
                var outer: SCIChartModifierBase = SCIZoomExtentsModifier()
                for _ in 0..<(depth - 1) { outer = SCIModifierGroup(childModifiers: [outer]) }
                nests.append(outer)
            }
            surface.chartModifiers.add(SCIModifierGroup(childModifiers: nests))
            sink &+= surface.renderFrame().overlayLayer.commands.count
            let centre = CGPoint(x: frame.midX, y: frame.midY)
            surface.handlePointer(SCIPointerEvent(phase: .began, location: centre, timestamp: 0))
            var moves = 0.0
            let move = median(runs: 31) {
                moves += 1
                let x = centre.x + moves.truncatingRemainder(dividingBy: 50)
                surface.handlePointer(
                    SCIPointerEvent(
                        phase: .moved, location: CGPoint(x: x, y: centre.y), timestamp: moves / 1_000))
            }
            surface.handlePointer(SCIPointerEvent(phase: .cancelled, location: centre, timestamp: moves))
            return move
        }
        let small = milliseconds(groups: 500)
        let large = milliseconds(groups: 5_000)
        return [
            Figure(
                key: "groups_5000_event_ms", value: large, unit: "ms",
                note: "one pointer move through 5,000 modifier groups"),
            Figure(
                key: "groups_per_group_5000_vs_500", value: large / (10 * small), unit: "x",
                note: "per group, 5,000 against 500 (target at most 3; a walk per level gives 10)"),
        ]
    }

    /// One style instance put on 20,000 series and taken off them again, and the time per
    /// series against 2,000.
    private static func sharedStyleFigures() -> [Figure] {
        final class WideStroke: SCIStyleBase<ISCIRenderableSeries> {
            override func applyStyleInternal(to styleableObject: ISCIRenderableSeries!) {
                putProperty("Stroke", value: styleableObject.strokeStyle, intoObject: styleableObject)
                styleableObject.strokeStyle = SCISolidPenStyle(color: 0xFFFF_8800, thickness: 4)
            }

            override func discardStyleInternal(from styleableObject: ISCIRenderableSeries!) {
                styleableObject.strokeStyle =
                    getValueFromProperty("Stroke", ofType: SCIPenStyle.self, fromObject: styleableObject)
                    as? SCIPenStyle
            }
        }
        func milliseconds(_ count: Int) -> Double {
            let style = WideStroke(styleableType: SCIFastLineRenderableSeries.self)
            let series = (0..<count).map { _ in SCIFastLineRenderableSeries() }
            return median(runs: 7) {
                for line in series { style.tryApplyStyle(to: line) }
                for line in series { style.tryDiscardStyle(from: line) }
            }
        }
        let small = milliseconds(2_000)
        let large = milliseconds(20_000)
        return [
            Figure(
                key: "shared_style_20k_ms", value: large, unit: "ms",
                note: "one style put on 20,000 series and taken off"),
            Figure(
                key: "shared_style_per_series_20k_vs_2k", value: large / (10 * small), unit: "x",
                note: "per series, 20,000 against 2,000 (target at most 3; a scanned list gives 10)"),
        ]
    }
}
