import Foundation

/// The user's drawings as a whole: the one under a point, removing one, removing them all.
extension SCIChartSurface {
    /// The annotation under `location` (a point of the surface): the topmost visible, finished
    /// trading or classic annotation on this surface whose grip or body is there (one of the
    /// ``drawings`` or not), or `nil`. Outside
    /// where a drawing draws (the series area, or its axis' band for one on an axis), where it
    /// is clipped away, it is not found.
    ///
    /// It is the same test a press uses to pick a drawing to edit, without asking whether
    /// the drawing is editable; a context menu uses it to offer the drawing's removal.
    public func annotation(at location: CGPoint) -> SCIAnnotationBase? {
        guard location.isFinite else { return nil }
        let layout = currentLayout
        for annotation in annotations.reversed() {
            guard let drawing = Self.finished(annotation), !drawing.isHidden,
                drawing.drawnArea(in: layout)?.contains(location) == true, let mapping = drawing.mapping,
                drawing.part(at: location, mapping: mapping) != nil
            else { continue }
            return drawing
        }
        return nil
    }

    /// The finished trading and classic annotations on the surface that are drawings (see
    /// ``SCITradingAnnotationBase/isDrawing``), in drawing order: what ``saveAnnotations()``
    /// writes and ``removeAllDrawings()`` removes.
    public var drawings: [SCITradingAnnotationBase] {
        annotations.compactMap(Self.drawing)
    }

    /// `annotation` when it is a finished trading or classic annotation, not being placed.
    private static func finished(_ annotation: SCIAnnotationBase) -> SCITradingAnnotationBase? {
        guard let drawing = annotation as? SCITradingAnnotationBase, drawing.isComplete,
            !drawing.isBeingPlaced
        else { return nil }
        return drawing
    }

    /// `annotation` when it is a drawing: finished, and not one the application keeps.
    private static func drawing(_ annotation: SCIAnnotationBase) -> SCITradingAnnotationBase? {
        finished(annotation).flatMap { $0.isDrawing ? $0 : nil }
    }

    /// Removes `annotation` from the surface as one step to undo; returns whether it was on
    /// the surface. (Removing it from ``annotations`` directly is a change made by code, which
    /// the undo history forgets rather than offers to take back.)
    @discardableResult
    public func removeAnnotation(_ annotation: SCIAnnotationBase) -> Bool {
        guard let index = annotations.index(of: annotation) else { return false }
        if editor.selected === annotation { editor.deselect() }
        applyingHistory { _ = annotations.remove(annotation) }
        recordHistory(.remove([annotation], indices: [index]))
        return true
    }

    /// Removes every finished drawing (see ``drawings``) as one step to undo, and cancels
    /// a drawing being placed; returns how many were removed. Other annotations stay.
    @discardableResult
    public func removeAllDrawings() -> Int {
        for tool in drawingTools.tools where tool.isPlacing { tool.reset() }
        guard let removal = removingAllDrawings() else { return 0 }
        recordHistory(.remove(removal.annotations, indices: removal.indices))
        return removal.annotations.count
    }

    /// Removes every finished drawing of each of `surfaces` (the panes of a workspace) as
    /// one step to undo, recorded in the history of the first one that had some, and cancels drawings being
    /// placed; returns how many were removed. Give the surfaces one history (as
    /// ``SCIChartVerticalGroup/undoHistory`` does) and an undo on any brings them all back.
    @discardableResult
    public static func removeAllDrawings(on surfaces: [SCIChartSurface]) -> Int {
        var changes: [(surface: SCIChartSurface, command: AnnotationHistory.Command)] = []
        for surface in surfaces {
            for tool in surface.drawingTools.tools where tool.isPlacing { tool.reset() }
            guard let removal = surface.removingAllDrawings() else { continue }
            changes.append((surface, .remove(removal.annotations, indices: removal.indices)))
        }
        recordAsOneStep(changes)
        return changes.reduce(0) { total, change in
            guard case .remove(let removed, _) = change.command else { return total }
            return total + removed.count
        }
    }

    /// Removes every finished drawing, to be recorded by the caller: what was removed and
    /// from where, or `nil` when there was none.
    func removingAllDrawings() -> (annotations: [SCIAnnotationBase], indices: [Int])? {
        var removed: [SCIAnnotationBase] = []
        var indices: [Int] = []
        for (index, annotation) in annotations.enumerated() {
            guard let drawing = Self.drawing(annotation) else { continue }
            removed.append(drawing)
            indices.append(index)
        }
        guard !removed.isEmpty else { return nil }
        if let selected = editor.selected, removed.contains(where: { $0 === selected }) { editor.deselect() }
        applyingHistory { for annotation in removed { annotations.remove(annotation) } }
        return (removed, indices)
    }
}
