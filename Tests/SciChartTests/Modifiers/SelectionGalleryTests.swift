import Foundation
import Gallery
import Testing

@testable import SciChart

/// The gallery's selection pictures: SVG goldens, backed by what the frames draw.
@Suite struct SelectionGalleryTests {
    @Test func beforeAndAfterGoldens() {
        Golden.check(text: GalleryCharts.spySelectionBefore().renderSVG(), named: "selection-before-dark.svg")
        Golden.check(text: GalleryCharts.spySelectionAfter().renderSVG(), named: "selection-after-dark.svg")
    }

    @Test func beforeTheTapNothingIsSelected() {
        let surface = GalleryCharts.spySelectionBefore()
        for (position, series) in surface.renderableSeries.enumerated() {
            #expect(!series.isSelected && series.pointMarker == nil)
            let list = SeriesFixture.seriesList(surface, index: position)
            #expect(list.markerRuns.isEmpty)
            #expect(list.strokes.allSatisfy { $0.1.width == 2 && $0.1.color != .white })
        }
    }

    @Test func theTapSelectsTheTwentyDayAverageInTheSpecStyle() throws {
        let before = GalleryCharts.spySelectionBefore()
        let surface = GalleryCharts.spySelectionAfter()
        let series = Array(surface.renderableSeries)
        #expect(series.map(\.isSelected) == [false, false, true])
        #expect(series[2].dataSeries?.seriesName == "SMA 20")

        // The 20-day average: a white 4-point line and a magenta marker on each of its points.
        let list = SeriesFixture.seriesList(surface, index: 2)
        #expect(list.strokes.contains { $0.1.color == .white && $0.1.width == 4 })
        let run = try #require(list.markerRuns.first)
        #expect(run.fill?.color == SCIColor(argb: 0xFFFF_00DC))
        #expect(run.stroke?.color == .white && run.stroke?.width == 1)
        let data = try #require(series[2].dataSeries as? SCIXyDataSeries)
        let finite = zip(data.xValuesArray, data.yValuesArray).filter { $0.1.isFinite }
        #expect(run.count == finite.count)
        let area = surface.seriesAreaFrame
        let xCalculator = surface.xAxes[0].currentCoordinateCalculator
        let yCalculator = surface.yAxes[0].currentCoordinateCalculator
        for (index, (x, y)) in finite.enumerated() where index < run.count {
            let centre = run.center(at: index)
            #expect(abs(Double(centre.x) - Double(area.minX) - xCalculator.getCoordinate(x)) < 1e-6)
            #expect(abs(Double(centre.y) - Double(area.minY) - yCalculator.getCoordinate(y)) < 1e-6)
        }

        // The other two lines draw exactly as before the tap; the axes did not move.
        for position in 0..<2 {
            #expect(
                SeriesFixture.seriesList(surface, index: position).commands
                    == SeriesFixture.seriesList(before, index: position).commands)
        }
        #expect(surface.seriesAreaFrame == before.seriesAreaFrame)
    }

    @Test func theTapIsOnTheAverageAndAwayFromTheOtherLines() {
        let surface = GalleryCharts.spySelectionBefore()
        let location = GalleryCharts.selectionTapLocation(on: surface)
        let series = Array(surface.renderableSeries)
        #expect(series[2].hitTest(at: location, radius: 0).isHit)
        for other in series.prefix(2) {
            #expect(other.hitTest(at: location, radius: 7).distance > 20)
        }
    }
}
