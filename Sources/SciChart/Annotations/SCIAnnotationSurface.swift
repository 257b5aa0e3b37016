/// Where an annotation is drawn.
public enum SCIAnnotationSurface: String, CaseIterable, Sendable {
    /// Over the series, clipped to the series area (the default).
    case aboveChart
    /// Under the series and over the grid, clipped to the series area.
    case belowChart
    /// On the x axis' band beside the series area, clipped to it.
    case xAxis
    /// On the y axis' band beside the series area, clipped to it.
    case yAxis

    /// Whether the annotation is drawn on an axis rather than in the series area.
    public var isAxis: Bool { self == .xAxis || self == .yAxis }
}
