import Foundation

#if !canImport(UIKit)
    /// Insets of a rectangle, as UIKit's type of the same name (provided where UIKit is absent).
    public struct UIEdgeInsets: Hashable, Sendable {
        /// The inset from the top edge, in points.
        public var top: CGFloat
        /// The inset from the left edge, in points.
        public var left: CGFloat
        /// The inset from the bottom edge, in points.
        public var bottom: CGFloat
        /// The inset from the right edge, in points.
        public var right: CGFloat

        /// Insets with the given sizes, in points.
        public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
            self.top = top
            self.left = left
            self.bottom = bottom
            self.right = right
        }

        /// No inset on any side.
        public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    }
#endif

/// Insets of a rectangle, by SciChart's name: UIKit's `UIEdgeInsets` (or the type of that
/// name provided where UIKit is absent), as in
/// `legendModifier.margins = SCIEdgeInsets(top: 17, left: 17, bottom: 17, right: 17)`.
public typealias SCIEdgeInsets = UIEdgeInsets
