/// The font and colour of a piece of text: labels, titles, tool labels.
///
/// Text is drawn with DejaVu Sans, the face whose metrics the library embeds, so that
/// measurement, SVG and raster output agree.
public final class SCIFontStyle: Sendable {
    /// Font size in points; non-finite or negative sizes read as 0 (no text).
    public let fontSize: Float
    /// The text colour.
    public let color: SCIColor
    /// Whether the bold face is used.
    public let isBold: Bool

    /// Creates a font style, as SciChart's `SCIFontStyle(fontSize:andTextColor:)`.
    public init(fontSize: Float, andTextColor color: SCIColor) {
        self.fontSize = fontSize.isFinite ? max(fontSize, 0) : 0
        self.color = color
        self.isBold = false
    }

    /// Creates a font style from a `0xAARRGGBB` colour code, as SciChart's
    /// `SCIFontStyle(fontSize:andTextColorCode:)`.
    public convenience init(fontSize: Float, andTextColorCode colorCode: UInt32) {
        self.init(fontSize: fontSize, textColor: SCIColor(argb: colorCode))
    }

    /// Creates a font style with an explicit weight.
    public init(fontSize: Float, textColor: SCIColor, isBold: Bool = false) {
        self.fontSize = fontSize.isFinite ? max(fontSize, 0) : 0
        self.color = textColor
        self.isBold = isBold
    }

    /// The same font in another colour.
    public func withColor(_ color: SCIColor) -> SCIFontStyle {
        SCIFontStyle(fontSize: fontSize, textColor: color, isBold: isBold)
    }
}
