import CGtk
import SciChart

/// The window's header bar: the tools (one active at a time: pan, measure and XABCD on the
/// bar, the other drawing tools and the magnet in its tools menu), undo and redo, the page
/// switcher (``PageSwitcher``), and the main menu (open and save of the drawings, remove all,
/// the themes, the keys).
///
/// Every button and check is bound to one of the window's actions (see ``DemoShortcuts``):
/// GTK shows the action's state (the active tool, the theme, the magnet) and greys the
/// button while the action is disabled (undo with nothing to undo); the keys the tooltips
/// and the menu give are the table's.
///
/// The file actions and the themes live in the menu so that the bar fits a window of 640
/// points (the end-to-end run checks the window's minimum width).
///
/// Its buttons do not take the keyboard focus when clicked, so the chart keeps it (and its
/// keys: Escape, Delete, the arrows) while the user works with the bar.
@MainActor
final class ToolBar {
    /// The `GtkHeaderBar`, for the window's title bar.
    let widget: Widget
    /// Called when the main menu opens.
    var onMenuShown: (() -> Void)?

    /// The bar's buttons by name (the tools' names, `undo`, `redo`, `menu`, the page
    /// switcher's (see ``PageSwitcher/namedButtons``), and the menu's
    /// `open`, `save`, `remove-all`, `keys` and `theme-NAME` (a ``DemoTheme``), which are on
    /// screen only while the menu is open), for the end-to-end scripts to click.
    private(set) var namedButtons: [(name: String, button: Widget)] = []
    private var toolButtons: [(tool: DemoTool, button: Widget)] = []
    private let menuButton: Widget
    /// The page switcher.
    let pages: PageSwitcher
    /// The tools menu: the drawing tools without a button on the bar, and the magnet.
    private let toolsButton: Widget
    private let toolsMenu: Widget
    private let menu: Widget

    /// A bar with the page switcher `pages`.
    init(pages: PageSwitcher) {
        self.pages = pages
        widget = made(gtk_header_bar_new(), "header bar")

        let tools = made(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0), "box")
        gtk_widget_add_css_class(tools, "linked")
        let menuTools = made(gtk_box_new(GTK_ORIENTATION_VERTICAL, 2), "box")
        for tool in DemoTool.allCases {
            let onBar = DemoTool.onTheBar.contains(tool)
            let button = made(gtk_toggle_button_new_with_label(tool.label), "toggle button")
            gtk_widget_set_tooltip_text(button, tool.tooltip)
            gtk_widget_set_focus_on_click(button, 0)
            gtk_actionable_set_detailed_action_name(cast(button), "win.tool::\(tool.rawValue)")
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
        gtk_box_append(cast(menuTools), made(gtk_separator_new(GTK_ORIENTATION_HORIZONTAL), "separator"))
        // Bound to a state of the magnet action, the checks are radio buttons.
        let toggle = DemoShortcuts.keys(of: "win.toggle-magnet")
        let magnets: [(SCIMagnetMode, String, String)] = [
            (.off, "Magnet _off", "Points stay where they are put (\(toggle) turns the last magnet on)"),
            (
                .weak, "_Weak magnet",
                "A point goes to a bar's open, high, low or close near the pointer (\(toggle))"
            ),
            (
                .strong, "_Strong magnet",
                "Every point goes to the nearest bar's open, high, low or close (\(toggle))"
            ),
        ]
        var magnetChecks: [(String, Widget)] = []
        for (mode, label, tooltip) in magnets {
            let check = made(gtk_check_button_new_with_mnemonic(label), "check button")
            gtk_actionable_set_detailed_action_name(cast(check), "win.magnet::\(mode.rawValue)")
            gtk_widget_set_tooltip_text(check, tooltip)
            gtk_box_append(cast(menuTools), check)
            magnetChecks.append(("magnet-\(mode.rawValue)", check))
        }
        toolsMenu = made(gtk_popover_new(), "popover")
        gtk_popover_set_child(cast(toolsMenu), menuTools)
        toolsButton = made(gtk_menu_button_new(), "menu button")
        // An icon, not a label, so that the bar fits a window of 640 points.
        gtk_menu_button_set_icon_name(cast(toolsButton), "view-more-symbolic")
        gtk_menu_button_set_popover(cast(toolsButton), toolsMenu)
        gtk_widget_set_tooltip_text(toolsButton, Self.toolsTooltip(active: nil))
        gtk_widget_set_focus_on_click(toolsButton, 0)
        gtk_box_append(cast(tools), toolsButton)

        let history = made(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0), "box")
        gtk_widget_add_css_class(history, "linked")
        let undoButton = Self.button(
            icon: "edit-undo-symbolic",
            tooltip: "Undo the last change to the drawings (\(DemoShortcuts.keys(of: "win.undo")))",
            action: "win.undo")
        let redoButton = Self.button(
            icon: "edit-redo-symbolic", tooltip: "Redo (\(DemoShortcuts.keys(of: "win.redo")))",
            action: "win.redo")
        gtk_box_append(cast(history), undoButton)
        gtk_box_append(cast(history), redoButton)

