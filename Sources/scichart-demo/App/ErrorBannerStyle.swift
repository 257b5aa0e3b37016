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
        first.contrastRatio(with: second)
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
}
