import CGtk
import Foundation
import SciChart
import Testing

@testable import SciChartGtk

extension MainLoopTests {
    /// What the view tells assistive technology, and the desktop settings it follows.
    @MainActor
    @Suite("The chart view for assistive technology", .enabled(if: GtkTestSupport.hasDisplay))
    struct AccessibilityDisplayTests {
        init() throws {
            try GtkTestSupport.start()
        }

        @Test func theViewIsAnImageNamedAndDescribedByItsChart() {
            let surface = GtkTestSupport.chart()
            surface.chartTitle = "Closes"
            let view = SCIChartView(surface: surface)
            let window = GtkTestSupport.window(holding: view)
            defer { gtk_window_destroy(window) }
            let widget = UnsafeMutablePointer<GtkWidget>(view.gtkWidget)
            #expect(gtk_accessible_get_accessible_role(OpaquePointer(widget)) == GTK_ACCESSIBLE_ROLE_IMG)
            #expect(
                GtkTestSupport.run {
                    view.host.accessibleText.description == surface.accessibilityDescription
                })
            #expect(view.host.accessibleText.name == "Closes")
            #expect(view.host.accessibleText.description.hasPrefix("Closes. A chart of 1 series"))
        }

        @Test func theNameFollowsTheKeyboardCursorAtOnce() {
            let surface = GtkTestSupport.chart()
            let cursor = SCICursorModifier()
            surface.chartModifiers.add(cursor)
            let view = SCIChartView(surface: surface)
            let window = GtkTestSupport.window(holding: view)
            defer { gtk_window_destroy(window) }
            GtkTestSupport.run { view.framesDrawn > 0 }
            #expect(surface.handleKey(.character("c")))
            // The redraw the cursor asks for sets the name, with no wait for the description.
            #expect(GtkTestSupport.run(timeout: 0.3) { view.host.accessibleText.name.contains("Point ") })
            #expect(view.host.accessibleText.name == cursor.keyboardCursorText)
        }

        @Test func theDescriptionIsReadAtMostTwiceASecond() {
            let surface = GtkTestSupport.chart()
            let view = SCIChartView(surface: surface)
            let window = GtkTestSupport.window(holding: view)
            defer { gtk_window_destroy(window) }
            GtkTestSupport.run { view.host.accessibleText.descriptionReadings > 0 }
            let readings = view.host.accessibleText.descriptionReadings
            // Forty changes in a second: the description is read two or three times.
            for step in 0..<40 {
                surface.chartTitle = "Step \(step)"
                GtkTestSupport.run(for: 0.025)
            }
            GtkTestSupport.run(for: 0.6)
            let read = view.host.accessibleText.descriptionReadings - readings
            #expect(read >= 2 && read <= 4, "read \(read) times")
            // The last change is in it.
            #expect(view.host.accessibleText.description.hasPrefix("Step 39."))
        }

        @Test func theChartsTextFollowsTheDesktopsTextScaling() throws {
            let settings = try #require(gtk_settings_get_default())
            func setDPI(_ dpi: Int32) {
                var value = GValue()
                g_value_init(&value, GType(6 << 2))
                g_value_set_int(&value, dpi)
                g_object_set_property(
                    UnsafeMutableRawPointer(settings).assumingMemoryBound(to: GObject.self), "gtk-xft-dpi",
                    &value)
                g_value_unset(&value)
            }
            let original = HostWidget.desktopTextScale()
            defer { setDPI(Int32(original * 96 * 1024)) }
            setDPI(96 * 1024)
            let view = SCIChartView(surface: GtkTestSupport.chart())
            #expect(view.surface.textScale == 1)
            setDPI(144 * 1024)
            #expect(view.surface.textScale == 1.5)
            #expect(HostWidget.textScale(xftDPI: -1) == 1)
            #expect(HostWidget.textScale(xftDPI: 120 * 1024) == 1.25)
        }

        @Test func theArrowsStayWithTheChartWhenNothingTakesThem() {
            let view = SCIChartView(surface: GtkTestSupport.chart())
            let window = GtkTestSupport.window(holding: view)
            defer { gtk_window_destroy(window) }
            // No navigation modifier: the surface takes no arrow, the view keeps it anyway.
            #expect(!view.surface.handleKey(.left))
            #expect(view.host.keyPressed(keyval: guint(GDK_KEY_Left), state: GdkModifierType(rawValue: 0)))
            // A key nothing uses goes on to the window.
            #expect(!view.host.keyPressed(keyval: guint(GDK_KEY_q), state: GdkModifierType(rawValue: 0)))
        }
    }
}
