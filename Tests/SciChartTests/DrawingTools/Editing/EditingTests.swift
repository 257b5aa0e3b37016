import Foundation
import Testing

@testable import SciChart

/// A surface with one finished, editable measure from (10d, 110) to (30d, 140).
enum EditingFixture {
    static func surface(editable: Bool = true, keepTool: Bool = false)
        -> (SCIChartSurface, SCIMeasureAnnotation, SCIMeasureCreationModifier)
    {
        let (surface, modifier) = MeasureFixture.surface()
        modifier.isEditable = editable
        MeasureFixture.place(
            surface, MeasureFixture.at(surface, x: 10 * 86_400, y: 110),
            MeasureFixture.at(surface, x: 30 * 86_400, y: 140))
        if !keepTool { surface.chartModifiers.remove(modifier) }
        return (surface, surface.annotations[0] as! SCIMeasureAnnotation, modifier)
    }

    static func tap(_ surface: SCIChartSurface, _ point: CGPoint, time: TimeInterval = 0) {
        surface.handlePointer(SCIPointerEvent(phase: .began, location: point, timestamp: time))
        surface.handlePointer(SCIPointerEvent(phase: .ended, location: point, timestamp: time))
    }

    static func drag(_ surface: SCIChartSurface, from start: CGPoint, to end: CGPoint, steps: Int = 5) {
        surface.handlePointer(SCIPointerEvent(phase: .began, location: start))
        for step in 1...steps {
            let t = Double(step) / Double(steps)
            let point = CGPoint(
                x: Double(start.x) + (Double(end.x) - Double(start.x)) * t,
                y: Double(start.y) + (Double(end.y) - Double(start.y)) * t)
            surface.handlePointer(SCIPointerEvent(phase: .moved, location: point))
        }
        surface.handlePointer(SCIPointerEvent(phase: .ended, location: end))
    }

    static func centre(_ measure: SCIMeasureAnnotation) -> CGPoint {
        let points = measure.getBasePoints()
        return CGPoint(x: (points[0].x + points[1].x) / 2, y: (points[0].y + points[1].y) / 2)
    }
}

@Suite struct EditingTests {
    @Test func tapSelectsAndShowsAGripOnEachPoint() throws {
        let (surface, measure, _) = EditingFixture.surface()
        #expect(surface.selectedAnnotation == nil)
        EditingFixture.tap(surface, EditingFixture.centre(measure))
        #expect(surface.selectedAnnotation === measure)
        let grips = try #require(surface.renderFrame().overlayLayer.group(named: "selection"))
        let bounds = try #require(grips.fills.first).0
        #expect(bounds.verbs.filter { $0 == .close }.count == 2)
        for point in measure.getBasePoints() {
            #expect(bounds.bounds.insetBy(dx: -1, dy: -1).contains(point))
        }
        // Only the overlay changed.
        let generation = surface.renderFrame().chartGeneration
        EditingFixture.tap(surface, CGPoint(x: 700, y: 60))
        #expect(surface.renderFrame().chartGeneration == generation)
    }

    @Test func tapOnNothingAndEscapeDeselect() {
        let (surface, measure, _) = EditingFixture.surface()
        EditingFixture.tap(surface, EditingFixture.centre(measure))
        EditingFixture.tap(surface, CGPoint(x: 780, y: 20))
        #expect(surface.selectedAnnotation == nil)
        EditingFixture.tap(surface, EditingFixture.centre(measure))
        #expect(surface.handleKey(.escape))
        #expect(surface.selectedAnnotation == nil)
        #expect(surface.renderFrame().overlayLayer.group(named: "selection") == nil)
    }

    @Test func draggingAGripMovesThatPointAndTheStyleFollows() {
        let (surface, measure, _) = EditingFixture.surface()
        EditingFixture.tap(surface, EditingFixture.centre(measure))
        #expect(measure.isGrowing)
        let end = measure.getBasePoints()[1]
        let target = MeasureFixture.at(surface, x: 30 * 86_400, y: 100)
        EditingFixture.drag(surface, from: end, to: target)
        let values = measure.getBaseDataValues()
        #expect(abs(values[0].y - 110) < 1e-6)
        #expect(abs(values[1].y - 100) < 0.5)
        #expect(!measure.isGrowing)
        #expect(measure.directionStyle.stroke === measure.decliningStroke)
    }

