import Foundation

extension SCIChartSurface {
    /// Whether ``undo()`` would do something.
    public var canUndo: Bool { isEditingText || editor.isDragging || isPlacingAnnotation || history.canUndo }

    /// Whether ``redo()`` would do something.
    public var canRedo: Bool { !editor.isDragging && history.canRedo }

    /// Takes back the last drawing change: a creation, an edit, a delete, a removal of all
    /// drawings, a load or a replacement, a text typed. During a drag it puts the annotation
    /// back instead; during placement it cancels the placement; while a text is typed it
    /// cancels the typing.
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
        guard let command = history.popUndo() else { return false }
        apply(command, reversed: true)
        return true
    }

    /// Makes again the last change taken back by ``undo()``.
    @discardableResult
    public func redo() -> Bool {
        guard !editor.isDragging, let command = history.popRedo() else { return false }
        apply(command, reversed: false)
        return true
    }

    /// Forgets every step that could be undone or redone.
    public func clearUndoHistory() {
        history.clear()
    }

    // MARK: - Internals

    /// Whether a drawing tool is placing an annotation now.
    var isPlacingAnnotation: Bool { drawingTools.tools.contains { $0.isPlacing } }

    func recordHistory(_ command: AnnotationHistory.Command) {
        history.record(command)
    }

    /// Runs a change to the annotations that the history itself makes, so it is not
    /// mistaken for code removing annotations behind its back.
    func applyingHistory(_ change: () -> Void) {
        let wasApplying = isApplyingHistory
        isApplyingHistory = true
        defer { isApplyingHistory = wasApplying }
        change()
    }

    private func apply(_ command: AnnotationHistory.Command, reversed: Bool) {
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
