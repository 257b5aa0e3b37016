import CGtk
import Foundation

/// The demo as a GTK application (`GtkApplication`): one instance per session where D-Bus
/// offers one (a second start with drawings files opens them in the first's window), one
/// window, running until it is closed (or the process gets SIGTERM or SIGINT, which close it
/// as its close button does).
@MainActor
enum DemoApp {
    /// The application's id on D-Bus.
    static let id = "org.scichart.Demo"

    /// Runs the application; with `log`, writes what ``DemoLog`` says to standard output and
    /// logs the page in view on SIGUSR1. `files` are drawings files to open on the page in
    /// view. Returns the exit status.
    static func run(log: Bool, files: [String]) -> Int32 {
        // GTK names the program so in the files it saves (the recently used list).
        g_set_application_name("SciChart demo")
        guard let application = gtk_application_new(id, G_APPLICATION_HANDLES_OPEN) else { return 1 }
        defer { g_object_unref(raw(application)) }
        var window: DemoWindow?
        func shown() -> DemoWindow {
            if let window {
                // A second start: its window is this one, brought forward.
                window.present()
                return window
            }
            let made = DemoWindow(application: application, log: DemoLog(isEnabled: log))
            made.onClosed = { window = nil }
            window = made
            made.present()
            made.log.write("started pid=\(getpid())")
            return made
        }
        Signals.connect(application, "activate") { _ = shown() }
        Signals.connectOpen(application) { paths in
            let window = shown()
            for path in paths { window.openDrawings(at: URL(fileURLWithPath: path)) }
        }
        for signal in [SIGTERM, SIGINT] {
            Idle.onUnixSignal(signal) { window?.close() }
        }
        if log {
            // Answered once the loop is idle: after the input events and frames already
            // waiting, so a script that clicked and then asks reads what the click did.
            Idle.onUnixSignal(SIGUSR1) { Idle.once { window?.logView() } }
        }
        // GApplication reads only the files: the program's own options are taken already.
        let arguments = [CommandLine.arguments.first ?? "scichart-demo"] + files
        var pointers = arguments.map { strdup($0) }
        defer { pointers.forEach { free($0) } }
        return g_application_run(cast(application), Int32(pointers.count), &pointers)
    }
}
