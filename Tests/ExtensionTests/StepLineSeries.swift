import Foundation
import SciChart

/// A line that holds each value until the next point: horizontal, then vertical.
final class StepLineSeries: SCIRenderableSeriesBase {
    /// The steps through the visible (possibly resampled) points.
    func stepPixels(_ data: SCISeriesDataView, context: SCISeriesRenderContext) -> SCISeriesPixels {
        let points = linePixels(data, context: context)
        var steps = SCISeriesPixels()
        for index in 0..<points.count {
            if index > 0, points.xs[index].isFinite, points.ys[index - 1].isFinite {
                steps.append(x: points.xs[index], y: points.ys[index - 1], index: points.indices[index - 1])
            }
            steps.append(x: points.xs[index], y: points.ys[index], index: points.indices[index])
        }
        return steps
    }

    override func draw(
        _ data: SCISeriesDataView, context: SCISeriesRenderContext, into list: inout SCIDisplayList
    ) {
        let steps = stepPixels(data, context: context)
        guard let stroke = resolvedStroke(context) else { return }
        var path = SCIPath()
        var penDown = false
        for index in 0..<steps.count {
            let point = steps.point(at: index)
            guard point.x.isFinite, point.y.isFinite else {
                penDown = false
                continue
            }
            if penDown { path.line(to: point) } else { path.move(to: point) }
            penDown = true
        }
        list.stroke(path, stroke)
    }

    override func hitTest(
        _ data: SCISeriesDataView, at point: CGPoint, radius: Double, context: SCISeriesRenderContext
    ) -> SCIHitTestInfo {
        hitTestLine(
            stepPixels(data, context: context), at: point, radius: radius, data: data, context: context)
    }

    /// What the chart's description and screen readers call it.
    override var kindDescription: String { "steps" }

    /// A thick line beside its name in a legend.
    override func legendMarker(color: SCIColor, theme: SCIChartTheme) -> SCILegendMarker {
        .line(color: color, thickness: 3)
    }

    /// A drawing tool's magnet snaps to a step's level.
    override func snapValues(_ data: SCISeriesDataView, at index: Int) -> [Double] {
        [data.value(column: SCISeriesDataView.y, at: index)]
    }

    /// Tooltips, the rollover, the values line and the keyboard cursor read levels.
    override func makeSeriesInfoProvider() -> ISCISeriesInfoProvider { StepInfoProvider() }
}

/// Reads a step line: between two points, the level of the step that began at the first.
final class StepInfoProvider: SCISeriesInfoProviderBase {
    override func makeSeriesInfo(
        series: SCIRenderableSeriesBase, data: SCISeriesDataView, context: SCISeriesInfoContext
    ) -> SCISeriesInfo? {
        guard let site = context.site(in: data, interpolating: true) else { return nil }
        let level = data.value(column: SCISeriesDataView.y, at: site.index)
        return StepInfo(series: series, site: site, markerValue: level, context: context)
    }
}

/// A step's level, named so.
final class StepInfo: SCISeriesInfo {
    override var values: [SCISeriesValue] {
        [
            SCISeriesValue(
                name: "level", shortName: "L", value: markerValue, formattedValue: formatYValue(markerValue))
        ]
    }
}
