import CGtk
import Foundation
import SciChart
import Testing

@testable import SciChartGtk

extension MainLoopTests {
    /// The pane view in a real GTK window: panes stacked, resized, collapsed and restored.
    @MainActor
    @Suite("The pane view in a window", .enabled(if: GtkTestSupport.hasDisplay))
    struct SCIChartPaneViewDisplayTests {
        init() throws {
            try GtkTestSupport.start()
        }

        /// A group of `count` charts, and the charts (a group holds its surfaces weakly).
        static func group(_ count: Int) -> (SCIChartVerticalGroup, [SCIChartSurface]) {
            let group = SCIChartVerticalGroup()
            let surfaces = (0..<count).map { _ in GtkTestSupport.chart() }
            for surface in surfaces { group.addSurface(toGroup: surface) }
            return (group, surfaces)
        }

        /// A 500 x 600 window showing `panes`, presented; destroy it after.
        static func present(_ panes: SCIChartPaneView) -> UnsafeMutablePointer<GtkWindow> {
            let window = UnsafeMutablePointer<GtkWindow>(OpaquePointer(gtk_window_new()!))
            gtk_window_set_default_size(window, 500, 600)
            gtk_window_set_child(window, UnsafeMutablePointer(panes.gtkWidget))
            gtk_window_present(window)
            return window
        }

        @Test func panesStackResizeCollapseAndRestore() throws {
            let (group, surfaces) = Self.group(3)
            let panes = SCIChartPaneView(group: group, heights: [300, 150, 150])
            let sameSurfaces = zip(panes.views, surfaces).allSatisfy { $0.surface === $1 }
            #expect(sameSurfaces && panes.views.count == 3)
            let window = Self.present(panes)
            defer { gtk_window_destroy(window) }
            #expect(GtkTestSupport.run { panes.views.allSatisfy { $0.framesDrawn > 0 } })
            // The heights asked for, scaled to the room: 300 of 600 is half the 588 points the
            // two separators leave.
            #expect(GtkTestSupport.run { abs(panes.paneHeights[0] - 294) <= 2 }, "\(panes.paneHeights)")
            let heights = panes.paneHeights
            #expect(abs(heights[1] - heights[2]) <= 2, "\(heights)")
            #expect(heights.reduce(0, +) > 580, "the panes fill the window but for the separators")
            // Each surface takes its pane's size.
            for (view, height) in zip(panes.views, heights) {
                #expect(abs(Double(view.surface.frame.height) - height) < 1)
            }
            panes.setHeight(200, ofPane: 0)
            #expect(GtkTestSupport.run { abs(panes.paneHeights[0] - 200) <= 2 })
            #expect(
                panes.paneHeights[2] > 180 && abs(panes.paneHeights[1] - panes.paneHeights[2]) <= 2,
                "the panes below took the room in proportion: \(panes.paneHeights)")
            let before = panes.paneHeights[1]
            panes.collapse(pane: 1)
            #expect(panes.isCollapsed(pane: 1))
            #expect(GtkTestSupport.run { panes.paneHeights[1] == 0 }, "\(panes.paneHeights)")
            panes.restore(pane: 1)
            #expect(!panes.isCollapsed(pane: 1))
            #expect(GtkTestSupport.run { abs(panes.paneHeights[1] - before) <= 2 })
            panes.collapse(pane: 2)
            #expect(GtkTestSupport.run { panes.paneHeights[2] == 0 })
            panes.restore(pane: 2)
            #expect(GtkTestSupport.run { panes.paneHeights[2] > 100 })
            // Bad input changes nothing.
            panes.setHeight(.nan, ofPane: 0)
            panes.setHeight(100, ofPane: 7)
            panes.collapse(pane: -1)
            #expect(GtkTestSupport.run { abs(panes.paneHeights[0] - 200) <= 2 })
            // A height beyond any screen (a damaged settings file) gives the pane all the room.
            panes.setHeight(1e300, ofPane: 0)
            #expect(GtkTestSupport.run { panes.paneHeights[0] > 300 })
        }

        @Test func panesKeepTheirSharesAsTheWindowGrowsAndThePriceKeepsHalf() throws {
            // Heights asked for a larger window than the one shown (as a demo builds its panes
            // before knowing the window): the studies are not squeezed to nothing.
            let (group, surfaces) = Self.group(4)
            defer { withExtendedLifetime(surfaces) {} }
            let panes = SCIChartPaneView(group: group, heights: [300, 300, 150, 150])
            let window = Self.present(panes)
            defer { gtk_window_destroy(window) }
            #expect(GtkTestSupport.run { abs(panes.paneHeights[0] - 291) <= 2 }, "\(panes.paneHeights)")
            let first = panes.paneHeights
            #expect(abs(first[1] - 2 * first[2]) <= 4 && abs(first[2] - first[3]) <= 2, "\(first)")
            // A taller window: every pane grows in proportion, none takes it all.
            gtk_widget_set_size_request(UnsafeMutablePointer(panes.gtkWidget), 500, 900)
            #expect(GtkTestSupport.run { panes.paneHeights.reduce(0, +) > 870 }, "\(panes.paneHeights)")
            let grown = panes.paneHeights
            for (before, after) in zip(first, grown) {
                #expect(abs(after / before - 1.5) < 0.05, "\(first) to \(grown)")
            }
        }

