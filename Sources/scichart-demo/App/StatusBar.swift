import CGtk

/// The bar under the chart: a message line (a problem opening or saving drawings, or what
/// was saved), shown until dismissed or replaced, over the status line, which says which tool
/// is active and what the next click does.
@MainActor
final class StatusBar {
    /// The bar, for the window's layout.
    let widget: Widget
    private let statusLabel: Widget
    private let messageRow: Widget
    private let messageLabel: Widget
    /// The button that hides the message.
    let dismissButton: Widget
    private(set) var status = ""
    private(set) var message: String?

    init() {
        widget = made(gtk_box_new(GTK_ORIENTATION_VERTICAL, 4), "box")
        gtk_widget_set_margin_start(widget, 10)
        gtk_widget_set_margin_end(widget, 10)
        gtk_widget_set_margin_top(widget, 4)
        gtk_widget_set_margin_bottom(widget, 6)

        messageRow = made(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8), "box")
        messageLabel = made(gtk_label_new(nil), "label")
        gtk_label_set_xalign(cast(messageLabel), 0)
        gtk_label_set_wrap(cast(messageLabel), 1)
        gtk_label_set_selectable(cast(messageLabel), 1)
        gtk_widget_set_hexpand(messageLabel, 1)
        let dismiss = made(gtk_button_new_with_label("Dismiss"), "button")
        dismissButton = dismiss
        gtk_widget_set_valign(dismiss, GTK_ALIGN_CENTER)
        gtk_box_append(cast(messageRow), messageLabel)
        gtk_box_append(cast(messageRow), dismiss)
        gtk_widget_set_visible(messageRow, 0)

        statusLabel = made(gtk_label_new(""), "label")
        gtk_label_set_xalign(cast(statusLabel), 0)
        // A narrow window keeps the line's start (the tool) and its end (the magnet, the
        // pattern); the whole line is the label's tooltip.
        gtk_label_set_ellipsize(cast(statusLabel), PANGO_ELLIPSIZE_MIDDLE)
        gtk_box_append(cast(widget), messageRow)
        gtk_box_append(cast(widget), statusLabel)
        Signals.connect(dismiss, "clicked") { [unowned self] in showMessage(nil) }
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

    /// Shows `text` in the message line (an error as a band of ``ErrorBannerStyle``), or
    /// hides the line.
    func showMessage(_ text: String?, isError: Bool = false) {
        message = text
        gtk_label_set_text(cast(messageLabel), text ?? "")
        if isError {
            ErrorBannerStyle.install()
            gtk_widget_add_css_class(messageRow, ErrorBannerStyle.cssClass)
        } else {
            gtk_widget_remove_css_class(messageRow, ErrorBannerStyle.cssClass)
        }
        gtk_widget_set_visible(messageRow, text == nil ? 0 : 1)
    }
}
