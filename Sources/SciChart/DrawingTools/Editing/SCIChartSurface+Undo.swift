import Foundation

extension SCIChartSurface {
    /// The annotation selected for editing, or `nil`. Setting it selects an editable,
    /// finished trading annotation on this surface (anything else deselects).
    public var selectedAnnotation: SCIAnnotationBase? {
        get { editor.selected }
        set {
            if let annotation = newValue as? SCITradingAnnotationBase {
                editor.select(annotation)
            } else {
                editor.deselect()
            }
        }
    }

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
            for modifier in creationModifiers where modifier.isPlacing { modifier.reset() }
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

    /// Deletes the selected annotation as one undoable step; returns whether one was.
    @discardableResult
    public func deleteSelectedAnnotation() -> Bool {
        editor.deleteSelected()
    }

    // MARK: - Internals

    /// Whether a creation modifier is placing an annotation now.
    var isPlacingAnnotation: Bool { creationModifiers.contains { $0.isPlacing } }

    /// Every creation modifier, inside groups too.
    var creationModifiers: [SCIAnnotationCreationModifierBase] {
        chartModifiers.flatMap(\.flattened).compactMap { $0 as? SCIAnnotationCreationModifierBase }
    }

    /// Keys the surface itself handles after the modifiers: Escape deselects, Delete and
    /// Backspace delete the selected annotation, arrows nudge it by a point (ten with
    /// Shift), undo and redo.
    func handleOwnKey(_ key: SCIKey, modifiers: SCIKeyModifiers) -> Bool {
        let step = modifiers.contains(.shift) ? 10.0 : 1.0
        switch key {
        case .escape: return editor.deselect()
        case .delete, .backspace: return editor.deleteSelected()
        case .undo: return undo()
        case .redo: return redo()
        case .left: return editor.nudgeSelected(dx: -step, dy: 0)
        case .right: return editor.nudgeSelected(dx: step, dy: 0)
        case .up: return editor.nudgeSelected(dx: 0, dy: -step)
        case .down: return editor.nudgeSelected(dx: 0, dy: step)
        case .enter: return false
        }
    }

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

extension SCIChartSurface {
    /// The finished trading annotations as versioned JSON (see ``SCIAnnotationDocument``):
    /// type, points (dates as ISO 8601 on date axes), styles, axis ids and settings. An
    /// annotation being placed is not saved.
    public func saveAnnotations() throws -> Data {
        let finished = annotations.compactMap { $0 as? SCITradingAnnotationBase }.filter {
            !$0.isBeingPlaced && $0.isComplete
        }
        return try AnnotationCoding.save(finished, surface: self)
    }

    /// Adds the annotations of a saved document, as one undoable step. Strict and atomic:
    /// on any problem it throws an ``SCIAnnotationLoadError`` and changes nothing.
    public func loadAnnotations(from data: Data) throws {
        let loaded = try AnnotationCoding.load(data)
        guard !loaded.isEmpty else { return }
        let first = annotations.count
        applyingHistory { annotations.add(contentsOf: loaded) }
        recordHistory(.add(loaded, indices: Array(first..<first + loaded.count)))
    }
}
