/// A brush of one colour.
public final class SCISolidBrushStyle: SCIBrushStyle, @unchecked Sendable {
    /// Creates a brush; `color` takes a `0xAARRGGBB` literal or a named colour.
    public override init(color: SCIColor) {
        super.init(color: color)
    }

    /// Creates a brush from a `0xAARRGGBB` colour code.
    public convenience init(colorCode: UInt32) {
        self.init(color: SCIColor(argb: colorCode))
    }
}
