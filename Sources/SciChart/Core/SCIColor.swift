import Foundation

/// A 32-bit colour in ARGB order, written as a `0xAARRGGBB` literal or by name.
///
/// `SCISolidPenStyle(color: 0xFF2563EB, thickness: 2)` and
/// `SCISolidPenStyle(color: .white, thickness: 1)` both use this type.
public struct SCIColor: Hashable, Sendable, ExpressibleByIntegerLiteral, CustomStringConvertible {
    /// The colour as `0xAARRGGBB`.
    public var argb: UInt32

    /// Creates a colour from a `0xAARRGGBB` value.
    public init(argb: UInt32) {
        self.argb = argb
    }

    /// Creates a colour from a `0xAARRGGBB` literal, as in `SCISolidBrushStyle(color: 0x292563EB)`.
    public init(integerLiteral value: UInt32) {
        self.argb = value
    }

    /// Creates a colour from components in `0...1`; values outside are clamped, NaN reads as 0.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        func byte(_ component: Double) -> UInt32 {
            guard component.isFinite else { return component == .infinity ? 255 : 0 }
            return UInt32((min(max(component, 0), 1) * 255).rounded())
        }
        self.argb = byte(alpha) << 24 | byte(red) << 16 | byte(green) << 8 | byte(blue)
    }

    /// Creates a colour from 8-bit components.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.argb = UInt32(alpha) << 24 | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
    }

    /// The colour of a `0xAARRGGBB` code, by SciChart's name:
    /// `UIColor.fromARGBColorCode(0xFF6495ED)`.
    public static func fromARGBColorCode(_ colorCode: UInt32) -> SCIColor {
        SCIColor(argb: colorCode)
    }

    /// The colour as a `0xAARRGGBB` code, by SciChart's name (``argb``).
    public func colorARGBCode() -> UInt32 { argb }

    /// Alpha, 0 (transparent) to 255 (opaque).
    public var alpha: UInt8 { UInt8(truncatingIfNeeded: argb >> 24) }
    /// Red, 0 to 255.
    public var red: UInt8 { UInt8(truncatingIfNeeded: argb >> 16) }
    /// Green, 0 to 255.
    public var green: UInt8 { UInt8(truncatingIfNeeded: argb >> 8) }
    /// Blue, 0 to 255.
    public var blue: UInt8 { UInt8(truncatingIfNeeded: argb) }

    /// Alpha as a fraction in `0...1`.
    public var opacity: Double { Double(alpha) / 255 }

    /// The same colour with its alpha multiplied by `factor` (clamped to `0...1`).
    public func multiplyingAlpha(by factor: Double) -> SCIColor {
        let clamped = factor.isFinite ? min(max(factor, 0), 1) : (factor > 0 ? 1 : 0)
        let newAlpha = UInt32((Double(alpha) * clamped).rounded())
        return SCIColor(argb: (argb & 0x00FF_FFFF) | newAlpha << 24)
    }

    /// The same colour with the given alpha in `0...1`.
    public func withAlpha(_ opacity: Double) -> SCIColor {
        SCIColor(argb: (argb & 0x00FF_FFFF) | 0xFF00_0000).multiplyingAlpha(by: opacity)
    }

    /// `#RRGGBB`, the form SVG and CSS take (alpha is written separately).
    public var hexRGB: String {
        let digits = Array("0123456789abcdef")
        var text = "#"
        for shift in stride(from: 20, through: 0, by: -4) {
            text.append(digits[Int((argb >> UInt32(shift)) & 0xF)])
        }
        return text
    }

    /// `0xAARRGGBB`, in upper-case hexadecimal.
    public var description: String {
        let digits = Array("0123456789ABCDEF")
        var text = "0x"
        for shift in stride(from: 28, through: 0, by: -4) {
            text.append(digits[Int((argb >> UInt32(shift)) & 0xF)])
        }
        return text
    }

    /// Transparent black, `0x00000000`.
    public static let clear: SCIColor = 0x0000_0000
    /// Opaque black, `0xFF000000`.
    public static let black: SCIColor = 0xFF00_0000
    /// Opaque white, `0xFFFFFFFF`.
    public static let white: SCIColor = 0xFFFF_FFFF
    /// Opaque red, `0xFFFF0000`.
    public static let red: SCIColor = 0xFFFF_0000
    /// Opaque green, `0xFF00FF00`.
    public static let green: SCIColor = 0xFF00_FF00
    /// Opaque blue, `0xFF0000FF`.
    public static let blue: SCIColor = 0xFF00_00FF
    /// Opaque yellow, `0xFFFFFF00`.
    public static let yellow: SCIColor = 0xFFFF_FF00
    /// Opaque cyan, `0xFF00FFFF`.
    public static let cyan: SCIColor = 0xFF00_FFFF
    /// Opaque magenta, `0xFFFF00FF`.
    public static let magenta: SCIColor = 0xFFFF_00FF
    /// Opaque orange, `0xFFFF8000`.
    public static let orange: SCIColor = 0xFFFF_8000
    /// Opaque purple, `0xFF800080`.
    public static let purple: SCIColor = 0xFF80_0080
    /// Opaque brown, `0xFF996633`.
    public static let brown: SCIColor = 0xFF99_6633
    /// Opaque mid grey, `0xFF808080`.
    public static let gray: SCIColor = 0xFF80_8080
    /// Opaque light grey, `0xFFAAAAAA`.
    public static let lightGray: SCIColor = 0xFFAA_AAAA
    /// Opaque dark grey, `0xFF555555`.
    public static let darkGray: SCIColor = 0xFF55_5555

    // UIKit's system colours, in their light-appearance values, so that code written for
    // SciChart iOS (`SCISolidPenStyle(color: .systemBlue, thickness: 3)`) compiles.

    /// UIKit's system blue, `0xFF007AFF`.
    public static let systemBlue: SCIColor = 0xFF00_7AFF
    /// UIKit's system green, `0xFF34C759`.
    public static let systemGreen: SCIColor = 0xFF34_C759
    /// UIKit's system red, `0xFFFF3B30`.
    public static let systemRed: SCIColor = 0xFFFF_3B30
    /// UIKit's system orange, `0xFFFF9500`.
    public static let systemOrange: SCIColor = 0xFFFF_9500
    /// UIKit's system yellow, `0xFFFFCC00`.
    public static let systemYellow: SCIColor = 0xFFFF_CC00
    /// UIKit's system pink, `0xFFFF2D55`.
    public static let systemPink: SCIColor = 0xFFFF_2D55
    /// UIKit's system purple, `0xFFAF52DE`.
    public static let systemPurple: SCIColor = 0xFFAF_52DE
    /// UIKit's system teal, `0xFF5AC8FA`.
    public static let systemTeal: SCIColor = 0xFF5A_C8FA
    /// UIKit's system indigo, `0xFF5856D6`.
    public static let systemIndigo: SCIColor = 0xFF58_56D6
    /// UIKit's system grey, `0xFF8E8E93`.
    public static let systemGray: SCIColor = 0xFF8E_8E93
}

#if !canImport(UIKit)
    /// On platforms without UIKit, `UIColor` names ``SCIColor`` so that code written for
    /// SciChart iOS (`UIColor.white`, `seriesInfo.seriesColor`) compiles unchanged.
    public typealias UIColor = SCIColor
#endif