        @Test func heightsSetBeforeTheFirstLayoutAreKeptAsSet() throws {
            // A session's heights, restored before the window shows: not fitted over.
            let (group, surfaces) = Self.group(4)
            defer { withExtendedLifetime(surfaces) {} }
            let panes = SCIChartPaneView(group: group, heights: [300, 300, 150, 150])
            for (index, height) in [370.0, 63, 83].enumerated() { panes.setHeight(height, ofPane: index) }
            let window = Self.present(panes)
            defer { gtk_window_destroy(window) }
            #expect(GtkTestSupport.run { panes.views.allSatisfy { $0.framesDrawn > 0 } })
            GtkTestSupport.run(for: 0.1)
            let heights = panes.paneHeights
            #expect(zip(heights, [370.0, 63, 83]).allSatisfy { abs($0 - $1) <= 2 }, "\(heights)")
        }

        @Test func tabGoesThroughThePanesFromTheTop() throws {
            let (group, surfaces) = Self.group(3)
            defer { withExtendedLifetime(surfaces) {} }
            let panes = SCIChartPaneView(group: group, heights: [300, 150, 150])
            let window = Self.present(panes)
            defer { gtk_window_destroy(window) }
            #expect(GtkTestSupport.run { panes.views.allSatisfy { $0.framesDrawn > 0 } })
            let widgets = panes.views.map { UnsafeMutablePointer<GtkWidget>($0.gtkWidget) }
            try #require(widgets.count == 3)
            // From the top pane, what GTK does for Tab (the focus moves on in the container's
            // order) reaches the second and the third, then leaves the panes.
            gtk_widget_grab_focus(widgets[0])
            var reached: [Int] = []
            var moved: [Bool] = []
            for _ in 0..<3 {
                moved.append(
                    gtk_widget_child_focus(UnsafeMutablePointer(panes.gtkWidget), GTK_DIR_TAB_FORWARD) != 0)
                let focused = gtk_window_get_focus(window)
                reached.append(widgets.firstIndex { $0 == focused } ?? -1)
            }
            #expect(moved == [true, true, false])
            #expect(reached.prefix(2) == [1, 2])
        }

        @Test func panesFollowTheGroupWhenReloaded() throws {
            let (group, surfaces) = Self.group(3)
            let panes = SCIChartPaneView(group: group, heights: [300, 150, 150])
            let window = Self.present(panes)
            defer { gtk_window_destroy(window) }
            #expect(GtkTestSupport.run { panes.views.allSatisfy { $0.framesDrawn > 0 } })
            let top = panes.views[0]
            let bottom = panes.views[2]
            // A pane taken out: the others keep their views; its room goes to the top pane.
            let bottomHeight = panes.paneHeights[2]
            group.removeSurface(fromGroup: surfaces[1])
            panes.reloadPanes()
            #expect(panes.views.count == 2 && panes.views[0] === top && panes.views[1] === bottom)
            #expect(
                GtkTestSupport.run {
                    panes.paneHeights[0] > 420 && abs(panes.paneHeights[1] - bottomHeight) <= 2
                },
                "\(panes.paneHeights)")
            // A pane added at the bottom, at the height asked for, and drawn.
            let added = GtkTestSupport.chart()
            group.addSurface(toGroup: added)
            panes.collapse(pane: 1)
            panes.reloadPanes(newPaneHeight: 120)
            #expect(panes.views.count == 3 && panes.views[2].surface === added)
            #expect(!panes.isCollapsed(pane: 1), "a reload shows every pane")
            // Too tall together: each gives up room in proportion, none below the minimum.
            #expect(GtkTestSupport.run { panes.views[2].framesDrawn > 0 })
            let heights = panes.paneHeights
            #expect(heights.allSatisfy { $0 >= SCIChartPaneView.minimumPaneHeight - 2 }, "\(heights)")
            #expect(
                heights[0] > heights[1] && heights[1] > heights[2] && heights.reduce(0, +) <= 600,
                "\(heights)")
            // Everything taken out: an empty view; one pane back: shown alone.
            for surface in group.surfaces { group.removeSurface(fromGroup: surface) }
            panes.reloadPanes()
            #expect(panes.views.isEmpty && panes.paneHeights.isEmpty)
            group.addSurface(toGroup: surfaces[0])
            panes.reloadPanes()
            #expect(panes.views.count == 1 && panes.views[0].surface === surfaces[0])
            #expect(GtkTestSupport.run { panes.paneHeights[0] > 500 })
        }

        @Test func emptyAndSingleGroups() {
            let empty = SCIChartPaneView(group: SCIChartVerticalGroup())
            #expect(empty.views.isEmpty && empty.paneHeights.isEmpty)
            empty.collapse(pane: 0)
            let (group, surfaces) = Self.group(1)
            let single = SCIChartPaneView(group: group)
            #expect(single.views.count == surfaces.count)
            single.collapse(pane: 0)
            #expect(!single.isCollapsed(pane: 0), "the only pane stays")
        }
    }
}
