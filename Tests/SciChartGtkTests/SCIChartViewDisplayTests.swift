import CGtk
import Foundation
import SciChart
import Testing

@testable import SciChartGtk

extension MainLoopTests {
    /// The view in a real GTK window: drawing, redraws and its life with the widget.
    @MainActor
    @Suite("The chart view in a window", .enabled(if: GtkTestSupport.hasDisplay))
    struct SCIChartViewDisplayTests {
        init() throws {
            try GtkTestSupport.start()
        }

        @Test func theSurfaceTakesTheWidgetsSizeAndAFrameIsDrawn() throws {
            let view = SCIChartView(surface: GtkTestSupport.chart())
            let window = GtkTestSupport.window(holding: view, width: 320, height: 240)
            defer { gtk_window_destroy(window) }
            #expect(GtkTestSupport.run { view.framesDrawn > 0 })
            let widget = UnsafeMutablePointer<GtkWidget>(view.gtkWidget)
            let size = CGSize(
                width: Int(gtk_widget_get_width(widget)), height: Int(gtk_widget_get_height(widget)))
            #expect(size.width >= 320 && size.height >= 240)
            #expect(view.surface.frame == CGRect(origin: .zero, size: size))
            // Setting the surface's size as GTK lays the widget out asks for no second frame.
            GtkTestSupport.run(for: 0.3)
            #expect(view.framesDrawn == 1)
            #expect(view.chartLayerDraws == 1)
        }

        @Test func aFrameThatCannotBeDrawnIsReportedOnceAndDrawsNothing() {
            let view = SCIChartView(surface: GtkTestSupport.chart())
            let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 16, 16)
            let context = cairo_create(image)!
            defer {
                cairo_destroy(context)
                cairo_surface_destroy(image)
            }
            let warnings = GtkTestSupport.warnings.load(ordering: .relaxed)
            let handler = g_log_set_handler(
                "SciChart", G_LOG_LEVEL_WARNING,
                { _, _, _, _ in GtkTestSupport.warnings.add(1, ordering: .relaxed) }, nil)
            defer { g_log_remove_handler("SciChart", handler) }
            // Wider than Cairo's 32,767 pixels.
            view.host.draw(into: context, width: 40_000, height: 10)
            view.host.draw(into: context, width: 40_000, height: 10)
            #expect(view.framesDrawn == 0)
            #expect(GtkTestSupport.warnings.load(ordering: .relaxed) == warnings + 1)
            view.host.draw(into: context, width: 16, height: 16)
            #expect(view.framesDrawn == 1)
        }

        @Test func aPressTakesTheKeyboardFocus() {
            let view = SCIChartView(surface: GtkTestSupport.chart())
            let entry = gtk_entry_new()!
            let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            gtk_box_append(UnsafeMutablePointer<GtkBox>(OpaquePointer(box)), entry)
            gtk_box_append(
                UnsafeMutablePointer<GtkBox>(OpaquePointer(box)), UnsafeMutablePointer(view.gtkWidget))
            let window = UnsafeMutablePointer<GtkWindow>(OpaquePointer(gtk_window_new()!))
            defer { gtk_window_destroy(window) }
            gtk_window_set_default_size(window, 320, 240)
            gtk_window_set_child(window, box)
            gtk_window_present(window)
            #expect(GtkTestSupport.run { view.framesDrawn > 0 })
            gtk_widget_grab_focus(entry)
            let widget = UnsafeMutablePointer<GtkWidget>(view.gtkWidget)
            #expect(gtk_widget_has_focus(widget) == 0)
            view.host.dragBegan(nil, x: 10, y: 10)
            #expect(gtk_widget_has_focus(widget) != 0)
        }

        @Test func theProgramHearsOfEachFrameAndEachEventHandled() {
            let view = SCIChartView(surface: GtkTestSupport.chart())
            var frames = 0
            var inputs = 0
            view.onFrameDrawn = { frames += 1 }
            view.onInputHandled = { inputs += 1 }
            let window = GtkTestSupport.window(holding: view, width: 320, height: 240)
            defer { gtk_window_destroy(window) }
            #expect(GtkTestSupport.run { frames > 0 })
            #expect(frames == view.framesDrawn && inputs == 0)
            // A press and its release, and a key the chart does not take: each is heard.
            view.host.dragBegan(nil, x: 10, y: 10)
            view.host.dragEnded(nil, dx: 0, dy: 0)
            _ = view.host.keyPressed(keyval: guint(GDK_KEY_q), state: GdkModifierType(0))
            #expect(inputs == 3)
        }