        menu = made(gtk_popover_new(), "popover")
        let items = made(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0), "box")
        let open = Self.menuItem("_Open drawings…", action: "win.open")
        let save = Self.menuItem("_Save drawings…", action: "win.save")
        let removeAll = Self.menuItem(
            "_Remove all drawings", action: "win.remove-all")
        let keys = Self.menuItem("_Keys", action: "win.keys")
        for item in [open, save, removeAll] { gtk_box_append(cast(items), item) }
        gtk_box_append(cast(items), made(gtk_separator_new(GTK_ORIENTATION_HORIZONTAL), "separator"))
        var themeChecks: [(DemoTheme, Widget)] = []
        for theme in DemoTheme.allCases {
            // Bound to a state of the theme action, the checks are radio buttons.
            let check = made(gtk_check_button_new_with_mnemonic(theme.label), "check button")
            gtk_actionable_set_detailed_action_name(cast(check), "win.theme::\(theme.rawValue)")
            gtk_widget_set_tooltip_text(
                check, "\(DemoShortcuts.keys(of: "win.toggle-light")) switches between light and dark")
            gtk_box_append(cast(items), check)
            themeChecks.append((theme, check))
        }
        gtk_box_append(cast(items), made(gtk_separator_new(GTK_ORIENTATION_HORIZONTAL), "separator"))
        gtk_box_append(cast(items), keys)
        gtk_popover_set_child(cast(menu), items)
        menuButton = made(gtk_menu_button_new(), "menu button")
        gtk_menu_button_set_icon_name(cast(menuButton), "open-menu-symbolic")
        gtk_menu_button_set_popover(cast(menuButton), menu)
        // F10 opens it, as it opens an application's main menu.
        gtk_menu_button_set_primary(cast(menuButton), 1)
        gtk_widget_set_tooltip_text(menuButton, "Drawings files, remove all, themes, keys (F10)")
        gtk_widget_set_focus_on_click(menuButton, 0)

        gtk_header_bar_pack_start(cast(widget), tools)
        gtk_header_bar_pack_start(cast(widget), history)
        gtk_header_bar_set_title_widget(cast(widget), pages.widget)
        gtk_header_bar_pack_end(cast(widget), menuButton)

        for (tool, button) in toolButtons where !DemoTool.onTheBar.contains(tool) {
            Signals.connect(button, "clicked") { [unowned self] in gtk_popover_popdown(cast(toolsMenu)) }
        }
        for (_, check) in magnetChecks {
            Signals.connect(check, "toggled") { [unowned self] in gtk_popover_popdown(cast(toolsMenu)) }
        }
        namedButtons = toolButtons.map { ($0.tool.rawValue, $0.button) }
        namedButtons += [("tools", toolsButton)] + magnetChecks
        namedButtons += [("undo", undoButton), ("redo", redoButton), ("menu", menuButton)]
        namedButtons += [("open", open), ("save", save), ("remove-all", removeAll), ("keys", keys)]
        namedButtons += themeChecks.map { ("theme-\($0.0.rawValue)", $0.1) }
        namedButtons += pages.namedButtons
        // The menu closes once an item is chosen.
        for item in [open, save, removeAll, keys] {
            Signals.connect(item, "clicked") { [unowned self] in gtk_popover_popdown(cast(menu)) }
        }
        for (_, check) in themeChecks {
            Signals.connect(check, "toggled") { [unowned self] in gtk_popover_popdown(cast(menu)) }
        }
        Signals.connect(menu, "show") { [unowned self] in onMenuShown?() }
    }

    /// Shows whether the active tool is one of the tools menu's: the menu's button names it
    /// and stands out. (The tools' buttons show it themselves, bound to the tool action.)
    func show(tool: DemoTool) {
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

    /// A flat button of the main menu: its label (with a mnemonic) on the left, its
    /// shortcut on the right, greyed.
    private static func menuItem(_ label: String, action: String) -> Widget {
        let key = DemoShortcuts.keys(of: action)
        let button = made(gtk_button_new(), "button")
        gtk_actionable_set_action_name(cast(button), action)
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

    private static func button(icon: String, tooltip: String, action: String) -> Widget {
        let button = made(gtk_button_new_from_icon_name(icon), "button")
        gtk_actionable_set_action_name(cast(button), action)
        gtk_widget_set_tooltip_text(button, tooltip)
        gtk_widget_set_focus_on_click(button, 0)
        return button
    }
}
