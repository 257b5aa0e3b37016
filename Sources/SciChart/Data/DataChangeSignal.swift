import Synchronization

/// Tells one surface that the data of its series changed, from any thread.
///
/// A data series calls ``markChanged()`` after every change, on the thread that made it. The
/// first change since the surface last laid out marks the signal dirty and calls the
/// surface's invalidation callback; later ones cost one atomic read until the surface
/// takes the change with ``takeChange()``. So a producer appending a million points asks
/// for one redraw, and a surface reads "nothing changed" without taking any lock.
final class DataChangeSignal: Sendable {
    private let dirty = Atomic<Bool>(false)
    /// Set by a renamed series: names are no part of the chart layer, so the surface needs no
    /// new layout for them, only a redraw of what shows names.
    private let namesDirty = Atomic<Bool>(false)
    private let callback = Locked<(@Sendable () -> Void)?>(nil)

    /// Sets what is called when data changes (the surface's `onInvalidate`).
    func setCallback(_ newCallback: (@Sendable () -> Void)?) {
        callback.withLock { $0 = newCallback }
    }

    /// Marks the data changed; returns whether this is the first change since the last
    /// take, when the caller should ``fire()`` (outside any lock of its own).
    func markChanged() -> Bool {
        guard !dirty.load(ordering: .relaxed) else { return false }
        return !dirty.exchange(true, ordering: .acquiringAndReleasing)
    }

    /// Calls the callback.
    func fire() {
        callback.withLock { $0 }?()
    }

    /// Whether data changed since the last take; clears the mark.
    func takeChange() -> Bool {
        dirty.exchange(false, ordering: .acquiringAndReleasing)
    }

    /// The data series renamed since the last take.
    private let renamed = Locked<Set<UInt64>>([])

    /// Marks the data series `seriesId` renamed; returns whether the caller should ``fire()``.
    func markNameChanged(_ seriesId: UInt64) -> Bool {
        renamed.withLock { _ = $0.insert(seriesId) }
        guard !namesDirty.load(ordering: .relaxed) else { return false }
        return !namesDirty.exchange(true, ordering: .acquiringAndReleasing)
    }

    /// The data series renamed since the last take (empty when none); clears the mark.
    func takeNameChange() -> Set<UInt64> {
        guard namesDirty.load(ordering: .relaxed) else { return [] }
        _ = namesDirty.exchange(false, ordering: .acquiringAndReleasing)
        return renamed.withLock { names in
            defer { names = [] }
            return names
        }
    }
}

/// The signals a data series notifies: held weakly, so a freed surface drops out.
struct DataChangeListeners: Sendable {
    private struct Entry: Sendable {
        weak var signal: DataChangeSignal?
    }

    private var entries: [Entry] = []

    var isEmpty: Bool { entries.isEmpty }

    /// Adds `signal` once.
    mutating func add(_ signal: DataChangeSignal) {
        entries.removeAll { $0.signal == nil }
        guard !entries.contains(where: { $0.signal === signal }) else { return }
        entries.append(Entry(signal: signal))
    }

    mutating func remove(_ signal: DataChangeSignal) {
        entries.removeAll { $0.signal == nil || $0.signal === signal }
    }

    /// Marks every live signal changed and returns those that became dirty just now (usually
    /// none, which allocates nothing).
    func markChanged() -> [DataChangeSignal] {
        var fired: [DataChangeSignal] = []
        for entry in entries {
            if let signal = entry.signal, signal.markChanged() { fired.append(signal) }
        }
        return fired
    }

    /// Marks the data series `seriesId` renamed on every live signal and returns those that
    /// became dirty just now.
    func markNameChanged(_ seriesId: UInt64) -> [DataChangeSignal] {
        var fired: [DataChangeSignal] = []
        for entry in entries {
            if let signal = entry.signal, signal.markNameChanged(seriesId) { fired.append(signal) }
        }
        return fired
    }
}