        @Test func anIdleViewDrawsNothing() {
            let view = SCIChartView(surface: GtkTestSupport.chart())
            let window = GtkTestSupport.window(holding: view)
            defer { gtk_window_destroy(window) }
            GtkTestSupport.run { view.framesDrawn > 0 }
            GtkTestSupport.run(for: 0.2)
            let frames = view.framesDrawn
            GtkTestSupport.run(for: 0.5)
            #expect(view.framesDrawn == frames)
            #expect(!view.host.redraw.hasPendingCallback)
        }

        @Test func anOverlayChangeRedrawsOnlyTheOverlay() {
            let view = SCIChartView(surface: GtkTestSupport.chart())
            let window = GtkTestSupport.window(holding: view)
            defer { gtk_window_destroy(window) }
            GtkTestSupport.run { view.framesDrawn > 0 }
            GtkTestSupport.run(for: 0.1)
            let (frames, layers) = (view.framesDrawn, view.chartLayerDraws)

            view.surface.invalidateOverlay()
            #expect(GtkTestSupport.run { view.framesDrawn > frames })
            #expect(view.chartLayerDraws == layers)

            view.surface.invalidateLayout()
            #expect(GtkTestSupport.run { view.chartLayerDraws > layers })
        }

        @Test func appendsOnOtherThreadsRedrawTheViewOnce() async throws {
            let view = SCIChartView(surface: GtkTestSupport.chart())
            let window = GtkTestSupport.window(holding: view)
            defer { gtk_window_destroy(window) }
            GtkTestSupport.run { view.framesDrawn > 0 }
            GtkTestSupport.run(for: 0.1)
            let frames = view.framesDrawn
            let layers = view.chartLayerDraws
            let data = try #require(view.surface.renderableSeries[0].dataSeries as? SCIXyDataSeries)
            // Four producers append; the surface tells the view from their threads.
            await withTaskGroup(of: Void.self) { group in
                for producer in 0..<4 {
                    group.addTask {
                        for step in 0..<250 { data.append(x: Double(4 + producer * 250 + step), y: 1) }
                    }
                }
            }
            #expect(GtkTestSupport.run { view.framesDrawn > frames })
            GtkTestSupport.run(for: 0.3)
            #expect(view.framesDrawn == frames + 1)
            #expect(view.chartLayerDraws == layers + 1)
        }

        @Test func aFrameRateLimitDrawsAStreamAtMostThatOftenAndItsLastChange() throws {
            let view = SCIChartView(surface: GtkTestSupport.chart())
            view.preferredFramesPerSecond = 5
            let window = GtkTestSupport.window(holding: view)
            defer { gtk_window_destroy(window) }
            GtkTestSupport.run { view.framesDrawn > 0 }
            GtkTestSupport.run(for: 0.3)
            let frames = view.framesDrawn
            let data = try #require(view.surface.renderableSeries[0].dataSeries as? SCIXyDataSeries)
            // A point every 10 ms for a second: a hundred changes.
            let start = Date()
            var step = 0
            while Date().timeIntervalSince(start) < 1 {
                data.append(x: Double(4 + step), y: 1)
                step += 1
                GtkTestSupport.run(for: 0.01)
            }
            let streamed = view.framesDrawn - frames
            #expect(streamed >= 2)
            #expect(streamed <= 7, "\(streamed) frames for \(step) changes in a second at 5 a second")
            // The last change is drawn, a frame interval later at most.
            let after = view.framesDrawn
            data.append(x: Double(4 + step), y: 2)
            #expect(GtkTestSupport.run(timeout: 1) { view.framesDrawn > after })
        }

