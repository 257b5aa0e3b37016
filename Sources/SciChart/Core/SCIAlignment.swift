/// Where something sits inside its container: a legend, a label, an axis.
///
/// Combine a horizontal and a vertical member, as in `[.left, .top]`.
public struct SCIAlignment: OptionSet, Hashable, Sendable {
    /// The members as bits.
    public let rawValue: Int

    /// The alignment whose bits are set in `rawValue`.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Against the left edge.
    public static let left = SCIAlignment(rawValue: 1 << 0)
    /// Against the right edge.
    public static let right = SCIAlignment(rawValue: 1 << 1)
    /// Against the top edge.
    public static let top = SCIAlignment(rawValue: 1 << 2)
    /// Against the bottom edge.
    public static let bottom = SCIAlignment(rawValue: 1 << 3)
    /// Centred between the left and right edges.
    public static let centerHorizontal = SCIAlignment(rawValue: 1 << 4)
    /// Centred between the top and bottom edges.
    public static let centerVertical = SCIAlignment(rawValue: 1 << 5)
    /// Centred both ways.
    public static let center: SCIAlignment = [.centerHorizontal, .centerVertical]
    /// Stretched from the left edge to the right.
    public static let fillHorizontal: SCIAlignment = [.left, .right]
    /// Stretched from the top edge to the bottom.
    public static let fillVertical: SCIAlignment = [.top, .bottom]
    /// Stretched both ways.
    public static let fill: SCIAlignment = [.fillHorizontal, .fillVertical]
}
