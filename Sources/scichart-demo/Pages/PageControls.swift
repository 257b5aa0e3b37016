import CGtk
import Gallery
import SciChart
import SciChartGtk

/// The controls a page shows with its chart: the live page's "back to the latest" button
/// over the chart, the workspace's indicator menu above its panes. Each control has a name
/// the end-to-end scripts click it by (see ``namedButtons``).
@MainActor
final class PageControls {
    /// The page's widget: the chart with its controls.
    let widget: Widget
    /// The controls by name: `latest` on the live page; `indicators` and, while its menu is
    /// open, `study-bollinger` and `study-NAME` (a ``StockChartPanes/Study``) on the workspace.
    private(set) var namedButtons: [(name: String, button: Widget)] = []
    /// Called after the workspace's studies changed, with the studies shown.
    var onStudiesChanged: ((String) -> Void)?
    /// Called when the workspace's indicator menu opens.
    var onMenuShown: (() -> Void)?
    private var follower: LatestFollower?
    /// The workspace's actions: `bollinger` and `study-NAME`, each on or off.
    private var studyActions: OpaquePointer?

    /// Whether the live page follows the latest bar (`nil` on other pages).
    var isFollowing: Bool? { follower?.isFollowing }

    /// The live chart `chart` with a button, bottom right, that shows while `follower` does
    /// not follow the latest bar and brings it back.
    init(live chart: Widget, follower: LatestFollower) {
        self.follower = follower
        widget = made(gtk_overlay_new(), "overlay")
        gtk_overlay_set_child(cast(widget), chart)
        let button = made(gtk_button_new_with_label("Back to the latest  ⇥"), "button")
        gtk_widget_add_css_class(button, "osd")
        gtk_widget_set_tooltip_text(button, "Show the latest bars again; new bars keep them in view (End)")
        gtk_widget_set_focus_on_click(button, 0)
        gtk_widget_set_halign(button, GTK_ALIGN_END)
        gtk_widget_set_valign(button, GTK_ALIGN_END)
        // Clear of the price axis and the time axis' labels.
        gtk_widget_set_margin_end(button, 90)
        gtk_widget_set_margin_bottom(button, 48)
        gtk_widget_set_visible(button, 0)
        gtk_overlay_add_overlay(cast(widget), button)
        namedButtons = [("latest", button)]
        Signals.connect(button, "clicked") { [unowned follower] in follower.showLatest() }
        follower.onFollowingChanged = { following in
            gtk_widget_set_visible(button, following ? 0 : 1)
        }
    }

