/// Something whose updates can be held back while a batch of changes is made: a data series
/// (its surfaces hear of the batch once, at the end) or a surface (one redraw at the end).
///
/// Suspensions nest: updates resume when the last ``ISCIUpdateSuspender`` is disposed.
/// `SCIUpdateSuspender.usingWith(_:with:)` is the usual way to use one.
public protocol ISCISuspendable: AnyObject {
    /// Whether updates are held back now.
    var isSuspended: Bool { get }
    /// Holds updates back until the returned suspender is disposed.
    func suspendUpdates() -> any ISCIUpdateSuspender
    /// Ends the suspension `suspender` began (what ``ISCIUpdateSuspender/dispose()`` calls).
    func resumeUpdates(_ suspender: any ISCIUpdateSuspender)
    /// Ends one suspension without making the updates held back (what a suspender whose
    /// ``ISCIUpdateSuspender/resumeTargetOnClose`` is `false` calls); the next update
    /// makes them.
    func decrementSuspend()
}

/// One suspension of an ``ISCISuspendable``'s updates, ended by ``dispose()``.
public protocol ISCIUpdateSuspender: AnyObject {
    /// Whether this suspender still holds its target's updates back.
    var isSuspended: Bool { get }
    /// Whether ``dispose()`` resumes the target (default `true`); `false` ends this
    /// suspension without the target making the updates it held back, if it was the last.
    var resumeTargetOnClose: Bool { get set }
    /// Ends this suspension; later calls do nothing.
    func dispose()
}
