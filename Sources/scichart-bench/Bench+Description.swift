import Foundation
import SciChart

extension Bench {
    /// A chart of 10,000 series on one y axis, described in words (what a screen reader and an
    /// exported SVG's description read) after each change, beside laying the chart out: the
    /// description reads each series once, so it costs about what a layout does.
    static func descriptionFigures() -> [Figure] {
        let (surface, _) = legendChart(series: 10_000) { "Series \($0 + 1)" }
        sink &+= surface.accessibilityDescription.count
        let layout = median(runs: 7) {
            surface.invalidateLayout()
            surface.layoutIfNeeded()
        }
        let describe = median(runs: 7) {
            surface.invalidateLayout()
            sink &+= surface.accessibilityDescription.count
        }
        return [
            Figure(
                key: "describe_10k_series_ms", value: describe, unit: "ms",
                note: "a chart of 10,000 series laid out again and described in words"),
            Figure(
                key: "describe_vs_layout_10k", value: describe / layout, unit: "x",
                note: "the same against the layout alone (target at most 10)"),
        ]
    }
}
