import CGtk
import Foundation
import SciChart

/// The panes of a `SCIChartVerticalGroup` stacked in one GTK widget, one
/// ``SCIChartView`` each, with a separator between two panes that the user drags to resize
/// them.
///
/// A pane can be collapsed to nothing and restored to the height it had. The panes are the
/// group's surfaces when the view is made, top to bottom; their events, crosshairs and undo
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
    public let views: [SCIChartView]
    /// The views' widgets, top to bottom.
    private let paneWidgets: [UnsafeMutablePointer<GtkWidget>]
    /// The separators: paned `i` holds pane `i` above and the panes below it.
    private var paneds: [OpaquePointer] = []
    /// The root widget: the first paned, or the only view.
    private let root: UnsafeMutablePointer<GtkWidget>
    /// The height each collapsed pane had, to restore it.
    private var collapsedHeights: [Int: Int] = [:]
    /// The heights asked for before GTK first laid the panes out.
    private var requestedHeights: [Double]

    /// A pane view of `group`'s surfaces, with `heights` in points for the panes (the last
    /// pane takes what is left; default: the surfaces' heights).
    public init(group: SCIChartVerticalGroup, heights: [Double]? = nil) {
        self.group = group
        let surfaces = group.surfaces
        views = surfaces.map { SCIChartView(surface: $0) }
        paneWidgets = views.map { UnsafeMutablePointer<GtkWidget>($0.gtkWidget) }
        requestedHeights = heights ?? surfaces.map { Double($0.frame.height) }
        guard let first = paneWidgets.first else {
            // No pane: an empty box.
            root = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
            g_object_ref_sink(GObjectPointers.raw(root))
            return
        }
        var below = first
        if paneWidgets.count > 1 {
            // Built from the bottom: each paned holds one pane over the panes below it.
            var tail = paneWidgets[paneWidgets.count - 1]
            var made: [OpaquePointer] = []
            for widget in paneWidgets.dropLast().reversed() {
                let paned = OpaquePointer(gtk_paned_new(GTK_ORIENTATION_VERTICAL)!)
                gtk_paned_set_start_child(paned, widget)
                gtk_paned_set_end_child(paned, tail)
                gtk_paned_set_shrink_start_child(paned, 1)
                gtk_paned_set_shrink_end_child(paned, 1)
                gtk_paned_set_resize_start_child(paned, 0)
                gtk_paned_set_resize_end_child(paned, 1)
                gtk_paned_set_wide_handle(paned, 1)
                made.insert(paned, at: 0)
                tail = UnsafeMutablePointer<GtkWidget>(paned)
            }
            paneds = made
            below = tail
        }
        root = below
        g_object_ref_sink(GObjectPointers.raw(root))
        applyRequestedHeights()
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
    /// the difference (as dragging the separator under pane `index` does). Out-of-range indices and non-finite heights change nothing.
    public func setHeight(_ height: Double, ofPane index: Int) {
        guard paneds.indices.contains(index), height.isFinite else { return }
        collapsedHeights[index] = nil
        gtk_paned_set_position(paneds[index], Int32(clamping: Int(max(height, 0).rounded())))
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

    /// Gives each paned its pane's requested height (the last pane takes the rest).
    private func applyRequestedHeights() {
        for (index, paned) in paneds.enumerated() where index < requestedHeights.count {
            let height = requestedHeights[index]
            guard height.isFinite, height > 0 else { continue }
            gtk_paned_set_position(paned, Int32(clamping: Int(height.rounded())))
        }
    }
}