    @Test func gripDragsSnapToCandles() {
        let (surface, measure, _) = EditingFixture.surface()
        measure.snapToCandles = true
        EditingFixture.tap(surface, EditingFixture.centre(measure))
        EditingFixture.drag(
            surface, from: measure.getBasePoints()[0],
            to: MeasureFixture.at(surface, x: 15.3 * 86_400, y: 112))
        #expect(abs(measure.getBaseDataValues()[0].xValue - 15 * 86_400) < 1e-6)
    }

    @Test func draggingTheBodyMovesTheWholeAnnotation() {
        let (surface, measure, _) = EditingFixture.surface()
        let before = measure.getBasePoints()
        let centre = EditingFixture.centre(measure)
        EditingFixture.drag(surface, from: centre, to: CGPoint(x: centre.x + 40, y: centre.y - 20))
        let after = measure.getBasePoints()
        for (old, new) in zip(before, after) {
            #expect(abs(Double(new.x - old.x) - 40) < 1e-6 && abs(Double(new.y - old.y) + 20) < 1e-6)
        }
        #expect(surface.selectedAnnotation === measure)
    }

    @Test func partsOutsideTheSeriesAreaCannotBePressed() {
        let (surface, measure, _) = EditingFixture.surface()
        surface.xAxes[0].visibleRange = SCIDoubleRange(min: 0, max: 20 * 86_400)
        let area = surface.seriesAreaFrame
        #expect(measure.getBasePoints()[1].x > area.maxX)
        let outside = CGPoint(x: area.maxX + 5, y: EditingFixture.centre(measure).y)
        let before = measure.dataPoints
        EditingFixture.drag(surface, from: outside, to: CGPoint(x: outside.x - 100, y: outside.y))
        #expect(measure.dataPoints == before)
        #expect(surface.selectedAnnotation == nil)
    }

    @Test func deleteRemovesTheSelectedAnnotation() {
        let (surface, measure, _) = EditingFixture.surface()
        #expect(!surface.handleKey(.delete))  // nothing selected
        EditingFixture.tap(surface, EditingFixture.centre(measure))
        #expect(surface.handleKey(.delete))
        #expect(surface.annotations.isEmpty)
        #expect(surface.selectedAnnotation == nil)
    }

    @Test func nonEditableAnnotationsAreLeftAlone() {
        let (surface, measure, _) = EditingFixture.surface(editable: false)
        let before = measure.getBasePoints()
        let centre = EditingFixture.centre(measure)
        EditingFixture.drag(surface, from: centre, to: CGPoint(x: centre.x + 40, y: centre.y))
        #expect(surface.selectedAnnotation == nil)
        #expect(measure.getBasePoints() == before)
    }

    @Test func withADrawingToolEnabledOnlyTheSelectedGripsTakeAPress() {
        let (surface, measure, modifier) = EditingFixture.surface(keepTool: true)
        var created = 0
        modifier.annotationCreationCompletionListener = { _, _ in created += 1 }
        // A press on the body places the tool's point, over the drawing (as TradingView does).
        let centre = EditingFixture.centre(measure)
        let before = measure.dataPoints
        surface.handlePointer(SCIPointerEvent(phase: .began, location: centre, timestamp: 0))
        #expect(modifier.isPlacing && modifier.isDragging)
        surface.handlePointer(SCIPointerEvent(phase: .ended, location: centre, timestamp: 0))
        modifier.reset()
        #expect(measure.dataPoints == before && surface.annotations.count == 1)
        // The selected annotation's grips still come first: End moves, nothing is placed.
        surface.selectedAnnotation = measure
        let end = measure.getBasePoints()[1]
        EditingFixture.drag(surface, from: end, to: CGPoint(x: end.x + 40, y: end.y + 20))
        #expect(!modifier.isPlacing && created == 0)
        #expect(abs(measure.getBasePoints()[1].x - (end.x + 40)) < 0.5)
        // Away from the measure, the tool draws a new one.
        MeasureFixture.place(surface, CGPoint(x: 650, y: 400), CGPoint(x: 700, y: 350))
        #expect(created == 1 && surface.annotations.count == 2)
    }

    @Test func withNoDrawingToolAGripOfAnUnselectedAnnotationTakesItsPoint() {
        let (surface, measure, _) = EditingFixture.surface()
        #expect(surface.selectedAnnotation == nil)
        let start = measure.getBasePoints()[0]
        let endBefore = measure.getBasePoints()[1]
        EditingFixture.drag(surface, from: start, to: CGPoint(x: start.x - 30, y: start.y + 10))
        #expect(surface.selectedAnnotation === measure)
        #expect(abs(measure.getBasePoints()[0].x - (start.x - 30)) < 0.5)
        #expect(measure.getBasePoints()[1] == endBefore)
        surface.undo()
        #expect(measure.getBasePoints()[0] == start)
    }

