import CGtk

/// The bar under the chart: the status line, which says which tool is active and what the
/// next click does (messages go in each page's ``MessageBand``).
@MainActor
final class StatusBar {
    /// The bar, for the window's layout.
    let widget: Widget
    private let statusLabel: Widget
    private(set) var status = ""

    init() {
        widget = made(gtk_box_new(GTK_ORIENTATION_VERTICAL, 4), "box")
        gtk_widget_set_margin_start(widget, 10)
        gtk_widget_set_margin_end(widget, 10)
        gtk_widget_set_margin_top(widget, 4)
        gtk_widget_set_margin_bottom(widget, 6)

        statusLabel = made(gtk_label_new(""), "label")
        gtk_label_set_xalign(cast(statusLabel), 0)
        // A narrow window keeps the line's start (the tool) and its end (the magnet, the
        // pattern); the whole line is the label's tooltip.
        gtk_label_set_ellipsize(cast(statusLabel), PANGO_ELLIPSIZE_MIDDLE)
        gtk_box_append(cast(widget), statusLabel)
    }

    /// Sets the status line; returns whether the text changed.
    @discardableResult
    func setStatus(_ text: String) -> Bool {
        guard text != status else { return false }
        status = text
        gtk_label_set_text(cast(statusLabel), text)
        gtk_widget_set_tooltip_text(statusLabel, text)
        return true
    }
}
