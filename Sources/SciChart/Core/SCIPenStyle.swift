/// How a line is stroked: colour, thickness, dashes and antialiasing.
///
/// Pen styles are immutable and may be shared between series, annotations and threads.
public class SCIPenStyle: @unchecked Sendable {
    /// The stroke colour.
    public let color: SCIColor
    /// Thickness in points; negative or non-finite values draw as 0 (nothing).
    public let thickness: Float
    /// Alternating dash and gap lengths in points, or `nil` for a solid line.
    public let strokeDashArray: [Float]?
    /// Whether the line is antialiased (default `true`).
    public let antiAliasing: Bool

    init(color: SCIColor, thickness: Float, strokeDashArray: [Float]?, antiAliasing: Bool) {
        self.color = color
        self.thickness = thickness.isFinite ? max(thickness, 0) : 0
        let dashes = strokeDashArray?.map { $0.isFinite ? max($0, 0) : 0 }
        self.strokeDashArray = dashes.flatMap { $0.isEmpty || $0.allSatisfy { $0 == 0 } ? nil : $0 }
        self.antiAliasing = antiAliasing
    }

    /// Whether the pen draws anything.
    public var isVisible: Bool { thickness > 0 && color.alpha > 0 }
}

extension SCIPenStyle {
    /// A pen that draws nothing (SciChart's `SCIPenStyle.transparent`): set it to hide a
    /// series' line or an annotation's border.
    public static let transparent: SCIPenStyle = SCISolidPenStyle(color: .clear, thickness: 0)
}
