#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A value behind a POSIX mutex, shared between threads.
///
/// The library uses this rather than the standard library's `Mutex` because
/// ThreadSanitizer sees the ordering a pthread mutex gives; on Linux it does not see the
/// futex beneath `Mutex`, and reports every access guarded by one as a race, hiding the
/// real ones. The mutex is allocated once and never moves.
package final class Locked<Value>: @unchecked Sendable {
    // Every access to `value` holds `mutex`, which is what makes the class safe to share.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    package init(_ value: Value) {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        self.value = value
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with the value while holding the lock.
    package func withLock<R, Failure: Error>(_ body: (inout Value) throws(Failure) -> R) throws(Failure) -> R
    {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }

    /// Runs `body` with the value when the lock is free now; `nil` when another thread holds
    /// it.
    package func withLockIfAvailable<R, Failure: Error>(_ body: (inout Value) throws(Failure) -> R)
        throws(Failure) -> R?
    {
        guard pthread_mutex_trylock(mutex) == 0 else { return nil }
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
