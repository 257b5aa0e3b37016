/// The undo and redo stacks of a surface's drawings: one command model for create, edit
/// (point and body drags), delete, remove all, load and replace.
struct AnnotationHistory {
    enum Command {
        /// Annotations that entered the surface (created or loaded), at these indices of
        /// its collection, ascending.
        case add([SCIAnnotationBase], indices: [Int])
        /// Annotations that left the surface from these indices of its collection (as they
        /// were before the removal), ascending.
        case remove([SCIAnnotationBase], indices: [Int])
        /// Points moved: a grip or body drag.
        case edit(SCITradingAnnotationBase, before: [SCIDataPoint], after: [SCIDataPoint])
        /// A property of an annotation changed (a text typed): `set(true)` puts the value
        /// before back, `set(false)` the value after.
        case change(SCIAnnotationBase, set: (_ reversed: Bool) -> Void)
        /// Commands made as one step, in order: undone last to first.
        indirect case group([Command])

        func refers(to annotation: SCIAnnotationBase) -> Bool {
            switch self {
            case .add(let annotations, _), .remove(let annotations, _):
                annotations.contains { $0 === annotation }
            case .edit(let edited, _, _): edited === annotation
            case .change(let changed, _): changed === annotation
            case .group(let commands): commands.contains { $0.refers(to: annotation) }
            }
        }
    }

    /// The most commands kept; the oldest are dropped past it.
    static let limit = 500

    private(set) var undoStack: [Command] = []
    private(set) var redoStack: [Command] = []

    var canUndo: Bool { !undoStack.isEmpty }
    var canRedo: Bool { !redoStack.isEmpty }

    /// Records a new command: it can be undone, and what was undone can no longer be redone.
    mutating func record(_ command: Command) {
        undoStack.append(command)
        if undoStack.count > Self.limit { undoStack.removeFirst(undoStack.count - Self.limit) }
        redoStack.removeAll()
    }

    /// Records `command` as part of the last step when that step added `annotation` (a
    /// text typed into the note just placed is one step with placing it); else on its own.
    mutating func record(_ command: Command, joiningAdditionOf annotation: SCIAnnotationBase) {
        if case .add(let added, _) = undoStack.last, added.count == 1, added[0] === annotation {
            let addition = undoStack.removeLast()
            record(.group([addition, command]))
        } else {
            record(command)
        }
    }

    mutating func popUndo() -> Command? {
        guard let command = undoStack.popLast() else { return nil }
        redoStack.append(command)
        return command
    }

    mutating func popRedo() -> Command? {
        guard let command = redoStack.popLast() else { return nil }
        undoStack.append(command)
        return command
    }

    /// Forgets every command about `annotation` (it was removed by code, not by the user).
    mutating func forget(_ annotation: SCIAnnotationBase) {
        undoStack.removeAll { $0.refers(to: annotation) }
        redoStack.removeAll { $0.refers(to: annotation) }
    }

    mutating func clear() {
        undoStack.removeAll()
        redoStack.removeAll()
    }
}
