// A window with SPY daily candles, the Measure tool and a modifier that logs every event:
// the smallest real program around SCIChartView, and the end-to-end test's subject.
//
//   scichart-gtk-example [--reference FILE]
//
// Standard output gets one line per event (see EventLog); `ready origin=X,Y size=W,H
// scale=S` once the chart is on screen (the view's place in the window, in points);
// `stats frames=N chart-layer-draws=M annotations=K` on SIGUSR1, which also writes the chart
// as the library renders it to FILE, to compare with a screenshot. SIGTERM closes the window
// as a user would; the last line says whether the view was freed with it.
import CGtk
import Foundation
import Gallery
import SciChart
import SciChartCairo
import SciChartGtk

guard gtk_init_check() != 0 else {
    FileHandle.standardError.write(Data("scichart-gtk-example: cannot open a display\n".utf8))
    exit(1)
}
let arguments = Array(CommandLine.arguments.dropFirst())
let referencePath = arguments.first == "--reference" && arguments.count > 1 ? arguments[1] : nil

let surface = GalleryCharts.spyDaily()
surface.chartModifiers.add(EventLog())
surface.chartModifiers.add(SCIMeasureCreationModifier())

let window = gtk_window_new()!
let gtkWindow = UnsafeMutablePointer<GtkWindow>(OpaquePointer(window))
gtk_window_set_title(gtkWindow, "SciChart GTK example")
gtk_window_set_default_size(gtkWindow, 900, 600)
weak var weakView: SCIChartView?
do {
    // The window's child keeps the view alive from here on.
    let view = SCIChartView(surface: surface)
    gtk_window_set_child(gtkWindow, UnsafeMutablePointer(view.gtkWidget))
    weakView = view
}
let loop = g_main_loop_new(nil, 0)!

/// The view's place in the window's X surface and its scale, once it has drawn.
@MainActor func reportReady() -> Bool {
    guard let view = weakView, view.framesDrawn > 0 else { return false }
    let widget = UnsafeMutablePointer<GtkWidget>(view.gtkWidget)
    var x = 0.0
    var y = 0.0
    var left = 0.0
    var top = 0.0
    _ = gtk_widget_translate_coordinates(widget, window, 0, 0, &x, &y)
    gtk_native_get_surface_transform(OpaquePointer(window), &left, &top)
    EventLog.write(
        "ready origin=\(x + left),\(y + top) size=\(gtk_widget_get_width(widget)),"
            + "\(gtk_widget_get_height(widget)) scale=\(gtk_widget_get_scale_factor(widget))")
    return true
}

@MainActor func reportStats() {
    guard let view = weakView else { return }
    EventLog.write(
        "stats frames=\(view.framesDrawn) chart-layer-draws=\(view.chartLayerDraws) "
            + "annotations=\(surface.annotations.count)")
    guard let referencePath else { return }
    let scale = Double(gtk_widget_get_scale_factor(UnsafeMutablePointer<GtkWidget>(view.gtkWidget)))
    do {
        try surface.renderPNG(to: URL(fileURLWithPath: referencePath), scale: scale)
        EventLog.write("reference \(referencePath)")
    } catch {
        EventLog.write("reference-failed \(error)")
    }
}

var afterPaintHandler: gulong = 0
let onAfterPaint: @convention(c) (OpaquePointer?, gpointer?) -> Void = { _, _ in
    MainActor.assumeIsolated {
        guard reportReady() else { return }
        g_signal_handler_disconnect(
            UnsafeMutableRawPointer(gtk_widget_get_frame_clock(window)), afterPaintHandler)
    }
}
let onDestroy: @convention(c) (OpaquePointer?, gpointer?) -> Void = { _, _ in
    MainActor.assumeIsolated { g_main_loop_quit(loop) }
}
let onTerminate: GSourceFunc = { _ in
    MainActor.assumeIsolated { gtk_window_destroy(gtkWindow) }
    return gboolean(G_SOURCE_REMOVE)
}
let onStats: GSourceFunc = { _ in
    MainActor.assumeIsolated { reportStats() }
    return gboolean(G_SOURCE_CONTINUE)
}

_ = g_signal_connect_data(
    UnsafeMutableRawPointer(window), "destroy", unsafeBitCast(onDestroy, to: GCallback.self), nil, nil,
    GConnectFlags(rawValue: 0))
_ = g_unix_signal_add(SIGTERM, onTerminate, nil)
_ = g_unix_signal_add(SIGUSR1, onStats, nil)
gtk_window_present(gtkWindow)
afterPaintHandler = g_signal_connect_data(
    UnsafeMutableRawPointer(gtk_widget_get_frame_clock(window)), "after-paint",
    unsafeBitCast(onAfterPaint, to: GCallback.self), nil, nil, GConnectFlags(rawValue: 0))
g_main_loop_run(loop)
EventLog.write("closed view-released=\(weakView == nil)")
