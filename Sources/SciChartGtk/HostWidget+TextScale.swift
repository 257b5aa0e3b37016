import CGtk

/// The desktop's text scaling, followed: GNOME's "Large Text" and the text scaling factor
/// reach GTK as its font resolution (`gtk-xft-dpi`, in 1024ths of a dot per inch; 96 is
/// unscaled), which GTK's own widgets follow; a chart view gives it to its surface as
/// `SCIChartSurface.textScale`.
extension HostWidget {
    /// The text scale the desktop asks for: GTK's font resolution over 96 (1 when GTK has
    /// none).
    static func desktopTextScale() -> Double {
        guard let settings = gtk_settings_get_default() else { return 1 }
        var value = GValue()
        g_value_init(&value, GType(6 << 2))  // G_TYPE_INT
        defer { g_value_unset(&value) }
        g_object_get_property(
            GObjectPointers.raw(settings).assumingMemoryBound(to: GObject.self), "gtk-xft-dpi", &value)
        return textScale(xftDPI: Int(g_value_get_int(&value)))
    }

    /// The text scale of a `gtk-xft-dpi` value: 1 for 96 dots per inch (98,304), 1.25 for
    /// 120; 1 when it is unset (-1 or 0).
    static func textScale(xftDPI: Int) -> Double {
        xftDPI > 0 ? Double(xftDPI) / 1024 / 96 : 1
    }

    /// Calls `apply` with the desktop's text scale now and each time it changes, for as long
    /// as the widget lives.
    func followDesktopTextScale(_ apply: @escaping (Double) -> Void) {
        onTextScaleChanged = apply
        apply(Self.desktopTextScale())
        guard let settings = gtk_settings_get_default() else { return }
        handle.connect(
            GObjectPointers.raw(settings), "notify::gtk-xft-dpi",
            unsafeBitCast(Self.textScaleChanged, to: GCallback.self),
            data: Unmanaged.passUnretained(self).toOpaque())
    }

    private static let textScaleChanged: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = {
        _, _, data in
        GtkCallback.onView(data, default: ()) { host, _ in
            host.onTextScaleChanged?(HostWidget.desktopTextScale())
        }
    }
}
