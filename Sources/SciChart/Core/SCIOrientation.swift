/// The direction in which items are laid out.
public enum SCIOrientation: Int, Sendable {
    /// Side by side, left to right (wrapping into rows where a legend runs out of width).
    case horizontal
    /// One under another, top to bottom.
    case vertical
}
