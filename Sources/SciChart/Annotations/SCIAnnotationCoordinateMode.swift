/// How an annotation's x and y values are read: as data values on its axes, or as fractions
/// of the series area.
///
/// A relative value is a fraction of the series area along the axis' direction on screen:
/// 0 at the area's left (or top) edge and 1 at its right (or bottom) edge, whatever the
/// axis' range, so a relative annotation stays where it is when the chart is zoomed or
/// panned. Values outside 0...1 lie outside the area (and are clipped with it).
public enum SCIAnnotationCoordinateMode: String, CaseIterable, Sendable {
    /// x and y are data values (the default).
    case absolute
    /// x and y are fractions of the series area.
    case relative
    /// x is a fraction of the series area, y a data value.
    case relativeX
    /// x is a data value, y a fraction of the series area.
    case relativeY

    /// Whether x values are fractions of the series area.
    public var isXRelative: Bool { self == .relative || self == .relativeX }

    /// Whether y values are fractions of the series area.
    public var isYRelative: Bool { self == .relative || self == .relativeY }
}
