import Foundation

/// Selects, reshapes, moves and deletes editable trading annotations.
///
/// The editor is asked before the chart modifiers (so a drawn measure can be adjusted
/// while the measure tool is active): a press on the selected annotation's grip drags that
/// point; a press on an editable annotation's body selects it and drags it whole. A drag is
/// one undo step; a cancelled drag puts the annotation back.
final class AnnotationEditor: PointerClaimer {
    unowned let surface: SCIChartSurface
    private(set) weak var selected: SCITradingAnnotationBase?

    private struct Drag {
        let annotation: SCITradingAnnotationBase
        /// The point dragged, or `nil` for the whole annotation.
        let grip: Int?
        let start: CGPoint
        let before: [SCIDataPoint]
        let pointerId: Int
        var moved = false
    }

    private var drag: Drag?

    init(surface: SCIChartSurface) {
        self.surface = surface
    }

    var isDragging: Bool { drag != nil }

    /// `annotation` when the user may edit it now.
    private func editable(_ annotation: SCIAnnotationBase?) -> SCITradingAnnotationBase? {
        guard let trading = annotation as? SCITradingAnnotationBase, trading.isEditable, !trading.isHidden,
            !trading.isBeingPlaced, trading.isComplete, trading.parentSurface === surface
        else { return nil }
        return trading
    }

    /// What a press at `location` would take: the selected annotation's grip, else the
    /// topmost editable body, inside the series area.
    private func target(at location: CGPoint) -> (annotation: SCITradingAnnotationBase, grip: Int?)? {
        // Annotations are clipped to the series area: what is outside it cannot be pressed.
        guard surface.seriesAreaFrame.contains(location) else { return nil }
        if let selected = editable(selected), let frame = selected.frame(),
            let grip = selected.gripIndex(at: location, frame: frame)
        {
            return (selected, grip)
        }
        for annotation in surface.annotations.reversed() {
            guard let trading = editable(annotation), let frame = trading.frame() else { continue }
            if trading.bodyContains(location, frame: frame) { return (trading, nil) }
        }
        return nil
    }

    // MARK: - Selection

    func select(_ annotation: SCITradingAnnotationBase?) {
        guard selected !== annotation else { return }
        selected = editable(annotation)
        surface.invalidateOverlay()
    }

    /// Deselects; returns whether something was selected.
    @discardableResult
    func deselect() -> Bool {
        guard selected != nil else { return false }
        cancelDrag()
        selected = nil
        surface.invalidateOverlay()
        return true
    }

    /// Removes the selected annotation as one undoable step.
    @discardableResult
    func deleteSelected() -> Bool {
        guard let annotation = selected, let index = surface.annotations.index(of: annotation) else {
            return false
        }
        cancelDrag()
        selected = nil
        surface.applyingHistory { surface.annotations.remove(annotation) }
        surface.recordHistory(.remove(annotation, index: index))
        return true
    }

    /// Puts a dragged annotation back where it was.
    func cancelDrag() {
        guard let drag else { return }
        self.drag = nil
        drag.annotation.setPoints(drag.before)
    }

    /// Forgets an annotation that left the surface.
    func annotationRemoved(_ annotation: SCIAnnotationBase) {
        if drag?.annotation === annotation { drag = nil }
        if selected === annotation { selected = nil }
    }

    // MARK: - PointerClaimer

    /// Whether a press at `location` is the editor's: not while an annotation is being
    /// placed, nor while another pointer drags one (one drag at a time).
    func claims(_ location: CGPoint) -> Bool {
        drag == nil && !surface.isPlacingAnnotation && target(at: location) != nil
    }

    func pointerBegan(_ args: SCIPointerArgs) -> Bool {
        guard let (annotation, grip) = target(at: args.location) else { return false }
        select(annotation)
        drag = Drag(
            annotation: annotation, grip: grip, start: args.location, before: annotation.points,
            pointerId: args.pointerId)
        return true
    }

    func pointerMoved(_ args: SCIPointerArgs) -> Bool {
        guard var drag, drag.pointerId == args.pointerId else { return false }
        let annotation = drag.annotation
        guard annotation.parentSurface === surface, let frame = annotation.frame() else {
            self.drag = nil
            return false
        }
        let location = frame.area.clamping(args.location)
        if !drag.moved && location.distance(to: frame.area.clamping(drag.start)) < GestureTracker.tapSlop {
            return true
        }
        drag.moved = true
        self.drag = drag
        var points = drag.before
        if let grip = drag.grip, grip < points.count {
            points[grip] = annotation.adjusted(
                frame.dataPoint(location), index: grip, frame: frame, surface: surface)
        } else {
            let start = frame.area.clamping(drag.start)
            let dx = Double(location.x - start.x)
            let dy = Double(location.y - start.y)
            for index in points.indices {
                let pixel = frame.point(drag.before[index])
                let moved = CGPoint(x: Double(pixel.x) + dx, y: Double(pixel.y) + dy)
                points[index] = annotation.adjusted(
                    frame.dataPoint(moved), index: index, frame: frame, surface: surface)
            }
        }
        annotation.setPoints(points)
        return true
    }

    func pointerEnded(_ args: SCIPointerArgs) -> Bool {
        guard let drag, drag.pointerId == args.pointerId else { return false }
        self.drag = nil
        let annotation = drag.annotation
        if drag.moved, annotation.parentSurface === surface, annotation.points != drag.before {
            surface.recordHistory(.edit(annotation, before: drag.before, after: annotation.points))
        }
        return true
    }

    func pointerCancelled(_ args: SCIPointerArgs) {
        guard drag?.pointerId == args.pointerId else { return }
        cancelDrag()
    }

    func pointerTapped(_ args: SCIPointerArgs, double: Bool) -> Bool { true }

    func isLive(on surface: SCIChartSurface) -> Bool { surface === self.surface }

    // MARK: - Drawing

    /// Draws grips on each point of the selected annotation, in the overlay.
    func drawSelection(into list: inout SCIDisplayList) {
        guard let annotation = editable(selected), let frame = annotation.frame() else { return }
        var grips = SCIPath()
        let radius = SCITradingAnnotationBase.gripRadius
        for point in annotation.points.map(frame.point) where point.isFinite {
            grips.addEllipse(
                in: CGRect(x: point.x - radius, y: point.y - radius, width: radius * 2, height: radius * 2))
        }
        list.beginGroup("selection")
        list.draw(
            grips, fill: SCIFill(color: surface.theme.gripFill),
            stroke: SCIStroke(color: surface.theme.gripStroke, width: 1.5))
        list.endGroup()
    }
}
