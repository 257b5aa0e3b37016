import CGtk
import Foundation
import SciChart

/// The look of an error in the status bar's message line: light text on a dark red band,
/// the same in both themes, so the contrast does not depend on GTK's theme (GTK's own error
/// colour on the dark theme's grey is about 2.7:1).
enum ErrorBannerStyle {
    /// The band and its text.
    static let background = SCIColor(argb: 0xFF8C_1D18)
    static let foreground = SCIColor(argb: 0xFFFF_FFFF)
    /// The CSS class the message line takes while it shows an error.
    static let cssClass = "demo-error-banner"

    /// The style sheet: the band's colours, some padding and rounded corners.
    static var css: String {
        """
        .\(cssClass) { background-color: \(background.hexRGB); color: \(foreground.hexRGB); \
        border-radius: 6px; padding: 4px 8px; }
        .\(cssClass) label { color: \(foreground.hexRGB); }
        """
    }

    /// WCAG's contrast ratio of two opaque colours, from 1 (the same) to 21 (black on white).
    static func contrast(_ first: SCIColor, _ second: SCIColor) -> Double {
        let (a, b) = (luminance(first), luminance(second))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// Adds the style sheet to the display's styles, once.
    @MainActor
    static func install() {
        guard !isInstalled, let display = gdk_display_get_default() else { return }
        isInstalled = true
        let provider = gtk_css_provider_new()
        gtk_css_provider_load_from_data(provider, css, -1)
        gtk_style_context_add_provider_for_display(
            display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    }

    @MainActor private static var isInstalled = false

    /// The relative luminance of a colour (WCAG 2).
    private static func luminance(_ color: SCIColor) -> Double {
        func channel(_ value: UInt32) -> Double {
            let srgb = Double(value & 0xFF) / 255
            return srgb <= 0.040_45 ? srgb / 12.92 : pow((srgb + 0.055) / 1.055, 2.4)
        }
        let argb = color.argb
        return 0.2126 * channel(argb >> 16) + 0.7152 * channel(argb >> 8) + 0.0722 * channel(argb)
    }
}
