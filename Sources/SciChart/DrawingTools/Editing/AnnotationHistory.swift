/// The undo and redo stacks of drawings: one command model for create, edit (point and body
/// drags), delete, remove all, load and replace, each step with the surface it was made on.
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
        /// A command made on another surface than the step's (a load into several panes), which
        /// that surface applies while it exists.
        indirect case elsewhere(Elsewhere, Command)

        /// The surface of an ``elsewhere(_:_:)`` command, not kept alive by the history.
        struct Elsewhere {
            weak var surface: SCIChartSurface?
        }

        func refers(to annotation: SCIAnnotationBase) -> Bool {
            switch self {
            case .add(let annotations, _), .remove(let annotations, _):
                annotations.contains { $0 === annotation }
            case .edit(let edited, _, _): edited === annotation
            case .change(let changed, _): changed === annotation
            case .group(let commands): commands.contains { $0.refers(to: annotation) }
            case .elsewhere(_, let command): command.refers(to: annotation)
            }
        }
    }

    /// A command and the surface it was made on (which applies it).
    struct Step {
        weak var surface: SCIChartSurface?
        var command: Command
    }

    /// The most commands kept; the oldest are dropped past it.
    static let limit = 500

    private(set) var undoStack: [Step] = []
    private(set) var redoStack: [Step] = []

    var canUndo: Bool { undoStack.contains { $0.surface != nil } }
    var canRedo: Bool { redoStack.contains { $0.surface != nil } }

    /// Records a new command made on `surface`: it can be undone, and what was undone can
    /// no longer be redone.
    mutating func record(_ command: Command, on surface: SCIChartSurface) {
        undoStack.append(Step(surface: surface, command: command))
        if undoStack.count > Self.limit { undoStack.removeFirst(undoStack.count - Self.limit) }
        redoStack.removeAll()
    }

    /// Records `command` as part of the last step when that step added `annotation` (a
    /// text typed into the note just placed is one step with placing it); else on its own.
    mutating func record(
        _ command: Command, on surface: SCIChartSurface, joiningAdditionOf annotation: SCIAnnotationBase
    ) {
        if let last = undoStack.last, last.surface === surface, case .add(let added, _) = last.command,
            added.count == 1, added[0] === annotation
        {
            undoStack.removeLast()
            record(.group([last.command, command]), on: surface)
        } else {
            record(command, on: surface)
        }
    }

    /// The last step to undo whose surface still exists (steps of surfaces gone are
    /// dropped), moved to the redo stack.
    mutating func popUndo() -> Step? {
        while let step = undoStack.popLast() {
            guard step.surface != nil else { continue }
            redoStack.append(step)
            return step
        }
        return nil
    }

    /// The last step undone whose surface still exists, moved back to the undo stack.
    mutating func popRedo() -> Step? {
        while let step = redoStack.popLast() {
            guard step.surface != nil else { continue }
            undoStack.append(step)
            return step
        }
        return nil
    }

    /// Forgets every command about `annotation` (it was removed by code, not by the user).
    mutating func forget(_ annotation: SCIAnnotationBase) {
        undoStack.removeAll { $0.command.refers(to: annotation) }
        redoStack.removeAll { $0.command.refers(to: annotation) }
    }

    /// Forgets every step made on `surface`.
    mutating func forget(surface: SCIChartSurface) {
        undoStack.removeAll { $0.surface == nil || $0.surface === surface }
        redoStack.removeAll { $0.surface == nil || $0.surface === surface }
    }

    mutating func clear() {
        undoStack.removeAll()
        redoStack.removeAll()
    }
}

/// The undo and redo history of drawing changes, which several surfaces can share.
///
/// Each surface has its own unless given one: the panes of a workspace share one (set
/// ``SCIChartVerticalGroup/undoHistory``, or give the same history to each surface's
/// ``SCIChartSurface/undoHistory``), so an undo on any pane takes back the last change made
/// on any of them, on the pane where it was made. Used on the surfaces' thread.
///
/// ```swift
/// let history = SCIUndoHistory()
/// pricePane.undoHistory = history
/// rsiPane.undoHistory = history
/// ```
public final class SCIUndoHistory {
    var stacks = AnnotationHistory()

    /// An empty history.
    public init() {}

    /// Whether ``undo()`` would take back a change.
    public var canUndo: Bool { stacks.canUndo }

    /// Whether ``redo()`` would make a change again.
    public var canRedo: Bool { stacks.canRedo }

    /// Takes back the last change recorded, on the surface it was made on. A surface's own
    /// ``SCIChartSurface/undo()`` first ends what is in progress there (a drag, a placement,
    /// a text typed).
    @discardableResult
    public func undo() -> Bool {
        guard let step = stacks.popUndo(), let surface = step.surface else { return false }
        surface.apply(step.command, reversed: true)
        return true
    }

    /// Makes again the last change taken back, on the surface it was made on.
    @discardableResult
    public func redo() -> Bool {
        guard let step = stacks.popRedo(), let surface = step.surface else { return false }
        surface.apply(step.command, reversed: false)
        return true
    }

    /// Forgets every step.
    public func clear() {
        stacks.clear()
    }
}
