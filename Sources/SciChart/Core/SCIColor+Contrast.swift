import Foundation

extension SCIColor {
    /// The colour's relative luminance as WCAG 2 defines it, from 0 (black) to 1 (white);
    /// the alpha is ignored.
    public var relativeLuminance: Double {
        0.2126 * Self.linear(red) + 0.7152 * Self.linear(green) + 0.0722 * Self.linear(blue)
    }

    /// WCAG 2's contrast ratio of this colour and `other` (both taken as opaque), from 1 (the
    /// same) to 21 (black on white): text needs 4.5 or more, lines and shapes 3 or more.
    public func contrastRatio(with other: SCIColor) -> Double {
        let (a, b) = (relativeLuminance, other.relativeLuminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// An sRGB channel as linear light, from 0 to 1.
    static func linear(_ channel: UInt8) -> Double {
        let srgb = Double(channel) / 255
        return srgb <= 0.040_45 ? srgb / 12.92 : pow((srgb + 0.055) / 1.055, 2.4)
    }
}