    /// The workspace's panes `paneView` of `panes` under a strip whose menu adds and removes
    /// studies' panes and lays Bollinger bands under the candles.
    init(workspace panes: StockChartPanes, paneView: SCIChartPaneView, title: String) {
        widget = made(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0), "box")
        let strip = made(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8), "box")
        for margin in [gtk_widget_set_margin_start, gtk_widget_set_margin_end] { margin(strip, 6) }
        gtk_widget_set_margin_top(strip, 2)
        gtk_widget_set_margin_bottom(strip, 2)
        let items = made(gtk_box_new(GTK_ORIENTATION_VERTICAL, 2), "box")
        let bollinger = made(gtk_check_button_new_with_label("Bollinger bands (20, 2)"), "check button")
        gtk_box_append(cast(items), bollinger)
        gtk_box_append(cast(items), made(gtk_separator_new(GTK_ORIENTATION_HORIZONTAL), "separator"))
        var checks: [(StockChartPanes.Study, Widget)] = []
        for study in StockChartPanes.Study.allCases {
            let check = made(gtk_check_button_new_with_label(study.title + " pane"), "check button")
            gtk_box_append(cast(items), check)
            checks.append((study, check))
        }
        let popover = made(gtk_popover_new(), "popover")
        gtk_popover_set_child(cast(popover), items)
        let menuButton = made(gtk_menu_button_new(), "menu button")
        gtk_menu_button_set_label(cast(menuButton), "Indicators")
        gtk_menu_button_set_popover(cast(menuButton), popover)
        gtk_widget_set_tooltip_text(
            menuButton, "Add or remove indicator panes; Bollinger bands on the prices")
        gtk_widget_set_focus_on_click(menuButton, 0)
        let label = made(gtk_label_new(title), "label")
        gtk_widget_add_css_class(label, "dim-label")
        gtk_box_append(cast(strip), menuButton)
        gtk_box_append(cast(strip), label)
        gtk_box_append(cast(widget), strip)
        let panesWidget = UnsafeMutablePointer<GtkWidget>(paneView.gtkWidget)
        gtk_widget_set_vexpand(panesWidget, 1)
        gtk_box_append(cast(widget), panesWidget)
        namedButtons = [("indicators", menuButton), ("study-bollinger", bollinger)]
        namedButtons += checks.map { ("study-\($0.0.rawValue)", $0.1) }
        Signals.connect(popover, "show") { [unowned self] in onMenuShown?() }

        // The menu's checks are bound to the page's actions (`workspace.bollinger`,
        // `workspace.study-NAME`), whose states they show.
        let group = g_simple_action_group_new()
        defer { g_object_unref(raw(group)) }
        gtk_widget_insert_action_group(widget, "workspace", cast(group))
        let actions: OpaquePointer = cast(group)
        studyActions = actions
        addToggle("bollinger", on: panes.showsBollinger, to: actions, bound: bollinger) { [unowned self] on in
            panes.showsBollinger = on
            studiesChanged(panes)
        }
        for (study, check) in checks {
            addToggle("study-\(study.rawValue)", on: panes.studies.contains(study), to: actions, bound: check)
            {
                [unowned self] on in
                if on {
                    panes.show(study)
                    PageCharts.limitNavigation(of: panes.surface(for: study))
                } else {
                    panes.hide(study)
                }
                paneView.reloadPanes(newPaneHeight: Self.studyHeight(paneView))
                studiesChanged(panes)
            }
        }
    }

    /// A boolean action `name` of `group`, `on` at first, bound to `check`: each activation
    /// turns it over and calls `body` with its new state.
    private func addToggle(
        _ name: String, on: Bool, to group: OpaquePointer?, bound check: Widget,
        _ body: @escaping (Bool) -> Void
    ) {
        guard let action = g_simple_action_new_stateful(name, nil, g_variant_new_boolean(on ? 1 : 0)) else {
            fatalError("GIO could not make an action")
        }
        Signals.connectActivate(action) { _ in
            let state = g_action_get_state(cast(action))
            let now = state.map { g_variant_get_boolean($0) != 0 } ?? false
            if let state { g_variant_unref(state) }
            g_simple_action_set_state(action, g_variant_new_boolean(now ? 0 : 1))
            body(!now)
        }
        g_action_map_add_action(cast(group), cast(action))
        g_object_unref(raw(action))
        gtk_actionable_set_action_name(cast(check), "workspace.\(name)")
    }

    /// Shows the panes of `studies` and no others, and the Bollinger bands when `bollinger`,
    /// as the menu's checks do (the checks show it).
    func select(studies: [StockChartPanes.Study], bollinger: Bool) {
        guard let studyActions else { return }
        var wanted = [("bollinger", bollinger)]
        wanted += StockChartPanes.Study.allCases.map { ("study-\($0.rawValue)", studies.contains($0)) }
        for (name, on) in wanted {
            guard let state = g_action_group_get_action_state(studyActions, name) else { continue }
            let now = g_variant_get_boolean(state) != 0
            g_variant_unref(state)
            if now != on { g_action_group_activate_action(studyActions, name, nil) }
        }
    }

    /// A new study's pane: a sixth of the panes' room, or 80 points (the pane view makes
    /// room for it).
    private static func studyHeight(_ paneView: SCIChartPaneView) -> Double {
        max(paneView.paneHeights.reduce(0, +) / 6, 80)
    }

    private func studiesChanged(_ panes: StockChartPanes) {
        let shown = panes.studies.map(\.rawValue).joined(separator: ",")
        onStudiesChanged?("\(shown.isEmpty ? "none" : shown) bollinger=\(panes.showsBollinger ? 1 : 0)")
    }
}
