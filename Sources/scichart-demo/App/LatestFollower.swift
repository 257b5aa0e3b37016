import Foundation
import SciChart
import Synchronization

/// Keeps a live chart's time axis on the latest bar, as trading screens do: while the latest
/// bar is in view, each new bar moves the view on by as much (the span stays); once the user
/// pans or zooms it out of view, the view stays where the user put it, and
/// ``showLatest()`` (the page's "back to the latest" button) brings it back. Panning back
/// until the latest bar is in view follows again.
///
/// Runs on the main thread: the feed's thread only asks, through `schedule`, for a look.
@MainActor
final class LatestFollower {
    /// The bars shown when the view is first placed or brought back, and the room kept
    /// right of the latest, as a share of the span.
    static let barsShown = 120.0
    static let rightMargin = 0.06

    private let axis: SCIAxisBase
    private let bars: SCIOhlcDataSeries
    private let interval: Double
    /// Whether the view follows the latest bar.
    private(set) var isFollowing = true
    /// The latest bar's x when the view last moved with it.
    private var followedX: Double?
    /// Set while the follower moves the range itself.
    private var isMoving = false
    /// Called when ``isFollowing`` changes.
    var onFollowingChanged: ((Bool) -> Void)?

    /// Follows `bars` (one every `interval` seconds) on `axis`; `schedule` runs a closure on
    /// the main loop soon (the feed's changes arrive on its thread).
    init(
        axis: SCIAxisBase, bars: SCIOhlcDataSeries, interval: Double,
        schedule: @escaping @Sendable (@escaping @Sendable @MainActor () -> Void) -> Void
    ) {
        self.axis = axis
        self.bars = bars
        self.interval = interval
        showLatest()
        axis.visibleRangeChangeListener = { [weak self] _, _, new, _ in
            guard let new else { return }
            // The user's pans and zooms come on the main thread; a change from elsewhere is
            // looked at there.
            guard Thread.isMainThread else {
                let range = new.copy()
                return schedule { self?.rangeChanged(to: range) }
            }
            MainActor.assumeIsolated { self?.rangeChanged(to: new) }
        }
        let pending = PendingFlag()
        _ = bars.addObserver { [weak self] _, update in
            guard update.kind == .appended, pending.raise() else { return }
            schedule {
                pending.lower()
                self?.barsAppended()
            }
        }
    }

    /// The latest bar's x, if there is a bar.
    private var latestX: Double? {
        bars.count > 0 ? bars.xValues(in: bars.count - 1..<bars.count).first : nil
    }

    /// Shows the last ``barsShown`` bars with the latest near the right edge, and follows.
    func showLatest() {
        guard let latest = latestX else { return }
        let span = Self.barsShown * interval
        let max = latest + interval / 2 + span * Self.rightMargin
        move(to: SCIDoubleRange(min: max - span, max: max))
        followedX = latest
        setFollowing(true)
    }

    private func barsAppended() {
        guard let latest = latestX, isFollowing else { return }
        // The first bars: placed as the button places them.
        guard let followedX else { return showLatest() }
        self.followedX = latest
        guard latest > followedX else { return }
        let range = axis.visibleRange
        let step = latest - followedX
        move(to: SCIDoubleRange(min: range.min + step, max: range.max + step))
    }

    private func move(to range: SCIDoubleRange) {
        isMoving = true
        axis.visibleRange.setMinMax(min: range.min, max: range.max)
        isMoving = false
    }

    /// The user moved the view: it follows while the latest bar is in it.
    private func rangeChanged(to range: SCIDoubleRange) {
        guard !isMoving, let latest = latestX else { return }
        let wasFollowing = isFollowing
        setFollowing(range.min <= latest && latest <= range.max)
        // Following again: new bars move the view on from here. (While it follows, the last
        // bar it moved with stays, so a bar that came during the user's pan still moves it.)
        if isFollowing && !wasFollowing { followedX = latest }
    }

    private func setFollowing(_ following: Bool) {
        guard following != isFollowing else { return }
        isFollowing = following
        onFollowingChanged?(following)
    }
}

/// A flag one thread raises and another lowers: at most one look is waiting at a time.
private final class PendingFlag: Sendable {
    private let flag = Atomic(false)

    /// Raises the flag; `false` if it was up already.
    func raise() -> Bool { !flag.exchange(true, ordering: .acquiringAndReleasing) }

    func lower() { flag.store(false, ordering: .releasing) }
}
