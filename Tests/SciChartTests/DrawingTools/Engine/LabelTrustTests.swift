import Foundation
import Testing

@testable import SciChart

/// Labels a trader can trust: a label is drawn where its drawing is (never pinned to the
/// chart's edge, where it would read as a level it is not), a badge whose value is out of view
/// is not drawn, and labels of different drawings keep clear of each other.
@Suite struct LabelTrustTests {
    static func surface(_ tool: SCIAnnotationCreationModifierBase) -> SCIChartSurface {
        let (surface, measure) = MeasureFixture.surface()
        surface.chartModifiers.remove(measure)
        surface.chartModifiers.add(tool)
        return surface
    }

    static func place(_ surface: SCIChartSurface, _ points: [(Double, Double)], time: Double = 0) {
        for (index, point) in points.enumerated() {
            let at = MeasureFixture.at(surface, x: point.0 * 86_400, y: point.1)
            surface.handlePointer(
                SCIPointerEvent(phase: .began, location: at, timestamp: time + Double(index)))
            surface.handlePointer(
                SCIPointerEvent(phase: .ended, location: at, timestamp: time + Double(index)))
        }
    }

    /// The text runs of the overlay inside the series area.
    static func textsInView(_ surface: SCIChartSurface) -> [SCITextRun] {
        let area = surface.seriesAreaFrame
        return surface.renderFrame().overlayLayer.textRuns.filter { area.intersects($0.bounds) }
    }

    @Test func drawingsOutOfViewLeaveNoLabelInView() {
        for tool in [SCIMeasureCreationModifier(), SCIXabcdCreationModifier()]
            as [SCIAnnotationCreationModifierBase]
        {
            let surface = Self.surface(tool)
            Self.place(
                surface,
                [(5, 120), (10, 140), (15, 125), (20, 150), (25, 118)].prefix(tool.pointCount).map { $0 })
            #expect(!Self.textsInView(surface).isEmpty)
            // Scrolled far to the right, and far up: the drawing is out of view, and so is
            // every label of it.
            surface.xAxes[0].visibleRange = SCIDoubleRange(min: 40 * 86_400, max: 80 * 86_400)
            #expect(Self.textsInView(surface).isEmpty, "\(tool.annotationType) right")
            surface.xAxes[0].visibleRange = SCIDoubleRange(min: 0, max: 30 * 86_400)
            surface.yAxes[0].visibleRange = SCIDoubleRange(min: 300, max: 400)
            #expect(Self.textsInView(surface).isEmpty, "\(tool.annotationType) up")
        }
    }

    @Test func aMeasurePartlyInViewLabelsThePartInView() throws {
        let surface = Self.surface(SCIMeasureCreationModifier())
        Self.place(surface, [(5, 120), (25, 140)])
        surface.xAxes[0].visibleRange = SCIDoubleRange(min: 20 * 86_400, max: 60 * 86_400)
        let measure = try #require(surface.annotations.first as? SCIMeasureAnnotation)
        let right = measure.getBasePoints()[1].x
        let labels = surface.renderFrame().overlayLayer.textRuns
        #expect(!labels.isEmpty)
        // Over the part of the box in view, between the area's left edge and End.
        #expect(
            labels.allSatisfy {
                $0.bounds.minX >= surface.seriesAreaFrame.minX && $0.bounds.midX <= right + 60
            })
    }

    @Test func aBadgeOfAPriceOutOfViewIsNotDrawn() throws {
        let surface = Self.surface(SCIStopLossTakeProfitCreationModifier())
        Self.place(surface, [(10, 120), (25, 140)])
        let axes = {
            surface.renderFrame().overlayLayer.group(named: "axes:stopLossTakeProfit")?.textRuns ?? []
        }
        #expect(axes().count == 4)
        // The target's price above the view: its badge goes, the entry's stays on the axis.
        surface.yAxes[0].visibleRange = SCIDoubleRange(min: 100, max: 130)
        let badges = axes()
        #expect(badges.count == 3)
        let yBand = try #require(surface.currentLayout.axisFrame(for: surface.yAxes[0]))
        #expect(badges.filter { yBand.contains(CGPoint(x: $0.bounds.midX, y: $0.bounds.midY)) }.count == 1)
        #expect(badges.allSatisfy { $0.bounds.minY >= 0 })
    }

    @Test func labelsOfDrawingsOnTopOfEachOtherKeepClear() {
        let surface = Self.surface(SCIFibonacciRetracementCreationModifier())
        Self.place(surface, [(10, 150), (30, 110)])
        let first = Self.textsInView(surface).count
        #expect(first == 7)
        // The same retracement again: its labels would land on the first's, so none is drawn.
        Self.place(surface, [(10, 150), (30, 110)], time: 10)
        let runs = Self.textsInView(surface)
        #expect(runs.count == 7)
        for (index, run) in runs.enumerated() {
            for other in runs[(index + 1)...] { #expect(!run.bounds.intersects(other.bounds)) }
        }
        // Zoomed far out, levels crowd: the retracement shows the labels that find room.
        surface.yAxes[0].visibleRange = SCIDoubleRange(min: -5_000, max: 5_000)
        let crowded = Self.textsInView(surface)
        #expect(crowded.count >= 1 && crowded.count < 7)
    }

    @Test func anXabcdPatternsNameIsShownBeforeItsRatios() throws {
        let surface = Self.surface(SCIXabcdCreationModifier())
        // A Gartley.
        Self.place(surface, [(5, 100), (10, 140), (15, 115.28), (20, 130), (25, 108.56)])
        let pattern = try #require(surface.annotations.first as? SCIXabcdAnnotation)
        let name = try #require(pattern.harmonicPattern).description
        // Squeezed into a small chart, some ratios find no room; the name and letters stay.
        surface.frame = CGRect(x: 0, y: 0, width: 260, height: 160)
        let texts = surface.renderFrame().overlayLayer.textRuns.map(\.text)
        #expect(texts.contains(name))
        #expect(["X", "A", "B", "C", "D"].allSatisfy(texts.contains))
    }
}