    @Test func placementInProgressIsNotInterruptedByEditing() {
        let (surface, measure, modifier) = EditingFixture.surface(keepTool: true)
        MeasureFixture.place(surface, CGPoint(x: 650, y: 400))
        #expect(modifier.isPlacing)
        // End lands on the existing measure: it places End, it does not drag the measure.
        let before = measure.getBasePoints()
        MeasureFixture.place(surface, EditingFixture.centre(measure))
        #expect(!modifier.isPlacing)
        #expect(surface.annotations.count == 2)
        #expect(measure.getBasePoints() == before)
    }

    @Test func cancelledDragPutsTheAnnotationBack() {
        let (surface, measure, _) = EditingFixture.surface()
        let before = measure.getBaseDataValues().map(\.xValue)
        let centre = EditingFixture.centre(measure)
        surface.handlePointer(SCIPointerEvent(phase: .began, location: centre))
        surface.handlePointer(
            SCIPointerEvent(phase: .moved, location: CGPoint(x: centre.x + 50, y: centre.y)))
        surface.handlePointer(
            SCIPointerEvent(phase: .cancelled, location: CGPoint(x: centre.x + 50, y: centre.y)))
        #expect(measure.getBaseDataValues().map(\.xValue) == before)
        #expect(!surface.canRedo)
    }

    @Test func dragReleasedOutsideTheSurfaceIsClamped() {
        let (surface, measure, _) = EditingFixture.surface()
        EditingFixture.tap(surface, EditingFixture.centre(measure))
        EditingFixture.drag(surface, from: measure.getBasePoints()[1], to: CGPoint(x: 5000, y: -3000))
        let area = surface.seriesAreaFrame
        let end = measure.getBasePoints()[1]
        #expect(abs(Double(end.x - area.maxX)) < 1e-6 && abs(Double(end.y - area.minY)) < 1e-6)
        #expect(measure.getBaseDataValues().allSatisfy { $0.xValue.isFinite && $0.y.isFinite })
    }

    @Test func deletingTheAnnotationBeingDraggedEndsTheDrag() {
        let (surface, measure, _) = EditingFixture.surface()
        let centre = EditingFixture.centre(measure)
        surface.handlePointer(SCIPointerEvent(phase: .began, location: centre))
        surface.handlePointer(
            SCIPointerEvent(phase: .moved, location: CGPoint(x: centre.x + 50, y: centre.y)))
        #expect(surface.handleKey(.delete))
        surface.handlePointer(
            SCIPointerEvent(phase: .moved, location: CGPoint(x: centre.x + 80, y: centre.y)))
        surface.handlePointer(
            SCIPointerEvent(phase: .ended, location: CGPoint(x: centre.x + 80, y: centre.y)))
        #expect(surface.annotations.isEmpty)
        // Undo brings it back where it was before the drag.
        #expect(surface.undo())
        #expect(surface.annotations.count == 1)
        #expect(abs(Double(EditingFixture.centre(measure).x - centre.x)) < 1e-6)
    }

    @Test func aSecondPointerDoesNotTakeTheDrag() {
        let (surface, measure, _) = EditingFixture.surface()
        let before = measure.dataPoints
        let centre = EditingFixture.centre(measure)
        surface.handlePointer(SCIPointerEvent(phase: .began, location: centre, pointerId: 1))
        surface.handlePointer(
            SCIPointerEvent(phase: .moved, location: CGPoint(x: centre.x + 40, y: centre.y), pointerId: 1))
        // A second finger on the same annotation is not a second drag.
        #expect(!surface.handlePointer(SCIPointerEvent(phase: .began, location: centre, pointerId: 2)))
        surface.handlePointer(
            SCIPointerEvent(phase: .ended, location: CGPoint(x: centre.x + 40, y: centre.y), pointerId: 1))
        #expect(surface.undo())
        #expect(measure.dataPoints == before)
    }

    @Test func codeRemovingTheDraggedAnnotationEndsTheDrag() {
        let (surface, measure, _) = EditingFixture.surface()
        let centre = EditingFixture.centre(measure)
        surface.handlePointer(SCIPointerEvent(phase: .began, location: centre))
        surface.annotations.clear()
        surface.handlePointer(
            SCIPointerEvent(phase: .moved, location: CGPoint(x: centre.x + 50, y: centre.y)))
        surface.handlePointer(
            SCIPointerEvent(phase: .ended, location: CGPoint(x: centre.x + 50, y: centre.y)))
        #expect(!surface.canUndo)
    }
}

