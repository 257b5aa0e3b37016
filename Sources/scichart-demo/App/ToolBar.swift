import CGtk

/// The window's header bar: the tools (one active at a time: pan, measure and XABCD on the
/// bar, the other drawing tools and the magnet in its tools menu), undo and redo, the page
/// switcher, and the main menu (open and save of the drawings, remove all, the light theme).
///
/// The file actions and the theme live in the menu so that the bar fits a window of half a
/// 1920-pixel screen (the end-to-end run checks the window's
/// minimum width).
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
    var onRemoveAll: (() -> Void)?
    var onLightTheme: ((Bool) -> Void)?
    var onKeys: (() -> Void)?
    var onMagnet: ((Bool) -> Void)?
    /// Called when the main menu opens.
    var onMenuShown: (() -> Void)?

    /// The bar's buttons by name (the tools' names, `undo`, `redo`, `menu`, `page-NAME` for
    /// the page switcher's, and the menu's `open`, `save`, `remove-all` and `light`, which are
    /// on screen only while the menu is open), for the end-to-end scripts to click.
    private(set) var namedButtons: [(name: String, button: Widget)] = []
    private var toolButtons: [(tool: DemoTool, button: Widget)] = []
    private let undoButton: Widget
    private let redoButton: Widget
    private let themeCheck: Widget
    private let menuButton: Widget
    /// The tools menu: the drawing tools without a button on the bar, and the magnet.
    private let toolsButton: Widget
    private let toolsMenu: Widget
    private let magnetCheck: Widget
    private let menu: Widget
    /// Set while the bar changes its own buttons, so their signals do not call back.
    private var isUpdating = false

    /// A bar whose switcher shows the pages of `stack`, named `pageNames` in order.
    init(stack: Widget, pageNames: [String]) {
        widget = made(gtk_header_bar_new(), "header bar")

        let tools = made(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0), "box")
        gtk_widget_add_css_class(tools, "linked")
        var group: Widget?
        let menuTools = made(gtk_box_new(GTK_ORIENTATION_VERTICAL, 2), "box")
        for tool in DemoTool.allCases {
            let onBar = DemoTool.onTheBar.contains(tool)
            let button = made(gtk_toggle_button_new_with_label(tool.label), "toggle button")
            gtk_widget_set_tooltip_text(button, tool.tooltip)
            gtk_widget_set_focus_on_click(button, 0)
            if let group { gtk_toggle_button_set_group(cast(button), cast(group)) }
            group = group ?? button
            if onBar {
                gtk_box_append(cast(tools), button)
            } else {
                // In the menu: a flat row with the tool's key on the right.
                gtk_button_set_has_frame(cast(button), 0)
                let row = made(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 24), "box")
                let title = made(gtk_label_new(tool.label), "label")
                gtk_label_set_xalign(cast(title), 0)
                gtk_widget_set_hexpand(title, 1)
                let key = made(gtk_label_new(String(tool.key).uppercased()), "label")
                gtk_widget_add_css_class(key, "dim-label")
                gtk_box_append(cast(row), title)
                gtk_box_append(cast(row), key)
                gtk_button_set_child(cast(button), row)
                gtk_box_append(cast(menuTools), button)
            }
            toolButtons.append((tool, button))
        }
        magnetCheck = made(gtk_check_button_new_with_mnemonic("_Magnet: snap to candles"), "check button")
        gtk_widget_set_tooltip_text(
            magnetCheck, "Points go to the nearest bar's open, high, low or close (G)")
        gtk_box_append(cast(menuTools), made(gtk_separator_new(GTK_ORIENTATION_HORIZONTAL), "separator"))
        gtk_box_append(cast(menuTools), magnetCheck)
        toolsMenu = made(gtk_popover_new(), "popover")
        gtk_popover_set_child(cast(toolsMenu), menuTools)
        toolsButton = made(gtk_menu_button_new(), "menu button")
        // An icon, not a label, so that the bar keeps its width (half a 1920-pixel screen).
        gtk_menu_button_set_icon_name(cast(toolsButton), "view-more-symbolic")
        gtk_menu_button_set_popover(cast(toolsButton), toolsMenu)
        gtk_widget_set_tooltip_text(toolsButton, Self.toolsTooltip(active: nil))
        gtk_widget_set_focus_on_click(toolsButton, 0)
        gtk_box_append(cast(tools), toolsButton)

        let history = made(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0), "box")
        gtk_widget_add_css_class(history, "linked")
        undoButton = Self.button(
            icon: "edit-undo-symbolic", tooltip: "Undo the last change to the drawings (Ctrl+Z)")
        redoButton = Self.button(icon: "edit-redo-symbolic", tooltip: "Redo (Ctrl+Shift+Z or Ctrl+Y)")
        gtk_box_append(cast(history), undoButton)
        gtk_box_append(cast(history), redoButton)

        let switcher = made(gtk_stack_switcher_new(), "stack switcher")
        gtk_stack_switcher_set_stack(cast(switcher), cast(stack))

        menu = made(gtk_popover_new(), "popover")
        let items = made(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0), "box")
        let open = Self.menuItem("_Open drawings…", key: "Ctrl+O")
        let save = Self.menuItem("_Save drawings…", key: "Ctrl+S")
        let removeAll = Self.menuItem("_Remove all drawings", key: "Ctrl+Shift+Delete")
        let keys = Self.menuItem("_Keys", key: "F1")
        themeCheck = made(gtk_check_button_new_with_mnemonic("_Light theme"), "check button")
        gtk_widget_set_tooltip_text(themeCheck, "L")
        for item in [open, save, removeAll] { gtk_box_append(cast(items), item) }
        gtk_box_append(cast(items), made(gtk_separator_new(GTK_ORIENTATION_HORIZONTAL), "separator"))
        gtk_box_append(cast(items), themeCheck)
        gtk_box_append(cast(items), made(gtk_separator_new(GTK_ORIENTATION_HORIZONTAL), "separator"))
        gtk_box_append(cast(items), keys)
        gtk_popover_set_child(cast(menu), items)
        menuButton = made(gtk_menu_button_new(), "menu button")
        gtk_menu_button_set_icon_name(cast(menuButton), "open-menu-symbolic")
        gtk_menu_button_set_popover(cast(menuButton), menu)
        // F10 opens it, as it opens an application's main menu.
        gtk_menu_button_set_primary(cast(menuButton), 1)
        gtk_widget_set_tooltip_text(menuButton, "Drawings files, remove all, theme, keys (F10)")
        gtk_widget_set_focus_on_click(menuButton, 0)

        gtk_header_bar_pack_start(cast(widget), tools)
        gtk_header_bar_pack_start(cast(widget), history)
        // The pages sit in a strip that may be narrower than they are: in half a 1920-pixel
        // screen the window fits, the last page's button cut at its edge (the strip scrolls
        // with the wheel); at the default width every page shows.
        let strip = made(gtk_scrolled_window_new(), "scrolled window")
        gtk_scrolled_window_set_policy(cast(strip), GTK_POLICY_EXTERNAL, GTK_POLICY_NEVER)
        gtk_scrolled_window_set_propagate_natural_width(cast(strip), 1)
        gtk_scrolled_window_set_propagate_natural_height(cast(strip), 1)
        gtk_scrolled_window_set_child(cast(strip), switcher)
        gtk_header_bar_set_title_widget(cast(widget), strip)
        gtk_header_bar_pack_end(cast(widget), menuButton)

        for (tool, button) in toolButtons {
            Signals.connect(button, "toggled") { [unowned self] in
                guard !isUpdating, gtk_toggle_button_get_active(cast(button)) != 0 else { return }
                if !DemoTool.onTheBar.contains(tool) { gtk_popover_popdown(cast(toolsMenu)) }
                onTool?(tool)
            }
        }
        Signals.connect(magnetCheck, "toggled") { [unowned self] in
            guard !isUpdating else { return }
            onMagnet?(gtk_check_button_get_active(cast(magnetCheck)) != 0)
        }
        namedButtons = toolButtons.map { ($0.tool.rawValue, $0.button) }
        namedButtons += [("tools", toolsButton), ("magnet", magnetCheck)]
        namedButtons += [("undo", undoButton), ("redo", redoButton), ("menu", menuButton)]
        namedButtons += [
            ("open", open), ("save", save), ("remove-all", removeAll), ("light", themeCheck), ("keys", keys),
        ]
        var child = gtk_widget_get_first_child(switcher)
        for name in pageNames {
            guard let button = child else { break }
            namedButtons.append(("page-\(name)", button))
            child = gtk_widget_get_next_sibling(button)
        }
        Signals.connect(undoButton, "clicked") { [unowned self] in onUndo?() }
        Signals.connect(redoButton, "clicked") { [unowned self] in onRedo?() }
        let actions: [(Widget, () -> Void)] = [
            (open, { [unowned self] in onOpen?() }), (save, { [unowned self] in onSave?() }),
            (removeAll, { [unowned self] in onRemoveAll?() }), (keys, { [unowned self] in onKeys?() }),
        ]
        for (item, action) in actions {
            Signals.connect(item, "clicked") { [unowned self] in
                gtk_popover_popdown(cast(menu))
                action()
            }
        }
        Signals.connect(themeCheck, "toggled") { [unowned self] in
            guard !isUpdating else { return }
            gtk_popover_popdown(cast(menu))
            onLightTheme?(gtk_check_button_get_active(cast(themeCheck)) != 0)
        }
        Signals.connect(menu, "show") { [unowned self] in onMenuShown?() }
    }

    /// Shows `tool` as the active tool; a tool of the tools menu names the menu's button.
    func show(tool: DemoTool) {
        updating {
            for entry in toolButtons {
                gtk_toggle_button_set_active(cast(entry.button), entry.tool == tool ? 1 : 0)
            }
        }
        let inMenu = !DemoTool.onTheBar.contains(tool)
        gtk_widget_set_tooltip_text(toolsButton, Self.toolsTooltip(active: inMenu ? tool : nil))
        if inMenu {
            gtk_widget_add_css_class(toolsButton, "suggested-action")
        } else {
            gtk_widget_remove_css_class(toolsButton, "suggested-action")
        }
    }

    /// The tools menu's tooltip, naming the active tool when it is one of the menu's.
    private static func toolsTooltip(active: DemoTool?) -> String {
        let tools =
            "More tools: Fibonacci, pitchfork, trend line, zones, position, patterns, brush; the magnet"
        return active.map { "\(tools) (\($0.label) is on)" } ?? tools
    }

    /// Shows whether the magnet is on.
    func show(magnet: Bool) {
        updating { gtk_check_button_set_active(cast(magnetCheck), magnet ? 1 : 0) }
    }

    /// Makes undo and redo clickable only when there is something to undo or redo.
    func show(canUndo: Bool, canRedo: Bool) {
        gtk_widget_set_sensitive(undoButton, canUndo ? 1 : 0)
        gtk_widget_set_sensitive(redoButton, canRedo ? 1 : 0)
    }

    /// Shows whether the light theme is on.
    func show(isLight: Bool) {
        updating { gtk_check_button_set_active(cast(themeCheck), isLight ? 1 : 0) }
    }

    private func updating(_ body: () -> Void) {
        isUpdating = true
        body()
        isUpdating = false
    }

    /// A flat button of the main menu: its label (with a mnemonic) on the left, its
    /// shortcut on the right, greyed.
    private static func menuItem(_ label: String, key: String) -> Widget {
        let button = made(gtk_button_new(), "button")
        gtk_button_set_has_frame(cast(button), 0)
        let row = made(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 24), "box")
        let title = made(gtk_label_new_with_mnemonic(label), "label")
        gtk_label_set_mnemonic_widget(cast(title), button)
        gtk_label_set_xalign(cast(title), 0)
        gtk_widget_set_hexpand(title, 1)
        let shortcut = made(gtk_label_new(key), "label")
        gtk_widget_add_css_class(shortcut, "dim-label")
        gtk_box_append(cast(row), title)
        gtk_box_append(cast(row), shortcut)
        gtk_button_set_child(cast(button), row)
        gtk_widget_set_focus_on_click(button, 0)
        return button
    }

    private static func button(icon: String, tooltip: String) -> Widget {
        let button = made(gtk_button_new_from_icon_name(icon), "button")
        gtk_widget_set_tooltip_text(button, tooltip)
        gtk_widget_set_focus_on_click(button, 0)
        return button
    }
}
