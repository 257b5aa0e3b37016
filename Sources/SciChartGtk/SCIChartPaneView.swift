import CGtk
import Foundation
import SciChart

/// The panes of a `SCIChartVerticalGroup` stacked in one GTK widget, one
/// ``SCIChartView`` each, with a separator between two panes that the user drags to resize
/// them.
///
/// The heights asked for are the panes' weights: when GTK first lays the view out they are
/// scaled to its room, and as the window grows or shrinks each pane keeps its share (a
/// separator dragged sets new shares). The first pane keeps at least ``firstPaneShare`` of
/// the room (a price pane over its studies) when the view is first laid out or panes are
/// added. A pane can be collapsed to nothing and restored to the height it had. The panes are the
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
    /// The frame-clock callback that fits the heights asked for to the room GTK first gives
    /// the view (0 when none waits).
    private var layoutTick: guint = 0

    /// The least share of the view's height the first pane keeps when the view is first laid
    /// out and when ``reloadPanes(newPaneHeight:)`` adds panes (0.5 by default: a price pane
    /// keeps half the view however many studies join it); 0 lets it shrink like the others.
    /// A separator dragged by the user may take it lower.
    public var firstPaneShare = 0.5

    /// A pane view of `group`'s surfaces, with `heights` in points for the panes (the last
    /// pane takes what is left; default: the surfaces' heights).
    public init(group: SCIChartVerticalGroup, heights: [Double]? = nil) {
        self.group = group
        root = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        g_object_ref_sink(GObjectPointers.raw(root))
        build(surfaces: group.surfaces, heights: heights ?? group.surfaces.map { Double($0.frame.height) })
    }

    isolated deinit {
        if layoutTick != 0 { gtk_widget_remove_tick_callback(root, layoutTick) }
        g_object_unref(GObjectPointers.raw(root))
    }

    /// The widget to put in a window or container.
    public var gtkWidget: OpaquePointer { OpaquePointer(root) }

    /// The panes' heights in points as GTK laid them out last (0 for a collapsed pane).
    public var paneHeights: [Double] {
        paneWidgets.map { gtk_widget_get_visible($0) != 0 ? Double(gtk_widget_get_height($0)) : 0 }
    }

    /// Makes pane `index` (not the last) `height` points high; the panes below it give or take
    /// the difference in proportion to their heights (as dragging the separator under pane
    /// `index` does); a height beyond the
    /// view's gives the pane all the room the others leave. Out-of-range indices and
    /// non-finite heights change nothing.
    public func setHeight(_ height: Double, ofPane index: Int) {
        guard paneds.indices.contains(index), height.isFinite else { return }
        keepPositionsAsSet()
        collapsedHeights[index] = nil
        gtk_paned_set_position(paneds[index], Int32(min(max(height, 0), Double(Int32.max)).rounded()))
    }

    /// Collapses pane `index` to nothing: it is hidden and the panes around it take its
    /// room; ``restore(pane:)`` brings it back at its height. The only pane stays.
    public func collapse(pane index: Int) {
        guard views.indices.contains(index), !isCollapsed(pane: index), views.count > 1 else { return }
        keepPositionsAsSet()
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
    /// view, when that is less) and the first keeps ``firstPaneShare`` of it; room left over
    /// goes to the first pane.
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
        build(surfaces: surfaces, heights: Self.fit(heights, in: available, firstShare: firstPaneShare))
    }

    /// The least height a reload leaves a pane, in points, when the view has room for it.
    public nonisolated static let minimumPaneHeight = 60.0
    /// The height of a separator, in points.
    nonisolated static let separatorHeight = 6.0

    /// `heights` made to fit `available` points (nothing changes when nothing is known of
    /// the room yet): each keeps at least the minimum (or an equal share), the rest taken
    /// from all in proportion (none going below the minimum); room left over goes
    /// to the first pane (a pane taken away gives its room to the main pane on top), which
    /// keeps at least `firstShare` of the room, the others sharing the rest in the same way.
    nonisolated static func fit(_ heights: [Double], in available: Double, firstShare: Double = 0) -> [Double]
    {
        guard !heights.isEmpty, available > 0, available.isFinite else { return heights }
        let floor = min(minimumPaneHeight, available / Double(heights.count))
        // No pane asks for more than the view (sums of huge heights stay finite).
        let raised = heights.map { $0.isFinite ? min(max($0, floor), available) : floor }
        let others = Array(raised.dropFirst())
        var first = squeezed(raised, into: available, floor: floor)[0]
        let share = firstShare.isFinite ? min(max(firstShare, 0), 1) : 0
        first = min(max(first, share * available), available - floor * Double(others.count))
        let room = available - first
        let othersTotal = others.reduce(0, +)
        // Room the others leave goes to the first pane.
        guard othersTotal > room else { return [first + room - othersTotal] + others }
        return [first] + squeezed(others, into: room, floor: floor)
    }

    /// `heights` (none below `floor`) made to sum to `room` when they exceed it: scaled
    /// down together, as weights, those that would fall below the floor kept at it; room
    /// left over goes to the first.
    private nonisolated static func squeezed(_ heights: [Double], into room: Double, floor: Double)
        -> [Double]
    {
        guard !heights.isEmpty else { return heights }
        let total = heights.reduce(0, +)
        guard total > room else {
            var result = heights
            result[0] += room - total
            return result
        }
        var pinned = Set<Int>()
        while true {
            let free = heights.indices.filter { !pinned.contains($0) }
            let freeTotal = free.reduce(0) { $0 + heights[$1] }
            let scale = max(room - floor * Double(pinned.count), 0) / freeTotal
            let fallen = free.filter { heights[$0] * scale < floor }
            guard !fallen.isEmpty, fallen.count < free.count else {
                return heights.indices.map {
                    pinned.contains($0) || !fallen.isEmpty ? floor : heights[$0] * scale
                }
            }
            pinned.formUnion(fallen)
        }
    }

    /// Fits the heights asked for to the room GTK gives the view when it first lays it out
    /// (it is not known before): in proportion, the first pane keeping its share. Later
    /// changes of size are GTK's: each separator keeps its share of what it divides.
    private func fitOnFirstLayout() {
        guard layoutTick == 0 else { return }
        layoutTick = gtk_widget_add_tick_callback(
            root, Self.layoutTicked, Unmanaged.passUnretained(self).toOpaque(), nil)
    }

    /// Heights set pane by pane before the first layout (a session's, restored) are taken as
    /// they are: the heights asked for at first are not fitted over them.
    private func keepPositionsAsSet() {
        guard layoutTick != 0 else { return }
        gtk_widget_remove_tick_callback(root, layoutTick)
        layoutTick = 0
    }

    /// Each frame until the view has a height: then fits the panes to it, once.
    private static let layoutTicked: GtkTickCallback = { _, _, data in
        guard let data else { return gboolean(G_SOURCE_REMOVE) }
        let view = Unmanaged<SCIChartPaneView>.fromOpaque(data).takeUnretainedValue()
        return MainActor.assumeIsolated { view.fitToFirstRoom() } ? 1 : gboolean(G_SOURCE_REMOVE)
    }

    /// Whether the view still waits for a height.
    private func fitToFirstRoom() -> Bool {
        let total = Double(gtk_widget_get_height(root))
        guard total > 0 else { return true }
        layoutTick = 0
        let count = requestedHeights.count
        let available = total - Self.separatorHeight * Double(max(count - 1, 0))
        guard count > 1, available > 0 else { return false }
        // Weights of at most the view each, so that their sum stays finite.
        let weights = requestedHeights.map { $0.isFinite ? min(max($0, 0), available) : 0 }
        let asked = weights.reduce(0, +)
        guard asked > 0 else { return false }
        let scaled = weights.map { $0 / asked * available }
        // New paneds, which take the positions as they are set.
        build(
            surfaces: views.map(\.surface),
            heights: Self.fit(scaled, in: available, firstShare: firstPaneShare))
        return false
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
            // Both sides resize: as the view's height changes, each pane keeps its share.
            gtk_paned_set_resize_start_child(paned, 1)
            gtk_paned_set_resize_end_child(paned, 1)
            gtk_paned_set_wide_handle(paned, 1)
            paneds.insert(paned, at: 0)
            tail = UnsafeMutablePointer<GtkWidget>(paned)
        }
        gtk_widget_set_vexpand(tail, 1)
        gtk_box_append(box, tail)
        chain = tail
        applyRequestedHeights()
        if gtk_widget_get_height(root) <= 0 { fitOnFirstLayout() }
    }

    /// Gives each paned its pane's requested height (the last pane takes the rest). The
    /// paneds are new: GTK takes a position set before a paned's first layout as it is (a
    /// paned laid out before scales it by the change of its own height, which moves as the
    /// paneds around it do).
    private func applyRequestedHeights() {
        for (index, paned) in paneds.enumerated() where index < requestedHeights.count {
            let height = requestedHeights[index]
            guard height.isFinite, height > 0 else { continue }
            gtk_paned_set_position(paned, Int32(clamping: Int(height.rounded())))
        }
    }
}
