import Foundation
import Testing

@testable import SciChart

/// Typing into text annotations in place: the text tool, a second tap, keys, undo.
@Suite struct TextEditingTests {
    static func tap(_ surface: SCIChartSurface, at point: CGPoint, time: Double) {
        surface.handlePointer(SCIPointerEvent(phase: .began, location: point, timestamp: time))
        surface.handlePointer(SCIPointerEvent(phase: .ended, location: point, timestamp: time))
    }

    @Test func theTextToolPlacesANoteAndTypingFillsIt() throws {
        let surface = ClassicFixture.surface()
        let tool = SCITextCreationModifier()
        tool.isEditable = true
        surface.chartModifiers.add(tool)
        var created: [SCIAnnotationCreationType] = []
        tool.annotationCreationCompletionListener = { _, type in created.append(type) }
        let spot = ClassicFixture.point(surface, day: 20, y: 120)
        Self.tap(surface, at: spot, time: 0)
        #expect(created == [.text] && surface.isEditingText)
        let note = try #require(surface.annotations.first as? SCITextAnnotation)
        #expect(note.canEditText)
        // Keys go to the text while it is typed: the arrows do not nudge it.
        #expect(surface.handleText("Breakout"))
        #expect(surface.handleKey(.left))
        surface.handleText("s!")
        surface.handleKey(.backspace)
        surface.handleKey(.enter, modifiers: .shift)
        surface.handleText("watch 130")
        #expect(note.text == "" && note.shownText == "Breakouts\nwatch 130")
        let drawn = ClassicFixture.paths(in: surface, group: "annotation:text")
        #expect(drawn.texts.map(\.text) == ["Breakouts", "watch 130"])
        // The caret is drawn after the last character.
        #expect(drawn.strokes.count == 1)
        #expect(surface.handleKey(.enter))
        #expect(!surface.isEditingText && note.text == "Breakouts\nwatch 130")
        #expect(note.dataPoints == [try #require(note.mapping).dataPoint(spot)])
        // Placing and typing are one undo step.
        #expect(surface.undo())
        #expect(surface.annotations.isEmpty)
        #expect(surface.redo())
        #expect(note.text == "Breakouts\nwatch 130" && surface.annotations.count == 1)
        // The tool waits: a press elsewhere places nothing.
        Self.tap(surface, at: ClassicFixture.point(surface, day: 40, y: 150), time: 1)
        #expect(surface.annotations.count == 1 && tool.isWaitingForStart)
    }

    @Test func aNoteLeftEmptyGoesAsIfNeverPlaced() throws {
        let surface = ClassicFixture.surface()
        let tool = SCITextCreationModifier()
        surface.chartModifiers.add(tool)
        Self.tap(surface, at: ClassicFixture.point(surface, day: 20, y: 120), time: 0)
        surface.handleText("x")
        surface.handleKey(.backspace)
        // A press elsewhere commits: empty, the note leaves, and nothing is left to undo.
        Self.tap(surface, at: ClassicFixture.point(surface, day: 40, y: 150), time: 1)
        #expect(surface.annotations.isEmpty && !surface.isEditingText && !surface.canUndo)
        // Escape cancels a new note too.
        tool.startPlacement()
        Self.tap(surface, at: ClassicFixture.point(surface, day: 20, y: 120), time: 2)
        surface.handleText("gone")
        surface.handleKey(.escape)
        #expect(surface.annotations.isEmpty)
    }

    @Test func aSecondTapOnASelectedNoteEditsItAndTheEditIsOneUndoStep() throws {
        let surface = ClassicFixture.surface()
        let note = SCITextAnnotation()
        note.text = "Support"
        note.set(x1: 20 * 86_400.0)
        note.set(y1: 120)
        note.isEditable = true
        note.canEditText = true
        surface.annotations.add(note)
        let mapping = try #require(note.mapping)
        let anchor = mapping.point(note.dataPoints[0])
        let inside = CGPoint(x: anchor.x + 10, y: anchor.y + 8)
        Self.tap(surface, at: inside, time: 0)
        #expect(note.isSelected && !surface.isEditingText)
        Self.tap(surface, at: inside, time: 1)
        #expect(surface.isEditingText)
        surface.handleText(" holds")
        // A press on the note being typed into keeps typing.
        Self.tap(surface, at: inside, time: 2)
        #expect(surface.isEditingText)
        surface.handleKey(.enter)
        #expect(note.text == "Support holds")
        #expect(surface.undo())
        #expect(note.text == "Support")
        #expect(surface.redo())
        #expect(note.text == "Support holds")
        // Escape puts the text back; undo while typing does too.
        Self.tap(surface, at: inside, time: 3)
        surface.handleText("!!")
        surface.handleKey(.escape)
        #expect(note.text == "Support holds" && note.shownText == "Support holds")
        Self.tap(surface, at: inside, time: 4)
        surface.handleText("??")
        #expect(surface.undo())
        #expect(note.text == "Support holds" && !surface.isEditingText)
        // Without canEditText a second tap only keeps the selection.
        note.canEditText = false
        Self.tap(surface, at: inside, time: 5)
        Self.tap(surface, at: inside, time: 6)
        #expect(!surface.isEditingText)
        // A note typed empty is removed, as one step to undo.
        note.canEditText = true
        Self.tap(surface, at: inside, time: 7)
        for _ in 0..<20 { surface.handleKey(.backspace) }
        surface.handleKey(.enter)
        #expect(surface.annotations.isEmpty)
        #expect(surface.undo())
        #expect(surface.annotations.count == 1 && note.text == "Support holds")
    }

    @Test func hostileTextDrawsSensibly() throws {
        let surface = ClassicFixture.surface()
        let note = SCITextAnnotation()
        note.set(x1: 20 * 86_400.0)
        note.set(y1: 120)
        note.text = String(repeating: "A", count: 100_000)
        note.rotationAngle = 1e9
        surface.annotations.add(note)
        let runs = ClassicFixture.paths(in: surface, group: "annotation:text").texts
        #expect(runs.count == 1 && runs[0].text.count == 4_096)
        #expect(runs[0].rotation.isFinite && abs(runs[0].rotation) < 360)
        note.rotationAngle = .nan
        #expect(note.rotationAngle == 1e9)
        // Many lines: the first 500 are drawn.
        note.text = String(repeating: "line\n", count: 5_000)
        #expect(ClassicFixture.paths(in: surface, group: "annotation:text").texts.count == 500)
        // Markup is text: escaped in SVG.
        note.text = "<script>alert(1)</script> & \"quotes\""
        let svg = surface.renderSVG()
        #expect(!svg.contains("<script>") && svg.contains("&lt;script&gt;"))
        // Empty text draws nothing.
        note.text = ""
        #expect(ClassicFixture.paths(in: surface, group: "annotation:text").texts.isEmpty)
        // A long note saves and loads whole.
        note.text = String(repeating: "Long note. ", count: 10_000)
        let copy = ClassicFixture.surface()
        try copy.loadAnnotations(from: surface.saveAnnotations())
        #expect((copy.annotations.first as? SCITextAnnotation)?.text == note.text)
    }
}
