/// Where something sits inside its container: a legend, a label, an axis.
///
/// Combine a horizontal and a vertical member, as in `[.left, .top]`.
public struct SCIAlignment: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public static let left = SCIAlignment(rawValue: 1 << 0)
    public static let right = SCIAlignment(rawValue: 1 << 1)
    public static let top = SCIAlignment(rawValue: 1 << 2)
    public static let bottom = SCIAlignment(rawValue: 1 << 3)
    public static let centerHorizontal = SCIAlignment(rawValue: 1 << 4)
    public static let centerVertical = SCIAlignment(rawValue: 1 << 5)
    public static let center: SCIAlignment = [.centerHorizontal, .centerVertical]
    public static let fillHorizontal: SCIAlignment = [.left, .right]
    public static let fillVertical: SCIAlignment = [.top, .bottom]
    public static let fill: SCIAlignment = [.fillHorizontal, .fillVertical]
}

/// The direction in which items are laid out.
public enum SCIOrientation: Int, Sendable {
    case horizontal
    case vertical
}
