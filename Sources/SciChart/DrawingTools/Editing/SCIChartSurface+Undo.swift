import Foundation

extension SCIChartSurface {
    /// Whether ``undo()`` would do something.
    public var canUndo: Bool {
        isEditingText || editor.isDragging || isPlacingAnnotation || undoHistory.canUndo
    }

    /// Whether ``redo()`` would do something.
    public var canRedo: Bool { !editor.isDragging && undoHistory.canRedo }

    /// The history ``undo()`` and ``redo()`` work through (the surface's own unless given
    /// one). Give several surfaces one history to share it: an undo on any of them takes
    /// back the last change made on any. Steps already recorded stay in the history they
    /// were recorded in.
    public var undoHistory: SCIUndoHistory {
        get { editor.history }
        set { editor.history = newValue }
    }

    /// Takes back the last drawing change: a creation, an edit, a delete, a removal of all
    /// drawings, a load or a replacement, a text typed (with a shared ``undoHistory``, the
    /// last one on any surface sharing it). During a drag it puts the annotation back
    /// instead; during placement it cancels the placement; while a text is typed it cancels
    /// the typing.
    @discardableResult
    public func undo() -> Bool {
        if editor.cancelTextEdit() { return true }
        if editor.isDragging {
            editor.cancelDrag()
            return true
        }
        if isPlacingAnnotation {
            for tool in drawingTools.tools where tool.isPlacing { tool.reset() }
            return true
        }
        return editor.history.undo()
    }

    /// Makes again the last change taken back by ``undo()``.
    @discardableResult
    public func redo() -> Bool {
        guard !editor.isDragging else { return false }
        return editor.history.redo()
    }

    /// Forgets every step made on this surface that could be undone or redone (in a shared
    /// history, the other surfaces' steps stay).
    public func clearUndoHistory() {
        editor.history.stacks.forget(surface: self)
    }

    // MARK: - Internals

    /// Whether a drawing tool is placing an annotation now.
    var isPlacingAnnotation: Bool { drawingTools.tools.contains { $0.isPlacing } }

    func recordHistory(_ command: AnnotationHistory.Command) {
        editor.history.stacks.record(command, on: self)
    }

    /// Records changes made on several surfaces as one step, in the first one's history
    /// (which the panes of a group share): undone, each surface takes its change back.
    static func recordAsOneStep(_ changes: [(surface: SCIChartSurface, command: AnnotationHistory.Command)]) {
        guard let first = changes.first?.surface else { return }
        let commands = changes.map { change -> AnnotationHistory.Command in
            change.surface === first
                ? change.command : .elsewhere(.init(surface: change.surface), change.command)
        }
        first.recordHistory(commands.count == 1 ? commands[0] : .group(commands))
    }

    /// Runs a change to the annotations that the history itself makes, so it is not
    /// mistaken for code removing annotations behind its back.
    func applyingHistory(_ change: () -> Void) {
        let editor = self.editor
        let wasApplying = editor.isApplyingHistory
        editor.isApplyingHistory = true
        defer { editor.isApplyingHistory = wasApplying }
        change()
    }

    func apply(_ command: AnnotationHistory.Command, reversed: Bool) {
        applyingHistory { perform(command, reversed: reversed) }
        invalidateOverlay()
    }

    private func perform(_ command: AnnotationHistory.Command, reversed: Bool) {
        switch command {
        case .add(let annotations, let indices):
            if reversed { take(annotations) } else { put(annotations, at: indices) }
        case .remove(let annotations, let indices):
            if reversed { put(annotations, at: indices) } else { take(annotations) }
        case .edit(let annotation, let before, let after):
            annotation.setPoints(reversed ? before : after)
        case .change(_, let set):
            set(reversed)
        case .group(let commands):
            for command in reversed ? commands.reversed() : commands {
                perform(command, reversed: reversed)
            }
        case .elsewhere(let other, let command):
            other.surface?.apply(command, reversed: reversed)
        }
    }

    /// Puts annotations back where they were (ascending indices), so drawing order is
    /// restored too.
    private func put(_ list: [SCIAnnotationBase], at indices: [Int]) {
        for (annotation, index) in zip(list, indices) {
            annotations.insert(annotation, at: min(index, annotations.count))
        }
    }

    private func take(_ list: [SCIAnnotationBase]) {
        for annotation in list { annotations.remove(annotation) }
    }
}
