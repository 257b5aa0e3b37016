import Foundation
import Testing

@testable import SciChart

/// The measure's label gives way to the labels of the drawings under it: it moves to the
/// other side of its box, or beside it, rather than covering a Fibonacci level's price; and
/// a press on it where it is drawn takes the measure.
@Suite @MainActor struct MeasureLabelRoomTests {
    @Test func theLabelMovesOffAFibonacciLevelsLabel() throws {
        let (surface, modifier) = MeasureFixture.surface()
        let fibonacci = SCIFibonacciRetracementAnnotation()
        #expect(
            fibonacci.setDataPoints([
                SCIDataPoint(x: 5 * 86_400, y: 110), SCIDataPoint(x: 40 * 86_400, y: 150),
            ]))
        surface.annotations.add(fibonacci)
        let levels = try #require(
            surface.renderFrame().overlayLayer.group(named: "annotation:fibonacciRetracement"))
        let target = try #require(levels.textRuns.first { $0.text.hasPrefix("0.5 ") }).bounds
        // A growing measure whose label, above its box, would sit on the 0.5 level's label.
        MeasureFixture.place(
            surface, CGPoint(x: target.midX - 40, y: target.midY + 90),
            CGPoint(x: target.midX + 40, y: target.midY + 22))
        _ = modifier
        let frame = surface.renderFrame()
        let fibLabels = try #require(frame.overlayLayer.group(named: "annotation:fibonacciRetracement"))
            .textRuns
        #expect(fibLabels.contains { $0.text.hasPrefix("0.5 ") })
        let measureGroup = try #require(frame.overlayLayer.group(named: "annotation:measure"))
        let labelBox = try #require(
            measureGroup.fills.map(\.0.bounds).first { box in
                measureGroup.textRuns.allSatisfy { box.contains($0.bounds) }
            })
        for run in fibLabels {
            #expect(!labelBox.intersects(run.bounds), "\(run.text) \(run.bounds) under \(labelBox)")
        }
        // A press on the label where it is drawn takes the measure.
        let measure = try #require(surface.annotations.compactMap { $0 as? SCIMeasureAnnotation }.first)
        // Its first choice was on the 0.5 label, so it moved: a press must follow the move.
        let first = try #require(
            measure.labelRect(
                box: SCIMeasureAnnotation.box(measure.getBasePoints()), lines: measure.labelLines,
                area: surface.seriesAreaFrame))
        #expect(first.intersects(target))
        #expect(first != labelBox)
        #expect(surface.annotation(at: CGPoint(x: labelBox.midX, y: labelBox.midY)) === measure)
    }
}
