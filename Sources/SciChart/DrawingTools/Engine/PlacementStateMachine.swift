/// The placement of an N-point annotation, one point per gesture: pointer down places the
/// current point, drag moves it, up locks it and advances; after the last point the
/// annotation is finished, and a reset (the modifier's, once its listener has run) starts
/// placement over.
///
/// A value type with no references: its state is an enum whose cases carry the points, and
/// each event returns one action for the creation modifier to perform. Points are in data
/// space; what is not finite is refused.
struct PlacementStateMachine: Equatable {
    enum State: Equatable {
        /// Waiting for the pointer that places the next point, with `placed` locked so far
        /// (none: nothing placed yet).
        case awaiting(placed: [SCIDataPoint])
        /// The next point, at `moving`, follows the pointer `pointerId`; `placed` are locked.
        case placing(placed: [SCIDataPoint], moving: SCIDataPoint, pointerId: Int)
        /// Every point is locked: the annotation is finished and its listener is told; a
        /// reset (or the next press) starts anew.
        case finished(points: [SCIDataPoint])
    }

    enum Event: Equatable {
        case began(SCIDataPoint, pointerId: Int)
        case moved(SCIDataPoint, pointerId: Int)
        case ended(SCIDataPoint, pointerId: Int)
        case cancelled(pointerId: Int)
        /// A move with no button down, between points: a preview of the next one.
        case hovered(SCIDataPoint)
        /// `reset()`, `cancel()`, Escape, or the modifier leaving its surface.
        case reset
    }

    enum Action: Equatable {
        /// Nothing to do; the event was not for this machine.
        case ignore
        /// Make the annotation, with these points (the first one).
        case create([SCIDataPoint])
        /// Show these points (placed ones, then the one following the pointer).
        case update([SCIDataPoint])
        /// Every point is locked: finish the annotation with these points.
        case complete([SCIDataPoint])
        /// Remove the unfinished annotation.
        case discard
    }

    let pointCount: Int
    private(set) var state = State.awaiting(placed: [])

    init(pointCount: Int) {
        self.pointCount = max(pointCount, 1)
    }

    /// Whether an annotation is under way (at least one point placed).
    var isPlacing: Bool {
        switch state {
        case .awaiting(let placed): !placed.isEmpty
        case .placing: true
        case .finished: false
        }
    }

    /// Whether a point follows a pointer now.
    var isDragging: Bool {
        if case .placing = state { true } else { false }
    }

    /// The index of the point being placed, or to be placed next; the last point's once
    /// the annotation is finished.
    var activePointIndex: Int {
        switch state {
        case .awaiting(let placed), .placing(let placed, _, _): placed.count
        case .finished(let points): max(points.count - 1, 0)
        }
    }

    mutating func handle(_ event: Event) -> Action {
        switch (state, event) {
        case (.finished, .began):
            // The finished annotation is no longer placed: the press starts the next one.
            state = .awaiting(placed: [])
            return handle(event)

        case (.awaiting(let placed), .began(let point, let pointerId)):
            guard point.isFinite else { return .ignore }
            state = .placing(placed: placed, moving: point, pointerId: pointerId)
            return placed.isEmpty ? .create([point]) : .update(placed + [point])

        case (.placing(let placed, _, let owner), .moved(let point, let pointerId)):
            guard pointerId == owner, point.isFinite else { return .ignore }
            state = .placing(placed: placed, moving: point, pointerId: owner)
            return .update(placed + [point])

        case (.placing(let placed, let moving, let owner), .ended(let point, let pointerId)):
            guard pointerId == owner else { return .ignore }
            let points = placed + [point.isFinite ? point : moving]
            if points.count == pointCount {
                state = .finished(points: points)
                return .complete(points)
            }
            state = .awaiting(placed: points)
            return .update(points)

        case (.placing(_, _, let owner), .cancelled(let pointerId)):
            guard pointerId == owner else { return .ignore }
            state = .awaiting(placed: [])
            return .discard

        case (.awaiting(let placed), .hovered(let point)):
            guard !placed.isEmpty, point.isFinite else { return .ignore }
            return .update(placed + [point])

        case (_, .reset):
            let hadPoints = isPlacing
            state = .awaiting(placed: [])
            return hadPoints ? .discard : .ignore

        default:
            return .ignore
        }
    }
}
