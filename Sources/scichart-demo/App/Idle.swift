import CGtk

/// Work for GTK's main loop to run once it has nothing more urgent to do.
@MainActor
enum Idle {
    /// Runs `body` once on the main loop, after the events and frames already waiting.
    static func once(_ body: @escaping () -> Void) {
        let handler = Handler<Void, Void>(body)
        g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, run, handler.retained(), release)
    }

    /// Runs `body` once on the main loop; unlike ``once(_:)``, callable from any thread (a
    /// producer thread asking the window to look at its data). It runs at the priority of
    /// the chart views' redraws: a page redrawn many times a second would starve plain idle
    /// work.
    nonisolated static func onMainLoop(_ body: @escaping @Sendable @MainActor () -> Void) {
        let work = Unmanaged.passRetained(MainLoopWork(body)).toOpaque()
        g_idle_add_full(G_PRIORITY_HIGH_IDLE, runWork, work, releaseWork)
    }

    /// Runs `body` on the main loop whenever the process receives `signal` (SIGTERM,
    /// SIGUSR1), for as long as the loop runs.
    static func onUnixSignal(_ signal: Int32, _ body: @escaping () -> Void) {
        let handler = Handler<Void, Void>(body)
        g_unix_signal_add_full(G_PRIORITY_DEFAULT, signal, repeatRun, handler.retained(), release)
    }

    /// Runs `body` on the main loop every `seconds` while it returns `true`.
    static func every(seconds: Double, _ body: @escaping () -> Bool) {
        let handler = Handler<Void, Bool>(body)
        g_timeout_add_full(
            G_PRIORITY_DEFAULT, guint(max(seconds, 0.001) * 1000), repeatWhile, handler.retained(),
            releaseTest)
    }

    private static let repeatWhile: GSourceFunc = { data in
        Handler<Void, Bool>.call(data, (), default: false) ? 1 : gboolean(G_SOURCE_REMOVE)
    }

    private static let releaseTest: GDestroyNotify = { data in
        guard let data else { return }
        Unmanaged<Handler<Void, Bool>>.fromOpaque(data).release()
    }

    private static let run: GSourceFunc = { data in
        Handler<Void, Void>.call(data, (), default: ())
        return gboolean(G_SOURCE_REMOVE)
    }

    private static let repeatRun: GSourceFunc = { data in
        Handler<Void, Void>.call(data, (), default: ())
        return 1  // G_SOURCE_CONTINUE
    }

    private nonisolated static let runWork: GSourceFunc = { data in
        guard let data else { return gboolean(G_SOURCE_REMOVE) }
        let work = Unmanaged<MainLoopWork>.fromOpaque(data).takeUnretainedValue()
        MainActor.assumeIsolated { work.body() }
        return gboolean(G_SOURCE_REMOVE)
    }

    private nonisolated static let releaseWork: GDestroyNotify = { data in
        guard let data else { return }
        Unmanaged<MainLoopWork>.fromOpaque(data).release()
    }

    private static let release: GDestroyNotify = { data in
        guard let data else { return }
        Unmanaged<Handler<Void, Void>>.fromOpaque(data).release()
    }
}

/// Work handed from another thread to the main loop.
private final class MainLoopWork: Sendable {
    let body: @Sendable @MainActor () -> Void

    init(_ body: @escaping @Sendable @MainActor () -> Void) {
        self.body = body
    }
}
