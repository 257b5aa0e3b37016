import Foundation

/// Typing into a text annotation in place: a second tap on a selected text annotation that
/// allows it (or a text tool's press) starts it; typed text goes into the annotation, Enter or
/// a press elsewhere commits it as one undo step, Escape (or undo) cancels it. While it lasts
/// every key goes to the text.
struct TextEdit {
    /// The annotation typed into.
    let annotation: any ISCITextEditableAnnotation
    /// Whether a tool has just placed the annotation: committed empty, it goes as if never
    /// placed; the text is one undo step with the placing.
    let isNew: Bool
}

extension AnnotationEditor {
    /// Starts typing into `annotation` (when it is on this surface), from its text; a text
    /// typed into another is committed first.
    func beginTextEdit(_ annotation: any ISCITextEditableAnnotation, isNew: Bool) {
        commitTextEdit()
        guard annotation.parentSurface === surface else { return }
        textEdit = TextEdit(annotation: annotation, isNew: isNew)
        annotation.editingText = annotation.text
    }

    /// Ends the typing and keeps the text: one undo step when it changed; an empty text
    /// removes the annotation.
    func commitTextEdit() {
        guard let edit = textEdit else { return }
        textEdit = nil
        let annotation = edit.annotation
        let typed = annotation.editingText ?? annotation.text
        annotation.editingText = nil
        guard annotation.parentSurface === surface else { return }
        if typed.isEmpty {
            if edit.isNew {
                // Nothing was written: as if the note had never been placed.
                surface.annotations.remove(annotation)
            } else {
                surface.removeAnnotation(annotation)
            }
            return
        }
        let before = annotation.text
        guard typed != before else { return }
        annotation.text = typed
        let change = AnnotationHistory.Command.change(annotation) { reversed in
            annotation.text = reversed ? before : typed
        }
        if edit.isNew {
            history.stacks.record(change, on: surface, joiningAdditionOf: annotation)
        } else {
            surface.recordHistory(change)
        }
    }

    /// Ends the typing and puts the text back; a new annotation left empty is removed.
    /// Returns whether a text was being typed.
    @discardableResult
    func cancelTextEdit() -> Bool {
        guard let edit = textEdit else { return false }
        textEdit = nil
        edit.annotation.editingText = nil
        if edit.isNew, edit.annotation.text.isEmpty, edit.annotation.parentSurface === surface {
            surface.annotations.remove(edit.annotation)
        }
        return true
    }

    /// A key while typing: Enter commits (Shift+Enter starts a new line), Escape and undo
    /// cancel (Escape also cancels a drawing being placed), Backspace deletes the last
    /// character; every other key is taken and does nothing, so no shortcut fires.
    func textKey(_ key: SCIKey, modifiers: SCIKeyModifiers) -> Bool {
        guard let edit = textEdit else { return false }
        switch key {
        case .enter:
            if modifiers.contains(.shift) {
                edit.annotation.editingText = (edit.annotation.editingText ?? "") + "\n"
            } else {
                commitTextEdit()
            }
        case .escape, .undo:
            cancelTextEdit()
            // As everywhere, Escape also cancels a drawing being placed (by another pointer).
            if key == .escape {
                for tool in surface.drawingTools.tools where tool.isPlacing { tool.reset() }
            }
        case .backspace:
            if var text = edit.annotation.editingText, !text.isEmpty {
                text.removeLast()
                edit.annotation.editingText = text
            }
        case .delete, .redo, .left, .right, .up, .down, .home, .end, .plus, .minus, .tab, .character:
            break
        }
        return true
    }

    /// Typed text while typing: added at the end.
    func typed(_ text: String) -> Bool {
        guard let edit = textEdit else { return false }
        edit.annotation.editingText = (edit.annotation.editingText ?? "") + text
        return true
    }
}
