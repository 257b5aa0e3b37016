import Foundation

#if !canImport(UIKit)
    /// Insets of a rectangle, as UIKit's type of the same name (provided where UIKit is absent).
    public struct UIEdgeInsets: Hashable, Sendable {
        public var top: CGFloat
        public var left: CGFloat
        public var bottom: CGFloat
        public var right: CGFloat

        public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
            self.top = top
            self.left = left
            self.bottom = bottom
            self.right = right
        }

        public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    }
#endif