        @Test func theWidgetInAWindowKeepsTheViewAliveUntilTheWindowCloses() {
            weak var weakView: SCIChartView?
            let window: UnsafeMutablePointer<GtkWindow>
            do {
                let view = SCIChartView(surface: GtkTestSupport.chart())
                weakView = view
                window = GtkTestSupport.window(holding: view)
            }
            #expect(weakView != nil)
            GtkTestSupport.run { (weakView?.framesDrawn ?? 0) > 0 }
            let finalized = GtkTestSupport.finalized.load(ordering: .relaxed)
            GtkTestSupport.watchFinalization(of: weakView!.gtkWidget)
            gtk_window_destroy(window)
            GtkTestSupport.run(for: 0.1)
            #expect(weakView == nil)
            #expect(GtkTestSupport.finalized.load(ordering: .relaxed) == finalized + 1)
        }

        @Test func aFrameWaitingForItsTimeKeepsNothingAliveWhenTheWindowCloses() throws {
            weak var weakView: SCIChartView?
            weak var weakHost: HostWidget?
            let window: UnsafeMutablePointer<GtkWindow>
            do {
                let view = SCIChartView(surface: GtkTestSupport.chart())
                view.preferredFramesPerSecond = 1
                weakView = view
                weakHost = view.host
                window = GtkTestSupport.window(holding: view)
            }
            GtkTestSupport.run { (weakView?.framesDrawn ?? 0) > 0 }
            let finalized = GtkTestSupport.finalized.load(ordering: .relaxed)
            GtkTestSupport.watchFinalization(of: weakView!.gtkWidget)
            // A change within the second after the frame waits for its time.
            let data = try #require(weakView?.surface.renderableSeries[0].dataSeries as? SCIXyDataSeries)
            data.append(x: 10, y: 1)
            GtkTestSupport.run(for: 0.05)
            gtk_window_destroy(window)
            GtkTestSupport.run(for: 0.1)
            #expect(weakView == nil)
            #expect(weakHost == nil)
            #expect(GtkTestSupport.finalized.load(ordering: .relaxed) == finalized + 1)
        }

        @Test func aViewInNoContainerIsFreedWithItsWidget() {
            weak var weakView: SCIChartView?
            let finalized = GtkTestSupport.finalized.load(ordering: .relaxed)
            do {
                let view = SCIChartView()
                weakView = view
                GtkTestSupport.watchFinalization(of: view.gtkWidget)
            }
            // The widget was handed out: it and its view live until the main loop runs, for a
            // container to take it; no one did, so both go then.
            GtkTestSupport.run(for: 0.1)
            #expect(weakView == nil)
            #expect(GtkTestSupport.finalized.load(ordering: .relaxed) == finalized + 1)
            // A view whose widget was never read goes at once.
            do {
                let view = SCIChartView()
                weakView = view
            }
            #expect(weakView == nil)
        }

        @Test func aWidgetOfAViewNoOneKeepsGoesStraightIntoAWindow() {
            // As `gtk_window_set_child(window, SCIChartView(surface: s).gtkWidget)`: the
            // program lets the view go before the window takes its widget.
            let window = UnsafeMutablePointer<GtkWindow>(OpaquePointer(gtk_window_new()!))
            gtk_window_set_default_size(window, 320, 240)
            weak var weakView: SCIChartView?
            let widget: OpaquePointer
            do {
                let view = SCIChartView(surface: GtkTestSupport.chart())
                weakView = view
                widget = view.gtkWidget
            }
            #expect(weakView != nil)
            gtk_window_set_child(window, UnsafeMutablePointer(widget))
            gtk_window_present(window)
            #expect(gtk_window_get_child(window) == UnsafeMutablePointer(widget))
            // The window shows the chart and keeps it past the main loop's runs.
            #expect(GtkTestSupport.run { (weakView?.framesDrawn ?? 0) > 0 })
            GtkTestSupport.run(for: 0.2)
            #expect(weakView != nil && gtk_window_get_child(window) == UnsafeMutablePointer(widget))
            let finalized = GtkTestSupport.finalized.load(ordering: .relaxed)
            GtkTestSupport.watchFinalization(of: widget)
            // Closing the window frees the widget and its view.
            gtk_window_destroy(window)
            GtkTestSupport.run(for: 0.1)
            #expect(weakView == nil)
            #expect(GtkTestSupport.finalized.load(ordering: .relaxed) == finalized + 1)
        }

