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

    private(set) var state = State.idle

    /// The selected annotation, also while it is dragged.
    var selected: UInt64? {
        switch state {
        case .idle: nil
        case .selected(let annotation): annotation
        case .dragging(let drag): drag.annotation
        }
    }

    var isDragging: Bool {
        if case .dragging = state { true } else { false }
    }

    /// The pointer of the drag in progress.
    var dragPointer: Int? {
        if case .dragging(let drag) = state { drag.pointerId } else { nil }
    }

    mutating func handle(_ event: Event) -> [Action] {
        switch (state, event) {
        case (.dragging, .pressed):
            // One drag at a time: the editor does not claim a second pointer.
            return []

        case (_, .pressed(let target, let location, let pointerId, let points)):
            let changed = selected != target.annotation
            state = .dragging(
                Drag(
                    annotation: target.annotation, grip: Self.grip(of: target), pointerId: pointerId,
                    start: location, before: points))
            return changed ? [.selectionChanged] : []

        case (.dragging(var drag), .moved(let location, let pointerId)):
            guard pointerId == drag.pointerId else { return [] }
            if !drag.moved && location.distance(to: drag.start) < GestureTracker.tapSlop { return [] }
            drag.moved = true
            state = .dragging(drag)
            return [
                .drag(
                    annotation: drag.annotation, grip: drag.grip, from: drag.start, to: location,
                    before: drag.before)
            ]

        case (.dragging(let drag), .released(let pointerId)):
            guard pointerId == drag.pointerId else { return [] }
            state = .selected(drag.annotation)
            return drag.moved ? [.commit(annotation: drag.annotation, before: drag.before)] : []

        case (.dragging(let drag), .cancelled(let pointerId)):
            guard pointerId == drag.pointerId else { return [] }
            state = .selected(drag.annotation)
            return drag.moved ? [.restore(annotation: drag.annotation, before: drag.before)] : []

        case (.dragging(let drag), .select(let annotation)):
            state = .selected(annotation)
            let restore: [Action] =
                drag.moved ? [.restore(annotation: drag.annotation, before: drag.before)] : []
            return restore + (annotation == drag.annotation ? [] : [.selectionChanged])

        case (_, .select(let annotation)):
            guard selected != annotation else { return [] }
            state = .selected(annotation)
            return [.selectionChanged]

        case (.dragging(let drag), .deselect):
            state = .idle
            let restore: [Action] =
                drag.moved ? [.restore(annotation: drag.annotation, before: drag.before)] : []
            return restore + [.selectionChanged]

        case (.selected, .deselect):
            state = .idle
            return [.selectionChanged]

        case (_, .removed(let annotation)):
            guard selected == annotation else { return [] }
            state = .idle
            return [.selectionChanged]

        case (.selected(let annotation), .nudge(let dx, let dy)):
            guard dx.isFinite, dy.isFinite, dx != 0 || dy != 0 else { return [] }
            return [.nudge(annotation: annotation, dx: dx, dy: dy)]

        default:
            return []
        }
    }

    private static func grip(of target: Target) -> Int? {
        if case .grip(_, let index) = target { index } else { nil }
    }
}
