import Foundation
import Testing

@testable import SciChart

/// Tab through a chart: its legend's items, then its drawings, then off the chart.
@Suite struct KeyboardFocusTests {
    /// Three measures, and a legend with checkboxes on the chart over the candles.
    static func chart() -> (SCIChartSurface, SCIChartLegend, [SCIMeasureAnnotation]) {
        let (surface, measures) = DrawingsRemovalTests.threeMeasures()
        let modifier = SCILegendModifier()
        modifier.showCheckBoxes = true
        surface.chartModifiers.add(modifier)
        return (surface, modifier.legend, measures)
    }

    @Test func tabGoesThroughTheLegendThenTheDrawingsThenOffTheChart() {
        let (surface, legend, measures) = Self.chart()
        #expect(legend.itemCount == 1)
        #expect(surface.handleKey(.tab))
        #expect(legend.focusedItemIndex == 0)
        #expect(surface.selectedAnnotation == nil)
        for measure in measures {
            #expect(surface.handleKey(.tab))
            #expect(legend.focusedItemIndex == nil)
            #expect(surface.selectedAnnotation === measure)
        }
        // Past the last stop the key is not taken: the host moves the focus on.
        #expect(!surface.handleKey(.tab))
        #expect(surface.selectedAnnotation == nil)
        #expect(legend.focusedItemIndex == nil)
    }

    @Test func shiftTabGoesBack() {
        let (surface, legend, measures) = Self.chart()
        surface.selectedAnnotation = measures[1]
        #expect(surface.handleKey(.tab, modifiers: .shift))
        #expect(surface.selectedAnnotation === measures[0])
        #expect(surface.handleKey(.tab, modifiers: .shift))
        #expect(legend.focusedItemIndex == 0)
        #expect(!surface.handleKey(.tab, modifiers: .shift))
        #expect(legend.focusedItemIndex == nil)
    }

    @Test func enterOrSpaceOnALegendItemHidesAndShowsItsSeries() throws {
        let (surface, legend, _) = Self.chart()
        let series = surface.renderableSeries[0]
        surface.handleKey(.tab)
        #expect(surface.handleKey(.enter))
        #expect(!series.isVisible)
        #expect(surface.handleKey(.character(" ")))
        #expect(series.isVisible)
        // The focused item has a ring: one stroke more in the legend's drawing.
        let focused = try #require(surface.renderFrame().overlayLayer.group(named: "legend")).strokes.count
        #expect(surface.handleKey(.escape))
        #expect(legend.focusedItemIndex == nil)
        let plain = try #require(surface.renderFrame().overlayLayer.group(named: "legend")).strokes.count
        #expect(focused == plain + 1)
        #expect(!surface.handleKey(.escape))
    }

    @Test func withoutCheckboxesEnterDoesNotHideTheSeries() {
        let (surface, legend, _) = Self.chart()
        surface.chartModifiers.compactMap { $0 as? SCILegendModifier }.first?.showCheckBoxes = false
        surface.handleKey(.tab)
        #expect(legend.focusedItemIndex == 0)
        #expect(!surface.handleKey(.enter))
        #expect(surface.renderableSeries[0].isVisible)
    }

    @Test func aFocusedDrawingIsDeletedByDeleteAndUndoBringsItBack() {
        let (surface, _, measures) = Self.chart()
        surface.handleKey(.tab)
        surface.handleKey(.tab)
        #expect(surface.selectedAnnotation === measures[0])
        #expect(surface.handleKey(.delete))
        #expect(surface.drawings.count == 2)
        #expect(surface.handleKey(.undo))
        #expect(surface.drawings.count == 3)
    }

    @Test func aPressTakesTheFocusOffTheLegend() {
        let (surface, legend, _) = Self.chart()
        surface.handleKey(.tab)
        surface.handlePointer(SCIPointerEvent(phase: .began, location: CGPoint(x: 300, y: 300), timestamp: 0))
        surface.handlePointer(
            SCIPointerEvent(phase: .ended, location: CGPoint(x: 300, y: 300), timestamp: 0.05))
        #expect(legend.focusedItemIndex == nil)
    }

    @Test func aLegendInItsOwnViewTakesTabAndTheArrows() {
        let surface = LegendFixture.surface()
        let legend = LegendFixture.outsideLegend(on: surface) { $0.showCheckBoxes = true }
        #expect(legend.handleKey(.tab))
        #expect(legend.focusedItemIndex == 0)
        #expect(legend.handleKey(.down))
        #expect(legend.handleKey(.down))
        #expect(legend.handleKey(.down))
        #expect(legend.focusedItemIndex == 2)
        #expect(legend.handleKey(.enter))
        #expect(!surface.renderableSeries[2].isVisible)
        #expect(!legend.handleKey(.tab))
        #expect(legend.focusedItemIndex == nil)
        #expect(legend.handleKey(.tab, modifiers: .shift))
        #expect(legend.focusedItemIndex == 2)
        // Series removed under the focus: it does not point past the items.
        surface.renderableSeries.remove(at: 2)
        _ = legend.itemCount
        #expect(legend.focusedItemIndex == nil)
    }
}
