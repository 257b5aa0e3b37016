import Synchronization

/// Numbers that identify objects for as long as the process runs: each is handed out once,
/// so a cache or table keyed by one never mistakes a new object for a freed one (as a
/// memory address could).
enum UniqueNumber {
    private static let last = Atomic<UInt64>(0)

    /// A number never returned before.
    static func next() -> UInt64 {
        last.add(1, ordering: .relaxed).newValue
    }
}
