import Foundation

/// The pan gesture as a pure state machine: which pointer pans, from where, and whether the
/// pan must take a new anchor before it moves again.
///
/// A pan starts on a press no one handled before, where the modifier can pan. Another
/// pointer going down (a second finger) or a move an earlier modifier handled (a pinch)
/// suspends it; the first free move after that takes a new anchor, so the chart never jumps
/// when a pinch ends and one finger goes on dragging.
struct PanStateMachine {
    enum State: Equatable {
        case idle
        /// Pointer `pointerId` pans from `anchor`; `others` are pointers down besides it;
        /// `needsAnchor` says the next free move re-anchors instead of moving.
        case panning(pointerId: Int, anchor: CGPoint, others: Set<Int>, needsAnchor: Bool)
    }

    /// What the modifier does after an event.
    enum Action: Equatable {
        /// Nothing; the event is not handled.
        case ignore
        /// Take the snapshot of the axes: the pan starts (handled).
        case start
        /// Move the axes by `offset` points from the anchor (handled).
        case pan(offset: CGPoint)
        /// Take a new snapshot of the axes at the current point (handled).
        case reanchor
        /// The pan is over; the ranges stay (handled).
        case finish
        /// The pan was cancelled: put the ranges back as they were when it started.
        case cancel

        /// Whether the modifier handled the event.
        var isHandled: Bool { self != .ignore && self != .cancel }
    }

    private(set) var state = State.idle

    /// Whether a pan is in progress (also while suspended).
    var isPanning: Bool { state != .idle }

    /// A pointer went down at `location`; `isHandled` says whether an earlier receiver took it,
    /// `canStart` whether the modifier can pan there.
    mutating func began(pointerId: Int, at location: CGPoint, isHandled: Bool, canStart: Bool) -> Action {
        switch state {
        case .panning(let panning, let anchor, var others, _) where panning != pointerId:
            others.insert(pointerId)
            state = .panning(pointerId: panning, anchor: anchor, others: others, needsAnchor: true)
            return .ignore
        default:
            guard !isHandled, canStart else {
                state = .idle
                return .ignore
            }
            state = .panning(pointerId: pointerId, anchor: location, others: [], needsAnchor: false)
            return .start
        }
    }

    /// A pointer moved to `location`; `isHandled` says whether an earlier receiver took the move.
    mutating func moved(pointerId: Int, to location: CGPoint, isHandled: Bool) -> Action {
        guard case .panning(let panning, let anchor, let others, let needsAnchor) = state,
            panning == pointerId
        else { return .ignore }
        if isHandled || !others.isEmpty {
            state = .panning(pointerId: panning, anchor: anchor, others: others, needsAnchor: true)
            return .ignore
        }
        if needsAnchor {
            state = .panning(pointerId: panning, anchor: location, others: others, needsAnchor: false)
            return .reanchor
        }
        return .pan(offset: CGPoint(x: location.x - anchor.x, y: location.y - anchor.y))
    }

    /// A pointer went up.
    mutating func ended(pointerId: Int) -> Action {
        released(pointerId, action: .finish)
    }

    /// A pointer's gesture was cancelled.
    mutating func cancelled(pointerId: Int) -> Action {
        released(pointerId, action: .cancel)
    }

    /// Forgets any pan (the modifier was disabled or detached).
    mutating func reset() {
        state = .idle
    }

    private mutating func released(_ pointerId: Int, action: Action) -> Action {
        guard case .panning(let panning, let anchor, var others, _) = state else { return .ignore }
        if panning == pointerId {
            state = .idle
            return action
        }
        guard others.remove(pointerId) != nil else { return .ignore }
        state = .panning(pointerId: panning, anchor: anchor, others: others, needsAnchor: true)
        return .ignore
    }
}
