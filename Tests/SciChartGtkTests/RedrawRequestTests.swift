import CGtk
import Foundation
import Synchronization
import Testing

@testable import SciChartGtk

extension MainLoopTests {
    /// These run GLib's default main context by hand, on the main actor, as GTK's main loop does.
    @MainActor
    @Suite("Redraw requests from any thread reach the main loop once")
    struct RedrawRequestTests {
        /// Runs the main context's ready sources until none is left.
        private func runMainLoop() {
            while g_main_context_iteration(nil, 0) != 0 {}
        }

        @Test func manyRequestsFromManyThreadsRunOneCallback() async {
            let count = Counter()
            let request = RedrawRequest { count.add() }
            await withTaskGroup(of: Void.self) { group in
                for _ in 0..<8 {
                    group.addTask { for _ in 0..<500 { request.request() } }
                }
            }
            #expect(request.hasPendingCallback)
            runMainLoop()
            #expect(count.value == 1)
            #expect(!request.hasPendingCallback)
        }

        @Test func aRequestAfterTheCallbackRunsAnother() {
            let count = Counter()
            let request = RedrawRequest { count.add() }
            request.request()
            runMainLoop()
            request.request()
            request.request()
            runMainLoop()
            #expect(count.value == 2)
        }

        @Test func aRequestMadeWhileTheCallbackRunsIsNotLost() {
            let count = Counter()
            let holder = RequestHolder()
            let request = RedrawRequest {
                count.add()
                if count.value == 1 { holder.request?.request() }
            }
            holder.request = request
            request.request()
            runMainLoop()
            #expect(count.value == 2)
        }

        @Test func requestsMadeWhileAbsorbingRunNothing() {
            let count = Counter()
            let request = RedrawRequest { count.add() }
            request.absorbingRequests {
                request.request()
                request.request()
            }
            #expect(!request.hasPendingCallback)
            runMainLoop()
            #expect(count.value == 0)
            request.request()
            runMainLoop()
            #expect(count.value == 1)
        }

        @Test func aCallbackScheduledBeforeAbsorbingStillRuns() {
            let count = Counter()
            let request = RedrawRequest { count.add() }
            request.request()
            request.absorbingRequests { request.request() }
            #expect(request.hasPendingCallback)
            runMainLoop()
            #expect(count.value == 1)
        }

        @Test func withNoRequestNothingRuns() {
            let count = Counter()
            _ = RedrawRequest { count.add() }
            runMainLoop()
            #expect(count.value == 0)
        }

        @Test func aPendingCallbackKeepsItsRequestAlive() {
            let count = Counter()
            weak var weakRequest: RedrawRequest?
            do {
                let request = RedrawRequest { count.add() }
                weakRequest = request
                request.request()
            }
            #expect(weakRequest != nil)
            runMainLoop()
            #expect(count.value == 1)
            #expect(weakRequest == nil)
        }
    }
}

/// A counter the main-actor callbacks bump.
private final class Counter: Sendable {
    private let storage = Atomic<Int>(0)
    var value: Int { storage.load(ordering: .relaxed) }
    func add() { storage.add(1, ordering: .relaxed) }
}

@MainActor
private final class RequestHolder {
    var request: RedrawRequest?
}
