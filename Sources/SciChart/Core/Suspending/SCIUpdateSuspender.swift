/// Holds an ``ISCISuspendable``'s updates back from its creation until ``dispose()``.
///
/// ```swift
/// SCIUpdateSuspender.usingWith(prices) {
///     prices.append(x: time, y: price)
///     prices.append(x: time + 1, y: price2)
/// }  // the surfaces showing `prices` redraw once, here
/// ```
public final class SCIUpdateSuspender: ISCIUpdateSuspender {
    private let target: any ISCISuspendable
    /// Whether ``dispose()`` has run.
    private var isDisposed = false

    /// Whether ``dispose()`` resumes the target (default `true`).
    public var resumeTargetOnClose = true

    /// Suspends `target`'s updates until ``dispose()``.
    ///
    /// Suspenders are made by the target's `suspendUpdates()`, which counts them; this
    /// initialiser counts nothing on its own, so call `suspendUpdates()` instead.
    init(target: any ISCISuspendable) {
        self.target = target
    }

    public var isSuspended: Bool { !isDisposed && target.isSuspended }

    public func dispose() {
        for signal in disposeMarking() { signal.fire() }
    }

    /// Ends the suspension; a data series target marks its surfaces changed and returns
    /// those to tell instead of telling them (any other target resumes at once).
    func disposeMarking() -> [DataChangeSignal] {
        guard !isDisposed else { return [] }
        isDisposed = true
        guard resumeTargetOnClose else {
            target.decrementSuspend()
            return []
        }
        if let marking = target as? any ResumesByMarking { return marking.resumeMarking() }
        target.resumeUpdates(self)
        return []
    }

    /// Whether `target`'s updates are held back now.
    public static func isTargetSuspended(_ target: any ISCISuspendable) -> Bool {
        target.isSuspended
    }

    /// Runs `block` with `suspendable`'s updates held back, and resumes them afterwards
    /// (also when `block` throws).
    public static func usingWith<T>(_ suspendable: any ISCISuspendable, with block: () throws -> T) rethrows
        -> T
    {
        let suspender = suspendable.suspendUpdates()
        defer { suspender.dispose() }
        return try block()
    }

    /// Runs `block` with the updates of every one of `suspendables` held back, and resumes
    /// them afterwards in the reverse order: several data series changed as one (a tick of
    /// prices and its indicator) make their surfaces redraw once. Every series is marked
    /// changed before any surface is told, so a frame cannot start between two of them
    /// and show one series' change without the other's.
    public static func usingWith<T>(_ suspendables: [any ISCISuspendable], with block: () throws -> T)
        rethrows
        -> T
    {
        let suspenders = suspendables.map { $0.suspendUpdates() }
        defer {
            var told: [DataChangeSignal] = []
            for suspender in suspenders.reversed() {
                // A suspender of another kind (a conformer's own) resumes as it resumes.
                guard let own = suspender as? SCIUpdateSuspender else {
                    suspender.dispose()
                    continue
                }
                for signal in own.disposeMarking() where !told.contains(where: { $0 === signal }) {
                    told.append(signal)
                }
            }
            for signal in told { signal.fire() }
        }
        return try block()
    }
}

/// A suspendable whose resumption can mark what it tells instead of telling it at once
/// (data series: several resumed together tell each surface showing them once).
protocol ResumesByMarking: ISCISuspendable {
    /// Ends one suspension; returns the signals to fire when it was the last and something
    /// changed meanwhile.
    func resumeMarking() -> [DataChangeSignal]
}
