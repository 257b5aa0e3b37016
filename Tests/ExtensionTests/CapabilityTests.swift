import Foundation
import SciChart
import Testing

/// Types written in another module, on the public API only, get what the built-in types get:
/// a series of one's own is described, marked in the legend, read by every modifier and
/// snapped to; an annotation of one's own is placed, typed into, saved and loaded.
@Suite(.serialized) struct CapabilityTests {
    static func tap(_ surface: SCIChartSurface, at point: CGPoint, time: Double) {
        surface.handlePointer(SCIPointerEvent(phase: .began, location: point, timestamp: time))
        surface.handlePointer(SCIPointerEvent(phase: .ended, location: point, timestamp: time))
    }

    @Test func aSeriesOfYourOwnIsDescribedMarkedAndRead() throws {
        let (surface, _) = ExtensionTests.surface()
        #expect(surface.accessibilityDescription.contains("A chart of 1 series: Series 1 (steps)."))
        let legend = SCILegendModifier()
        let rollover = SCIRolloverModifier()
        let cursor = SCICursorModifier()
        cursor.showsValuesLine = true
        surface.chartModifiers.add(legend)
        surface.chartModifiers.add(rollover)
        surface.chartModifiers.add(cursor)
        _ = surface.renderFrame()
        #expect(legend.legend.seriesInfo.map(\.marker) == [.line(color: 0xFF1F_77B4, thickness: 3)])
        // Between the points at x 40 and 70 the step at 40 holds: its level, not a value between.
        surface.handlePointer(
            SCIPointerEvent(
                phase: .hovered, location: ExtensionTests.point(surface, x: 55, y: 20), timestamp: 0))
        _ = surface.renderFrame()
        #expect(rollover.tooltipTexts == ["L 150"])
        #expect(cursor.valuesLineText == "150")
        cursor.isKeyboardCursorOn = true
        #expect(cursor.keyboardCursorText == "Series 1, 90: level 120. Point 4 of 4.")
        let ring = try #require(cursor.keyboardCursorLocation)
        #expect(ring == ExtensionTests.point(surface, x: 90, y: 120))
    }

    @Test func aDrawingToolSnapsToTheLevelsOfASeriesOfYourOwn() throws {
        let (surface, _) = ExtensionTests.surface()
        let tool = PriceLineTool()
        tool.snapToCandles = true
        surface.chartModifiers.add(tool)
        ExtensionTests.drag(
            surface, from: ExtensionTests.point(surface, x: 41, y: 140),
            to: ExtensionTests.point(surface, x: 43, y: 137), time: 0)
        let snapped = try #require(surface.annotations.first as? PriceLineAnnotation)
        #expect(snapped.dataPoints.first == SCIDataPoint(x: 40, y: 150))
        // Without the magnet the line stays where the pointer let go.
        tool.snapToCandles = false
        ExtensionTests.drag(
            surface, from: ExtensionTests.point(surface, x: 41, y: 140),
            to: ExtensionTests.point(surface, x: 43, y: 137), time: 1)
        let free = try #require(surface.annotations.last as? PriceLineAnnotation)
        #expect(abs(try #require(free.price) - 137) < 1e-9)
    }

    @Test func anAnnotationOfYourOwnIsPlacedTypedIntoSavedAndLoaded() throws {
        let (surface, _) = ExtensionTests.surface()
        surface.annotationRegistry.register(StickyNote.self)
        let tool = SCIAnnotationCreationModifierBase(makeAnnotation: { StickyNote() })
        tool.isEditable = true
        var created: [String] = []
        tool.annotationCreationCompletionListener = { _, type in created.append(SCIAnnotationTypeName(type)) }
        surface.chartModifiers.add(tool)
        let spot = ExtensionTests.point(surface, x: 30, y: 120)
        Self.tap(surface, at: spot, time: 0)
        #expect(created == ["Sticky note"])
        let note = try #require(surface.annotations.first as? StickyNote)
        tool.isEnabled = false

        // A tap selects the note, a second one types into it; Enter keeps the text as one step.
        let inside = CGPoint(x: spot.x + 20, y: spot.y + 10)
        Self.tap(surface, at: inside, time: 1)
        #expect(surface.selectedAnnotation === note && !surface.isEditingText)
        Self.tap(surface, at: inside, time: 2)
        #expect(surface.isEditingText)
        #expect(surface.handleText("Buy zone"))
        #expect(note.text == "" && note.editingText == "Buy zone")
        #expect(surface.handleKey(.enter))
        #expect(note.text == "Buy zone" && note.editingText == nil && !surface.isEditingText)
        #expect(surface.undo() && note.text == "")
        #expect(surface.redo() && note.text == "Buy zone")

        // Saved by this surface; loaded only by a surface whose registry holds the type.
        let document = try surface.saveAnnotations()
        let (other, _) = ExtensionTests.surface()
        #expect(throws: SCIAnnotationLoadError.unknownType("stickyNote")) {
            try other.loadAnnotations(from: document)
        }
        other.annotationRegistry.register(StickyNote.self)
        try other.loadAnnotations(from: document)
        let loaded = try #require(other.annotations.first as? StickyNote)
        #expect(loaded.text == "Buy zone" && loaded.dataPoints == note.dataPoints && loaded.isEditable)
        #expect(other.renderSVG().contains(">Buy zone</text>"))
    }
}
