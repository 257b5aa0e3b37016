import Foundation

/// Vertical placement of text relative to its anchor.
public enum SCITextVerticalAnchor: Sendable {
    /// Anchored at the top of the ascent.
    case top
    /// Anchored halfway between the ascent and the descent.
    case center
    /// Anchored on the baseline.
    case baseline
    /// Anchored at the bottom of the descent.
    case bottom
}
