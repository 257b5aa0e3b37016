import CGtk

/// The header bar's page switcher, which reaches every page at any width: a strip of page
/// buttons (each bound to the window's page action, so the page in view shows pressed) or,
/// in a window too narrow for the whole strip, a button naming the page in view whose menu
/// lists them all. Ctrl+Page Up and Down go to the previous and next page at any width.
@MainActor
final class PageSwitcher {
    /// The switcher, for the header bar's title.
    let widget: Widget
    /// The buttons by name: `page-NAME` for the strip's, `pages` for the narrow window's
    /// menu and `pick-NAME` for its items (on screen only while it is open).
    private(set) var namedButtons: [(name: String, button: Widget)] = []
    /// Called when the narrow window's page menu opens.
    var onMenuShown: (() -> Void)?
    private let strip: Widget
    private let menuButton: Widget
    private let menu: Widget
    private let menuLabel: Widget
    private var pageButtons: [(name: String, title: String, button: Widget)] = []
    /// The window's width, as last told (``fit(width:)``).
    private var width: Int32 = 0
    /// While the page menu shows: the window width from which the whole strip would fit.
    private var stripWidth: Int32?

    /// A switcher of `pages` (each a name and a title), in order.
    init(pages: [(name: String, title: String)]) {
        widget = made(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0), "box")
        let buttons = made(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0), "box")
        gtk_widget_add_css_class(buttons, "linked")
        let items = made(gtk_box_new(GTK_ORIENTATION_VERTICAL, 2), "box")
        var picks: [(String, Widget)] = []
        for page in pages {
            let button = made(gtk_toggle_button_new_with_label(page.title), "toggle button")
            gtk_actionable_set_detailed_action_name(cast(button), "win.page::\(page.name)")
            gtk_widget_set_focus_on_click(button, 0)
            gtk_box_append(cast(buttons), button)
            pageButtons.append((page.name, page.title, button))
            // Bound to a state of the page action, the menu's checks are radio buttons.
            let pick = made(gtk_check_button_new_with_label(page.title), "check button")
            gtk_actionable_set_detailed_action_name(cast(pick), "win.page::\(page.name)")
            gtk_box_append(cast(items), pick)
            picks.append(("pick-\(page.name)", pick))
        }
        // The strip is as wide as the room left; it scrolls to the page in view.
        strip = made(gtk_scrolled_window_new(), "scrolled window")
        gtk_scrolled_window_set_policy(cast(strip), GTK_POLICY_EXTERNAL, GTK_POLICY_NEVER)
        gtk_scrolled_window_set_propagate_natural_width(cast(strip), 1)
        gtk_scrolled_window_set_propagate_natural_height(cast(strip), 1)
        gtk_scrolled_window_set_child(cast(strip), buttons)
        menu = made(gtk_popover_new(), "popover")
        gtk_popover_set_child(cast(menu), items)
        menuButton = made(gtk_menu_button_new(), "menu button")
        gtk_menu_button_set_popover(cast(menuButton), menu)
        // The page's title, cut short in a window narrower still.
        let menuLabel = made(gtk_label_new(pages.first?.title), "label")
        gtk_label_set_ellipsize(cast(menuLabel), PANGO_ELLIPSIZE_END)
        gtk_label_set_width_chars(cast(menuLabel), 1)
        let menuContent = made(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 4), "box")
        gtk_box_append(cast(menuContent), menuLabel)
        gtk_box_append(cast(menuContent), made(gtk_image_new_from_icon_name("pan-down-symbolic"), "image"))
        gtk_menu_button_set_child(cast(menuButton), menuContent)
        self.menuLabel = menuLabel
        let names = pages.map(\.name)
        let first = DemoShortcuts.keys(of: "win.page::\(names.first ?? "")", pageNames: names)
        let last = DemoShortcuts.keys(
            of: "win.page::\(names.prefix(DemoShortcuts.pageDigits).last ?? "")", pageNames: names)
        let previous = DemoShortcuts.keys(of: "win.previous-page")
        let next = DemoShortcuts.keys(of: "win.next-page")
        gtk_widget_set_tooltip_text(
            menuButton, "The pages (\(first) to \(last); \(previous) and \(next): the previous and the next)")
        gtk_widget_set_focus_on_click(menuButton, 0)
        gtk_widget_set_visible(menuButton, 0)
        gtk_box_append(cast(widget), strip)
        gtk_box_append(cast(widget), menuButton)
        namedButtons = [("pages", menuButton)]
        namedButtons += pageButtons.map { ("page-\($0.name)", $0.button) } + picks
        Signals.connect(menu, "show") { [unowned self] in onMenuShown?() }
        if let adjustment = gtk_scrolled_window_get_hadjustment(cast(strip)) {
            Signals.connect(adjustment, "changed") { [unowned self] in stripChanged(adjustment) }
        }
        for (_, pick) in picks {
            Signals.connect(pick, "toggled") { [unowned self] in gtk_popover_popdown(cast(menu)) }
        }
    }

    /// Shows page `name` as the one in view: the strip scrolls to its button, the menu's
    /// button names it.
    func show(page name: String) {
        guard let page = pageButtons.first(where: { $0.name == name }) else { return }
        gtk_label_set_text(cast(menuLabel), page.title)
        guard let adjustment = gtk_scrolled_window_get_hadjustment(cast(strip)),
            let buttons = gtk_widget_get_parent(page.button)
        else { return }
        var x = 0.0
        var y = 0.0
        guard gtk_widget_translate_coordinates(page.button, buttons, 0, 0, &x, &y) != 0 else { return }
        let width = Double(gtk_widget_get_width(page.button))
        let value = gtk_adjustment_get_value(adjustment)
        let room = gtk_adjustment_get_page_size(adjustment)
        if x < value {
            gtk_adjustment_set_value(adjustment, x)
        } else if x + width > value + room {
            gtk_adjustment_set_value(adjustment, x + width - room)
        }
    }

    /// Takes the window's width: the strip comes back once it would fit whole.
    func fit(width: Int32) {
        self.width = width
        guard let stripWidth, width >= stripWidth else { return }
        self.stripWidth = nil
        gtk_widget_set_visible(menuButton, 0)
        gtk_widget_set_visible(strip, 1)
    }

    /// The strip was laid out: cut short, it gives way to the page menu until the window
    /// has the room it lacked.
    private func stripChanged(_ adjustment: UnsafeMutablePointer<GtkAdjustment>) {
        let lacking = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
        guard gtk_widget_get_visible(strip) != 0, gtk_adjustment_get_page_size(adjustment) > 0, lacking > 1
        else { return }
        stripWidth = width + Int32(lacking.rounded(.up))
        gtk_widget_set_visible(strip, 0)
        gtk_widget_set_visible(menuButton, 1)
    }
}
