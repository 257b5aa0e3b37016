import Foundation

/// Selects, reshapes, moves, nudges and deletes editable trading annotations: the surface's
/// pointer claimer for drawings (``SCIPointerClaimPriority/annotationEditor``).
///
/// With no drawing tool enabled, a press on a grip of any editable annotation takes that
/// point (grips show under a hovering mouse), and a press on a body drags the annotation
/// whole. While a drawing tool is enabled, a press places the tool's point wherever it
/// lands, over other drawings too; only the grips of the selected annotation take a press
/// first. A drag is one undo step; a cancelled drag puts the annotation back. The gestures
/// are an ``EditorStateMachine``; this class finds what is under the pointer and carries
/// out the machine's actions.
final class AnnotationEditor: ISCIPointerClaimer, SurfaceParticipant {
    unowned let surface: SCIChartSurface
    private var machine = EditorStateMachine()
    /// The editable annotation under a hovering mouse, whose grips are shown.
    private var hovered: UInt64?

    init(surface: SCIChartSurface) {
        self.surface = surface
    }

    var claimPriority: Int { SCIPointerClaimPriority.annotationEditor }

    var isDragging: Bool { machine.isDragging }

    /// The selected annotation, while it is still editable on the surface.
    var selected: SCITradingAnnotationBase? {
        guard let id = machine.selected else { return nil }
        return annotation(withId: id)
    }

    // MARK: - Finding annotations

    /// The annotation with `id` when the user may edit it now.
    private func annotation(withId id: UInt64) -> SCITradingAnnotationBase? {
        surface.annotations.first { $0.annotationId == id }.flatMap(editable)
    }

    /// `annotation` when the user may edit it now.
    private func editable(_ annotation: SCIAnnotationBase?) -> SCITradingAnnotationBase? {
        guard let trading = annotation as? SCITradingAnnotationBase, trading.isEditable, !trading.isHidden,
            !trading.isBeingPlaced, trading.isComplete, trading.parentSurface === surface
        else { return nil }
        return trading
    }

    /// Whether a drawing tool is enabled on the surface (its presses place points).
    private var isDrawingToolEnabled: Bool { surface.drawingTools.isAnyEnabled }

    /// What a press at `location` would take (see the type's rules), inside the series area.
    private func target(at location: CGPoint) -> (EditorStateMachine.Target, SCITradingAnnotationBase)? {
        let layout = surface.currentLayout
        // Annotations are clipped to the series area: what is outside it cannot be pressed.
        guard layout.seriesArea.contains(location) else { return nil }
        if let selected, let mapping = selected.mapping,
            let grip = selected.gripIndex(at: location, mapping: mapping)
        {
            return (.grip(annotation: selected.annotationId, index: grip), selected)
        }
        guard !isDrawingToolEnabled else { return nil }
        for annotation in surface.annotations.reversed() {
            guard let trading = editable(annotation), let mapping = trading.mapping else { continue }
            switch trading.part(at: location, mapping: mapping) {
            case .grip(let index): return (.grip(annotation: trading.annotationId, index: index), trading)
            case .body: return (.body(annotation: trading.annotationId), trading)
            case nil: continue
            }
        }
        return nil
    }

    // MARK: - Selection and keys

    func select(_ annotation: SCITradingAnnotationBase?) {
        guard let annotation = editable(annotation) else {
            deselect()
            return
        }
        perform(machine.handle(.select(annotation.annotationId)))
    }

    /// Deselects; returns whether something was selected.
    @discardableResult
    func deselect() -> Bool {
        let had = machine.selected != nil
        perform(machine.handle(.deselect))
        return had
    }

    /// A tap that no claimer took landed on nothing drawn: it deselects, unless the tap
    /// placed the last point of the drawing it selected (``selectPlaced(_:byTap:)``).
    func tapLandedOnNothing() {
        if let kept = keptThroughTap {
            keptThroughTap = nil
            if kept == machine.selected { return }
        }
        deselect()
    }

    /// The drawing a tool just finished with a tap, selected: that tap does not deselect it.
    private var keptThroughTap: UInt64?

    /// Forgets a selection kept through a tap: a new gesture began.
    func forgetPlacedSelection() {
        keptThroughTap = nil
    }

    /// Selects `annotation`, which a drawing tool has just finished; `byTap` when the release
    /// that finished it is a tap, which then leaves the selection alone.
    func selectPlaced(_ annotation: SCITradingAnnotationBase, byTap: Bool) {
        select(annotation)
        keptThroughTap = byTap && machine.selected == annotation.annotationId ? annotation.annotationId : nil
    }

    /// Removes the selected annotation as one undoable step.
    @discardableResult
    func deleteSelected() -> Bool {
        guard let annotation = selected else { return false }
        return surface.removeAnnotation(annotation)
    }

    /// Moves the selected annotation by points on the surface, as one undoable step.
    @discardableResult
    func nudgeSelected(dx: Double, dy: Double) -> Bool {
        guard selected != nil, !machine.isDragging else { return false }
        perform(machine.handle(.nudge(dx: dx, dy: dy)))
        return true
    }

    /// Puts a dragged annotation back where it was and ends the drag.
    func cancelDrag() {
        guard let pointerId = machine.dragPointer else { return }
        perform(machine.handle(.cancelled(pointerId: pointerId)))
    }

    /// Forgets an annotation that left the surface.
    func annotationRemoved(_ annotation: SCIAnnotationBase) {
        if hovered == annotation.annotationId { hovered = nil }
        perform(machine.handle(.removed(annotation.annotationId)))
    }

    // MARK: - ISCIPointerClaimer

