// The README's guide to putting a chart in one's own GTK program, as a program that builds
// with the project: a window of its own with a label over a chart in a box, a crosshair, and
// a thread that appends a point every 20 ms. From its first import on, it is the README's
// program word for word but the GTK module's name (scripts/examples checks).
//
//   swift run scichart-gtk-embed
import CGtk
import Foundation
import SciChart
import SciChartGtk

guard gtk_init_check() != 0 else {
    FileHandle.standardError.write(Data("cannot open a display\n".utf8))
    exit(1)
}

// The chart: a line whose axes follow the data, the last 1,000 points kept.
let surface = SCIChartSurface()
let xAxis = SCINumericAxis()
xAxis.autoRange = .always
let yAxis = SCINumericAxis()
yAxis.autoRange = .always
yAxis.growBy = SCIDoubleRange(min: 0.1, max: 0.1)
surface.xAxes.add(xAxis)
surface.yAxes.add(yAxis)
let points = SCIXyDataSeries(xType: .double, yType: .double)
points.fifoCapacity = 1000
let line = SCIFastLineRenderableSeries()
line.dataSeries = points
line.strokeStyle = SCISolidPenStyle(color: 0xFF47_BDE6, thickness: 1.5)
surface.renderableSeries.add(line)
// A crosshair with the values under the pointer on the axes. (Pan and zoom modifiers leave
// axes that follow the data alone: they act on axes set to .once, the default, or .never.)
surface.chartModifiers.add(SCICursorModifier())

// The window: a label over the chart, in a vertical box. GTK's C types come into Swift as
// typed pointers; a GtkWidget pointer becomes a GtkWindow or GtkBox one as a C cast does.
let window = gtk_window_new()!
let gtkWindow = UnsafeMutablePointer<GtkWindow>(OpaquePointer(window))
gtk_window_set_title(gtkWindow, "A chart in a GTK window")
gtk_window_set_default_size(gtkWindow, 800, 500)
let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
let gtkBox = UnsafeMutablePointer<GtkBox>(OpaquePointer(box))
gtk_box_append(gtkBox, gtk_label_new("A point every 20 ms from another thread"))
// The view's widget goes into the box as any GTK widget does; the box keeps the view alive.
let view = SCIChartView(surface: surface)
gtk_box_append(gtkBox, UnsafeMutablePointer<GtkWidget>(view.gtkWidget))
gtk_window_set_child(gtkWindow, box)

// Data from any thread: the view redraws within a frame, on GTK's main loop.
let feed = Thread {
    var x = 0.0
    while !Thread.current.isCancelled {
        points.append(x: x, y: sin(x / 40) + 0.2 * sin(x / 7))
        x += 1
        Thread.sleep(forTimeInterval: 0.02)
    }
}
feed.start()

// Closing the window ends the main loop.
let loop = g_main_loop_new(nil, 0)
let quit: @convention(c) (gpointer?, gpointer?) -> Void = { _, loop in
    g_main_loop_quit(OpaquePointer(loop))
}
g_signal_connect_data(
    UnsafeMutableRawPointer(window), "destroy", unsafeBitCast(quit, to: GCallback.self),
    UnsafeMutableRawPointer(loop), nil, GConnectFlags(rawValue: 0))
gtk_window_present(gtkWindow)
g_main_loop_run(loop)
feed.cancel()
g_main_loop_unref(loop)
