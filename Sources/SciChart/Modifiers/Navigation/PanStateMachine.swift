import Foundation

/// The pan gesture as a pure state machine: which pointer pans, from where, and whether the
/// pan must take a new anchor before it moves again.
///
/// A pan starts on a press no one handled before, where the modifier can pan. Another
/// pointer going down (a second finger), a move while another pointer is down (the router
/// says so: ``SCIChartModifierBase/pointersDown``) or a move an earlier modifier handled
/// (a pinch) suspends it; the first free move after that takes a new anchor, so the chart
/// never jumps when a pinch ends and one finger goes on dragging.
struct PanStateMachine {
    enum State: Equatable {
        case idle
        /// Pointer `pointerId` pans from `anchor`; `needsAnchor` says the next free move
        /// re-anchors instead of moving.
        case panning(pointerId: Int, anchor: CGPoint, needsAnchor: Bool)
    }

    enum Event: Equatable {
        /// A pointer went down at `location`; `isHandled` says whether an earlier receiver
        /// took it, `canStart` whether the modifier can pan there.
        case began(pointerId: Int, location: CGPoint, isHandled: Bool, canStart: Bool)
        /// A pointer moved to `location`; `isHandled` says whether an earlier receiver took
        /// the move, `othersDown` whether other pointers the modifier received are down.
        case moved(pointerId: Int, location: CGPoint, isHandled: Bool, othersDown: Bool)
        case ended(pointerId: Int)
        case cancelled(pointerId: Int)
        /// The modifier was disabled or detached.
        case reset
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

    mutating func handle(_ event: Event) -> Action {
        switch (state, event) {
        case (.panning(let panning, let anchor, _), .began(let pointerId, _, _, _)) where panning != pointerId:
            state = .panning(pointerId: panning, anchor: anchor, needsAnchor: true)
            return .ignore

        case (_, .began(let pointerId, let location, let isHandled, let canStart)):
            guard !isHandled, canStart else {
                state = .idle
                return .ignore
            }
            state = .panning(pointerId: pointerId, anchor: location, needsAnchor: false)
            return .start

        case (
            .panning(let panning, let anchor, let needsAnchor),
            .moved(let pointerId, let location, let isHandled, let othersDown)
        ):
            guard panning == pointerId else { return .ignore }
            if isHandled || othersDown {
                state = .panning(pointerId: panning, anchor: anchor, needsAnchor: true)
                return .ignore
            }
            if needsAnchor {
                state = .panning(pointerId: panning, anchor: location, needsAnchor: false)
                return .reanchor
            }
            return .pan(offset: CGPoint(x: location.x - anchor.x, y: location.y - anchor.y))

        case (.panning(let panning, _, _), .ended(let pointerId)):
            guard panning == pointerId else { return .ignore }
            state = .idle
            return .finish

        case (.panning(let panning, _, _), .cancelled(let pointerId)):
            guard panning == pointerId else { return .ignore }
            state = .idle
            return .cancel

        case (_, .reset):
            state = .idle
            return .ignore

        case (.idle, .moved), (.idle, .ended), (.idle, .cancelled):
            return .ignore
        }
    }
}
