extension SCIDataSeries: ISCISuspendable, ResumesByMarking {
    /// Whether change notifications are held back now (see ``suspendUpdates()``).
    public var isSuspended: Bool { suspension.withLock { $0.depth > 0 } }

    /// Holds the notifications of changes back until the returned suspender is disposed:
    /// then the surfaces showing the series hear of all of them at once, and redraw once.
    ///
    /// Any thread may suspend (the producer that appends, typically); the changes themselves
    /// are made at once, so a frame drawn meanwhile for another reason may show some of them.
    /// `SCIUpdateSuspender.usingWith(_:with:)` with an array holds several series
    /// back at once, for a tick that changes a price and its indicator.
    public func suspendUpdates() -> any ISCIUpdateSuspender {
        suspension.withLock { $0.depth += 1 }
        return SCIUpdateSuspender(target: self)
    }

    /// Ends one suspension; after the last, a change made meanwhile is announced.
    public func resumeUpdates(_ suspender: any ISCIUpdateSuspender) {
        for signal in resumeMarking() { signal.fire() }
    }

    /// Ends one suspension; after the last, when something changed meanwhile, marks the
    /// surfaces showing the series changed and returns those to tell (``notifyChanged()``'s
    /// two halves, so that several series resumed together tell each surface once).
    func resumeMarking() -> [DataChangeSignal] {
        let announce = suspension.withLock { state -> Bool in
            state.depth = max(state.depth - 1, 0)
            guard state.depth == 0, state.changed else { return false }
            state.changed = false
            return true
        }
        return announce ? markListenersChanged() : []
    }

    /// Ends one suspension without announcing what changed meanwhile: the next change
    /// announces it with its own.
    public func decrementSuspend() {
        suspension.withLock { $0.depth = max($0.depth - 1, 0) }
    }
}
