import CGtk

/// Owns the view's `GtkDrawingArea`: one reference to it, the signal handlers connected to
/// it and its controllers, and its draw function.
///
/// The reference is a GObject toggle reference, the mechanism language bindings use to tie
/// a wrapper's life to its object's: GTK calls ``onSharedChanged`` with `true` when someone
/// besides the handle holds the widget (a parent container) and with `false` when only the
/// handle does (the widget was removed, or its window closed). The host keeps its view alive
/// in the first state, so a widget in a window works after the program drops the view.
///
/// Freeing the handle disconnects every handler, clears the draw function and drops the
/// reference (freeing the widget unless someone else holds it), so GTK never calls into a
/// freed Swift object.
@MainActor
final class WidgetHandle {
    /// The drawing area.
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The view's type name, for messages.
    let name: String
    /// Called when others start (`true`) or stop (`false`) holding the widget.
    var onSharedChanged: ((_ isShared: Bool) -> Void)?
    /// Whether someone besides the handle holds the widget.
    private(set) var isShared = false
    private var connections: [(instance: gpointer, id: gulong)] = []
    private var hasDrawFunction = false

    /// A drawing area for the view named `name` (for the message when GTK is not running),
    /// with the accessible `role` assistive technology announces it by (GTK sets a widget's
    /// role once, as it is made).
    init(name: String, role: GtkAccessibleRole) {
        precondition(gtk_is_initialized() != 0, "\(name) needs GTK: call gtk_init() first")
        self.name = name
        widget = Self.drawingArea(role: role)
        // Take the floating reference, add the toggle reference, then drop the first: from
        // here on the toggle reference is the handle's only one.
        g_object_ref_sink(GObjectPointers.raw(widget))
        g_object_add_toggle_ref(GObjectPointers.typed(widget), Self.toggled, Self.tag(self))
        g_object_unref(GObjectPointers.raw(widget))
    }

    isolated deinit {
        for connection in connections {
            g_signal_handler_disconnect(connection.instance, connection.id)
        }
        if hasDrawFunction {
            gtk_drawing_area_set_draw_func(drawingArea, nil, nil, nil)
        }
        g_object_remove_toggle_ref(GObjectPointers.typed(widget), Self.toggled, Self.tag(self))
    }

    var drawingArea: UnsafeMutablePointer<GtkDrawingArea> { GObjectPointers.typed(widget) }

    /// A new drawing area whose construct-only `accessible-role` is `role`.
    private static func drawingArea(role: GtkAccessibleRole) -> UnsafeMutablePointer<GtkWidget> {
        var value = GValue()
        g_value_init(&value, gtk_accessible_role_get_type())
        g_value_set_enum(&value, gint(role.rawValue))
        defer { g_value_unset(&value) }
        let object = "accessible-role".withCString { property in
            var names: [UnsafePointer<CChar>?] = [property]
            return g_object_new_with_properties(gtk_drawing_area_get_type(), 1, &names, &value)
        }
        guard let object else { fatalError("GTK could not make a drawing area") }
        return GObjectPointers.typed(object)
    }

    /// Asks GTK for a frame; GTK coalesces requests until it draws.
    func queueDraw() {
        gtk_widget_queue_draw(widget)
    }

    /// Adds `controller` to the widget, which takes ownership of it.
    func add(controller: OpaquePointer) {
        gtk_widget_add_controller(widget, controller)
    }

    /// Connects `handler` to `signal` of the widget or one of its controllers; the handle
    /// disconnects it when freed.
    func connect(_ instance: gpointer, _ signal: String, _ handler: GCallback, data: gpointer) {
        let id = GObjectPointers.connect(instance, signal, handler, data: data)
        connections.append((instance, id))
    }

    /// Sets the draw function; the handle clears it when freed.
    func setDrawFunction(_ function: GtkDrawingAreaDrawFunc, data: gpointer) {
        gtk_drawing_area_set_draw_func(drawingArea, function, data, nil)
        hasDrawFunction = true
    }

    private func toggled(isLastReference: Bool) {
        let shared = !isLastReference
        guard shared != isShared else { return }
        isShared = shared
        onSharedChanged?(shared)
    }

    private static func tag(_ handle: WidgetHandle) -> gpointer {
        Unmanaged.passUnretained(handle).toOpaque()
    }

    /// GObject calls it on the GTK thread when the reference count moves between 1 (the
    /// handle's alone) and more.
    private static let toggled: GToggleNotify = { data, _, isLastReference in
        guard let data else { return }
        let handle = Unmanaged<WidgetHandle>.fromOpaque(data).takeUnretainedValue()
        MainActor.assumeIsolated { handle.toggled(isLastReference: isLastReference != 0) }
    }
}
