import Foundation

/// The geometry of one laid-out frame of a surface: its size, the series area and the
/// coordinate calculator of every axis, taken once so that everything drawn in the frame
/// (grid, series, axes, annotations, tool overlays) agrees, even while another thread
/// appends data.
///
/// Annotations and modifiers receive it when they draw; ``SCIChartSurface/currentLayout``
/// gives the latest one.
public struct SCIChartLayout {
    let layout: SurfaceLayout
    /// The surface laid out.
    public let surface: SCIChartSurface

    /// The surface's size in points.
    public var size: CGSize { layout.size }
    /// The series (plot) area, in surface coordinates.
    public var seriesArea: CGRect { layout.seriesArea }
    /// The surface's theme.
    public var theme: SCIChartTheme { surface.theme }

    /// The calculator of `axis` in this layout, or `nil` when the axis is not on the surface.
    public func calculator(for axis: SCIAxisBase) -> SCICoordinateCalculator? {
        layout.placement(for: axis)?.calculator
    }

    /// The mapping between data and surface points for the axes with these ids (see
    /// ``SCIChartSurface/xAxis(withId:)``), or `nil` when either axis cannot be found.
    public func mapping(xAxisId: String, yAxisId: String) -> SCIAnnotationMapping? {
        guard let xAxis = surface.xAxis(withId: xAxisId), let yAxis = surface.yAxis(withId: yAxisId),
            let x = calculator(for: xAxis), let y = calculator(for: yAxis)
        else { return nil }
        return SCIAnnotationMapping(
            surface: surface, xAxis: xAxis, yAxis: yAxis, xCalculator: x, yCalculator: y,
            seriesArea: seriesArea)
    }
}

extension SCIChartSurface {
    /// The current layout (laid out first if anything changed).
    public var currentLayout: SCIChartLayout {
        SCIChartLayout(layout: layout, surface: self)
    }

    /// The mapping of the axes with these ids in the current layout.
    func annotationMapping(xAxisId: String, yAxisId: String) -> SCIAnnotationMapping? {
        currentLayout.mapping(xAxisId: xAxisId, yAxisId: yAxisId)
    }
}
