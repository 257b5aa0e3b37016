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
    /// The text annotation being typed into, while one is.
    var textEdit: TextEdit?
    /// Undo and redo of the surface's drawing changes (``SCIChartSurface/undoHistory``).
    var history = SCIUndoHistory()
    /// Whether the history itself is changing the annotations (an undo or a redo), so that
    /// its removals are not taken for code removing annotations behind its back.
    var isApplyingHistory = false
    /// The drawing tools attached to the surface, and how many are enabled.
    let drawingTools = DrawingToolRegistry()

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
    private var isDrawingToolEnabled: Bool { drawingTools.isAnyEnabled }

    /// What a press at `location` would take (see the type's rules), inside the series area.
    private func target(at location: CGPoint) -> (EditorStateMachine.Target, SCITradingAnnotationBase)? {
        let layout = surface.currentLayout
        // The note being typed into takes a press on it, before any tool.
        if let note = textEdit?.annotation, textEditContains(location) {
            return (.body(annotation: note.annotationId), note)
        }
        // Annotations are clipped to where they draw: what is outside it cannot be pressed.
        if let selected, selected.drawnArea(in: layout)?.contains(location) == true,
            let mapping = selected.mapping,
            let grip = selected.gripIndex(at: location, mapping: mapping)
        {
            return (.grip(annotation: selected.annotationId, index: grip), selected)
        }
        guard !isDrawingToolEnabled else { return nil }
        for annotation in surface.annotations.reversed() {
            guard let trading = editable(annotation),
                trading.drawnArea(in: layout)?.contains(location) == true,
                let mapping = trading.mapping
            else { continue }
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

    /// Deselects `annotation` when it is the selection (it was hidden); a drag of it is
    /// put back.
    func deselect(_ annotation: SCIAnnotationBase) {
        if textEdit?.annotation === annotation { cancelTextEdit() }
        if machine.selected == annotation.annotationId { deselect() }
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

    // MARK: - Typing

    var holdsKeyboard: Bool { textEdit != nil }

    func keyBeforeModifiers(_ key: SCIKey, modifiers: SCIKeyModifiers) -> Bool {
        textKey(key, modifiers: modifiers)
    }

    func textEntered(_ text: String) -> Bool {
        typed(text)
    }

    /// A press anywhere but on the text being typed into commits it.
    func gestureBegan(at location: CGPoint) {
        if textEdit != nil, !textEditContains(location) { commitTextEdit() }
    }

    /// Whether `location` is on the note being typed into.
    private func textEditContains(_ location: CGPoint) -> Bool {
        guard let note = textEdit?.annotation, let mapping = note.mapping, note.dataPoints.count == 1 else {
            return false
        }
        return note.bodyContains(location, pixels: [mapping.point(note.dataPoints[0])], mapping: mapping)
    }

    /// Forgets an annotation that left the surface.
    func annotationRemoved(_ annotation: SCIAnnotationBase) {
        if textEdit?.annotation === annotation {
            textEdit = nil
            if let note = annotation as? any ISCITextEditableAnnotation { note.editingText = nil }
        }
        if hovered == annotation.annotationId { hovered = nil }
        perform(machine.handle(.removed(annotation.annotationId)))
        // Code removed it, not the user: the undo steps about it go too.
        if !isApplyingHistory { history.stacks.forget(annotation) }
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
        let layout = surface.currentLayout
        let area = selected?.drawnArea(in: layout) ?? layout.seriesArea
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
        defer { reportSelection() }
        switch action {
        case .none:
            break
        case .selectionChanged:
            surface.invalidateOverlay()
        case .drag(let id, let grip, let from, let to, let before):
            guard let annotation = annotation(withId: id), let mapping = annotation.mapping else { return }
            annotation.setPoints(Self.dragged(annotation, before, grip: grip, from: from, to: to, mapping))
            reportDrag(of: annotation, from: from, to: to)
        case .commit(let id, let before):
            guard let annotation = annotation(withId: id) else { return }
            reportDragEnded()
            // A point with a missing coordinate is not a change of it.
            guard !annotation.dataPoints.isSame(as: before) else { return }
            surface.recordHistory(.edit(annotation, before: before, after: annotation.dataPoints))
        case .restore(let id, let before):
            annotation(withId: id)?.setPoints(before)
            reportDragEnded()
            // The selection may have changed with it.
            surface.invalidateOverlay()
        case .nudge(let id, let dx, let dy):
            guard let annotation = annotation(withId: id), let mapping = annotation.mapping else { return }
            let before = annotation.dataPoints
            annotation.setPoints(
                Self.dragged(annotation, before, grip: nil, from: .zero, to: CGPoint(x: dx, y: dy), mapping))
            if !annotation.dataPoints.isSame(as: before) {
                surface.recordHistory(.edit(annotation, before: before, after: annotation.dataPoints))
            }
        case .tappedSelection(let id):
            // A tap (the press never became a drag) on the selected text starts typing into it.
            if let text = annotation(withId: id) as? any ISCITextEditableAnnotation, text.canEditText {
                beginTextEdit(text, isNew: false)
            }
        }
    }

    /// `before` with the pointer's move from `from` to `to` applied: to grip `grip` alone
    /// (placed where the pointer is), or to the whole annotation (moved by the pointer's
    /// offset), each point adjusted (snapped) by the annotation.
    private static func dragged(
        _ annotation: SCITradingAnnotationBase, _ before: [SCIDataPoint], grip: Int?, from: CGPoint,
        to: CGPoint, _ mapping: SCIAnnotationMapping
    ) -> [SCIDataPoint] {
        if let grip {
            let point = annotation.adjusted(mapping.dataPoint(to), index: grip, mapping: mapping)
            return annotation.points(movingGrip: grip, to: point, from: before, mapping: mapping)
        }
        let offset = CGPoint(x: Double(to.x - from.x), y: Double(to.y - from.y))
        return annotation.points(movingBodyBy: offset, from: before, mapping: mapping)
    }

    // MARK: - Listeners

    /// The annotation being dragged and where the pointer was at its last move, once the
    /// drag was reported started.
    private var reportedDrag: (annotation: SCIAnnotationBase, pointer: CGPoint)?
    /// The selection the listeners were last told about.
    private weak var reportedSelection: SCIAnnotationBase?

    /// Tells the annotation's drag listener that it moved with the pointer, from `from`
    /// (where the press began) to `to`; the first move of a drag starts it.
    private func reportDrag(of annotation: SCIAnnotationBase, from: CGPoint, to: CGPoint) {
        let last: CGPoint
        if let reported = reportedDrag, reported.annotation === annotation {
            last = reported.pointer
        } else {
            annotation.annotationDragListener?.onDragStarted(annotation)
            last = from
        }
        reportedDrag = (annotation, to)
        annotation.annotationDragListener?.onDrag(
            annotation, byXDelta: Double(to.x - last.x), yDelta: Double(to.y - last.y))
    }

    private func reportDragEnded() {
        guard let (annotation, _) = reportedDrag else { return }
        reportedDrag = nil
        annotation.annotationDragListener?.onDragEnded(annotation)
    }

    /// Tells the selection listeners of the annotations that left and joined the selection.
    private func reportSelection() {
        let now = machine.selected.flatMap { id in surface.annotations.first { $0.annotationId == id } }
        guard now !== reportedSelection else { return }
        let previous = reportedSelection
        reportedSelection = now
        if let previous { previous.annotationSelectionChangedListener?.onSelectionChanged(previous) }
        if let now { now.annotationSelectionChangedListener?.onSelectionChanged(now) }
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
            guard let mapping = annotation.mapping(in: layout) else { continue }
            let points = annotation.dataPoints.map { mapping.point($0).bounded }
            let stroke = SCIStroke(color: theme.gripStroke.multiplyingAlpha(by: opacity), width: 1.5)
            guard annotation.hasPointGrips else {
                // Moved whole: a dashed frame around it says it is selected.
                guard points.allSatisfy(\.isFinite),
                    let frame = annotation.selectionFrame(pixels: points, mapping: mapping)
                else { continue }
                var outline = SCIPath()
                outline.addRect(frame)
                list.stroke(outline, SCIStroke(color: stroke.color, width: 1, dashes: [4, 3]))
                continue
            }
            let pixels = annotation.gripPoints(pixels: points, mapping: mapping).filter(\.isFinite)
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
