/// The placement of an annotation step by step (``SCIPlacementStep``): a point step's press
/// places the point, a drag moves it and the release locks it; a segment step's press places
/// its first point and a drag moves the second; a stroke's moves add points. A tap (a
/// release where the press was) leaves the next point following the hover instead, so that
/// every step can be done by click, move, click. After the last point the annotation is
/// finished, and a reset (the modifier's, once its listener has run) starts over.
///
/// A value type with no references: its state is an enum whose cases carry the points, and
/// each event returns one action for the creation modifier to perform. Points are in data
/// space; what is not finite is refused.
struct PlacementStateMachine: Equatable {
    enum State: Equatable {
        /// Waiting for the pointer that places the next point, with `placed` locked so far
        /// (none: nothing placed yet); a hover previews the next point.
        case awaiting(placed: [SCIDataPoint])
        /// The next point, at `moving`, follows the pointer `pointerId`; `placed` are locked.
        case placing(placed: [SCIDataPoint], moving: SCIDataPoint, pointerId: Int)
        /// A segment step: its first point at `anchor` (where the press was), its second at
        /// `moving`, following the pointer `pointerId`.
        case placingSegment(
            placed: [SCIDataPoint], anchor: SCIDataPoint, moving: SCIDataPoint, pointerId: Int)
        /// A stroke of `points`, growing with the pointer `pointerId`'s moves, or with the
        /// hover (`pointerId` nil) after a click started it.
        case stroking(points: [SCIDataPoint], pointerId: Int?)
        /// Every point is locked: the annotation is finished and its listener is told; a
        /// reset (or the next press) starts anew.
        case finished(points: [SCIDataPoint])
    }

    enum Event: Equatable {
        case began(SCIDataPoint, pointerId: Int)
        case moved(SCIDataPoint, pointerId: Int)
        /// A release; `isTap` when it is where the press was (a click).
        case ended(SCIDataPoint, pointerId: Int, isTap: Bool = false)
        case cancelled(pointerId: Int)
        /// A move with no button down, between points: a preview of the next one, or the
        /// next point of a stroke started by a click.
        case hovered(SCIDataPoint)
        /// `reset()`, `cancel()`, Escape, or the modifier leaving its surface.
        case reset
    }

    enum Action: Equatable {
        /// Nothing to do; the event was not for this machine.
        case ignore
        /// Make the annotation, with these points (the first one).
        case create([SCIDataPoint])
        /// Show these points (placed ones, then those following the pointer).
        case update([SCIDataPoint])
        /// Every point is locked: finish the annotation with these points.
        case complete([SCIDataPoint])
        /// Remove the unfinished annotation.
        case discard
    }

    /// The steps, in order.
    let steps: [SCIPlacementStep]
    /// The points a finished annotation has, or `nil` when a stroke makes as many as its
    /// gesture does.
    let pointCount: Int?
    private(set) var state = State.awaiting(placed: [])
    /// The most points a stroke takes: the one that reaches it ends the stroke.
    var strokeLimit = Int.max

    init(steps: [SCIPlacementStep]) {
        // A stroke ends the annotation: steps after one are never reached.
        let kept = steps.firstIndex(of: .stroke).map { Array(steps[...$0]) } ?? steps
        self.steps = kept.isEmpty ? [.point] : kept
        pointCount = self.steps.reduce(0 as Int?) { total, step in
            guard let total, let count = step.pointCount else { return nil }
            return total + count
        }
    }

    /// A machine of `pointCount` point steps (at least 1).
    init(pointCount: Int) {
        self.init(steps: Array(repeating: .point, count: max(pointCount, 1)))
    }

    /// How the point at `index` is placed: the step it starts, or `.point` for the second
    /// point of a segment whose first was placed by a click; `nil` past the last step.
    private func stepStarting(at index: Int) -> SCIPlacementStep? {
        var first = 0
        for step in steps {
            guard let count = step.pointCount else { return first == index ? .stroke : nil }
            if index < first + count { return index == first ? step : .point }
            first += count
        }
        return nil
    }

    /// Whether an annotation is under way (at least one point down).
    var isPlacing: Bool {
        switch state {
        case .awaiting(let placed): !placed.isEmpty
        case .placing, .placingSegment, .stroking: true
        case .finished: false
        }
    }

    /// Whether a point follows a pressed pointer now.
    var isDragging: Bool {
        switch state {
        case .placing, .placingSegment: true
        case .stroking(_, let pointerId): pointerId != nil
        case .awaiting, .finished: false
        }
    }

