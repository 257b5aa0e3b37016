import Foundation

/// The demo's diagnostics on standard output, one line each, when started with `--log`:
/// what the end-to-end and soak scripts read (`scripts/e2e-demo`, `scripts/soak-demo`).
///
/// Lines: `started pid=N` once the window is up; `status TEXT` when the status line changes;
/// `tool NAME`, `page NAME`, `theme light|dark`, `magnet on|off`; when a tool finishes a
/// drawing, `drawn measure`, `drawn xabcd pattern=NAME`, `drawn elliottImpulseWave
/// broken=RULES|none` or `drawn TYPE points=N`; `saved PATH drawings=N`, `loaded PATH drawings=N`;
/// `message TEXT` for a message shown in the window; `view ...` (see
/// ``DemoWindow/logView()``) on SIGUSR1; `closed` when the window has gone.
struct DemoLog: Sendable {
    let isEnabled: Bool

    /// Writes `line` at once, if logging.
    func write(_ line: String) {
        guard isEnabled else { return }
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
