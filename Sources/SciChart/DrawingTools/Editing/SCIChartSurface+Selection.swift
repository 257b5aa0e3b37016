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

    /// Deletes the selected annotation as one undoable step; returns whether one was.
    @discardableResult
    public func deleteSelectedAnnotation() -> Bool {
        editor.deleteSelected()
    }

    /// Forgets the drawing a tool finished with the last gesture (see
    /// ``selectPlacedDrawing(_:byTap:)``): a new gesture began.
    func forgetPlacedDrawing() {
        editor.forgetPlacedSelection()
    }

    /// Selects a drawing a tool has just finished (see ``AnnotationEditor/selectPlaced(_:byTap:)``).
    func selectPlacedDrawing(_ annotation: SCITradingAnnotationBase, byTap: Bool) {
        editor.selectPlaced(annotation, byTap: byTap)
    }
}
