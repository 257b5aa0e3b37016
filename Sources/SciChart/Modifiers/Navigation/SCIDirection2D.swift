/// Which axes a navigation modifier moves: the x axes, the y axes or both.
///
/// Directions name axes, not screen directions: on a vertical chart (x axes on the left or
/// right), ``xDirection`` pans and zooms up and down.
public enum SCIDirection2D: Int, Sendable {
    /// The x axes only.
    case xDirection
    /// The y axes only.
    case yDirection
    /// The x and the y axes.
    case xyDirection

    /// Whether the direction includes the x axes.
    public var includesX: Bool { self != .yDirection }

    /// Whether the direction includes the y axes.
    public var includesY: Bool { self != .xDirection }
}
