/// The placement of an N-point annotation, one point per gesture: pointer down places the
/// current point, drag moves it, up locks it and advances; after the last point the
/// annotation is complete and placement starts over.
///
/// A value type with no references: the creation modifier feeds it events and performs
/// the actions it returns. Points are in data space; what is not finite is refused.
struct PlacementStateMachine: Equatable {
    enum State: Equatable {
        /// Waiting for the pointer that places point `index` (0: nothing placed yet).
        case awaiting(index: Int)
        /// Point `index` follows the pointer `pointerId`.
        case placing(index: Int, pointerId: Int)
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
    private(set) var state = State.awaiting(index: 0)
    /// Locked points, then the point following the pointer while placing.
    private(set) var points: [SCIDataPoint] = []

    init(pointCount: Int) {
        self.pointCount = max(pointCount, 1)
    }

    /// Whether an annotation is under way (at least one point placed).
    var isPlacing: Bool { !points.isEmpty }

    /// Whether a point follows a pointer now.
    var isDragging: Bool {
        if case .placing = state { true } else { false }
    }

    /// The index of the point being placed, or to be placed next.
    var activePointIndex: Int {
        switch state {
        case .awaiting(let index), .placing(let index, _): index
        }
    }

    mutating func handle(_ event: Event) -> Action {
        switch (state, event) {
        case (.awaiting(let index), .began(let point, let pointerId)):
            guard point.isFinite else { return .ignore }
            points = Array(points.prefix(index)) + [point]
            state = .placing(index: index, pointerId: pointerId)
            return index == 0 ? .create(points) : .update(points)

        case (.placing(let index, let owner), .moved(let point, let pointerId)):
            guard pointerId == owner, point.isFinite else { return .ignore }
            points[index] = point
            return .update(points)

        case (.placing(let index, let owner), .ended(let point, let pointerId)):
            guard pointerId == owner else { return .ignore }
            if point.isFinite { points[index] = point }
            if index + 1 == pointCount {
                let finished = points
                self = PlacementStateMachine(pointCount: pointCount)
                return .complete(finished)
            }
            state = .awaiting(index: index + 1)
            return .update(points)

        case (.placing(_, let owner), .cancelled(let pointerId)):
            guard pointerId == owner else { return .ignore }
            self = PlacementStateMachine(pointCount: pointCount)
            return .discard

        case (.awaiting(let index), .hovered(let point)):
            guard index > 0, point.isFinite else { return .ignore }
            return .update(Array(points.prefix(index)) + [point])

        case (_, .reset):
            let hadPoints = isPlacing
            self = PlacementStateMachine(pointCount: pointCount)
            return hadPoints ? .discard : .ignore

        default:
            return .ignore
        }
    }
}
