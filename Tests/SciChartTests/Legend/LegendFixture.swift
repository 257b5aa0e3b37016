import Foundation
import Testing

@testable import SciChart

/// Surfaces with named series and legend modifiers, and taps at points, for the legend tests.
enum LegendFixture {
    /// A surface (800 x 600 by default) with numeric axes and one line series per name
    /// (`nil`: a series without a name).
    static func surface(_ names: [String?] = ["Alpha", "Beta", "Gamma"], frame: CGRect = Fixture.frame)
        -> SCIChartSurface
    {
        let surface = Fixture.numericSurface(frame: frame)
        addLines(names, to: surface)
        return surface
    }

    /// Adds one line series per name.
    @discardableResult
    static func addLines(_ names: [String?], to surface: SCIChartSurface) -> [SCIFastLineRenderableSeries] {
        let lines = names.map { name -> SCIFastLineRenderableSeries in
            let data = SCIXyDataSeries(xType: .double, yType: .double)
            data.seriesName = name
            data.append(x: [0, 50, 100], y: [10, 30, 20])
            let line = SCIFastLineRenderableSeries()
            line.dataSeries = data
            return line
        }
        surface.renderableSeries.add(contentsOf: lines)
        return lines
    }

    /// `count` series named "Series 1" ... on a surface.
    static func surface(count: Int, frame: CGRect = Fixture.frame) -> SCIChartSurface {
        surface((0..<max(count, 0)).map { "Series \($0 + 1)" }, frame: frame)
    }

    /// A legend modifier on the chart, configured by `configure`, added to `surface`.
    @discardableResult
    static func legend(
        on surface: SCIChartSurface, _ configure: (SCILegendModifier) -> Void = { _ in }
    ) -> SCILegendModifier {
        let modifier = SCILegendModifier()
        configure(modifier)
        surface.chartModifiers.add(modifier)
        return modifier
    }

    /// A legend the host places, filled from `surface`, sized to its content.
    static func outsideLegend(
        on surface: SCIChartSurface, _ configure: (SCILegendModifier) -> Void = { _ in }
    ) -> SCIChartLegend {
        let legend = SCIChartLegend()
        let dataSource = SCISeriesInfoLegendDataSource(legend: legend)!
        let modifier = SCILegendModifier(legend: legend, dataSource: dataSource, useAutoPlacement: false)
        configure(modifier)
        surface.chartModifiers.add(modifier)
        legend.frame = CGRect(
            origin: .zero, size: legend.contentSize(fitting: CGSize(width: 400, height: 400)))
        return legend
    }
}

extension CGRect {
    var centre: CGPoint { CGPoint(x: midX, y: midY) }
}

extension SCIChartSurface {
    /// A tap (press and release 0.05 s apart) at `point`, starting at `time`.
    func tap(_ point: CGPoint, at time: TimeInterval) {
        handlePointer(SCIPointerEvent(phase: .began, location: point, timestamp: time))
        handlePointer(SCIPointerEvent(phase: .ended, location: point, timestamp: time + 0.05))
    }

    /// Two taps at `point` 0.15 s apart, starting at `time`.
    func doubleTap(_ point: CGPoint, at time: TimeInterval) {
        tap(point, at: time)
        tap(point, at: time + 0.15)
    }

    /// Which series are visible, in order.
    var visibility: [Bool] { renderableSeries.map(\.isVisible) }
}

extension SCIChartLegend {
    /// A tap through the legend's own event handling.
    func tap(_ point: CGPoint, at time: TimeInterval) {
        handlePointer(SCIPointerEvent(phase: .began, location: point, timestamp: time))
        handlePointer(SCIPointerEvent(phase: .ended, location: point, timestamp: time + 0.05))
    }

    /// The names shown, in order.
    var names: [String] { seriesInfo.map(\.seriesName) }
}
