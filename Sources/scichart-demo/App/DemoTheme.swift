import CGtk
import SciChart

/// The window's themes: the charts' (``SCIChartTheme/builtIn``) with GTK's own widgets to
/// match (dark or light, and GTK's high-contrast themes with the high-contrast charts).
enum DemoTheme: String, CaseIterable, Sendable {
    case dark, light, highContrastDark, highContrastLight

    /// The charts' theme.
    var chartTheme: SCIChartTheme {
        SCIChartTheme.builtIn.first { $0.name == rawValue }?.theme ?? .dark
    }

    /// The menu's label.
    var label: String {
        switch self {
        case .dark: "_Dark"
        case .light: "_Light"
        case .highContrastDark: "_High contrast, dark"
        case .highContrastLight: "High _contrast, light"
        }
    }

    var isDark: Bool { self == .dark || self == .highContrastDark }

    /// The theme L switches to: light for dark and back, in the same contrast.
    var otherLightness: DemoTheme {
        switch self {
        case .dark: .light
        case .light: .dark
        case .highContrastDark: .highContrastLight
        case .highContrastLight: .highContrastDark
        }
    }

    /// The GTK theme the user had when the demo started, put back for the dark and light
    /// themes (the high-contrast ones take GTK's own high-contrast themes).
    @MainActor private static var usersThemeName: String?

    /// Asks GTK for its widgets in this theme: the user's GTK theme, dark or light, or GTK's
    /// own high-contrast theme.
    @MainActor
    func applyToWidgets() {
        guard let settings = gtk_settings_get_default() else { return }
        var value = GValue()
        g_value_init(&value, g_type_from_name("gchararray"))
        g_object_get_property(cast(settings), "gtk-theme-name", &value)
        if Self.usersThemeName == nil {
            Self.usersThemeName = g_value_get_string(&value).map { String(cString: $0) } ?? "Default"
        }
        let name =
            switch self {
            case .dark, .light: Self.usersThemeName ?? "Default"
            case .highContrastDark: "Default-hc-dark"
            case .highContrastLight: "Default-hc"
            }
        g_value_set_string(&value, name)
        g_object_set_property(cast(settings), "gtk-theme-name", &value)
        g_value_unset(&value)
        g_value_init(&value, g_type_from_name("gboolean"))
        g_value_set_boolean(&value, isDark ? 1 : 0)
        g_object_set_property(cast(settings), "gtk-application-prefer-dark-theme", &value)
        g_value_unset(&value)
    }
}
