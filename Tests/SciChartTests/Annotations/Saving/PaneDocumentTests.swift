import Foundation
import Testing

@testable import SciChart

/// The drawings of a workspace's panes in one document: each annotation saved with its pane's
/// name, loaded back onto that pane as one step to undo, strictly and atomically.
@Suite struct PaneDocumentTests {
    /// A price pane with a measure and an RSI pane with a level at 70, sharing one history.
    static func workspace() -> (price: SCIChartSurface, rsi: SCIChartSurface, panes: [SCIDrawingsPane]) {
        let (price, _) = MeasureFixture.surface()
        let (rsi, _) = MeasureFixture.surface()
        let history = SCIUndoHistory()
        price.undoHistory = history
        rsi.undoHistory = history
        let measure = SCIMeasureAnnotation()
        measure.dataPoints = [SCIDataPoint(x: 5 * 86_400, y: 110), SCIDataPoint(x: 15 * 86_400, y: 140)]
        price.annotations.add(measure)
        let level = SCIHorizontalLineAnnotation()
        level.dataPoints = [SCIDataPoint(x: 10 * 86_400, y: 70)]
        rsi.annotations.add(level)
        return (
            price, rsi,
            [SCIDrawingsPane(name: "price", surface: price), SCIDrawingsPane(name: "rsi", surface: rsi)]
        )
    }

    /// Two empty panes of the same names, sharing one history.
    static func emptyPanes() -> [SCIDrawingsPane] {
        let history = SCIUndoHistory()
        return ["price", "rsi"].map { name in
            let (surface, _) = MeasureFixture.surface()
            surface.undoHistory = history
            return SCIDrawingsPane(name: name, surface: surface)
        }
    }