        @Test func aWidgetTakenOutOfItsWindowFreesAViewNoOneHolds() {
            weak var weakView: SCIChartView?
            let window: UnsafeMutablePointer<GtkWindow>
            do {
                let view = SCIChartView()
                weakView = view
                window = GtkTestSupport.window(holding: view)
            }
            defer { gtk_window_destroy(window) }
            #expect(weakView != nil)
            gtk_window_set_child(window, nil)
            GtkTestSupport.run(for: 0.1)
            #expect(weakView == nil)
        }

        @Test func aViewTheProgramHoldsOutlivesItsWindowAndMovesToAnother() {
            let view = SCIChartView(surface: GtkTestSupport.chart())
            let finalized = GtkTestSupport.finalized.load(ordering: .relaxed)
            GtkTestSupport.watchFinalization(of: view.gtkWidget)
            let first = GtkTestSupport.window(holding: view)
            GtkTestSupport.run { view.framesDrawn > 0 }
            gtk_window_destroy(first)
            GtkTestSupport.run(for: 0.1)
            #expect(GtkTestSupport.finalized.load(ordering: .relaxed) == finalized)

            let frames = view.framesDrawn
            let second = GtkTestSupport.window(holding: view, width: 400, height: 300)
            defer { gtk_window_destroy(second) }
            #expect(GtkTestSupport.run { view.framesDrawn > frames })
            #expect(view.surface.frame.width >= 400)
        }

        @Test func thePointerTakesTheShapeTheSurfaceAsksForAndGTKHearsOnlyOfChanges() throws {
            let surface = GtkTestSupport.chart()
            surface.chartModifiers.add(SCIZoomPanModifier())
            let view = SCIChartView(surface: surface)
            let window = GtkTestSupport.window(holding: view)
            defer { gtk_window_destroy(window) }
            GtkTestSupport.run { view.framesDrawn > 0 }
            let widget = UnsafeMutablePointer<GtkWidget>(view.gtkWidget)
            func name() -> String? {
                gtk_widget_get_cursor(widget).flatMap { gdk_cursor_get_name($0) }.map { String(cString: $0) }
            }
            let area = surface.seriesAreaFrame
            let inside = CGPoint(x: area.midX, y: area.midY)
            view.host.updateCursor(at: inside)
            #expect(name() == "grab")
            let shown = try #require(gtk_widget_get_cursor(widget))
            view.host.updateCursor(at: CGPoint(x: inside.x + 5, y: inside.y))
            #expect(gtk_widget_get_cursor(widget) == shown)
            view.host.dragBegan(nil, x: Double(inside.x), y: Double(inside.y))
            #expect(name() == "grabbing")
            view.host.dragEnded(nil, dx: 20, dy: 0)
            #expect(name() == "grab")
            view.host.updateCursor(at: CGPoint(x: 1, y: 1))
            #expect(name() == "default")
        }

        @Test func closingTheWindowMidDragCancelsTheGesture() {
            let surface = GtkTestSupport.chart()
            let recorder = PhaseRecorder()
            surface.chartModifiers.add(recorder)
            weak var weakView: SCIChartView?
            let window: UnsafeMutablePointer<GtkWindow>
            do {
                let view = SCIChartView(surface: surface)
                weakView = view
                window = GtkTestSupport.window(holding: view)
                GtkTestSupport.run { view.framesDrawn > 0 }
                view.host.dragBegan(nil, x: 50, y: 60)
                view.host.dragMoved(nil, dx: 10, dy: 5)
            }
            gtk_window_destroy(window)
            GtkTestSupport.run(for: 0.1)
            #expect(recorder.phases == [.began, .moved, .cancelled])
            #expect(weakView == nil)
            #expect(surface.onInvalidate == nil)
        }

        @Test func aReleaseAfterACancelIsIgnored() {
            let surface = GtkTestSupport.chart()
            let recorder = PhaseRecorder()
            surface.chartModifiers.add(recorder)
            let view = SCIChartView(surface: surface)
            let window = GtkTestSupport.window(holding: view)
            GtkTestSupport.run { view.framesDrawn > 0 }
            view.host.dragBegan(nil, x: 50, y: 60)
            gtk_window_destroy(window)
            GtkTestSupport.run(for: 0.1)
            view.host.dragEnded(nil, dx: 5, dy: 5)
            #expect(recorder.phases == [.began, .cancelled])
        }
    }
}
