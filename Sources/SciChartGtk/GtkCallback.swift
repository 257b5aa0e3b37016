import CGtk

/// A pointer GTK passes to a signal handler (the emitting controller, a `cairo_t`, a
/// `GdkEvent`), carried into the main actor's isolation.
///
/// The conformance to `Sendable` is safe because the pointer never changes threads:
/// ``GtkCallback/onView(_:_:default:_:)`` hands it to `MainActor.assumeIsolated`, which runs
/// its closure synchronously on the calling thread, and stops the program if that thread is
/// not the main one (GTK calls its handlers on the thread that runs its main loop).
struct GtkPointer: @unchecked Sendable {
    let pointer: OpaquePointer?

    init(_ pointer: OpaquePointer?) {
        self.pointer = pointer
    }
}

/// Enters the host widget from a C callback.
enum GtkCallback {
    /// Runs `body` on the main actor with the host widget whose unretained pointer is `data` (the
    /// user data every handler of the widget is connected with), or returns `fallback` when
    /// there is none.
    static func onView<Result: Sendable>(
        _ data: gpointer?, _ argument: GtkPointer = GtkPointer(nil), default fallback: Result,
        _ body: @MainActor @Sendable (HostWidget, OpaquePointer?) -> Result
    ) -> Result {
        guard let data else { return fallback }
        let view = Unmanaged<HostWidget>.fromOpaque(data).takeUnretainedValue()
        return MainActor.assumeIsolated { body(view, argument.pointer) }
    }

    /// ``onView(_:_:default:_:)`` for a handler that says whether it handled the event: GTK's
    /// `TRUE` stops the event there, `FALSE` (also when there is no host) lets it go on.
    static func handled(
        _ data: gpointer?, _ argument: GtkPointer = GtkPointer(nil),
        _ body: @MainActor @Sendable (HostWidget, OpaquePointer?) -> Bool
    ) -> gboolean {
        onView(data, argument, default: false, body) ? 1 : 0
    }
}
