import Foundation

/// The annotation editor's gestures: which annotation is selected and what a drag does to
/// it. A value type with no references (annotations are named by their
/// ``SCIAnnotationBase/annotationId``): its state is an enum whose cases carry their data,
/// and each event returns one action for the editor to perform.
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

        /// The grip's point, or `nil` for the body.
        var grip: Int? {
            if case .grip(_, let index) = self { index } else { nil }
        }
    }

    /// A press on an annotation, until its release or cancellation.
    struct Drag: Equatable {
        let annotation: UInt64
        /// The point dragged, or `nil` for the whole annotation.
        let grip: Int?
        let pointerId: Int
        let start: CGPoint
        /// The points when the press began.
        let before: [SCIDataPoint]
        /// Whether the annotation was selected before the press: its release without a move
        /// is a tap on the selection.
        var wasSelected = false
    }

    enum State: Equatable {
        /// Nothing selected.
        case idle
        /// An annotation selected, no press on it.
        case selected(UInt64)
        /// An annotation pressed, the pointer still within the tap slop: nothing moved yet.
        case pressed(Drag)
        /// An annotation being dragged: its points follow the pointer.
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
        /// Nothing to do.
        case none
        /// The selection changed: redraw.
        case selectionChanged
        /// Set the annotation's points to `before` moved by the pointer from `from` to `to`:
        /// point `grip` alone, or all of them.
        case drag(annotation: UInt64, grip: Int?, from: CGPoint, to: CGPoint, before: [SCIDataPoint])
        /// A drag ended: record the change from `before` as one undo step.
        case commit(annotation: UInt64, before: [SCIDataPoint])
        /// Put the points back to `before` (a cancelled drag, or the selection taken away
        /// mid-drag) and redraw.
        case restore(annotation: UInt64, before: [SCIDataPoint])
        /// Move the annotation by a key press, as one undo step.
        case nudge(annotation: UInt64, dx: Double, dy: Double)
        /// A press on the annotation already selected ended without moving: a tap on the
        /// selection (a text starts being typed into).
        case tappedSelection(annotation: UInt64)
    }

    private(set) var state = State.idle

    /// The selected annotation, also while it is pressed or dragged.
    var selected: UInt64? {
        switch state {
        case .idle: nil
        case .selected(let annotation): annotation
        case .pressed(let drag), .dragging(let drag): drag.annotation
        }
    }

    /// Whether a press on an annotation is in progress (moved or not).
    var isDragging: Bool {
        switch state {
        case .pressed, .dragging: true
        case .idle, .selected: false
        }
    }

    /// Whether the press in progress has become a drag (moved past the tap distance).
    var hasMoved: Bool {
        if case .dragging = state { true } else { false }
    }

    /// The pointer of the press in progress.
    var dragPointer: Int? {
        switch state {
        case .pressed(let drag), .dragging(let drag): drag.pointerId
        case .idle, .selected: nil
        }
    }

    mutating func handle(_ event: Event) -> Action {
        switch (state, event) {
        // One press at a time: the editor does not claim a second pointer.
        case (.idle, .pressed(let target, let location, let pointerId, let points)),
            (.selected, .pressed(let target, let location, let pointerId, let points)):
            let changed = selected != target.annotation
            state = .pressed(
                Drag(
                    annotation: target.annotation, grip: target.grip, pointerId: pointerId, start: location,
                    before: points, wasSelected: !changed))
            return changed ? .selectionChanged : .none

        case (.pressed(let drag), .moved(let location, let pointerId)) where pointerId == drag.pointerId:
            guard location.distance(to: drag.start) >= TapRule.tapSlop else { return .none }
            state = .dragging(drag)
            return Self.dragAction(drag, to: location)

        case (.dragging(let drag), .moved(let location, let pointerId)) where pointerId == drag.pointerId:
            return Self.dragAction(drag, to: location)

        case (.pressed(let drag), .released(let pointerId)) where pointerId == drag.pointerId:
            state = .selected(drag.annotation)
            return drag.wasSelected ? .tappedSelection(annotation: drag.annotation) : .none

        case (.pressed(let drag), .cancelled(let pointerId)) where pointerId == drag.pointerId:
            state = .selected(drag.annotation)
            return .none

        case (.dragging(let drag), .released(let pointerId)) where pointerId == drag.pointerId:
            state = .selected(drag.annotation)
            return .commit(annotation: drag.annotation, before: drag.before)

        case (.dragging(let drag), .cancelled(let pointerId)) where pointerId == drag.pointerId:
            state = .selected(drag.annotation)
            return .restore(annotation: drag.annotation, before: drag.before)

        case (.dragging(let drag), .select(let annotation)):
            state = .selected(annotation)
            return .restore(annotation: drag.annotation, before: drag.before)

        case (_, .select(let annotation)):
            let changed = selected != annotation
            state = .selected(annotation)
            return changed ? .selectionChanged : .none

        case (.idle, .deselect):
            return .none

        case (.dragging(let drag), .deselect):
            state = .idle
            return .restore(annotation: drag.annotation, before: drag.before)

        case (_, .deselect):
            state = .idle
            return .selectionChanged

        case (_, .removed(let annotation)) where selected == annotation:
            state = .idle
            return .selectionChanged

        case (.selected(let annotation), .nudge(let dx, let dy)):
            guard dx.isFinite, dy.isFinite, dx != 0 || dy != 0 else { return .none }
            return .nudge(annotation: annotation, dx: dx, dy: dy)

        default:
            return .none
        }
    }

    private static func dragAction(_ drag: Drag, to location: CGPoint) -> Action {
        .drag(
            annotation: drag.annotation, grip: drag.grip, from: drag.start, to: location, before: drag.before)
    }
}
