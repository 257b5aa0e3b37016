import Foundation
import Testing

@testable import SciChart

/// A drawing's look changed after it was drawn: every type, undoable, saved.
@Suite struct DrawingStyleTests {
    /// A surface with one finished drawing of `tool`.
    static func drawn(_ tool: SCIAnnotationCreationModifierBase) -> (
        SCIChartSurface, SCITradingAnnotationBase
    )? {
        let surface = EveryToolTests.surface(tool)
        EveryToolTests.placeAll(tool, on: surface)
        // A note is typed into as it is placed.
        if surface.isEditingText {
            surface.handleText("Note")
            surface.handleKey(.enter, modifiers: [])
        }
        guard let drawing = surface.drawings.first else { return nil }
        return (surface, drawing)
    }

    @Test func everyToolsDrawingTakesAWidthADashAndAColourAndUndoPutsThemBack() throws {
        for (index, tool) in EveryToolTests.tools().enumerated() {
            let name = tool.annotationType.displayName
            let (surface, drawing) = try #require(Self.drawn(tool), "\(name) was not drawn")
            let before = try #require(surface.drawingStyle(of: drawing), "\(name) has no style")
            let saved = try surface.saveAnnotations()
            var change = SCIDrawingStyle()
            change.strokeThickness = 4.5
            change.strokeDashes = SCIDrawingStyle.dashed
            change.strokeColor = SCIDrawingStyle.palette[4]
            change.fontSize = 21
            #expect(surface.setDrawingStyle(change, of: drawing), "\(name)")
            let after = try #require(surface.drawingStyle(of: drawing))
            if before.strokeColor != nil {
                #expect(
                    after.strokeThickness == 4.5 && after.strokeDashes == SCIDrawingStyle.dashed, "\(name)")
                #expect(after.strokeColor == SCIDrawingStyle.palette[4], "\(name)")
            }
            if before.fontSize != nil { #expect(after.fontSize == 21, "\(name)") }
            // Saved with the new look, and loaded with it.
            let document = try surface.saveAnnotations()
            #expect(document != saved, "\(name)")
            let other = EveryToolTests.surface(EveryToolTests.tools()[index])
            try other.loadAnnotations(from: document)
            let loaded = try #require(other.drawings.first, "\(name)")
            #expect(other.drawingStyle(of: loaded) == after, "\(name)")
            // One step to undo, one to redo.
            #expect(surface.undo())
            #expect(surface.drawingStyle(of: drawing) == before, "\(name) undone")
            #expect(try surface.saveAnnotations() == saved, "\(name) undone")
            #expect(surface.redo())
            #expect(surface.drawingStyle(of: drawing) == after, "\(name) redone")
        }
    }

    @Test func aFillKeepsItsOpacityAndLinesOfTheirOwnColourKeepIt() throws {
        let (surface, drawing) = try #require(Self.drawn(SCIStopLossTakeProfitCreationModifier()))
        var saved = SCIAnnotationSettings(path: "")
        drawing.encodeSettings(into: &saved)
        let before = try #require(surface.drawingStyle(of: drawing))
        let fill = try #require(before.fillColor)
        surface.setDrawingStyle(SCIDrawingStyle(fillColor: 0xFF00_00FF), of: drawing)
        let after = try #require(surface.drawingStyle(of: drawing)?.fillColor)
        #expect(after.argb & 0x00FF_FFFF == 0x0000_00FF && after.alpha == fill.alpha, "\(after)")
        // The other fill (the stop's or the target's own colour) is as it was.
        var now = SCIAnnotationSettings(path: "")
        drawing.encodeSettings(into: &now)
        let changed = now.style.keys.filter { now.style[$0] != saved.style[$0] }
        let brushes = saved.style.keys.filter {
            saved.style[$0]!.thickness == nil && saved.style[$0]!.fontSize == nil
        }
        #expect(changed.count >= 1 && changed.count < brushes.count, "\(changed) of \(brushes)")
    }

    /// The colour of saved style `key` of `drawing`.
    static func color(_ key: String, of drawing: SCITradingAnnotationBase) -> String? {
        var saved = SCIAnnotationSettings(path: "")
        drawing.encodeSettings(into: &saved)
        return saved.style[key]?.color
    }

    @Test func theMainLineIsTheTypesAndColoursThatMeanSomethingKeepTheirs() throws {
        let blue = SCIDrawingStyle.palette[0]
        let (patterns, pattern) = try #require(Self.drawn(SCIHeadAndShouldersCreationModifier()))
        let neckline = Self.color("necklineStroke", of: pattern)
        patterns.setDrawingStyle(SCIDrawingStyle(strokeColor: blue), of: pattern)
        #expect(
            Self.color("patternStroke", of: pattern) == "#FF2962FF"
                && Self.color("necklineStroke", of: pattern) == neckline)
        // A measure's colours as shown: growing or declining.
        let (measures, measure) = try #require(Self.drawn(SCIMeasureCreationModifier()))
        let shown =
            (measure as? SCIMeasureAnnotation)?.isGrowing == true ? "growingStroke" : "decliningStroke"
        #expect(
            measures.setDrawingStyle(SCIDrawingStyle(strokeColor: SCIDrawingStyle.palette[4]), of: measure))
        #expect(Self.color(shown, of: measure) == "#FF9C27B0")
        // A position: the entry line is its colour, profit and loss keep theirs and have no fill row.
        let (positions, position) = try #require(Self.drawn(SCIPositionCreationModifier()))
        #expect(positions.drawingStyle(of: position)?.fillColor == nil)
        let loss = Self.color("lossStroke", of: position)
        positions.setDrawingStyle(SCIDrawingStyle(strokeColor: SCIDrawingStyle.palette[4]), of: position)
        #expect(
            Self.color("entryStroke", of: position) == "#FF9C27B0"
                && Self.color("lossStroke", of: position) == loss)
        // An Elliott wave's broken-rule colour is not a fill.
        let (waves, wave) = try #require(Self.drawn(SCIElliottImpulseWaveCreationModifier()))
        #expect(waves.drawingStyle(of: wave)?.fillColor == nil)
    }

    @Test func nothingToChangeOrBadValuesChangeNothing() throws {
        let (surface, drawing) = try #require(Self.drawn(SCILineCreationModifier()))
        let before = try #require(surface.drawingStyle(of: drawing))
        #expect(!surface.setDrawingStyle(SCIDrawingStyle(), of: drawing))
        #expect(!surface.setDrawingStyle(before, of: drawing), "the style it has")
        #expect(
            !surface.setDrawingStyle(
                SCIDrawingStyle(strokeThickness: .nan, strokeDashes: [.infinity]), of: drawing))
        // Nothing recorded: the step to undo is the drawing's placing.
        surface.undo()
        #expect(surface.drawings.isEmpty)
        surface.redo()
        surface.setDrawingStyle(SCIDrawingStyle(strokeThickness: 1e9, fontSize: -3), of: drawing)
        #expect(
            surface.drawingStyle(of: drawing)?.strokeThickness == SCIDrawingStyle.thicknessRange.upperBound)
    }
}
