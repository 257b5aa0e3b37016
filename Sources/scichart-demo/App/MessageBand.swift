import CGtk

/// A page's messages (a problem opening or saving its drawings, what was saved, the live
/// page's alert): a band over the top of the page's chart, in GTK's in-app notification
/// style, shown until dismissed or replaced. It floats over the chart, so showing it takes
/// no room (the chart does not jump), and it belongs to its page: another page in view does
/// not show it, coming back does.
@MainActor
final class MessageBand {
    /// The band, an overlay of the page's chart.
    let widget: Widget
    private let label: Widget
    /// The button that hides the message.
    let dismissButton: Widget
    private(set) var message: String?

    init() {
        widget = made(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8), "box")
        gtk_widget_add_css_class(widget, "app-notification")
        gtk_widget_set_halign(widget, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(widget, GTK_ALIGN_START)
        gtk_widget_set_margin_top(widget, 6)
        gtk_widget_set_margin_start(widget, 12)
        gtk_widget_set_margin_end(widget, 12)
        label = made(gtk_label_new(nil), "label")
        gtk_label_set_xalign(cast(label), 0)
        gtk_label_set_wrap(cast(label), 1)
        gtk_label_set_selectable(cast(label), 1)
        gtk_widget_set_hexpand(label, 1)
        let dismiss = made(gtk_button_new_with_label("Dismiss"), "button")
        dismissButton = dismiss
        gtk_widget_set_valign(dismiss, GTK_ALIGN_CENTER)
        gtk_box_append(cast(widget), label)
        gtk_box_append(cast(widget), dismiss)
        gtk_widget_set_visible(widget, 0)
        Signals.connect(dismiss, "clicked") { [unowned self] in show(nil) }
    }

    /// Shows `text` (an error as a band of ``ErrorBannerStyle``), or hides the band.
    func show(_ text: String?, isError: Bool = false) {
        message = text
        gtk_label_set_text(cast(label), text ?? "")
        if isError {
            ErrorBannerStyle.install()
            gtk_widget_add_css_class(widget, ErrorBannerStyle.cssClass)
        } else {
            gtk_widget_remove_css_class(widget, ErrorBannerStyle.cssClass)
        }
        gtk_widget_set_visible(widget, text == nil ? 0 : 1)
    }

    /// `chart` with the band floating over its top: the widget to put where the chart goes.
    func overlaying(_ chart: Widget) -> Widget {
        let overlay = made(gtk_overlay_new(), "overlay")
        gtk_overlay_set_child(cast(overlay), chart)
        gtk_overlay_add_overlay(cast(overlay), widget)
        return overlay
    }
}
