import Foundation

/// How a path is filled.
public struct SCIFill: Hashable, Sendable {
    /// The colour of the fill, alpha included.
    public var color: SCIColor
    /// Whether overlapping subpaths cancel (the even-odd rule) rather than add (non-zero
    /// winding, the default).
    public var evenOdd: Bool

    /// A fill in `color`, by the non-zero winding rule unless `evenOdd` is set.
    public init(color: SCIColor, evenOdd: Bool = false) {
        self.color = color
        self.evenOdd = evenOdd
    }

    /// A fill from a brush style, or `nil` when the brush paints nothing.
    public init?(_ brush: SCIBrushStyle?, opacity: Double = 1) {
        guard let brush, brush.isVisible else { return nil }
        self.init(color: brush.color.multiplyingAlpha(by: opacity))
    }
}