    @Test func eachDrawingGoesBackToThePaneItWasDrawnOn() throws {
        let (_, _, panes) = Self.workspace()
        let data = try SCIAnnotationDocument.saveAnnotations(of: panes)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\"pane\" : \"rsi\"") && text.contains("\"pane\" : \"price\""))
        #expect(try SCIAnnotationDocument.paneNames(in: data) == ["price", "rsi"])
        let fresh = Self.emptyPanes()
        try SCIAnnotationDocument.loadAnnotations(from: data, into: fresh, replacingDrawings: false)
        #expect(fresh[0].surface.drawings.map(\.creationType) == [.measure])
        #expect(fresh[1].surface.drawings.map(\.creationType) == [.horizontalLine])
        #expect(fresh[1].surface.drawings.first?.dataPoints.first?.y == 70)
        // Saved again, the document is the same.
        #expect(try SCIAnnotationDocument.saveAnnotations(of: fresh) == data)
    }

    @Test func aLoadIntoSeveralPanesIsOneStepToUndo() throws {
        let (_, _, panes) = Self.workspace()
        let data = try SCIAnnotationDocument.saveAnnotations(of: panes)
        let fresh = Self.emptyPanes()
        let kept = SCIMeasureAnnotation()
        kept.dataPoints = [SCIDataPoint(x: 20 * 86_400, y: 120), SCIDataPoint(x: 30 * 86_400, y: 130)]
        fresh[1].surface.annotations.add(kept)
        try SCIAnnotationDocument.loadAnnotations(from: data, into: fresh, replacingDrawings: true)
        #expect(fresh[1].surface.drawings.map(\.creationType) == [.horizontalLine])
        // One undo, from either pane, takes the whole load back: the measure kept returns.
        #expect(fresh[1].surface.undo())
        #expect(fresh[0].surface.drawings.isEmpty)
        #expect(fresh[1].surface.drawings.map { $0 === kept } == [true])
        #expect(!fresh[0].surface.canUndo)
        #expect(fresh[0].surface.redo())
        #expect(
            fresh[0].surface.drawings.count == 1
                && fresh[1].surface.drawings.map(\.creationType) == [.horizontalLine])
    }

    @Test func aPaneTheChartLacksIsRefusedAndNothingChanges() throws {
        let (_, _, panes) = Self.workspace()
        let data = try SCIAnnotationDocument.saveAnnotations(of: panes)
        let (alone, _) = MeasureFixture.surface()
        let only = [SCIDrawingsPane(name: "price", surface: alone)]
        let noRsi = SCIAnnotationLoadError.invalidValue(
            field: "annotations[1].pane", reason: "the chart has no pane \"rsi\"")
        #expect(throws: noRsi) {
            try SCIAnnotationDocument.loadAnnotations(from: data, into: only, replacingDrawings: false)
        }
        #expect(alone.drawings.isEmpty && !alone.canUndo)
        // One surface refuses a document of two panes, naming the second.
        #expect(throws: noRsi) {
            try alone.loadAnnotations(from: data)
        }
        #expect(alone.drawings.isEmpty)
        // A document of one pane loads on any surface.
        let one = try SCIAnnotationDocument.saveAnnotations(of: [panes[1]])
        try alone.loadAnnotations(from: one)
        #expect(alone.drawings.map(\.creationType) == [.horizontalLine])
    }

    @Test func aDocumentOfOneSurfaceLoadsOntoTheFirstPane() throws {
        let (price, _, _) = Self.workspace()
        let data = try price.saveAnnotations()
        #expect(try SCIAnnotationDocument.paneNames(in: data).isEmpty)
        let fresh = Self.emptyPanes()
        try SCIAnnotationDocument.loadAnnotations(from: data, into: fresh, replacingDrawings: false)
        #expect(fresh[0].surface.drawings.map(\.creationType) == [.measure])
        #expect(fresh[1].surface.drawings.isEmpty)
    }

    @Test func panesAreAVersionThreeField() throws {
        let (_, _, panes) = Self.workspace()
        let data = try SCIAnnotationDocument.saveAnnotations(of: panes)
        let older = String(decoding: data, as: UTF8.self).replacingOccurrences(
            of: "\"version\" : 3", with: "\"version\" : 2")
        #expect(throws: SCIAnnotationLoadError.unknownField("annotations[0].pane")) {
            try SCIAnnotationDocument.paneNames(in: Data(older.utf8))
        }
        let empty = String(decoding: data, as: UTF8.self).replacingOccurrences(
            of: "\"pane\" : \"rsi\"", with: "\"pane\" : \"\"")
        #expect(
            throws: SCIAnnotationLoadError.invalidValue(
                field: "annotations[1].pane", reason: "must have 1 to 256 Unicode scalars")
        ) {
            try SCIAnnotationDocument.paneNames(in: Data(empty.utf8))
        }
    }

    @Test func removingEveryPanesDrawingsIsOneStep() {
        let (price, rsi, _) = Self.workspace()
        let (other, _) = MeasureFixture.surface()
        #expect(SCIChartSurface.removeAllDrawings(on: [other, price, rsi]) == 2)
        #expect(price.drawings.isEmpty && rsi.drawings.isEmpty)
        // Recorded in the first pane that had drawings (the price pane), undone from either.
        #expect(!other.canUndo)
        #expect(rsi.undo())
        #expect(price.drawings.count == 1 && rsi.drawings.count == 1)
        #expect(SCIChartSurface.removeAllDrawings(on: [other]) == 0 && !other.canUndo)
    }

    @Test func twoPanesOfOneNameAreNotSaved() {
        let (price, rsi, _) = Self.workspace()
        let panes = [SCIDrawingsPane(name: "a", surface: price), SCIDrawingsPane(name: "a", surface: rsi)]
        #expect(throws: SCIAnnotationSaveError.self) { try SCIAnnotationDocument.saveAnnotations(of: panes) }
        // No pane at all: nothing to load onto.
        #expect(throws: SCIAnnotationLoadError.self) {
            try SCIAnnotationDocument.loadAnnotations(
                from: try SCIAnnotationDocument.saveAnnotations(of: [
                    SCIDrawingsPane(name: "a", surface: price)
                ]),
                into: [], replacingDrawings: false)
        }
    }
}
