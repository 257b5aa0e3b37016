import CGtk
import Foundation

/// The demo as a GTK application: one window, running until it is closed (or the process
/// gets SIGTERM or SIGINT, which close it as its close button does).
@MainActor
enum DemoApp {
    /// Runs the window; GTK must be initialised. With `log`, writes what ``DemoLog`` says to
    /// standard output and logs the page in view on SIGUSR1.
    static func run(log: Bool) {
        // GTK names the program so in the files it saves (the recently used list).
        g_set_application_name("SciChart demo")
        let loop = g_main_loop_new(nil, 0)
        defer { g_main_loop_unref(loop) }
        var window: DemoWindow? = DemoWindow(log: DemoLog(isEnabled: log))
        window?.onClosed = { g_main_loop_quit(loop) }
        for signal in [SIGTERM, SIGINT] {
            Idle.onUnixSignal(signal) { window?.close() }
        }
        if log {
            Idle.onUnixSignal(SIGUSR1) { window?.logView() }
        }
        window?.present()
        window?.log.write("started pid=\(getpid())")
        g_main_loop_run(loop)
        window = nil
    }
}
