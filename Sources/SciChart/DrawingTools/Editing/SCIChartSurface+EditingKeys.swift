import Foundation

extension SCIChartSurface {
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
}
