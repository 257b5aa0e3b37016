import Foundation
import SciChart
import Testing

/// The code of Freehand.md.
@Suite struct FreehandArticle {
    @Test func aStrokeByHandAndOneInCode() throws {
        let surface = ArticleCharts.spy(from: (2016, 5, 15), to: (2016, 10, 15))

        let pen = SCIFreehandDrawingModifier()
        pen.stroke = SCISolidPenStyle(color: 0xFFE91E63, thickness: 3)
        pen.isEditable = true
        surface.chartModifiers.add(items: pen)
        surface.handlePointer(SCIPointerEvent(phase: .began, location: CGPoint(x: 300, y: 200), timestamp: 0))
        for step in 1...30 {
            let location = CGPoint(x: 300 + Double(step) * 4, y: 200 + 20 * sin(Double(step) / 5))
            surface.handlePointer(SCIPointerEvent(phase: .moved, location: location, timestamp: 0))
        }
        surface.handlePointer(SCIPointerEvent(phase: .ended, location: CGPoint(x: 420, y: 200), timestamp: 0))
        let stroke = try #require(surface.annotations.first as? SCIFreehandDrawingAnnotation)
        #expect(stroke.dataPoints.count > 25)
        surface.selectedAnnotation = stroke
        #expect(pen.deleteSelectedAnnotations() && surface.annotations.isEmpty)
        surface.undo()
        #expect(surface.annotations.count == 1)

        let note = SCIFreehandDrawingAnnotation()
        note.appendPoint(x: 1_467_072_000, y: 203.2)
        note.appendPoint(x: 1_468_281_600, y: 211.5)
        surface.annotations.add(note)
        #expect(
            note.isComplete
                && surface.renderFrame().overlayLayer.group(named: "annotation:freehandDrawing") != nil)
    }
}
