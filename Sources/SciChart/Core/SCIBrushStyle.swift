/// How an area is filled.
///
/// Brush styles are immutable and may be shared between series, annotations and threads.
public class SCIBrushStyle: @unchecked Sendable {
    /// The fill colour.
    public let color: SCIColor

    init(color: SCIColor) {
        self.color = color
    }

    /// Whether the brush paints anything.
    public var isVisible: Bool { gradient?.isVisible ?? (color.alpha > 0) }

    /// The colour ramp the brush paints, or `nil` for one colour.
    var gradient: SCIGradient? { nil }
}

extension SCIBrushStyle {
    /// A brush that paints nothing (SciChart's `SCIBrushStyle.transparent`).
    public static let transparent: SCIBrushStyle = SCISolidBrushStyle(color: .clear)
}
