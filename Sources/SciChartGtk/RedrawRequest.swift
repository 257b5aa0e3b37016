import CGtk
import Synchronization

/// Carries redraw requests from any thread to GTK's main loop: the first request adds one
/// idle callback there, later ones are absorbed until it has run, so a burst of requests
/// (a producer thread appending data point by point) costs one callback and one frame.
///
/// Nothing polls: with no request, nothing runs.
final class RedrawRequest: Sendable {
    private let isPending = Atomic<Bool>(false)
    private let perform: @MainActor @Sendable () -> Void

    /// `perform` runs on the GTK thread, once per burst of requests.
    init(perform: @escaping @MainActor @Sendable () -> Void) {
        self.perform = perform
    }

    /// Asks for `perform` to run on GTK's main loop; callable from any thread.
    func request() {
        guard claim() else { return }
        // The idle source holds the request until it has run.
        g_idle_add_full(
            G_PRIORITY_HIGH_IDLE, Self.run, Unmanaged.passRetained(self).toOpaque(), Self.release)
    }

    /// Runs `body` with requests absorbed, on the GTK thread just before a frame is drawn
    /// (setting the surface's size as the widget is laid out): the coming frame serves them.
    /// A callback already scheduled still runs.
    func absorbingRequests(_ body: () -> Void) {
        let claimed = claim()
        body()
        if claimed { isPending.store(false, ordering: .releasing) }
    }

    /// Marks a callback pending; `false` when one already was.
    private func claim() -> Bool {
        isPending.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged
    }

    /// Whether a callback is waiting to run.
    var hasPendingCallback: Bool { isPending.load(ordering: .acquiring) }

    private func run() {
        // Cleared first: a request made while `perform` runs schedules the next callback.
        isPending.store(false, ordering: .releasing)
        MainActor.assumeIsolated { perform() }
    }

    private static let run: GSourceFunc = { data in
        guard let data else { return gboolean(G_SOURCE_REMOVE) }
        Unmanaged<RedrawRequest>.fromOpaque(data).takeUnretainedValue().run()
        return gboolean(G_SOURCE_REMOVE)
    }

    private static let release: GDestroyNotify = { data in
        guard let data else { return }
        Unmanaged<RedrawRequest>.fromOpaque(data).release()
    }
}
