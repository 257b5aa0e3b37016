import Foundation

extension SCIChartSurface {
    /// Whether ``undo()`` would do something.
    public var canUndo: Bool { editor.isDragging || isPlacingAnnotation || history.canUndo }

    /// Whether ``redo()`` would do something.
    public var canRedo: Bool { !editor.isDragging && history.canRedo }

    /// Takes back the last drawing change: a creation, an edit, a delete or a load. During a
    /// drag it puts the annotation back instead; during placement it cancels the placement.
    @discardableResult
    public func undo() -> Bool {
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
        applyingHistory {
            switch command {
            case .add(let added, let indices):
                if reversed {
                    for annotation in added { annotations.remove(annotation) }
                } else {
                    // Back where they were, so drawing order is restored too.
                    for (annotation, index) in zip(added, indices) {
                        annotations.insert(annotation, at: index)
                    }
                }
            case .remove(let annotation, let index):
                if reversed {
                    annotations.insert(annotation, at: index)
                } else {
                    annotations.remove(annotation)
                }
            case .edit(let annotation, let before, let after):
                annotation.setPoints(reversed ? before : after)
            }
        }
        invalidateOverlay()
    }
}
