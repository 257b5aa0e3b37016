import CGtk
import Foundation
import SciChart
import Synchronization
import Testing

@testable import SciChartGtk

/// The tests that run GLib's default main context, one at a time: each iterates the same
/// context, so one test's callbacks must not run in another's.
@MainActor
@Suite(.serialized)
struct MainLoopTests {}

/// Shared set-up of the tests that need a display (run them under `xvfb-run`, as
/// `scripts/e2e-gtk` does; without `DISPLAY` or `WAYLAND_DISPLAY` they are skipped).
@MainActor
enum GtkTestSupport {
    /// Whether a display was given to the tests.
    nonisolated static var hasDisplay: Bool {
        let environment = ProcessInfo.processInfo.environment
        return environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil
    }

    /// Initialises GTK once; fails the test when the display given cannot be opened.
    static func start() throws {
        try #require(gtk_init_check() != 0, "cannot open the display")
    }

    /// Runs GTK's main context until `condition` holds or `timeout` seconds pass; returns
    /// whether it held.
    @discardableResult
    static func run(timeout: TimeInterval = 5, until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            if Date() > deadline { return false }
            if g_main_context_iteration(nil, 0) == 0 { usleep(1_000) }
        }
        return true
    }

    /// Runs GTK's main context for `seconds`.
    static func run(for seconds: TimeInterval) {
        _ = run(timeout: seconds) { false }
    }

    /// A window of `width` x `height` points holding `view`, shown.
    static func window(
        holding view: SCIChartView, width: Int32 = 320, height: Int32 = 240
    ) -> UnsafeMutablePointer<GtkWindow> {
        let window = UnsafeMutablePointer<GtkWindow>(OpaquePointer(gtk_window_new()!))
        gtk_window_set_default_size(window, width, height)
        gtk_window_set_child(window, UnsafeMutablePointer(view.gtkWidget))
        gtk_window_present(window)
        return window
    }

    /// A surface with axes and a line, so frames have a chart layer to draw.
    static func chart() -> SCIChartSurface {
        let surface = SCIChartSurface()
        surface.xAxes.add(SCINumericAxis())
        surface.yAxes.add(SCINumericAxis())
        let data = SCIXyDataSeries(xType: .double, yType: .double)
        data.append(x: [0, 1, 2, 3], y: [1, 3, 2, 4])
        let line = SCIFastLineRenderableSeries()
        line.dataSeries = data
        surface.renderableSeries.add(line)
        return surface
    }

    /// Counts warnings logged in the SciChart domain while a test listens.
    static let warnings = Atomic<Int>(0)

    /// Counts finalised GObjects that ``watchFinalization(of:)`` watches.
    static let finalized = Atomic<Int>(0)

    /// Counts the object into ``finalized`` when GObject frees it.
    static func watchFinalization(of object: OpaquePointer) {
        g_object_weak_ref(
            UnsafeMutablePointer(object), { _, _ in GtkTestSupport.finalized.add(1, ordering: .relaxed) }, nil
        )
    }
}

/// A modifier that records the phases it receives.
final class PhaseRecorder: SCIChartModifierBase {
    private(set) var phases: [SCIPointerPhase] = []

    override func onPointerBegan(_ args: SCIPointerArgs) -> Bool { record(.began) }
    override func onPointerMoved(_ args: SCIPointerArgs) -> Bool { record(.moved) }
    override func onPointerEnded(_ args: SCIPointerArgs) -> Bool { record(.ended) }
    override func onPointerCancelled(_ args: SCIPointerArgs) { _ = record(.cancelled) }

    private func record(_ phase: SCIPointerPhase) -> Bool {
        phases.append(phase)
        return true
    }
}