@Suite struct UndoTests {
    @Test func creationUndoesAndRedoes() {
        let (surface, measure, _) = EditingFixture.surface()
        #expect(surface.canUndo && !surface.canRedo)
        #expect(surface.undo())
        #expect(surface.annotations.isEmpty)
        #expect(surface.canRedo)
        #expect(surface.redo())
        #expect(surface.annotations.first === measure)
        #expect(!surface.redo())
    }

    @Test func aDragIsOneStepHoweverManyMoves() {
        let (surface, measure, _) = EditingFixture.surface()
        let before = measure.getBaseDataValues().map(\.xValue)
        let centre = EditingFixture.centre(measure)
        EditingFixture.drag(surface, from: centre, to: CGPoint(x: centre.x + 60, y: centre.y), steps: 40)
        let after = measure.getBaseDataValues().map(\.xValue)
        #expect(after != before)
        #expect(surface.undo())
        #expect(measure.getBaseDataValues().map(\.xValue) == before)
        #expect(surface.redo())
        #expect(measure.getBaseDataValues().map(\.xValue) == after)
        // Then the creation.
        #expect(surface.undo() && surface.undo())
        #expect(surface.annotations.isEmpty)
        #expect(!surface.undo())
    }

    @Test func deleteUndoesToTheSameIndex() {
        let (surface, first, modifier) = EditingFixture.surface(keepTool: true)
        MeasureFixture.place(surface, CGPoint(x: 650, y: 400), CGPoint(x: 700, y: 350))
        surface.chartModifiers.remove(modifier)
        surface.selectedAnnotation = first
        #expect(surface.deleteSelectedAnnotation())
        #expect(surface.annotations.count == 1)
        #expect(surface.handleKey(.undo))
        #expect(surface.annotations.first === first)
        #expect(surface.handleKey(.redo))
        #expect(surface.annotations.count == 1 && surface.annotations.first !== first)
    }

    @Test func undoWhileDraggingPutsTheDragBack() {
        let (surface, measure, _) = EditingFixture.surface()
        let before = measure.getBaseDataValues().map(\.xValue)
        let centre = EditingFixture.centre(measure)
        surface.handlePointer(SCIPointerEvent(phase: .began, location: centre))
        surface.handlePointer(
            SCIPointerEvent(phase: .moved, location: CGPoint(x: centre.x + 50, y: centre.y)))
        #expect(!surface.canRedo)
        #expect(surface.undo())
        #expect(measure.getBaseDataValues().map(\.xValue) == before)
        surface.handlePointer(
            SCIPointerEvent(phase: .moved, location: CGPoint(x: centre.x + 70, y: centre.y)))
        surface.handlePointer(
            SCIPointerEvent(phase: .ended, location: CGPoint(x: centre.x + 70, y: centre.y)))
        #expect(measure.getBaseDataValues().map(\.xValue) == before)
        #expect(surface.annotations.count == 1)  // the creation was not undone
    }

    @Test func undoDuringPlacementCancelsIt() {
        let (surface, _, modifier) = EditingFixture.surface(keepTool: true)
        MeasureFixture.place(surface, CGPoint(x: 650, y: 400))
        #expect(modifier.isPlacing)
        #expect(surface.undo())
        #expect(!modifier.isPlacing && surface.annotations.count == 1)
    }

    @Test func redoRestoresDrawingOrder() {
        let (surface, first, modifier) = EditingFixture.surface(keepTool: true)
        MeasureFixture.place(surface, CGPoint(x: 650, y: 400), CGPoint(x: 700, y: 350))
        let second = surface.annotations[1]
        surface.undo()
        surface.undo()
        surface.redo()
        surface.redo()
        #expect(
            surface.annotations.toArray.map(ObjectIdentifier.init)
                == [first, second].map(ObjectIdentifier.init))
        _ = modifier
    }

    @Test func aNewChangeClearsRedo() {
        let (surface, measure, _) = EditingFixture.surface()
        let centre = EditingFixture.centre(measure)
        EditingFixture.drag(surface, from: centre, to: CGPoint(x: centre.x + 30, y: centre.y))
        surface.undo()
        #expect(surface.canRedo)
        EditingFixture.drag(surface, from: centre, to: CGPoint(x: centre.x - 30, y: centre.y))
        #expect(!surface.canRedo)
    }

    @Test func codeRemovalForgetsTheSteps() {
        let (surface, measure, _) = EditingFixture.surface()
        surface.annotations.remove(measure)
        #expect(!surface.canUndo)
        #expect(!surface.undo())
    }
}
