import CGtk
import Foundation
import SciChart
import Testing

@testable import SciChartGtk

extension MainLoopTests {
    /// The chart view's context menu in a real window: a popover of the surface's items.
    @MainActor
    @Suite("The chart view's context menu", .enabled(if: GtkTestSupport.hasDisplay))
    struct ContextMenuDisplayTests {
        init() throws {
            try GtkTestSupport.start()
        }

        /// A measure across the middle of the chart, and the point at its middle.
        static func measured(_ surface: SCIChartSurface) -> (SCIMeasureAnnotation, CGPoint) {
            let measure = SCIMeasureAnnotation()
            surface.annotations.add(measure)
            let area = surface.seriesAreaFrame
            let xAxis = surface.xAxes[0]
            let yAxis = surface.yAxes[0]
            func data(_ point: CGPoint) -> SCIDataPoint {
                let x = xAxis.visibleRange.min + (point.x - area.minX) / area.width * xAxis.visibleRange.diff
                let y = yAxis.visibleRange.max - (point.y - area.minY) / area.height * yAxis.visibleRange.diff
                return SCIDataPoint(x: x, y: y)
            }
            _ = measure.setDataPoints([
                data(CGPoint(x: area.minX + area.width * 0.3, y: area.midY)),
                data(CGPoint(x: area.minX + area.width * 0.7, y: area.midY)),
            ])
            return (measure, CGPoint(x: area.midX, y: area.midY))
        }

        /// A chart view shown in a window, with a measure drawn, and the point at its middle.
        static func shownWithMeasure() -> (
            SCIChartView, UnsafeMutablePointer<GtkWindow>, SCIMeasureAnnotation, CGPoint
        ) {
            let view = SCIChartView(surface: GtkTestSupport.chart())
            let window = GtkTestSupport.window(holding: view, width: 480, height: 320)
            #expect(GtkTestSupport.run { view.framesDrawn > 0 })
            let (measure, middle) = measured(view.surface)
            return (view, window, measure, middle)
        }

        @Test func aMenuOnADrawingRemovesItAndOneUndoBringsItBack() throws {
            let (view, window, measure, middle) = Self.shownWithMeasure()
            defer { gtk_window_destroy(window) }
            var shown: [SCIChartMenuItem.Action] = []
            var chosen: [SCIChartMenuItem.Action] = []
            view.onContextMenuOpened = { shown = $0.map(\.action) }
            view.onContextMenuAction = { chosen.append($0) }
            view.showContextMenu(at: middle)
            #expect(view.isContextMenuOpen)
            #expect(shown == [.removeDrawing, .removeAllDrawings, .resetView])
            #expect(
                GtkTestSupport.run {
                    view.host.contextMenu.map { gtk_widget_get_mapped($0.popover) != 0 } ?? false
                })
            #expect(view.chooseContextMenuItem(.removeDrawing))
            #expect(!view.isContextMenuOpen)
            #expect(chosen == [.removeDrawing])
            #expect(!view.surface.annotations.contains { $0 === measure })
            #expect(view.surface.undo())
            #expect(view.surface.annotations.contains { $0 === measure })
            // Away from drawings there is nothing to remove there.
            view.showContextMenu(at: CGPoint(x: 2, y: 2))
            #expect(shown == [.removeAllDrawings, .resetView])
            #expect(!view.chooseContextMenuItem(.removeDrawing))
            view.showContextMenu(at: nil)
            #expect(!view.isContextMenuOpen)
        }

        @Test func aMenuOnADrawingStylesItAndStaysOpenAndUndoTakesTheStyleBack() throws {
            let (view, window, measure, middle) = Self.shownWithMeasure()
            defer { gtk_window_destroy(window) }
            let before = try #require(view.surface.drawingStyle(of: measure))
            var styled = 0
            view.onDrawingStyled = { _ in styled += 1 }
            view.showContextMenu(at: middle)
            let popover = try #require(view.host.contextMenu?.popover)
            #expect(GtkTestSupport.run { gtk_widget_get_mapped(popover) != 0 })
            // A click on the 3-point width button, as GTK delivers it.
            let width = try #require(HostWidget.descendant(named: "style-width-2", of: popover))
            #expect(HostWidget.descendant(named: "style-stroke-1", of: popover) != nil)
            #expect(HostWidget.descendant(named: "style-text-larger", of: popover) != nil)
            // GTK lets an activated button look pressed for a moment before it is clicked.
            gtk_widget_activate(width)
            #expect(GtkTestSupport.run { view.surface.drawingStyle(of: measure)?.strokeThickness == 3 })
            #expect(gtk_widget_has_css_class(width, HostWidget.currentClass) != 0)
            #expect(view.isContextMenuOpen, "the menu stays open for the next change")
            #expect(view.chooseStyleControl("dash-dotted"))
            #expect(view.chooseStyleControl("text-larger"))
            #expect(!view.chooseStyleControl("width-9") && !view.chooseStyleControl("nonsense"))
            let after = try #require(view.surface.drawingStyle(of: measure))
            #expect(
                after.strokeDashes == SCIDrawingStyle.dotted && after.fontSize == (before.fontSize ?? 0) + 2)
            #expect(styled == 3)
            // Each change is its own step.
            for _ in 0..<3 { view.surface.undo() }
            #expect(view.surface.drawingStyle(of: measure) == before)
            // Away from drawings the menu has no style controls.
            view.showContextMenu(at: CGPoint(x: 2, y: 2))
            let plain = try #require(view.host.contextMenu?.popover)
            #expect(HostWidget.descendant(named: "style-width-2", of: plain) == nil)
            #expect(!view.chooseStyleControl("width-1"))
            // With no menu open, no control acts on the drawing the last one styled.
            view.showContextMenu(at: middle)
            view.showContextMenu(at: nil)
            #expect(!view.chooseStyleControl("width-1"))
        }

        @Test func aClosedWindowOrADisabledMenuLeavesNoPopover() throws {
            let view = SCIChartView(surface: GtkTestSupport.chart())
            let window = GtkTestSupport.window(holding: view, width: 320, height: 240)
            #expect(GtkTestSupport.run { view.framesDrawn > 0 })
            view.showContextMenu(at: CGPoint(x: 100, y: 100))
            #expect(view.isContextMenuOpen)
            view.isContextMenuEnabled = false
            #expect(!view.isContextMenuOpen)
            view.showContextMenu(at: CGPoint(x: 100, y: 100))
            #expect(!view.isContextMenuOpen)
            view.isContextMenuEnabled = true
            view.showContextMenu(at: CGPoint(x: 100, y: 100))
            #expect(view.isContextMenuOpen)
            // Closing the window unmaps the view, which closes the menu (no child left behind).
            gtk_window_destroy(window)
            GtkTestSupport.run(for: 0.2)
            #expect(!view.isContextMenuOpen)
        }
    }
}
