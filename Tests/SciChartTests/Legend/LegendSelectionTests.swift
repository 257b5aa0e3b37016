import Foundation
import Testing

@testable import SciChart

/// Legends of the selected and of the unselected series follow the taps of a series
/// selection modifier.
@Suite struct LegendSelectionTests {
    /// Three flat lines at y 10, 25 and 40 on the 0...100 by 0...50 chart, a selection
    /// modifier, and two legends: the selected series at the bottom left, the unselected
    /// ones at the bottom right, away from where the taps land.
    struct Chart {
        let surface = Fixture.numericSurface()
        let lines: [SCIFastLineRenderableSeries]
        let selection = SCISeriesSelectionModifier()
        let selectedLegend: SCILegendModifier
        let unselectedLegend: SCILegendModifier

        init() {
            lines = LegendFixture.addLines(["Low", "Middle", "High"], to: surface)
            for (line, (name, level)) in zip(lines, [("Low", 10.0), ("Middle", 25), ("High", 40)]) {
                let data = SeriesFixture.xy([0, 100], [level, level])
                data.seriesName = name
                line.dataSeries = data
            }
            surface.chartModifiers.add(selection)
            selectedLegend = LegendFixture.legend(on: surface) {
                $0.sourceMode = .selectedSeries
                $0.position = [.bottom, .left]
            }
            unselectedLegend = LegendFixture.legend(on: surface) {
                $0.sourceMode = .unselectedSeries
                $0.position = [.bottom, .right]
            }
        }

        func tap(x: Double, y: Double) {
            let point = surface.point(x: x, y: y)
            surface.handlePointer(SCIPointerEvent(phase: .began, location: point, timestamp: 0))
            surface.handlePointer(SCIPointerEvent(phase: .ended, location: point, timestamp: 0.05))
        }

        var selectedNames: [String] { selectedLegend.legend.names }
        var unselectedNames: [String] { unselectedLegend.legend.names }

        /// The names the two legends draw in the next frame.
        var drawnNames: [String] {
            surface.renderDisplayList().textRuns.map(\.text).filter {
                ["Low", "Middle", "High"].contains($0)
            }
        }
    }

    @Test func theSelectedAndUnselectedLegendsFollowTaps() {
        let chart = Chart()
        #expect(chart.selectedNames.isEmpty)
        #expect(chart.unselectedNames == ["Low", "Middle", "High"])

        chart.tap(x: 50, y: 25)
        #expect(chart.lines[1].isSelected)
        #expect(chart.selectedNames == ["Middle"])
        #expect(chart.unselectedNames == ["Low", "High"])
        #expect(chart.drawnNames.sorted() == ["High", "Low", "Middle"])

        // The selection moves: both legends follow.
        chart.tap(x: 50, y: 40)
        #expect(chart.selectedNames == ["High"])
        #expect(chart.unselectedNames == ["Low", "Middle"])

        // A tap on nothing empties the selected legend.
        chart.tap(x: 50, y: 33)
        #expect(chart.selectedNames.isEmpty)
        #expect(chart.unselectedNames == ["Low", "Middle", "High"])
        #expect(chart.drawnNames.sorted() == ["High", "Low", "Middle"])
    }

    @Test func aSelectedSeriesRemovedFromTheChartLeavesBothLegends() {
        let chart = Chart()
        chart.tap(x: 50, y: 10)
        #expect(chart.selectedNames == ["Low"])
        _ = chart.surface.renderableSeries.remove(chart.lines[0])
        #expect(!chart.lines[0].isSelected)
        #expect(chart.selectedNames.isEmpty)
        #expect(chart.unselectedNames == ["Middle", "High"])
    }
}
