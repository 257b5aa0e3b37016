import CGtk

/// Runs a closure once on GTK's main loop: after a delay (a GLib timeout) or when the loop
/// has nothing more urgent to do (an idle source).
///
/// The source holds the closure until it has run, or until the loop is gone; a closure
/// holds what it works on weakly, so a window closed meanwhile is freed at once.
@MainActor
enum MainLoopOnce {
    /// Runs `body` once, `seconds` from now (to the millisecond above), at `priority`.
    static func after(_ seconds: Double, priority: Int32, _ body: @escaping @MainActor () -> Void) {
        let milliseconds = (min(max(seconds, 0), 86_400) * 1000).rounded(.up)
        g_timeout_add_full(priority, guint(milliseconds), run, retained(body), release)
    }

    /// Runs `body` once, when the loop has nothing of higher `priority` to do.
    static func whenIdle(priority: Int32, _ body: @escaping @MainActor () -> Void) {
        g_idle_add_full(priority, run, retained(body), release)
    }

    /// The closure a source holds (isolated to the main actor, so the source may carry it).
    @MainActor private final class Callback {
        let body: @MainActor () -> Void

        init(_ body: @escaping @MainActor () -> Void) {
            self.body = body
        }
    }

    private static func retained(_ body: @escaping @MainActor () -> Void) -> UnsafeMutableRawPointer {
        Unmanaged.passRetained(Callback(body)).toOpaque()
    }

    private static let run: GSourceFunc = { data in
        guard let data else { return gboolean(G_SOURCE_REMOVE) }
        let callback = Unmanaged<Callback>.fromOpaque(data).takeUnretainedValue()
        MainActor.assumeIsolated { callback.body() }
        return gboolean(G_SOURCE_REMOVE)
    }

    private static let release: GDestroyNotify = { data in
        guard let data else { return }
        Unmanaged<Callback>.fromOpaque(data).release()
    }
}
