import Foundation
import Testing

@testable import SciChart

/// Editing the classic annotations with the pointer and from code: the directions they move
/// in, their grips, the listeners, and where they are drawn.
@Suite struct ClassicEditingTests {
    /// Records what an annotation's listeners are told.
    final class Recorder: ISCIAnnotationDragListener, ISCIAnnotationSelectionChangedListener,
        ISCIAnnotationIsHiddenChangedListener
    {
        var events: [String] = []
        var moved = CGPoint.zero
        func onDragStarted(_ annotation: ISCIAnnotation) { events.append("started") }
        func onDrag(_ annotation: ISCIAnnotation, byXDelta xDelta: Double, yDelta: Double) {
            moved = CGPoint(x: Double(moved.x) + xDelta, y: Double(moved.y) + yDelta)
            if events.last != "drag" { events.append("drag") }
        }
        func onDragEnded(_ annotation: ISCIAnnotation) { events.append("ended") }
        func onSelectionChanged(_ annotation: ISCIAnnotation) {
            events.append(annotation.isSelected ? "selected" : "deselected")
        }
        func onIsHiddenChanged(_ annotation: ISCIAnnotation) {
            events.append(annotation.isHidden ? "hidden" : "shown")
        }
    }

    static func horizontalLine(on surface: SCIChartSurface, at price: Double) -> SCIHorizontalLineAnnotation {
        let line = SCIHorizontalLineAnnotation()
        line.set(x1: Date(timeIntervalSince1970: 30 * 86_400))
        line.set(y1: price)
        line.isEditable = true
        surface.annotations.add(line)
        return line
    }

    @Test func aHorizontalLineDragsOnlyUpAndDown() throws {
        let surface = ClassicFixture.surface()
        let line = Self.horizontalLine(on: surface, at: 130)
        let start = ClassicFixture.point(surface, day: 10, y: 130)
        let end = ClassicFixture.point(surface, day: 25, y: 140)
        ClassicFixture.drag(surface, from: start, to: end)
        #expect(abs(line.y1 - 140) < 1e-6)
        #expect(line.dataPoints[0].x == 30 * 86_400, "\(line.dataPoints[0].x - 30 * 86_400)")
        // One undo step.
        #expect(surface.undo())
        #expect(line.y1 == 130)
    }

