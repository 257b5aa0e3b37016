import Foundation
import Testing

@testable import SciChart

/// The context menu's items: what each offers where the menu opens, and what it does.
@Suite struct ContextMenuTests {
    static func actions(_ items: [SCIChartMenuItem]) -> [SCIChartMenuItem.Action] { items.map(\.action) }

    @Test func onADrawingTheFirstItemRemovesIt() throws {
        let (surface, measures) = DrawingsRemovalTests.threeMeasures()
        let items = surface.contextMenuItems(at: EditingFixture.centre(measures[1]))
        #expect(Self.actions(items) == [.removeDrawing, .removeAllDrawings, .resetView])
        #expect(items[0].title == "Remove this drawing (Measure)")
        #expect(items[1].title == "Remove all 3 drawings")
        items[0].perform()
        #expect(surface.drawings.count == 2 && !surface.drawings.contains { $0 === measures[1] })
        #expect(surface.undo())
        #expect(surface.drawings.count == 3)
    }

    @Test func awayFromDrawingsRemoveAllIsOneStep() {
        let (surface, _) = DrawingsRemovalTests.threeMeasures()
        let items = surface.contextMenuItems(at: CGPoint(x: 5, y: 5))
        #expect(Self.actions(items) == [.removeAllDrawings, .resetView])
        items[0].perform()
        #expect(surface.drawings.isEmpty)
        // With nothing drawn it is offered greyed out, and does nothing.
        let again = surface.contextMenuItems(at: CGPoint(x: 5, y: 5))
        #expect(again[0].title == "Remove all drawings" && !again[0].isEnabled)
        again[0].perform()
        #expect(surface.undo())
        #expect(surface.drawings.count == 3)
    }

    @Test func resetFitsTheData() {
        let (surface, _) = MeasureFixture.surface()
        surface.xAxes[0].visibleRange = SCIDoubleRange(min: 10 * 86_400, max: 12 * 86_400)
        surface.contextMenuItems(at: .zero).first { $0.action == .resetView }?.perform()
        let range = surface.xAxes[0].visibleRange.copy()
        #expect(range.min <= 0 && range.max >= 59 * 86_400)
    }

    @Test func theMagnetTogglesEverySnappingTool() throws {
        let (surface, measure) = MeasureFixture.surface()
        let xabcd = SCIXabcdCreationModifier()
        surface.chartModifiers.add(xabcd)
        measure.snapToCandles = true
        func magnet() throws -> SCIChartMenuItem {
            try #require(surface.contextMenuItems(at: .zero).first { $0.action == .snapToCandles })
        }
        // On only when every tool snaps; choosing it then turns all on, then all off.
        #expect(try magnet().isChecked == false)
        try magnet().perform()
        #expect(measure.snapToCandles && xabcd.snapToCandles)
        #expect(try magnet().isChecked == true)
        try magnet().perform()
        #expect(!measure.snapToCandles && !xabcd.snapToCandles)
        // No drawing tool, no magnet.
        #expect(!Self.actions(Fixture.numericSurface().contextMenuItems(at: .zero)).contains(.snapToCandles))
    }

    @Test func theMenuOffersTheWeakAndTheStrongMagnetOneAtATime() throws {
        let (surface, measure) = MeasureFixture.surface()
        func item(_ action: SCIChartMenuItem.Action) throws -> SCIChartMenuItem {
            try #require(surface.contextMenuItems(at: .zero).first { $0.action == action })
        }
        #expect(Self.actions(surface.contextMenuItems(at: .zero)).suffix(2) == [.weakMagnet, .snapToCandles])
        try item(.weakMagnet).perform()
        #expect(measure.magnetMode == .weak && surface.drawingsMagnetMode == .weak)
        #expect(try item(.weakMagnet).isChecked == true && item(.snapToCandles).isChecked == false)
        #expect(surface.snapsDrawingsToCandles)
        // The strong one replaces the weak one; choosing the one that is on turns it off.
        try item(.snapToCandles).perform()
        #expect(measure.magnetMode == .strong && measure.snapToCandles)
        try item(.snapToCandles).perform()
        #expect(measure.magnetMode == .off && !surface.snapsDrawingsToCandles)
    }

    @Test func theMagnetLeavesStrokesAndNotesAloneAndIsOneValueForTheMenuAndTheSurface() throws {
        let (surface, measure) = MeasureFixture.surface()
        let brush = SCIFreehandDrawingModifier()
        let note = SCITextCreationModifier()
        surface.chartModifiers.add(items: brush, note)
        #expect(measure.canSnapToCandles && !brush.canSnapToCandles && !note.canSnapToCandles)
        func menuSaysOn() throws -> Bool {
            try #require(surface.contextMenuItems(at: .zero).first { $0.action == .snapToCandles }).isChecked
                == true
        }
        // A brush and a note that do not snap leave the magnet on.
        measure.snapToCandles = true
        #expect(surface.snapsDrawingsToCandles)
        #expect(try menuSaysOn())
        surface.snapsDrawingsToCandles = false
        #expect(!measure.snapToCandles)
        #expect(try !menuSaysOn())
        try #require(surface.contextMenuItems(at: .zero).first { $0.action == .snapToCandles }).perform()
        #expect(surface.snapsDrawingsToCandles && measure.snapToCandles)
        #expect(!brush.snapToCandles && !note.snapToCandles, "the magnet does not reach strokes and notes")
        // A surface without a tool the magnet acts on reads off, and setting it changes nothing.
        let bare = Fixture.numericSurface()
        bare.chartModifiers.add(SCIFreehandDrawingModifier())
        bare.snapsDrawingsToCandles = true
        #expect(!bare.snapsDrawingsToCandles)
    }
}
