import CGtk

/// The widget's input method context: while the content edits a text, GTK's input method
/// takes the keys that make text (dead keys and compose sequences, or a system input method,
/// included) and hands the text to the content's `handleText(_:)`; keys that make no text
/// (Enter, Escape, Backspace, the arrows) still reach the key controller.
///
/// It is attached to the key controller only while a text is edited: at other times every key
/// goes to the content and then to the host's shortcuts, as before, so a letter that picks a
/// tool is not swallowed as text.
@MainActor
final class TextInput {
    private let context: UnsafeMutablePointer<GtkIMContext>
    private var handlerId: gulong = 0
    /// The key controller and widget it is attached to, while a text is edited.
    private var attached: (controller: OpaquePointer, widget: UnsafeMutablePointer<GtkWidget>)?

    /// A context whose `commit` signal calls the host widget whose unretained pointer is `data`.
    init(data: gpointer) {
        guard let context = gtk_im_multicontext_new() else {
            fatalError("GTK could not make an input method context")
        }
        self.context = context
        handlerId = GObjectPointers.connect(
            GObjectPointers.raw(context), "commit", unsafeBitCast(Self.committed, to: GCallback.self),
            data: data)
    }

    isolated deinit {
        detach()
        g_signal_handler_disconnect(GObjectPointers.raw(context), handlerId)
        g_object_unref(GObjectPointers.raw(context))
    }

    /// Whether the context takes the keys that make text.
    var isAttached: Bool { attached != nil }

    /// Attaches the context to `controller` (a key controller of `widget`) while `editing`,
    /// and detaches it otherwise.
    func update(editing: Bool, controller: OpaquePointer?, widget: UnsafeMutablePointer<GtkWidget>) {
        if editing, attached == nil, let controller {
            gtk_im_context_set_client_widget(context, widget)
            gtk_event_controller_key_set_im_context(controller, context)
            gtk_im_context_focus_in(context)
            attached = (controller, widget)
        } else if !editing {
            detach()
        }
    }

    /// Stops taking keys; a composition in progress is dropped.
    func detach() {
        guard let (controller, _) = attached else { return }
        attached = nil
        gtk_im_context_focus_out(context)
        gtk_im_context_reset(context)
        gtk_event_controller_key_set_im_context(controller, nil)
        gtk_im_context_set_client_widget(context, nil)
    }

    private static let committed: @convention(c) (OpaquePointer?, UnsafePointer<gchar>?, gpointer?) -> Void =
        {
            _, text, data in
            guard let text else { return }
            let string = String(cString: text)
            GtkCallback.onView(data, default: ()) { view, _ in view.textCommitted(string) }
        }
}
