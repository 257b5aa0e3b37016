import CGtk

/// Work for GTK's main loop to run once it has nothing more urgent to do.
@MainActor
enum Idle {
    /// Runs `body` once on the main loop, after the events and frames already waiting.
    static func once(_ body: @escaping () -> Void) {
        let handler = Handler<Void, Void>(body)
        g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, run, handler.retained(), release)
    }

    /// Runs `body` on the main loop whenever the process receives `signal` (SIGTERM,
    /// SIGUSR1), for as long as the loop runs.
    static func onUnixSignal(_ signal: Int32, _ body: @escaping () -> Void) {
        let handler = Handler<Void, Void>(body)
        g_unix_signal_add_full(G_PRIORITY_DEFAULT, signal, repeatRun, handler.retained(), release)
    }

    private static let run: GSourceFunc = { data in
        Handler<Void, Void>.call(data, (), default: ())
        return gboolean(G_SOURCE_REMOVE)
    }

    private static let repeatRun: GSourceFunc = { data in
        Handler<Void, Void>.call(data, (), default: ())
        return 1  // G_SOURCE_CONTINUE
    }

    private static let release: GDestroyNotify = { data in
        guard let data else { return }
        Unmanaged<Handler<Void, Void>>.fromOpaque(data).release()
    }
}
