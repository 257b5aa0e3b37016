import Foundation

/// Horizontal placement of text relative to its anchor.
public enum SCITextHorizontalAnchor: Sendable {
    /// Anchored at the left end of the text.
    case left
    /// Anchored at the middle of the text's width.
    case center
    /// Anchored at the right end of the text.
    case right
}
