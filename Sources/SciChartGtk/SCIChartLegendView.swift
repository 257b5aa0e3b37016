import CGtk
import Foundation
import SciChart

/// A GTK 4 widget that shows a legend placed outside the chart (a `SCIChartLegend` whose
/// `SCILegendModifier` was made with `useAutoPlacement: false`), beside the chart's
/// ``SCIChartView`` in the host's layout.
///
/// ```swift
/// let legend = SCIChartLegend()
/// guard let dataSource = SCISeriesInfoLegendDataSource(legend: legend) else { return }
/// surface.chartModifiers.add(
///     SCILegendModifier(legend: legend, dataSource: dataSource, useAutoPlacement: false))
/// let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)
/// gtk_box_append(box, SCIChartLegendView(legend: legend).gtkWidget)
/// gtk_box_append(box, SCIChartView(surface: surface).gtkWidget)
/// ```
///
/// The widget takes the events and drawing of ``SCIChartView`` (the same code): clicks
/// toggle and isolate series, a drag or the wheel scrolls, the pointer is a hand over an
/// item, and the legend is drawn at the widget's scale factor when it asks to be
/// (`SCIChartLegend.onInvalidate`, which the view sets). The legend's frame follows the
/// widget's size. A click does not take the keyboard focus from the chart; Tab reaches the
/// legend, and its keys are `SCIChartLegend.handleKey(_:modifiers:)`'s (Tab, the arrows,
/// Enter and Space to hide and show a series, Escape). Assistive technology reads it as a
/// group named by `SCIChartLegend.accessibilityName` and described by
/// `SCIChartLegend.accessibilityDescription`.
///
/// Its size follows the legend's container (`SCIChartLegend.container`):
/// `SCIChartLegendContainer.Sizing.content` (the default) sizes the widget to its items, as
/// SciChart's legend view sized by its content: a vertical legend is as wide and as tall as
/// its items (aligned to the top of the room it is given), a horizontal one as tall as its
/// rows at the width it gets; `SCIChartLegendContainer.Sizing.host` asks for nothing and
/// expands to fill what the host's layout gives, scrolling when its items need more. A view belongs to the GTK thread; while
/// its widget is in a container, the widget keeps the view alive.
@MainActor
public final class SCIChartLegendView {
    /// The legend the view shows. The view sets its frame and its
    /// `SCIChartLegend.onInvalidate` (replacing any closure set before).
    public let legend: SCIChartLegend

    /// The widget, its drawing and its events.
    let host: HostWidget
    /// The size request last given to GTK (-1: none).
    private var requested = (width: Int32(-1), height: Int32(-1))
    private var sizing: SCIChartLegendContainer.Sizing?
    private var orientation: SCIOrientation?

    /// Frames drawn so far, for tests and diagnostics.
    public var framesDrawn: Int { host.framesDrawn }

    /// Creates a view of `legend`. GTK must be initialised first.
    public init(legend: SCIChartLegend) {
        self.legend = legend
        // A group: GTK 4.8's list roles expect list items as children, which a drawn legend
        // does not have; its description lists the series.
        host = HostWidget(
            content: legend, name: "SCIChartLegendView", role: GTK_ACCESSIBLE_ROLE_GROUP,
            focusesOnClick: false)
        host.setOwner(self)
        host.onRedrawRequested = { [unowned self] in updateSizeRequest() }
        host.onResized = { [unowned self] in
            // GTK is laying out: a new request waits for the main loop.
            if desiredRequest() != requested { host.redraw.request() }
        }
        updateSizeRequest()
    }

    /// The `GtkWidget *` of the view, for placing it in one's own GTK layout. The container
    /// that takes the widget keeps the view alive, so the program need not keep the view; a
    /// widget put in no container before the main loop next runs is freed then with its
    /// view, unless the program holds the view.
    public var gtkWidget: OpaquePointer {
        host.handOut()
        return OpaquePointer(host.handle.widget)
    }

    /// The size to ask GTK for, in points (-1: no request in that direction).
    func desiredRequest() -> (width: Int32, height: Int32) {
        guard legend.container?.sizing != .host, legend.showLegend else { return (-1, -1) }
        let widget = host.handle.widget
        switch legend.orientation {
        case .vertical:
            let size = legend.contentSize(fitting: CGSize(width: Double.infinity, height: Double.infinity))
            return (Self.points(size.width), Self.points(size.height))
        case .horizontal:
            let width = gtk_widget_get_width(widget)
            let fitting = width > 0 ? Double(width) : Double.infinity
            let size = legend.contentSize(fitting: CGSize(width: fitting, height: Double.infinity))
            return (-1, Self.points(size.height))
        }
    }

    /// Tells GTK the size the legend's content asks for, when it changed, and whether the
    /// widget expands.
    func updateSizeRequest() {
        let sizing = legend.container?.sizing ?? .content
        let orientation = legend.orientation
        if sizing != self.sizing || orientation != self.orientation {
            self.sizing = sizing
            self.orientation = orientation
            let widget = host.handle.widget
            let expands: gboolean = sizing == .host ? 1 : 0
            gtk_widget_set_hexpand(widget, expands)
            gtk_widget_set_vexpand(widget, expands)
            // A vertical legend sized to its items keeps their height, at the top of its room.
            let keepsItsHeight = sizing == .content && orientation == .vertical
            gtk_widget_set_valign(widget, keepsItsHeight ? GTK_ALIGN_START : GTK_ALIGN_FILL)
        }
        let desired = desiredRequest()
        guard desired != requested else { return }
        requested = desired
        gtk_widget_set_size_request(host.handle.widget, desired.width, desired.height)
    }

    private static func points(_ value: CGFloat) -> Int32 {
        let double = Double(value)
        guard double.isFinite, double > 0 else { return -1 }
        return Int32(min(double.rounded(.up), 32_767))
    }
}