    func claimsPointer(at location: CGPoint) -> Bool {
        !machine.isDragging && target(at: location) != nil
    }

    func pointerBegan(_ args: SCIPointerArgs) -> Bool {
        guard let (target, annotation) = target(at: args.location) else { return false }
        perform(
            machine.handle(
                .pressed(target, at: args.location, pointerId: args.pointerId, points: annotation.dataPoints))
        )
        return true
    }

    func pointerMoved(_ args: SCIPointerArgs) -> Bool {
        let area = surface.currentLayout.seriesArea
        perform(machine.handle(.moved(area.clamping(args.location), pointerId: args.pointerId)))
        return true
    }

    func pointerEnded(_ args: SCIPointerArgs) -> Bool {
        perform(machine.handle(.released(pointerId: args.pointerId)))
        return true
    }

    func pointerCancelled(_ args: SCIPointerArgs) {
        perform(machine.handle(.cancelled(pointerId: args.pointerId)))
    }

    func hover(_ args: SCIPointerArgs) -> Bool {
        let under = args.event.phase == .exited ? nil : target(at: args.location)?.1.annotationId
        if under != hovered {
            hovered = under
            surface.invalidateOverlay()
        }
        return false
    }

    func cursor(at location: CGPoint) -> SCICursor? {
        if machine.isDragging { return .closedHand }
        switch target(at: location)?.0 {
        case .grip: return .openHand
        case .body: return .move
        case nil: return nil
        }
    }

    // MARK: - Actions

    private func perform(_ action: EditorStateMachine.Action) {
        switch action {
        case .none:
            break
        case .selectionChanged:
            surface.invalidateOverlay()
        case .drag(let id, let grip, let from, let to, let before):
            guard let annotation = annotation(withId: id), let mapping = annotation.mapping else { return }
            annotation.setPoints(Self.dragged(annotation, before, grip: grip, from: from, to: to, mapping))
        case .commit(let id, let before):
            guard let annotation = annotation(withId: id), annotation.dataPoints != before else { return }
            surface.recordHistory(.edit(annotation, before: before, after: annotation.dataPoints))
        case .restore(let id, let before):
            annotation(withId: id)?.setPoints(before)
            // The selection may have changed with it.
            surface.invalidateOverlay()
        case .nudge(let id, let dx, let dy):
            guard let annotation = annotation(withId: id), let mapping = annotation.mapping else { return }
            let before = annotation.dataPoints
            annotation.setPoints(
                Self.dragged(annotation, before, grip: nil, from: .zero, to: CGPoint(x: dx, y: dy), mapping))
            if annotation.dataPoints != before {
                surface.recordHistory(.edit(annotation, before: before, after: annotation.dataPoints))
            }
        }
    }

    /// `before` with the pointer's move from `from` to `to` applied: to point `grip` alone
    /// (placed where the pointer is), or to every point (moved by the pointer's offset),
    /// each adjusted (snapped) by the annotation.
    private static func dragged(
        _ annotation: SCITradingAnnotationBase, _ before: [SCIDataPoint], grip: Int?, from: CGPoint,
        to: CGPoint, _ mapping: SCIAnnotationMapping
    ) -> [SCIDataPoint] {
        var points = before
        if let grip, grip < points.count {
            let point = annotation.adjusted(mapping.dataPoint(to), index: grip, mapping: mapping)
            return annotation.points(movingGrip: grip, to: point, from: before, mapping: mapping)
        }
        let dx = Double(to.x - from.x)
        let dy = Double(to.y - from.y)
        for index in points.indices {
            let pixel = mapping.point(before[index])
            let moved = CGPoint(x: Double(pixel.x) + dx, y: Double(pixel.y) + dy)
            points[index] = annotation.adjusted(mapping.dataPoint(moved), index: index, mapping: mapping)
        }
        return points
    }

    // MARK: - Drawing

    /// Draws grips on each point of the selected annotation, and lighter ones on an editable
    /// annotation under a hovering mouse.
    func drawAnnotationOverlay(into list: inout SCIDisplayList, layout: SCIChartLayout) {
        let theme = surface.theme
        var shown: [(SCITradingAnnotationBase, Double)] = []
        if let hovered, hovered != machine.selected, let annotation = annotation(withId: hovered) {
            shown.append((annotation, 0.6))
        }
        if let selected { shown.append((selected, 1)) }
        guard !shown.isEmpty else { return }
        list.beginGroup("selection")
        for (annotation, opacity) in shown {
            guard let mapping = layout.mapping(xAxisId: annotation.xAxisId, yAxisId: annotation.yAxisId)
            else {
                continue
            }
            let pixels = annotation.dataPoints.map(mapping.point).filter(\.isFinite)
            let stroke = SCIStroke(color: theme.gripStroke.multiplyingAlpha(by: opacity), width: 1.5)
            guard annotation.hasPointGrips else {
                // Moved whole: a dashed frame around it says it is selected.
                guard let frame = CGRect(enclosing: pixels)?.insetBy(dx: -4, dy: -4) else { continue }
                var outline = SCIPath()
                outline.addRect(frame)
                list.stroke(outline, SCIStroke(color: stroke.color, width: 1, dashes: [4, 3]))
                continue
            }
            var grips = SCIPath()
            let radius = SCITradingAnnotationBase.gripRadius
            for point in pixels {
                grips.addEllipse(
                    in: CGRect(
                        x: point.x - radius, y: point.y - radius, width: radius * 2, height: radius * 2))
            }
            list.draw(
                grips, fill: SCIFill(color: theme.gripFill.multiplyingAlpha(by: opacity)), stroke: stroke)
        }
        list.endGroup()
    }
}