    /// The index of the point being placed (following a pressed pointer or the hover), or
    /// to be placed next; the last point's once the annotation is finished.
    var activePointIndex: Int {
        switch state {
        case .awaiting(let placed), .placing(let placed, _, _): placed.count
        case .placingSegment(let placed, _, _, _): placed.count + 1
        case .stroking(let points, _), .finished(let points): max(points.count - 1, 0)
        }
    }

    /// The points shown now: those locked and those following a pointer.
    var points: [SCIDataPoint] {
        switch state {
        case .awaiting(let placed): placed
        case .placing(let placed, let moving, _): placed + [moving]
        case .placingSegment(let placed, let anchor, let moving, _): placed + [anchor, moving]
        case .stroking(let points, _), .finished(let points): points
        }
    }

    mutating func handle(_ event: Event) -> Action {
        switch (state, event) {
        case (.finished, .began):
            // The finished annotation is no longer placed: the press starts the next one.
            state = .awaiting(placed: [])
            return handle(event)

        case (.awaiting(let placed), .began(let point, let pointerId)):
            guard point.isFinite, let step = stepStarting(at: placed.count) else { return .ignore }
            switch step {
            case .point: state = .placing(placed: placed, moving: point, pointerId: pointerId)
            case .segment:
                state = .placingSegment(placed: placed, anchor: point, moving: point, pointerId: pointerId)
            case .stroke: state = .stroking(points: placed + [point], pointerId: pointerId)
            }
            return placed.isEmpty ? .create([point]) : .update(placed + [point])

        case (.placing(let placed, _, let owner), .moved(let point, let pointerId)):
            guard pointerId == owner, point.isFinite else { return .ignore }
            state = .placing(placed: placed, moving: point, pointerId: owner)
            return .update(placed + [point])

        case (.placingSegment(let placed, let anchor, _, let owner), .moved(let point, let pointerId)):
            guard pointerId == owner, point.isFinite else { return .ignore }
            state = .placingSegment(placed: placed, anchor: anchor, moving: point, pointerId: owner)
            return .update(placed + [anchor, point])

        case (.stroking(let points, let owner?), .moved(let point, let pointerId)):
            guard pointerId == owner, point.isFinite else { return .ignore }
            return grow(points + [point], pointerId: owner)

        case (.placing(let placed, let moving, let owner), .ended(let point, let pointerId, _)):
            guard pointerId == owner else { return .ignore }
            return lock(placed + [point.isFinite ? point : moving])

        case (
            .placingSegment(let placed, let anchor, let moving, let owner),
            .ended(let point, let pointerId, let isTap)
        ):
            guard pointerId == owner else { return .ignore }
            if isTap {
                // A click: the first point is down, the second follows the hover.
                state = .awaiting(placed: placed + [anchor])
                return .update(placed + [anchor])
            }
            return lock(placed + [anchor, point.isFinite ? point : moving])

        case (.stroking(let points, let owner?), .ended(let point, let pointerId, let isTap)):
            guard pointerId == owner else { return .ignore }
            if isTap && points.count == 1 {
                // A click: the stroke follows the hover until the next click.
                state = .stroking(points: points, pointerId: nil)
                return .update(points)
            }
            return end(points, at: point)

        case (.stroking(let points, nil), .hovered(let point)):
            guard point.isFinite else { return .ignore }
            return grow(points + [point], pointerId: nil)

        case (.stroking(let points, nil), .began(let point, _)):
            // The click that ends a stroke started by a click.
            return end(points, at: point)

        case (.placing(_, _, let owner), .cancelled(let pointerId)),
            (.placingSegment(_, _, _, let owner), .cancelled(let pointerId)),
            (.stroking(_, let owner?), .cancelled(let pointerId)):
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

    /// A stroke of `points`, finished when it reaches ``strokeLimit``.
    private mutating func grow(_ points: [SCIDataPoint], pointerId: Int?) -> Action {
        guard points.count < max(strokeLimit, 1) else {
            let kept = Array(points.prefix(max(strokeLimit, 1)))
            state = .finished(points: kept)
            return .complete(kept)
        }
        state = .stroking(points: points, pointerId: pointerId)
        return .update(points)
    }

    /// Ends a stroke of `points` at `point`, added when it is new and there is room.
    private mutating func end(_ points: [SCIDataPoint], at point: SCIDataPoint) -> Action {
        let ended =
            point.isFinite && point != points.last && points.count < max(strokeLimit, 1)
            ? points + [point] : points
        state = .finished(points: ended)
        return .complete(ended)
    }

    /// Locks `points`: finished when they are all, else waiting for the next.
    private mutating func lock(_ points: [SCIDataPoint]) -> Action {
        if points.count == pointCount || stepStarting(at: points.count) == nil {
            state = .finished(points: points)
            return .complete(points)
        }
        state = .awaiting(placed: points)
        return .update(points)
    }
}
