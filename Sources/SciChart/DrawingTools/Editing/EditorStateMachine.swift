import Foundation

/// The annotation editor's gestures: which annotation is selected and what a drag does to
/// it. A value type with no references (annotations are named by their
/// ``SCIAnnotationBase/annotationId``): the editor feeds it events and performs the actions
/// it returns.
struct EditorStateMachine: Equatable {
    /// What a press landed on.
    enum Target: Equatable {
        /// The grip of point `index`.
        case grip(annotation: UInt64, index: Int)
        /// The body: the annotation moves whole.
        case body(annotation: UInt64)

        var annotation: UInt64 {
            switch self {
            case .grip(let annotation, _), .body(let annotation): annotation
            }
        }
    }

    struct Drag: Equatable {
        let annotation: UInt64
        /// The point dragged, or `nil` for the whole annotation.
        let grip: Int?
        let pointerId: Int
        let start: CGPoint
        /// The points when the press began.
        let before: [SCIDataPoint]
        /// Whether the pointer left the tap slop: only then do points move.
        var moved = false
    }

    enum State: Equatable {
        case idle
        case selected(UInt64)
        case dragging(Drag)
    }

    enum Event: Equatable {
        /// A press on `target`, whose points are `points` now.
        case pressed(Target, at: CGPoint, pointerId: Int, points: [SCIDataPoint])
        case moved(CGPoint, pointerId: Int)
        case released(pointerId: Int)
        case cancelled(pointerId: Int)
        /// Code or a key selects an annotation.
        case select(UInt64)
        /// Escape, a tap on nothing, or code deselects.
        case deselect
        /// An annotation left the surface.
        case removed(UInt64)
        /// An arrow key: move the selection by this many points.
        case nudge(dx: Double, dy: Double)
    }

    enum Action: Equatable {
        /// The selection changed: redraw.
        case selectionChanged
        /// Set the annotation's points to `before` moved by the pointer from `from` to `to`:
        /// point `grip` alone, or all of them.
        case drag(annotation: UInt64, grip: Int?, from: CGPoint, to: CGPoint, before: [SCIDataPoint])
        /// A drag ended: record the change from `before` as one undo step.
        case commit(annotation: UInt64, before: [SCIDataPoint])
        /// Put the points back to `before` (a cancelled drag).
        case restore(annotation: UInt64, before: [SCIDataPoint])
        /// Move the annotation by a key press, as one undo step.
        case nudge(annotation: UInt64, dx: Double, dy: Double)
    }

    /// The selected annotation, also while it is dragged.
    private(set) var selected: UInt64?
    /// The drag in progress, if any (its annotation is the selected one).
    private var drag: Drag?

    /// The state: idle, an annotation selected, or one being dragged.
    var state: State {
        get {
            if let drag { return .dragging(drag) }
            if let selected { return .selected(selected) }
            return .idle
        }
        set {
            switch newValue {
            case .idle: (selected, drag) = (nil, nil)
            case .selected(let annotation): (selected, drag) = (annotation, nil)
            case .dragging(let newDrag): (selected, drag) = (newDrag.annotation, newDrag)
            }
        }
    }

    var isDragging: Bool { drag != nil }

    /// The pointer of the drag in progress.
    var dragPointer: Int? { drag?.pointerId }

    mutating func handle(_ event: Event) -> [Action] {
        switch event {
        case .pressed(let target, let location, let pointerId, let points):
            return pressed(target, at: location, pointerId: pointerId, points: points)
        case .moved(let location, let pointerId):
            return moved(to: location, pointerId: pointerId)
        case .released(let pointerId):
            return finished(pointerId: pointerId, cancelled: false)
        case .cancelled(let pointerId):
            return finished(pointerId: pointerId, cancelled: true)
        case .select(let annotation):
            return select(annotation)
        case .deselect:
            return deselect()
        case .removed(let annotation):
            guard selected == annotation else { return [] }
            state = .idle
            return [.selectionChanged]
        case .nudge(let dx, let dy):
            guard drag == nil, let annotation = selected, dx.isFinite, dy.isFinite, dx != 0 || dy != 0 else {
                return []
            }
            return [.nudge(annotation: annotation, dx: dx, dy: dy)]
        }
    }

    private mutating func pressed(
        _ target: Target, at location: CGPoint, pointerId: Int, points: [SCIDataPoint]
    ) -> [Action] {
        // One drag at a time: the editor does not claim a second pointer.
        guard drag == nil else { return [] }
        let changed = selected != target.annotation
        state = .dragging(
            Drag(
                annotation: target.annotation, grip: Self.grip(of: target), pointerId: pointerId,
                start: location, before: points))
        return changed ? [.selectionChanged] : []
    }

    private mutating func moved(to location: CGPoint, pointerId: Int) -> [Action] {
        guard var current = drag, pointerId == current.pointerId else { return [] }
        if !current.moved && location.distance(to: current.start) < GestureTracker.tapSlop { return [] }
        current.moved = true
        state = .dragging(current)
        return [
            .drag(
                annotation: current.annotation, grip: current.grip, from: current.start, to: location,
                before: current.before)
        ]
    }

    /// A release commits a drag that moved; a cancellation puts it back.
    private mutating func finished(pointerId: Int, cancelled: Bool) -> [Action] {
        guard let current = drag, pointerId == current.pointerId else { return [] }
        state = .selected(current.annotation)
        guard current.moved else { return [] }
        return [
            cancelled
                ? .restore(annotation: current.annotation, before: current.before)
                : .commit(annotation: current.annotation, before: current.before)
        ]
    }

    private mutating func select(_ annotation: UInt64) -> [Action] {
        let previous = selected
        var actions: [Action] = []
        if let current = drag, current.moved {
            actions.append(.restore(annotation: current.annotation, before: current.before))
        }
        state = .selected(annotation)
        if previous != annotation { actions.append(.selectionChanged) }
        return actions
    }

    private mutating func deselect() -> [Action] {
        guard selected != nil else { return [] }
        var actions: [Action] = []
        if let current = drag, current.moved {
            actions.append(.restore(annotation: current.annotation, before: current.before))
        }
        state = .idle
        return actions + [.selectionChanged]
    }

    private static func grip(of target: Target) -> Int? {
        if case .grip(_, let index) = target { index } else { nil }
    }
}
