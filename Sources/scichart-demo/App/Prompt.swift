import CGtk

/// A question in a small modal window over the demo's: a title, a message and a row of
/// buttons, one of which the user picks; closing the window or Escape picks none.
///
/// The buttons' labels carry mnemonics ("_Replace": Alt+R picks it); the first is the
/// default, picked by Return.
@MainActor
final class Prompt {
    /// A button: its id, given back when picked, and its label with its mnemonic.
    struct Choice: Equatable {
        let id: String
        let label: String
    }

    let title: String
    let message: String
    let choices: [Choice]
    private let window: Widget
    private var answer: ((String?) -> Void)?

    /// Shows the question over `parent`; `answer` is called once, with the picked choice's id
    /// or `nil`.
    init(
        over parent: Widget, title: String, message: String, choices: [Choice],
        answer: @escaping (String?) -> Void
    ) {
        self.title = title
        self.message = message
        self.choices = choices
        self.answer = answer
        window = made(gtk_window_new(), "window")
        gtk_window_set_title(cast(window), title)
        gtk_window_set_transient_for(cast(window), cast(parent))
        gtk_window_set_modal(cast(window), 1)
        gtk_window_set_resizable(cast(window), 0)

        let content = made(gtk_box_new(GTK_ORIENTATION_VERTICAL, 18), "box")
        for side in [
            gtk_widget_set_margin_start, gtk_widget_set_margin_end, gtk_widget_set_margin_top,
            gtk_widget_set_margin_bottom,
        ] {
            side(content, 18)
        }
        let label = made(gtk_label_new(message), "label")
        gtk_label_set_wrap(cast(label), 1)
        gtk_label_set_max_width_chars(cast(label), 60)
        gtk_label_set_xalign(cast(label), 0)
        gtk_box_append(cast(content), label)
        let buttons = made(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8), "box")
        gtk_widget_set_halign(buttons, GTK_ALIGN_END)
        for (index, choice) in choices.enumerated() {
            let button = made(gtk_button_new_with_mnemonic(choice.label), "button")
            if index == 0 {
                gtk_widget_add_css_class(button, "suggested-action")
                gtk_window_set_default_widget(cast(window), button)
            }
            Signals.connect(button, "clicked") { [unowned self] in finish(choice.id) }
            gtk_box_append(cast(buttons), button)
        }
        gtk_box_append(cast(content), buttons)
        gtk_window_set_child(cast(window), content)

        guard let keys = gtk_event_controller_key_new() else {
            fatalError("GTK could not make an event controller")
        }
        Signals.connectKeyPressed(keys) { [unowned self] key in
            guard key.lowercased == GDK_KEY_Escape else { return false }
            finish(nil)
            return true
        }
        gtk_widget_add_controller(window, keys)
        Signals.connectHandled(window, "close-request") { [unowned self] in
            finish(nil, destroy: false)
            return false
        }
        gtk_window_present(cast(window))
    }

    /// Whether the question is still open.
    var isOpen: Bool { answer != nil }

    /// Closes the question as if nothing was picked.
    func cancel() {
        finish(nil)
    }

    private func finish(_ id: String?, destroy: Bool = true) {
        guard let answer else { return }
        self.answer = nil
        if destroy { gtk_window_destroy(cast(window)) }
        answer(id)
    }
}
