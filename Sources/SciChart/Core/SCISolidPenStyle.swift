/// A pen of one colour.
public final class SCISolidPenStyle: SCIPenStyle, @unchecked Sendable {
    /// Creates a pen; `color` takes a `0xAARRGGBB` literal or a named colour such as `.white`.
    public override init(
        color: SCIColor, thickness: Float = 1, strokeDashArray: [Float]? = nil, antiAliasing: Bool = true
    ) {
        super.init(
            color: color, thickness: thickness, strokeDashArray: strokeDashArray, antiAliasing: antiAliasing)
    }

    /// Creates a pen from a `0xAARRGGBB` colour code.
    public convenience init(
        colorCode: UInt32, thickness: Float = 1, strokeDashArray: [Float]? = nil, antiAliasing: Bool = true
    ) {
        self.init(
            color: SCIColor(argb: colorCode), thickness: thickness, strokeDashArray: strokeDashArray,
            antiAliasing: antiAliasing)
    }
}
