/// The look of a drawing a user changes after drawing it: its line's colour, width and
/// dashes, its fill's colour and its text's size (see
/// ``SCIChartSurface/drawingStyle(of:)`` and ``SCIChartSurface/setDrawingStyle(_:of:)``).
///
/// Read from a drawing, a field is `nil` when the drawing has no such part (a text note has
/// no fill). Given to ``SCIChartSurface/setDrawingStyle(_:of:)``, a `nil` field leaves that
/// part as it is, so one field can change alone:
///
/// ```swift
/// var style = SCIDrawingStyle()
/// style.strokeThickness = 3
/// surface.setDrawingStyle(style, of: trendLine)
/// ```
public struct SCIDrawingStyle: Equatable, Sendable {
    /// The colour of the drawing's main line (a measure's or a zone's as shown, a head and
    /// shoulders' pattern; else the colour most of its pens have). Lines in colours of their
    /// own (a position's stop and target, a neckline) keep theirs when it changes.
    public var strokeColor: SCIColor?
    /// The width of every line of the drawing, in points.
    public var strokeThickness: Float?
    /// The dashes of every line of the drawing: on and off lengths in points, empty for a
    /// solid line.
    public var strokeDashes: [Float]?
    /// The colour of the drawing's main fill, chosen as the line's is. A fill set keeps each
    /// brush's own opacity, so a translucent zone stays translucent; a position's profit and
    /// loss zones keep their colours.
    public var fillColor: SCIColor?
    /// The size of every text of the drawing, in points.
    public var fontSize: Float?

    /// A style that changes nothing until fields are set.
    public init(
        strokeColor: SCIColor? = nil, strokeThickness: Float? = nil, strokeDashes: [Float]? = nil,
        fillColor: SCIColor? = nil, fontSize: Float? = nil
    ) {
        self.strokeColor = strokeColor
        self.strokeThickness = strokeThickness
        self.strokeDashes = strokeDashes
        self.fillColor = fillColor
        self.fontSize = fontSize
    }

    /// The dashes of a dashed line, in points.
    public static let dashed: [Float] = [6, 4]
    /// The dashes of a dotted line, in points.
    public static let dotted: [Float] = [2, 3]

    /// The colours a host offers for lines and fills: blue, red, green, orange, purple,
    /// yellow, grey and white, each readable on the dark and the light theme.
    public static let palette: [SCIColor] = [
        0xFF29_62FF, 0xFFF2_3645, 0xFF08_9981, 0xFFFF_9800, 0xFF9C_27B0, 0xFFFF_EB3B, 0xFF78_7B86,
        0xFFFF_FFFF,
    ]

    /// The thinnest and thickest lines a style sets, in points.
    public static let thicknessRange: ClosedRange<Float> = 0.5...20
    /// The smallest and largest texts a style sets, in points.
    public static let fontSizeRange: ClosedRange<Float> = 6...72
}
