import Foundation
import Testing

@testable import SciChart

/// The drawings as a whole: the one under a point, removing one or all as one undo step,
/// and a load that replaces what is there.
@Suite struct DrawingsRemovalTests {
    /// A surface with three measures side by side: days 5-15, 20-30 and 35-45.
    static func threeMeasures() -> (SCIChartSurface, [SCIMeasureAnnotation]) {
        let (surface, modifier) = MeasureFixture.surface()
        modifier.isEditable = true
        for start in [5.0, 20, 35] {
            MeasureFixture.place(
                surface, MeasureFixture.at(surface, x: start * 86_400, y: 110),
                MeasureFixture.at(surface, x: (start + 10) * 86_400, y: 140))
        }
        surface.chartModifiers.remove(modifier)
        return (surface, surface.annotations.map { $0 as! SCIMeasureAnnotation })
    }

    static func ids(_ list: some Sequence<SCIAnnotationBase>) -> [ObjectIdentifier] {
        list.map(ObjectIdentifier.init)
    }

    @Test func theDrawingUnderAPointIsTheTopmostHit() {
        let (surface, measures) = Self.threeMeasures()
        for measure in measures {
            #expect(surface.annotation(at: EditingFixture.centre(measure)) === measure)
            // Its grips count too.
            let start = measure.mapping!.point(measure.dataPoints[0])
            #expect(surface.annotation(at: CGPoint(x: start.x + 3, y: start.y)) === measure)
        }
        // Between two measures, outside the series area, at a non-finite point: nothing.
        let gap = MeasureFixture.at(surface, x: 17.5 * 86_400, y: 160)
        #expect(surface.annotation(at: gap) == nil)
        #expect(surface.annotation(at: CGPoint(x: -5, y: 10)) == nil)
        #expect(surface.annotation(at: CGPoint(x: Double.nan, y: 10)) == nil)
        // A hidden drawing is not under anything; a non-editable one still is.
        measures[0].isHidden = true
        #expect(surface.annotation(at: EditingFixture.centre(measures[0])) == nil)
        measures[1].isEditable = false
        #expect(surface.annotation(at: EditingFixture.centre(measures[1])) === measures[1])
        // Of two overlapping drawings, the one drawn last.
        let copy = SCIMeasureAnnotation()
        copy.dataPoints = measures[2].dataPoints
        surface.annotations.add(copy)
        #expect(surface.annotation(at: EditingFixture.centre(measures[2])) === copy)
    }

    @Test func removingOneDrawingIsOneStepThatPutsItBackInPlace() {
        let (surface, measures) = Self.threeMeasures()
        surface.selectedAnnotation = measures[1]
        #expect(surface.removeAnnotation(measures[1]))
        #expect(surface.selectedAnnotation == nil)
        #expect(Self.ids(surface.annotations) == Self.ids([measures[0], measures[2]]))
        #expect(surface.undo())
        #expect(Self.ids(surface.annotations) == Self.ids(measures))
        #expect(surface.redo())
        #expect(surface.annotations.count == 2)
        #expect(!surface.removeAnnotation(measures[1]))
    }

    @Test func removingAllDrawingsIsOneStepAndKeepsOtherAnnotations() {
        let (surface, measures) = Self.threeMeasures()
        // An annotation that is not a drawing: a measure still being placed is cancelled,
        // a plain annotation stays where it is.
        let plain = SCIAnnotationBase()
        surface.annotations.insert(plain, at: 1)
        surface.selectedAnnotation = measures[2]
        #expect(surface.removeAllDrawings() == 3)
        #expect(Self.ids(surface.annotations) == Self.ids([plain] as [SCIAnnotationBase]))
        #expect(surface.drawings.isEmpty)
        #expect(surface.selectedAnnotation == nil)
        #expect(surface.undo())
        #expect(Self.ids(surface.annotations) == Self.ids([measures[0], plain, measures[1], measures[2]]))
        #expect(surface.redo())
        #expect(Self.ids(surface.annotations) == Self.ids([plain] as [SCIAnnotationBase]))
        #expect(surface.undo())
        // Nothing to remove: no step.
        let empty = SCIChartSurface()
        #expect(empty.removeAllDrawings() == 0)
        #expect(!empty.canUndo)
    }

    @Test func aLoadThatReplacesIsOneStep() throws {
        let (surface, measures) = Self.threeMeasures()
        let (source, _) = PersistenceTests.drawn()
        try surface.loadAnnotations(from: try source.saveAnnotations(), replacingDrawings: true)
        #expect(surface.drawings.count == 2)
        #expect(!surface.drawings.contains { drawing in measures.contains { $0 === drawing } })
        #expect(surface.undo())
        #expect(Self.ids(surface.annotations) == Self.ids(measures))
        #expect(surface.redo())
        #expect(surface.drawings.count == 2)
        // Replacing with an empty document removes what is there, as one step.
        let empty = Data(#"{"format": "scichart-drawings", "version": 2, "annotations": []}"#.utf8)
        try surface.loadAnnotations(from: empty, replacingDrawings: true)
        #expect(surface.drawings.isEmpty)
        #expect(surface.undo())
        #expect(surface.drawings.count == 2)
        // A document that fails to load replaces nothing.
        #expect(throws: SCIAnnotationLoadError.self) {
            try surface.loadAnnotations(from: Data("{".utf8), replacingDrawings: true)
        }
        #expect(surface.drawings.count == 2)
    }

    @Test func replacingCountsOnlyTheLoadedDrawingsAgainstTheLimit() throws {
        let (surface, _) = Self.threeMeasures()
        let limit = SCIAnnotationDocument.maximumAnnotations
        let record =
            #"{"type": "measure", "xAxisId": "DefaultAxisId", "yAxisId": "DefaultAxisId", "isEditable": true, "points": [{"x": 0, "y": 1}, {"x": 86400, "y": 2}]}"#
        let full = Data(
            (#"{"format": "scichart-drawings", "version": 2, "annotations": ["#
                + Array(repeating: record, count: limit).joined(separator: ",") + "]}").utf8)
        #expect(throws: SCIAnnotationLoadError.tooManyAnnotations(count: limit + 3, limit: limit)) {
            try surface.loadAnnotations(from: full)
        }
        try surface.loadAnnotations(from: full, replacingDrawings: true)
        #expect(surface.drawings.count == limit)
    }
}
