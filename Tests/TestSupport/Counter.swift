import Synchronization

/// A count that callbacks running on any thread may bump.
public final class Counter: Sendable {
    private let storage = Atomic<Int>(0)

    public init() {}

    public var value: Int { storage.load(ordering: .acquiring) }

    public func increment() {
        storage.add(1, ordering: .acquiringAndReleasing)
    }
}
