import CGtk
import Foundation
import SciChart

/// The panes of a `SCIChartVerticalGroup` stacked in one GTK widget, one
/// ``SCIChartView`` each, with a separator between two panes that the user drags to resize
/// them.
///
/// A pane can be collapsed to nothing and restored to the height it had. The panes are the
/// group's surfaces when the view is made, top to bottom, and as they are after
/// ``reloadPanes(newPaneHeight:)`` (call it when surfaces joined or left the group); their events, crosshairs and undo
/// history are the group's (see `SCIChartModifierBase.eventsGroupTag` and
/// `SCIChartVerticalGroup.undoHistory`): Ctrl+Z on any pane takes back the last
/// drawing on any when the group shares its history. Keep the pane view while its widget is
/// shown, as a window keeps its child.
///
/// ```swift
/// let panes = SCIChartPaneView(group: group, heights: [400, 120, 120])
/// gtk_window_set_child(window, UnsafeMutablePointer(panes.gtkWidget))
/// ```
@MainActor
public final class SCIChartPaneView {
    /// The group whose surfaces the panes show.
    public let group: SCIChartVerticalGroup
    /// One view a pane, top to bottom.
    public private(set) var views: [SCIChartView] = []
    /// The views' widgets, top to bottom.
    private var paneWidgets: [UnsafeMutablePointer<GtkWidget>] = []
    /// The separators: paned `i` holds pane `i` above and the panes below it.
    private var paneds: [OpaquePointer] = []
    /// The root widget: a box holding the first paned, or the only view, or nothing.
    private let root: UnsafeMutablePointer<GtkWidget>
    /// The root as the box it is.
    private var box: UnsafeMutablePointer<GtkBox> {
        UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkBox.self)
    }
    /// The box's child: the first paned or the only pane.
    private var chain: UnsafeMutablePointer<GtkWidget>?
    /// The height each collapsed pane had, to restore it.
    private var collapsedHeights: [Int: Int] = [:]
    /// The heights asked for before GTK first laid the panes out.
    private var requestedHeights: [Double] = []

    /// A pane view of `group`'s surfaces, with `heights` in points for the panes (the last
    /// pane takes what is left; default: the surfaces' heights).
    public init(group: SCIChartVerticalGroup, heights: [Double]? = nil) {
        self.group = group
        root = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        g_object_ref_sink(GObjectPointers.raw(root))
        build(surfaces: group.surfaces, heights: heights ?? group.surfaces.map { Double($0.frame.height) })
    }

    isolated deinit {
        g_object_unref(GObjectPointers.raw(root))
    }

    /// The widget to put in a window or container.
    public var gtkWidget: OpaquePointer { OpaquePointer(root) }

    /// The panes' heights in points as GTK laid them out last (0 for a collapsed pane).
    public var paneHeights: [Double] {
        paneWidgets.map { gtk_widget_get_visible($0) != 0 ? Double(gtk_widget_get_height($0)) : 0 }
    }

    /// Makes pane `index` (not the last) `height` points high; the last pane gives or takes
    /// the difference (as dragging the separator under pane `index` does); a height beyond the
    /// view's gives the pane all the room the others leave. Out-of-range indices and
    /// non-finite heights change nothing.
    public func setHeight(_ height: Double, ofPane index: Int) {
        guard paneds.indices.contains(index), height.isFinite else { return }
        collapsedHeights[index] = nil
        gtk_paned_set_position(paneds[index], Int32(min(max(height, 0), Double(Int32.max)).rounded()))
    }

    /// Collapses pane `index` to nothing: it is hidden and the panes around it take its
    /// room; ``restore(pane:)`` brings it back at its height. The only pane stays.
    public func collapse(pane index: Int) {
        guard views.indices.contains(index), !isCollapsed(pane: index), views.count > 1 else { return }
        collapsedHeights[index] = Int(gtk_widget_get_height(paneWidgets[index]))
        gtk_widget_set_visible(paneWidgets[index], 0)
    }

    /// Shows a collapsed pane again at the height it had.
    public func restore(pane index: Int) {
        guard let height = collapsedHeights.removeValue(forKey: index) else { return }
        gtk_widget_set_visible(paneWidgets[index], 1)
        if index < paneds.count {
            gtk_paned_set_position(paneds[index], Int32(clamping: height))
        } else {
            // The last pane: the separator above it moves up by its height.
            let paned = paneds[index - 1]
            let total = Int(gtk_widget_get_height(UnsafeMutablePointer<GtkWidget>(paned)))
            gtk_paned_set_position(paned, Int32(clamping: max(total - height, 0)))
        }
    }

    /// Whether pane `index` is collapsed.
    public func isCollapsed(pane index: Int) -> Bool { collapsedHeights[index] != nil }

    /// Shows the group's surfaces as they are now, after surfaces were added to it, taken
    /// out of it or put in another order: a surface that stays keeps its view and its
    /// height, a surface new to the group gets a pane `newPaneHeight` points high (default:
    /// its surface's height), and a surface that left loses its pane. Collapsed panes that
    /// stay are shown again. When the panes would not fit in the view, the taller ones give
    /// up room so that each keeps at least ``minimumPaneHeight`` (or an equal share of the
    /// view, when that is less); room left over goes to the first pane.
    public func reloadPanes(newPaneHeight: Double? = nil) {
        let surfaces = group.surfaces
        // A collapsed pane comes back at the height it had.
        let shown = paneHeights.enumerated().map { index, height in
            collapsedHeights[index].map(Double.init) ?? height
        }
        let kept = Dictionary(
            zip(views, shown).map { (ObjectIdentifier($0.surface), $1) }, uniquingKeysWith: { a, _ in a })
        let heights = surfaces.map { surface in
            kept[ObjectIdentifier(surface)].flatMap { $0 > 0 ? $0 : nil }
                ?? newPaneHeight ?? Double(surface.frame.height)
        }
        let available =
            Double(gtk_widget_get_height(root)) - Self.separatorHeight * Double(max(surfaces.count - 1, 0))
        build(surfaces: surfaces, heights: Self.fit(heights, in: available))
    }

    /// The least height a reload leaves a pane, in points, when the view has room for it.
    public nonisolated static let minimumPaneHeight = 60.0
    /// The height of a separator, in points.
    nonisolated static let separatorHeight = 6.0

    /// `heights` made to fit `available` points (nothing changes when nothing is known of
    /// the room yet): each keeps at least the minimum (or an equal share), the rest taken
    /// from the taller panes in proportion to what they have above it; room left over goes
    /// to the first pane (a pane taken away gives its room to the main pane on top).
    nonisolated static func fit(_ heights: [Double], in available: Double) -> [Double] {
        guard !heights.isEmpty, available > 0 else { return heights }
        let floor = min(minimumPaneHeight, available / Double(heights.count))
        var raised = heights.map { max($0, floor) }
        let excess = raised.reduce(0, +) - available
        let spare = raised.reduce(0) { $0 + ($1 - floor) }
        if excess < 0 { raised[0] -= excess }
        guard excess > 0, spare > 0 else { return raised }
        let kept = max(0, 1 - excess / spare)
        return raised.map { floor + ($0 - floor) * kept }
    }

    /// Puts `surfaces`' panes in the box, reusing the views of those already shown.
    private func build(surfaces: [SCIChartSurface], heights: [Double]) {
        for widget in paneWidgets where gtk_widget_get_visible(widget) == 0 {
            gtk_widget_set_visible(widget, 1)
        }
        collapsedHeights = [:]
        // From the innermost out: taking a paned out of the one holding it frees it.
        for paned in paneds.reversed() {
            gtk_paned_set_start_child(paned, nil)
            gtk_paned_set_end_child(paned, nil)
        }
        if let chain {
            gtk_box_remove(box, chain)
        }
        chain = nil
        paneds = []
        let previous = views
        views = surfaces.map { surface in
            previous.first { $0.surface === surface } ?? SCIChartView(surface: surface)
        }
        paneWidgets = views.map { UnsafeMutablePointer<GtkWidget>($0.gtkWidget) }
        requestedHeights = heights
        guard var tail = paneWidgets.last else { return }
        // Built from the bottom: each paned holds one pane over the panes below it.
        for widget in paneWidgets.dropLast().reversed() {
            let paned = OpaquePointer(gtk_paned_new(GTK_ORIENTATION_VERTICAL)!)
            gtk_paned_set_start_child(paned, widget)
            gtk_paned_set_end_child(paned, tail)
            gtk_paned_set_shrink_start_child(paned, 1)
            gtk_paned_set_shrink_end_child(paned, 1)
            gtk_paned_set_resize_start_child(paned, 0)
            gtk_paned_set_resize_end_child(paned, 1)
            gtk_paned_set_wide_handle(paned, 1)
            paneds.insert(paned, at: 0)
            tail = UnsafeMutablePointer<GtkWidget>(paned)
        }
        gtk_widget_set_vexpand(tail, 1)
        gtk_box_append(box, tail)
        chain = tail
        applyRequestedHeights()
    }

    /// Gives each paned its pane's requested height (the last pane takes the rest).
    private func applyRequestedHeights() {
        for (index, paned) in paneds.enumerated() where index < requestedHeights.count {
            let height = requestedHeights[index]
            guard height.isFinite, height > 0 else { continue }
            gtk_paned_set_position(paned, Int32(clamping: Int(height.rounded())))
        }
    }
}
