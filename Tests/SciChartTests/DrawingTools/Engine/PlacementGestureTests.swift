import Foundation
import Testing

@testable import SciChart

/// The placement engine through real pointer events: click, move, click on a mouse; a tool
/// that stops after each annotation; the type a modifier names.
@Suite struct PlacementGestureTests {
    static func click(_ surface: SCIChartSurface, _ point: CGPoint, time: TimeInterval) {
        surface.handlePointer(SCIPointerEvent(phase: .began, location: point, timestamp: time))
        surface.handlePointer(SCIPointerEvent(phase: .ended, location: point, timestamp: time + 0.05))
    }

    static func near(_ point: CGPoint?, _ expected: CGPoint) -> Bool {
        guard let point else { return false }
        return point.distance(to: expected) < 1e-6
    }

    static func hover(_ surface: SCIChartSurface, _ point: CGPoint) {
        surface.handlePointer(SCIPointerEvent(phase: .hovered, location: point))
    }

    @Test func aMeasureByClickMoveClick() throws {
        let (surface, modifier) = MeasureFixture.surface()
        var completions = 0
        modifier.annotationCreationCompletionListener = { _, _ in completions += 1 }
        Self.click(surface, CGPoint(x: 200, y: 300), time: 0)
        #expect(modifier.isPlacing && !modifier.isDragging && modifier.activePointIndex == 1)
        Self.hover(surface, CGPoint(x: 350, y: 150))
        let measure = try #require(surface.annotations.first as? SCIMeasureAnnotation)
        // End follows the pointer with no button down.
        #expect(Self.near(measure.getBasePoints().last, CGPoint(x: 350, y: 150)))
        #expect(!modifier.isDragging && modifier.activePointIndex == 1)
        // Far enough from the first click not to be a double click.
        Self.click(surface, CGPoint(x: 400, y: 100), time: 1)
        #expect(completions == 1 && measure.isComplete)
        let points = measure.getBasePoints()
        #expect(
            Self.near(points.first, CGPoint(x: 200, y: 300))
                && Self.near(points.last, CGPoint(x: 400, y: 100)))
    }

    @Test func aToolThatStopsSelectsWhatItMadeAndWaitsForStart() throws {
        let (surface, modifier) = MeasureFixture.surface()
        modifier.keepPlacingAfterComplete = false
        modifier.isEditable = true
        MeasureFixture.place(surface, CGPoint(x: 200, y: 300), CGPoint(x: 400, y: 100))
        let measure = try #require(surface.annotations.first as? SCIMeasureAnnotation)
        #expect(surface.selectedAnnotation === measure)
        #expect(modifier.isWaitingForStart && !modifier.isPlacing)
        // Presses now go to the editor or nowhere: no second measure.
        MeasureFixture.place(surface, CGPoint(x: 500, y: 300), CGPoint(x: 600, y: 200))
        #expect(surface.annotations.count == 1)
        modifier.startPlacement()
        #expect(!modifier.isWaitingForStart)
        MeasureFixture.place(surface, CGPoint(x: 500, y: 300), CGPoint(x: 600, y: 200))
        #expect(surface.annotations.count == 2)
    }

    @Test func theDefaultKeepsPlacing() {
        let (surface, modifier) = MeasureFixture.surface()
        #expect(modifier.keepPlacingAfterComplete)
        MeasureFixture.place(surface, CGPoint(x: 200, y: 300), CGPoint(x: 400, y: 100))
        MeasureFixture.place(surface, CGPoint(x: 500, y: 300), CGPoint(x: 600, y: 200))
        #expect(surface.annotations.count == 2 && surface.selectedAnnotation == nil)
    }

    @Test func theSevenToolsHaveSciChartsNamesAndTheirSavedNamesStay() {
        let seven: [SCIAnnotationCreationType] = [
            .xAbcd, .pitchFork, .freehandDrawing, .extendedLine, .fibonacciRetracement, .measure,
            .stopLossTakeProfit,
        ]
        #expect(Set(seven.map(\.rawValue)).count == 7)
        #expect(Set(SCIAnnotationCreationType.builtIns.map(SCIAnnotationTypeName)).count == 18)
        #expect(SCIAnnotationCreationType.xAbcd.rawValue == "xabcd")
        #expect(SCIAnnotationTypeName(.fibonacciRetracement) == "Fibonacci Retracement")
        #expect(SCIAnnotationCreationType(rawValue: "pitchFork").displayName == "Pitchfork")
        #expect(SCIXabcdCreationModifier().annotationType == .xAbcd)
    }
}
