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
    public var isVisible: Bool { color.alpha > 0 }
}
