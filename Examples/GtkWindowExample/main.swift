// A chart in a window of its own: SCIChartView, a GTK 4 widget, showing SPY daily candles
// with the Measure tool, panning and zooming. Drag on the chart to measure; press P to pan
// instead (drag), M to measure again; the wheel zooms, Shift+wheel zooms time only, a
// double click fits the data; Escape cancels a measure, Ctrl+Z and Ctrl+Y undo and redo.
// Close the window to quit.
//
//   GtkWindowExample
//
// Needs a display (X11 or Wayland); without one it says so and exits with status 1.
import CGtk
import Foundation
import MarketData
import SciChart
import SciChartGtk

guard gtk_init_check() != 0 else {
    FileHandle.standardError.write(Data("GtkWindowExample: cannot open a display\n".utf8))
    exit(1)
}

let surface = SCIChartSurface()
surface.chartTitle = "SPY daily: drag to measure, P to pan, M to measure"
surface.xAxes.add(SCIDateAxis())
let yAxis = SCINumericAxis()
yAxis.autoRange = .always
yAxis.growBy = SCIDoubleRange(min: 0.05, max: 0.05)
surface.yAxes.add(yAxis)
let bars = MarketData.spyDaily.suffix(250)
let candles = SCIOhlcDataSeries(xType: .date, yType: .double)
candles.seriesName = "SPY"
candles.append(
    x: bars.map(\.x), open: bars.map(\.open), high: bars.map(\.high), low: bars.map(\.low),
    close: bars.map(\.close))
let candlesticks = SCIFastCandlestickRenderableSeries()
candlesticks.dataSeries = candles
surface.renderableSeries.add(candlesticks)

let measure = SCIMeasureCreationModifier()
measure.snapToCandles = true
measure.isEditable = true
measure.annotationCreationCompletionListener = { annotation, _ in
    guard let created = annotation as? SCIMeasureAnnotation else { return }
    print("measured: \(created.getBaseDataValues())")
}
// A double click fits the data; the measure takes drags while enabled, panning otherwise.
surface.chartModifiers.add(
    items: SCIZoomExtentsModifier(), measure, SCIZoomPanModifier(), SCIMouseWheelZoomModifier())

let window = gtk_window_new()!
let gtkWindow = UnsafeMutablePointer<GtkWindow>(OpaquePointer(window))
gtk_window_set_title(gtkWindow, "SciChart: a chart in its own window")
gtk_window_set_default_size(gtkWindow, 1000, 640)
// The window keeps the view alive while it shows its widget.
gtk_window_set_child(gtkWindow, UnsafeMutablePointer(SCIChartView(surface: surface).gtkWidget))

/// P picks panning, M the Measure tool.
let onKey: @convention(c) (OpaquePointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean = {
    _, keyval, _, _, _ in
    MainActor.assumeIsolated {
        switch Int32(bitPattern: keyval) {
        case GDK_KEY_m, GDK_KEY_M: measure.isEnabled = true
        case GDK_KEY_p, GDK_KEY_P:
            measure.reset()
            measure.isEnabled = false
        default: return 0
        }
        return 1
    }
}
let keys = gtk_event_controller_key_new()!
gtk_widget_add_controller(window, keys)
_ = g_signal_connect_data(
    UnsafeMutableRawPointer(keys), "key-pressed", unsafeBitCast(onKey, to: GCallback.self), nil, nil,
    GConnectFlags(rawValue: 0))

let loop = g_main_loop_new(nil, 0)!
let onDestroy: @convention(c) (OpaquePointer?, gpointer?) -> Void = { _, _ in
    MainActor.assumeIsolated { g_main_loop_quit(loop) }
}
_ = g_signal_connect_data(
    UnsafeMutableRawPointer(window), "destroy", unsafeBitCast(onDestroy, to: GCallback.self), nil, nil,
    GConnectFlags(rawValue: 0))
gtk_window_present(gtkWindow)
g_main_loop_run(loop)
