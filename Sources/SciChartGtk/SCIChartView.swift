import CGtk
import Foundation
import SciChart
import SciChartCairo

/// A GTK 4 widget that shows a chart surface and lets the mouse, touchpad and keyboard
/// drive it.
///
/// ```swift
/// let view = SCIChartView(surface: surface)
/// gtk_window_set_child(window, view.gtkWidget)   // or any container of your GTK layout
/// ```
///
/// The widget is a `GtkDrawingArea` drawn with Cairo at the widget's scale factor. It
/// follows its size (the surface's ``SCIChartSurface/frame`` is set to it), redraws when
/// the surface asks to (``SCIChartSurface/onInvalidate``, from any thread, coalesced into
/// one frame) and redraws only the overlay when only the overlay changed, and does
/// nothing while nothing changes. Input becomes the surface's events:
///
/// - button 1 pressed, dragged and released: pointer `.began`, `.moved`, `.ended`, with
///   the event's own time; a drag the system ends (a grab taken, the widget hidden, its
///   window closed): `.cancelled`; moves with no button down: `.hovered`; the pointer
///   leaving the widget: `.exited` (after the drag, when it leaves during one);
/// - the mouse pointer's shape is the surface's ``SCIChartSurface/cursor(at:)`` after each
///   move, press and release (a grab hand to pan, a crosshair to draw);
/// - wheel and touchpad scrolling: ``SCIChartSurface/handleScroll(deltaX:deltaY:at:modifiers:)``
///   at the pointer, in wheel clicks (positive y towards the user), with the keys held;
/// - Escape, Delete, BackSpace, Return and the arrows:
///   ``SCIChartSurface/handleKey(_:modifiers:)``; Ctrl+Z is undo, Ctrl+Shift+Z and Ctrl+Y
///   redo. The widget takes the keyboard focus when clicked.
///
/// Surface coordinates are the widget's own, in logical points. A view belongs to the
/// thread that runs GTK (the main thread), as GTK's widgets do. While the widget is in a
/// container, the widget keeps the view alive, so a program may keep only the widget; once
/// the widget is out of every container and the program holds no view, both are freed.
/// Release the view on the GTK thread.
@MainActor
public final class SCIChartView {
    /// The chart the view shows. The view sets its ``SCIChartSurface/frame`` and its
    /// ``SCIChartSurface/onInvalidate`` (replacing any closure set before); use one view
    /// per surface.
    public let surface: SCIChartSurface

    let handle: WidgetHandle
    let renderer = SCIRasterRenderer()
    /// Carries the surface's redraw requests, from any thread, to GTK's main loop.
    let redraw: RedrawRequest
    /// The button-1 drag gesture (owned by the widget).
    var dragGesture: OpaquePointer?
    var pointer = PointerTracker()
    var clock = EventClock()
    /// The cursor last shown, so GTK is told only of changes.
    var shownCursor: SCICursor?
    /// The messages of drawing errors already reported, so each is reported once.
    var reportedDrawErrors: Set<String> = []
    /// The view's own reference, held for the widget while the widget is in a container.
    private var heldByWidget: Unmanaged<SCIChartView>?

    /// Frames drawn so far, for tests and diagnostics.
    public internal(set) var framesDrawn = 0

    /// Times the chart layer (background, grid, series, axes) was rasterised, for tests and
    /// diagnostics: frames whose chart did not change reuse it and draw only the overlay.
    public var chartLayerDraws: Int { renderer.chartLayerDraws }

    /// Creates a view of `surface` (default: a new empty surface).
    ///
    /// The widget expands to fill the space its container gives it and can take the keyboard
    /// focus. GTK must be initialised first (`gtk_init`, or a `GtkApplication` that has
    /// started); without it the program stops with a message.
    public init(surface: SCIChartSurface = SCIChartSurface()) {
        self.surface = surface
        let handle = WidgetHandle()
        self.handle = handle
        redraw = RedrawRequest { [weak handle] in handle?.queueDraw() }
        surface.onInvalidate = Self.invalidationHandler(redraw)
        handle.onSharedChanged = { [unowned self] isShared in widgetSharingChanged(isShared) }
        gtk_widget_set_hexpand(handle.widget, 1)
        gtk_widget_set_vexpand(handle.widget, 1)
        gtk_widget_set_focusable(handle.widget, 1)
        let data = Unmanaged.passUnretained(self).toOpaque()
        installDrawing(data: data)
        installControllers(data: data)
    }

    isolated deinit {
        surface.onInvalidate = nil
    }

    /// The `GtkWidget *` of the view, for placing it in one's own GTK layout (a window, a
    /// box, a paned): pass it to functions such as `gtk_window_set_child` or `gtk_box_append`.
    ///
    /// The pointer is valid while the view exists. The container that takes the widget keeps
    /// the view alive for as long as it holds it.
    public var gtkWidget: OpaquePointer { OpaquePointer(handle.widget) }

    /// The closure the surface calls when it needs a redraw: it may run on any thread, so it
    /// holds only the thread-safe request (built outside the view's isolation on purpose).
    private nonisolated static func invalidationHandler(_ redraw: RedrawRequest) -> @Sendable () -> Void {
        { redraw.request() }
    }

    /// Asks GTK for a frame; GTK coalesces requests until it draws.
    func queueDraw() {
        handle.queueDraw()
    }

    /// Keeps the view alive while a container holds the widget, and lets it go after.
    private func widgetSharingChanged(_ isShared: Bool) {
        if isShared {
            if heldByWidget == nil { heldByWidget = Unmanaged.passRetained(self) }
        } else {
            endDrag()
            if let held = heldByWidget {
                heldByWidget = nil
                held.release()  // may free the view, and with it the widget
            }
        }
    }
}
