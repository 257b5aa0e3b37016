// A window with SPY daily candles, the Measure tool, navigation (drag to pan, wheel to zoom,
// Shift+wheel for time only, double-click to fit the data), a crosshair, a legend with
// checkboxes beside the chart (in its own widget: click to hide and show, double-click a
// name to show that series alone), and a modifier that logs every event: the smallest real
// program around SCIChartView and SCIChartLegendView, and the end-to-end test's subject.
// The M key picks the Measure tool (the default), P panning.
//
//   scichart-gtk-example [--reference FILE]
//
// Standard output gets one line per event (see EventLog); `ready origin=X,Y size=W,H
// scale=S` once the chart is on screen (the view's place in the window, in points), then
// `legend origin=X,Y` (the legend view's place) and one `legend-item index=I checkbox=X,Y
// name=X,Y` per item (the centres of its checkbox and name, in the legend view's points);
// `tool measure` or `tool pan` when the tool changes; `stats frames=N chart-layer-draws=M
// annotations=K x=MIN,MAX y=MIN,MAX area=X,Y,W,H visible=V,V,V legend-frames=L` (the
// visible ranges, the series area, which series are shown, and the legend's frames) on
// SIGUSR1, which also writes the chart as the library renders it to FILE, to compare with
// a screenshot. SIGTERM closes the window as a user would; the last line says whether the
// view was freed with it.
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
let measure = SCIMeasureCreationModifier()
let crosshair = SCICursorModifier()
// The crosshair follows drags that the tools take too.
crosshair.receiveHandledEvents = true
// Double taps and pinches first: a modifier sees the taps only of presses it received.
surface.chartModifiers.add(
    items: EventLog(), SCIZoomExtentsModifier(), SCIPinchZoomModifier(), measure, SCIZoomPanModifier(),
    SCIMouseWheelZoomModifier(), crosshair)

// The legend is placed by the program, outside the chart, in a widget of its own.
let legend = SCIChartLegend()
let legendModifier = SCILegendModifier(
    legend: legend, dataSource: SCISeriesInfoLegendDataSource(legend: legend)!, useAutoPlacement: false)
legendModifier.showCheckBoxes = true
surface.chartModifiers.add(legendModifier)

let window = gtk_window_new()!
let gtkWindow = UnsafeMutablePointer<GtkWindow>(OpaquePointer(window))
gtk_window_set_title(gtkWindow, "SciChart GTK example")
gtk_window_set_default_size(gtkWindow, 900, 600)
weak var weakView: SCIChartView?
weak var weakLegendView: SCIChartLegendView?
do {
    // The window's children keep the views alive from here on.
    let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
    let legendView = SCIChartLegendView(legend: legend)
    let view = SCIChartView(surface: surface)
    gtk_box_append(
        UnsafeMutablePointer<GtkBox>(OpaquePointer(box)), UnsafeMutablePointer(legendView.gtkWidget))
    gtk_box_append(UnsafeMutablePointer<GtkBox>(OpaquePointer(box)), UnsafeMutablePointer(view.gtkWidget))
    gtk_window_set_child(gtkWindow, box)
    weakView = view
    weakLegendView = legendView
}
let loop = g_main_loop_new(nil, 0)!

/// Where `widget` starts in the window's X surface, in points.
@MainActor func origin(of widget: UnsafeMutablePointer<GtkWidget>) -> (x: Double, y: Double) {
    var x = 0.0
    var y = 0.0
    var left = 0.0
    var top = 0.0
    _ = gtk_widget_translate_coordinates(widget, window, 0, 0, &x, &y)
    gtk_native_get_surface_transform(OpaquePointer(window), &left, &top)
    return (x + left, y + top)
}

/// The views' places in the window's X surface and the chart's scale, once both have drawn,
/// and where the legend's checkboxes and names are.
@MainActor func reportReady() -> Bool {
    guard let view = weakView, view.framesDrawn > 0, let legendView = weakLegendView,
        legendView.framesDrawn > 0
    else { return false }
    let widget = UnsafeMutablePointer<GtkWidget>(view.gtkWidget)
    let chart = origin(of: widget)
    EventLog.write(
        "ready origin=\(chart.x),\(chart.y) size=\(gtk_widget_get_width(widget)),"
            + "\(gtk_widget_get_height(widget)) scale=\(gtk_widget_get_scale_factor(widget))")
    let legendOrigin = origin(of: UnsafeMutablePointer<GtkWidget>(legendView.gtkWidget))
    EventLog.write("legend origin=\(legendOrigin.x),\(legendOrigin.y)")
    for index in 0..<legend.itemCount {
        guard let box = legend.checkBoxFrame(at: index), let item = legend.itemFrame(at: index) else {
            continue
        }
        let name = CGPoint(x: (box.maxX + item.maxX) / 2, y: item.midY)
        EventLog.write("legend-item index=\(index) checkbox=\(box.midX),\(box.midY) name=\(name.x),\(name.y)")
    }
    return true
}

@MainActor func reportStats() {
    guard let view = weakView else { return }
    let x = surface.xAxes[0].visibleRange
    let y = surface.yAxes[0].visibleRange
    let area = surface.seriesAreaFrame
    EventLog.write(
        "stats frames=\(view.framesDrawn) chart-layer-draws=\(view.chartLayerDraws) "
            + "annotations=\(surface.annotations.count) x=\(x.min),\(x.max) y=\(y.min),\(y.max) "
            + "area=\(area.minX),\(area.minY),\(area.width),\(area.height) "
            + "visible=\(surface.renderableSeries.map { $0.isVisible ? "1" : "0" }.joined(separator: ",")) "
            + "legend-frames=\(weakLegendView?.framesDrawn ?? 0)")
    guard let referencePath else { return }
    let scale = Double(gtk_widget_get_scale_factor(UnsafeMutablePointer<GtkWidget>(view.gtkWidget)))
    do {
        try surface.renderPNG(to: URL(fileURLWithPath: referencePath), scale: scale)
        EventLog.write("reference \(referencePath)")
    } catch {
        EventLog.write("reference-failed \(error)")
    }
}

/// M picks the Measure tool, P panning (the Measure tool takes every press while enabled).
let onKey: @convention(c) (OpaquePointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean = {
    _, keyval, _, _, _ in
    MainActor.assumeIsolated {
        switch Int32(bitPattern: keyval) {
        case GDK_KEY_m, GDK_KEY_M: measure.isEnabled = true
        case GDK_KEY_p, GDK_KEY_P: measure.isEnabled = false
        default: return 0
        }
        EventLog.write("tool \(measure.isEnabled ? "measure" : "pan")")
        return 1
    }
}
let keys = gtk_event_controller_key_new()!
gtk_widget_add_controller(window, keys)
_ = g_signal_connect_data(
    UnsafeMutableRawPointer(keys), "key-pressed", unsafeBitCast(onKey, to: GCallback.self), nil, nil,
    GConnectFlags(rawValue: 0))

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
EventLog.write("closed view-released=\(weakView == nil) legend-view-released=\(weakLegendView == nil)")