    @Test func theListenersHearDragsSelectionAndHiding() throws {
        let surface = ClassicFixture.surface()
        let line = Self.horizontalLine(on: surface, at: 130)
        let recorder = Recorder()
        line.annotationDragListener = recorder
        line.annotationSelectionChangedListener = recorder
        line.annotationIsHiddenChangedListener = recorder
        let start = ClassicFixture.point(surface, day: 10, y: 130)
        let end = ClassicFixture.point(surface, day: 10, y: 140)
        ClassicFixture.drag(surface, from: start, to: end)
        #expect(recorder.events == ["selected", "started", "drag", "ended"])
        #expect(
            abs(Double(recorder.moved.y - (end.y - start.y))) < 1e-6 && recorder.moved.x == end.x - start.x)
        #expect(line.isSelected)
        line.isHidden = true
        #expect(!line.isSelected)
        line.isHidden = false
        line.isSelected = true
        line.isSelected = false
        #expect(recorder.events.suffix(5) == ["deselected", "hidden", "shown", "selected", "deselected"])
        // A cancelled drag ends too, with the line back where it was.
        line.isSelected = true
        recorder.events = []
        surface.handlePointer(SCIPointerEvent(phase: .began, location: end))
        surface.handlePointer(SCIPointerEvent(phase: .moved, location: start))
        surface.handlePointer(SCIPointerEvent(phase: .cancelled, location: start))
        #expect(recorder.events == ["started", "drag", "ended"])
        #expect(abs(line.y1 - 140) < 1e-6)
    }

    @Test func aBoxResizesFromEveryCornerWithinItsDirections() throws {
        let surface = ClassicFixture.surface()
        let box = SCIBoxAnnotation()
        box.set(x1: Date(timeIntervalSince1970: 10 * 86_400))
        box.set(y1: 110)
        box.set(x2: Date(timeIntervalSince1970: 30 * 86_400))
        box.set(y2: 140)
        box.isEditable = true
        surface.annotations.add(box)
        let mapping = try #require(box.mapping)
        let grips = box.gripPoints(pixels: box.dataPoints.map(mapping.point), mapping: mapping)
        #expect(grips.count == 4)
        // The corner (x2, y1) moves x2 and y1.
        ClassicFixture.drag(surface, from: grips[2], to: ClassicFixture.point(surface, day: 35, y: 105))
        #expect(abs(box.coordinate(1, isX: true) - 35 * 86_400) < 1 && abs(box.y1 - 105) < 1e-6)
        #expect(box.coordinate(0, isX: true) == 10 * 86_400 && box.y2 == 140)
        // Resizing only in x leaves every y as it was.
        box.resizeDirections = .xDirection
        let corner = ClassicFixture.point(surface, day: 10, y: 140)
        ClassicFixture.drag(surface, from: corner, to: ClassicFixture.point(surface, day: 5, y: 150), time: 1)
        #expect(abs(box.coordinate(0, isX: true) - 5 * 86_400) < 1 && box.y2 == 140)
        // A press inside drags the whole box.
        let inside = ClassicFixture.point(surface, day: 20, y: 120)
        ClassicFixture.drag(
            surface, from: inside, to: ClassicFixture.point(surface, day: 22, y: 125), time: 2)
        #expect(abs(box.y1 - 110) < 1e-6 && abs(box.y2 - 145) < 1e-6)
    }

    @Test func moveAnnotationMovesByPointsWithinTheDragDirections() throws {
        let surface = ClassicFixture.surface()
        let line = Self.horizontalLine(on: surface, at: 130)
        let before = ClassicFixture.point(surface, day: 30, y: 130)
        line.moveAnnotation(byXDelta: 50, yDelta: -20)
        let mapping = try #require(line.mapping)
        let after = mapping.point(line.dataPoints[0])
        #expect(after.x.isClose(before.x) && (after.y - before.y).isClose(-20))
        // Code moves leave no undo step.
        #expect(!surface.canUndo)
        let text = SCITextAnnotation()
        text.set(x1: 10 * 86_400.0)
        text.set(y1: 120)
        text.text = "Note"
        surface.annotations.add(text)
        let start = mapping.point(text.dataPoints[0])
        text.moveAnnotation(byXDelta: 12, yDelta: 8)
        #expect(
            mapping.point(text.dataPoints[0]).isClose(
                to: CGPoint(x: start.x + 12, y: start.y + 8), within: 1e-6))
        // Off a surface nothing moves.
        let loose = SCITextAnnotation()
        loose.set(x1: 1.0)
        loose.set(y1: 1)
        loose.moveAnnotation(byXDelta: 5, yDelta: 5)
        #expect(loose.dataPoints == [SCIDataPoint(x: 1, y: 1)])
    }

    @Test func belowChartAnnotationsAreInTheChartLayerUnderTheSeries() throws {
        let surface = ClassicFixture.surface()
        let box = SCIBoxAnnotation()
        box.annotationSurface = .belowChart
        box.set(x1: 10 * 86_400.0)
        box.set(y1: 110)
        box.set(x2: 30 * 86_400.0)
        box.set(y2: 140)
        surface.annotations.add(box)
        let frame = surface.renderFrame()
        let names = frame.chartLayer.groupNames
        let below = try #require(names.firstIndex(of: "annotations:belowChart"))
        let series = try #require(names.firstIndex(of: "series"))
        #expect(below < series)
        #expect(frame.overlayLayer.group(named: "annotation:box") == nil)
        // A change to it redraws the chart layer.
        box.set(y2: 150)
        let next = surface.renderFrame()
        #expect(next.chartGeneration != frame.chartGeneration)
        let fill = try #require(
            ClassicFixture.paths(in: surface, group: "annotations:belowChart", layer: \.chartLayer).fills
                .first)
        #expect(fill.bounds.minY.isClose(ClassicFixture.point(surface, day: 0, y: 150).y))
        // Moved above, it leaves the chart layer.
        box.annotationSurface = .aboveChart
        #expect(surface.renderFrame().chartLayer.group(named: "annotations:belowChart") == nil)
        #expect(surface.renderFrame().overlayLayer.group(named: "annotation:box") != nil)
    }

    @Test func anAxisMarkerIsDrawnOnItsAxisAndDraggedAlongIt() throws {
        let surface = ClassicFixture.surface()
        let marker = SCIAxisMarkerAnnotation()
        marker.set(y1: 135.25)
        marker.isEditable = true
        surface.annotations.add(marker)
        let area = surface.seriesAreaFrame
        let run = try #require(ClassicFixture.paths(in: surface, group: "annotation:axisMarker").texts.first)
        // The prices are whole numbers: the tag reads as the crosshair does.
        #expect(run.text == "135" && run.text == surface.yAxes[0].formatCursorText(135.25))
        let y = ClassicFixture.point(surface, day: 0, y: 135.25).y
        #expect(run.bounds.minX > area.maxX && abs(Double(run.bounds.midY - y)) < 1)
        // Its point touches the series area.
        let shape = try #require(
            ClassicFixture.paths(in: surface, group: "annotation:axisMarker").fills.first)
        #expect(shape.points[0].isClose(to: CGPoint(x: area.maxX, y: y)))
        // A press on it drags it along the axis.
        let start = CGPoint(x: run.bounds.midX, y: run.bounds.midY)
        ClassicFixture.drag(surface, from: start, to: CGPoint(x: start.x + 30, y: start.y - 40))
        #expect(abs(ClassicFixture.point(surface, day: 0, y: marker.y1).y - (y - 40)) < 1e-6)
        // Out of view it is not drawn.
        marker.set(y1: 1_000)
        #expect(ClassicFixture.paths(in: surface, group: "annotation:axisMarker").texts.isEmpty)
        // On the x axis it marks x1, as a date.
        marker.annotationSurface = .xAxis
        marker.set(x1: Date(timeIntervalSince1970: 20 * 86_400))
        let date = try #require(ClassicFixture.paths(in: surface, group: "annotation:axisMarker").texts.first)
        #expect(date.text == "Jan 21, 1970" && date.bounds.minY > area.maxY)
    }
}
