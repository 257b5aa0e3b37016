import CGtk

/// The window's header bar: the tools (one active at a time), undo and redo, the page
/// switcher, open and save of the drawings, and the light/dark switch.
///
/// Its buttons do not take the keyboard focus when clicked, so the chart keeps it (and its
/// keys: Escape, Delete, Ctrl+Z) while the user works with the bar.
@MainActor
final class ToolBar {
    /// The `GtkHeaderBar`, for the window's title bar.
    let widget: Widget
    var onTool: ((DemoTool) -> Void)?
    var onUndo: (() -> Void)?
    var onRedo: (() -> Void)?
    var onOpen: (() -> Void)?
    var onSave: (() -> Void)?
    var onLightTheme: ((Bool) -> Void)?

    /// The bar's buttons by name (the tools' names, `undo`, `redo`, `open`, `save`, `light`
    /// and `page-NAME` for the page switcher's), for the end-to-end scripts to click.
    private(set) var namedButtons: [(name: String, button: Widget)] = []
    private var toolButtons: [(tool: DemoTool, button: Widget)] = []
    private let undoButton: Widget
    private let redoButton: Widget
    private let themeSwitch: Widget
    /// Set while the bar changes its own buttons, so their signals do not call back.
    private var isUpdating = false

    /// A bar whose switcher shows the pages of `stack`, named `pageNames` in order.
    init(stack: Widget, pageNames: [String]) {
        widget = made(gtk_header_bar_new(), "header bar")

        let tools = made(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0), "box")
        gtk_widget_add_css_class(tools, "linked")
        var group: Widget?
        for tool in DemoTool.allCases {
            let button = made(gtk_toggle_button_new_with_label(tool.label), "toggle button")
            gtk_widget_set_tooltip_text(button, tool.tooltip)
            gtk_widget_set_focus_on_click(button, 0)
            if let group { gtk_toggle_button_set_group(cast(button), cast(group)) }
            group = group ?? button
            gtk_box_append(cast(tools), button)
            toolButtons.append((tool, button))
        }

        let history = made(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0), "box")
        gtk_widget_add_css_class(history, "linked")
        undoButton = Self.button("Undo", tooltip: "Undo the last change to the drawings (Ctrl+Z)")
        redoButton = Self.button("Redo", tooltip: "Redo (Ctrl+Shift+Z or Ctrl+Y)")
        gtk_box_append(cast(history), undoButton)
        gtk_box_append(cast(history), redoButton)

        let switcher = made(gtk_stack_switcher_new(), "stack switcher")
        gtk_stack_switcher_set_stack(cast(switcher), cast(stack))

        let open = Self.button("Open…", tooltip: "Add drawings from a JSON file (Ctrl+O)")
        let save = Self.button("Save…", tooltip: "Save this page's drawings as JSON (Ctrl+S)")
        let files = made(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0), "box")
        gtk_widget_add_css_class(files, "linked")
        gtk_box_append(cast(files), open)
        gtk_box_append(cast(files), save)

        let theme = made(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6), "box")
        themeSwitch = made(gtk_switch_new(), "switch")
        gtk_widget_set_valign(themeSwitch, GTK_ALIGN_CENTER)
        gtk_widget_set_focus_on_click(themeSwitch, 0)
        gtk_widget_set_tooltip_text(themeSwitch, "Light theme (L)")
        gtk_box_append(cast(theme), made(gtk_label_new("Light"), "label"))
        gtk_box_append(cast(theme), themeSwitch)

        gtk_header_bar_pack_start(cast(widget), tools)
        gtk_header_bar_pack_start(cast(widget), history)
        gtk_header_bar_set_title_widget(cast(widget), switcher)
        gtk_header_bar_pack_end(cast(widget), theme)
        gtk_header_bar_pack_end(cast(widget), files)

        for (tool, button) in toolButtons {
            Signals.connect(button, "toggled") { [unowned self] in
                guard !isUpdating, gtk_toggle_button_get_active(cast(button)) != 0 else { return }
                onTool?(tool)
            }
        }
        namedButtons = toolButtons.map { ($0.tool.rawValue, $0.button) }
        namedButtons += [("undo", undoButton), ("redo", redoButton), ("open", open), ("save", save)]
        namedButtons.append(("light", themeSwitch))
        var child = gtk_widget_get_first_child(switcher)
        for name in pageNames {
            guard let button = child else { break }
            namedButtons.append(("page-\(name)", button))
            child = gtk_widget_get_next_sibling(button)
        }
        Signals.connect(undoButton, "clicked") { [unowned self] in onUndo?() }
        Signals.connect(redoButton, "clicked") { [unowned self] in onRedo?() }
        Signals.connect(open, "clicked") { [unowned self] in onOpen?() }
        Signals.connect(save, "clicked") { [unowned self] in onSave?() }
        Signals.connectNotify(themeSwitch, property: "active") { [unowned self] in
            guard !isUpdating else { return }
            onLightTheme?(gtk_switch_get_active(cast(themeSwitch)) != 0)
        }
    }

    /// Shows `tool` as the active tool.
    func show(tool: DemoTool) {
        updating {
            for entry in toolButtons {
                gtk_toggle_button_set_active(cast(entry.button), entry.tool == tool ? 1 : 0)
            }
        }
    }

    /// Makes undo and redo clickable only when there is something to undo or redo.
    func show(canUndo: Bool, canRedo: Bool) {
        gtk_widget_set_sensitive(undoButton, canUndo ? 1 : 0)
        gtk_widget_set_sensitive(redoButton, canRedo ? 1 : 0)
    }

    /// Shows whether the light theme is on.
    func show(isLight: Bool) {
        updating { gtk_switch_set_active(cast(themeSwitch), isLight ? 1 : 0) }
    }

    private func updating(_ body: () -> Void) {
        isUpdating = true
        body()
        isUpdating = false
    }

    private static func button(_ label: String, tooltip: String) -> Widget {
        let button = made(gtk_button_new_with_label(label), "button")
        gtk_widget_set_tooltip_text(button, tooltip)
        gtk_widget_set_focus_on_click(button, 0)
        return button
    }
}
