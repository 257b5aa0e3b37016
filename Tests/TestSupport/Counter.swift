import Synchronization

/// A count that callbacks running on any thread may bump.
public final class Counter: Sendable {
    private let storage = Mutex(0)

    public init() {}

    public var value: Int { storage.withLock { $0 } }

    public func increment() {
        storage.withLock { $0 += 1 }
    }
}
