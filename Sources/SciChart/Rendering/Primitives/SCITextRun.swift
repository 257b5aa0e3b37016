import Foundation

/// One line of text placed at its baseline origin.
public struct SCITextRun: Hashable, Sendable {
    /// The text, with control characters removed.
    public let text: String
    /// The left end of the baseline before rotation, in pixels.
    public let origin: CGPoint
    /// The font size in pixels, from 0 to 1000.
    public let fontSize: Double
    /// Whether the text is set in DejaVu Sans Bold rather than DejaVu Sans.
    public let isBold: Bool
    /// The colour of the glyphs.
    public let color: SCIColor
    /// Clockwise rotation in degrees about `origin`.
    public let rotation: Double
    /// The advance width of the text, measured with the embedded metrics.
    public let width: Double

    /// A run of `text` whose baseline starts at `origin`, rotated clockwise by `rotation`
    /// degrees (default 0). Control characters are removed, the text is capped at 4,096
    /// characters and non-finite numbers become 0.
    public init(
        text: String, origin: CGPoint, fontSize: Double, isBold: Bool, color: SCIColor, rotation: Double = 0
    ) {
        let clean = SCITextRun.sanitize(text)
        self.text = clean
        self.origin = CGPoint(x: Double(origin.x).drawable, y: Double(origin.y).drawable)
        self.fontSize = fontSize.isFinite ? min(max(fontSize, 0), 1000) : 0
        self.isBold = isBold
        self.color = color
        self.rotation = rotation.isFinite ? rotation : 0
        self.width = SCITextMetrics.width(of: clean, fontSize: self.fontSize, bold: isBold)
    }

    /// The unrotated box of the text: from the ascent above the baseline to the descent below.
    public var bounds: CGRect {
        let ascent = SCITextMetrics.ascent(fontSize: fontSize)
        return CGRect(
            x: origin.x, y: origin.y - ascent, width: width,
            height: ascent + SCITextMetrics.descent(fontSize: fontSize))
    }

    /// Removes control characters and code points XML cannot carry, and caps the length.
    static func sanitize(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars.prefix(4096) {
            switch scalar.value {
            case 0x09: scalars.append(" ")
            case 0x00...0x1F, 0x7F...0x9F, 0xFFFE, 0xFFFF: continue
            default: scalars.append(scalar)
            }
        }
        return String(scalars)
    }
}

extension SCITextRun {
    /// A text run anchored at `anchor` by the given sides of its box; with a rotation, the
    /// box is rotated about the anchor.
    public init(
        text: String, anchor: CGPoint, horizontal: SCITextHorizontalAnchor, vertical: SCITextVerticalAnchor,
        font: SCIFontStyle, rotation: Double = 0, opacity: Double = 1
    ) {
        let size = Double(font.fontSize)
        let clean = SCITextRun.sanitize(text)
        let width = SCITextMetrics.width(of: clean, fontSize: size, bold: font.isBold)
        let ascent = SCITextMetrics.ascent(fontSize: size)
        let descent = SCITextMetrics.descent(fontSize: size)
        let dx: Double =
            switch horizontal {
            case .left: 0
            case .center: -width / 2
            case .right: -width
            }
        let dy: Double =
            switch vertical {
            case .top: ascent
            case .center: (ascent - descent) / 2
            case .baseline: 0
            case .bottom: -descent
            }
        let radians = (rotation.isFinite ? rotation : 0) * .pi / 180
        let origin = CGPoint(
            x: Double(anchor.x) + dx * cos(radians) - dy * sin(radians),
            y: Double(anchor.y) + dx * sin(radians) + dy * cos(radians))
        self.init(
            text: clean, origin: origin, fontSize: size, isBold: font.isBold,
            color: font.color.multiplyingAlpha(by: opacity), rotation: rotation)
    }
}
