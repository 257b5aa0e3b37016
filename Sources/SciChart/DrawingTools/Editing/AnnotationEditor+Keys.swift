import Foundation

extension AnnotationEditor {
    /// The keys of editing, after the modifiers: Escape deselects, Delete and Backspace
    /// delete the selected annotation, arrows nudge it by a point (ten with Shift), undo and
    /// redo.
    func keyPressed(_ key: SCIKey, modifiers: SCIKeyModifiers) -> Bool {
        let step = modifiers.contains(.shift) ? 10.0 : 1.0
        switch key {
        case .escape: return deselect()
        case .delete, .backspace: return deleteSelected()
        case .undo: return surface.undo()
        case .redo: return surface.redo()
        case .left: return nudgeSelected(dx: -step, dy: 0)
        case .right: return nudgeSelected(dx: step, dy: 0)
        case .up: return nudgeSelected(dx: 0, dy: -step)
        case .down: return nudgeSelected(dx: 0, dy: step)
        case .enter, .home, .end, .plus, .minus, .tab, .character: return false
        }
    }
}
