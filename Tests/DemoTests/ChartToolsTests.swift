import Foundation
import Gallery
import SciChart
import Testing

@testable import scichart_demo

@MainActor
@Suite("The tool bar's tools: exactly one active, the others reset")
struct ChartToolsTests {
    private let surface = PageCharts.spyDaily(theme: .dark)

    private func press(_ phase: SCIPointerPhase, _ x: Double, _ y: Double, at time: Double) {
        surface.handlePointer(SCIPointerEvent(phase: phase, location: CGPoint(x: x, y: y), timestamp: time))
    }

    /// One press, drag and release from (x, y) to 40 points right of it.
    private func placePoint(_ x: Double, _ y: Double, at time: Double) {
        press(.began, x, y, at: time)
        press(.moved, x + 20, y, at: time + 0.1)
        press(.ended, x + 40, y, at: time + 0.2)
    }

    @Test func oneToolIsActiveAtATime() {
        let tools = ChartTools(surface: surface, magnet: .strong, active: .pan)
        let expected: [DemoTool: [Bool]] = [
            .pan: [false, false, true, true], .measure: [true, false, false, false],
            .xabcd: [false, true, false, false],
        ]
        for tool in [DemoTool.measure, .xabcd, .pan, .xabcd, .measure] {
            tools.select(tool)
            #expect(tools.active == tool)
            let enabled = [
                tools.modifier(.measure), tools.modifier(.xabcd), tools.zoomPan, tools.zoomExtents,
            ].map(\.isEnabled)
            #expect(enabled == expected[tool])
            #expect(tools.wheelZoom.isEnabled && tools.crosshair.isEnabled)
        }
    }

    @Test func dragsOnTheAxesScaleThemWhateverTheToolAndADoubleClickFitsAgain() throws {
        let tools = ChartTools(surface: surface, magnet: .strong, active: .measure)
        _ = surface.renderFrame()
        let x = surface.xAxes[0]
        let y = surface.yAxes[0]
        let xBefore = x.visibleRange.copy()
        let yBefore = y.visibleRange.copy()
        let layout = surface.currentLayout
        let xBand = try #require(layout.axisFrame(for: x))
        let yBand = try #require(layout.axisFrame(for: y))
        press(.began, xBand.midX, xBand.midY, at: 1)
        press(.moved, xBand.midX + 60, xBand.midY, at: 1.1)
        press(.ended, xBand.midX + 60, xBand.midY, at: 1.2)
        #expect(
            x.visibleRange.diff < xBefore.diff && abs(x.visibleRange.max - xBefore.max) < 1e-6 * xBefore.diff)
        press(.began, yBand.midX, yBand.midY, at: 2)
        press(.moved, yBand.midX, yBand.midY + 60, at: 2.1)
        press(.ended, yBand.midX, yBand.midY + 60, at: 2.2)
        #expect(y.visibleRange.diff > yBefore.diff && y.autoRange == .never)
        #expect(!tools.modifier(.measure).isPlacing, "a press on an axis places no point")
        tools.select(.pan)
        let area = surface.seriesAreaFrame
        press(.began, area.midX, area.midY, at: 4)
        press(.ended, area.midX, area.midY, at: 4.05)
        press(.began, area.midX, area.midY, at: 4.2)
        press(.ended, area.midX, area.midY, at: 4.25)
        #expect(y.autoRange == .always, "a double click gives the price axis its auto-range back")
    }

    /// The surface point of data point `index` of the line at `seriesIndex`.
    private func point(ofSeries seriesIndex: Int, at index: Int) throws -> CGPoint {
        let data = try #require(surface.renderableSeries[seriesIndex].dataSeries as? SCIXyDataSeries)
        return surface.currentLayout.surfacePoint(
            x: try #require(data.xValue(at: index)), y: try #require(data.yValue(at: index)))
    }

    @Test func aClickSelectsALineWithThePanToolButNotWhileDrawing() throws {
        let tools = ChartTools(surface: surface, magnet: .strong, active: .pan)
        let average = surface.renderableSeries[1]
        // The average has no pen of its own: it draws in the theme's colour, 1 point wide.
        #expect(average.strokeStyle == nil)
        let colour = average.seriesColor
        let data = try #require(average.dataSeries)
        let onLine = try point(ofSeries: 1, at: data.count - 100)
        press(.began, onLine.x, onLine.y, at: 1)
        press(.ended, onLine.x, onLine.y, at: 1.05)
        #expect(average.isSelected && tools.selectedSeriesName == "SMA 50")
        #expect(average.strokeStyle?.thickness == 1 + 2.5)
        #expect(average.strokeStyle?.color == colour)

        // A click on empty space deselects and gives the line its pen back.
        let area = surface.seriesAreaFrame
        press(.began, area.maxX - 20, area.minY + 2, at: 3)
        press(.ended, area.maxX - 20, area.minY + 2, at: 3.05)
        #expect(!average.isSelected && tools.selectedSeriesName == nil)
        #expect(average.strokeStyle == nil)

        // With a drawing tool, the same click places a point and selects nothing.
        tools.select(.measure)
        press(.began, onLine.x, onLine.y, at: 5)
        press(.ended, onLine.x, onLine.y, at: 5.05)
        #expect(tools.modifier(.measure).isPlacing && !average.isSelected)
    }

    @Test func theLegendsCheckboxHidesASeries() throws {
        let tools = ChartTools(surface: surface, magnet: .strong, active: .measure)
        _ = surface.renderFrame()
        let box = try #require(tools.legend.legend.checkBoxFrame(at: 2))
        press(.began, box.midX, box.midY, at: 1)
        press(.ended, box.midX, box.midY, at: 1.05)
        #expect(surface.renderableSeries.map(\.isVisible) == [true, true, false])
        // The press was the legend's: the measure tool placed nothing.
        #expect(surface.annotations.isEmpty)
    }

    @Test func theProgressFollowsThePlacement() {
        let tools = ChartTools(surface: surface, magnet: .off, active: .xabcd)
        #expect(tools.progress == PlacementProgress(activePointIndex: 0, pointCount: 5, isDragging: false))
        press(.began, 300, 300, at: 1)
        #expect(
            tools.progress
                == PlacementProgress(activePointIndex: 0, pointCount: 5, isDragging: true, isPlacing: true))
        press(.ended, 300, 300, at: 1.1)
        #expect(
            tools.progress
                == PlacementProgress(activePointIndex: 1, pointCount: 5, isDragging: false, isPlacing: true))
        tools.select(.pan)
        #expect(tools.progress == nil)
    }

    @Test func switchingToolsDropsAnUnfinishedDrawing() {
        let tools = ChartTools(surface: surface, magnet: .strong, active: .measure)
        placePoint(300, 300, at: 1)
        #expect(tools.modifier(.measure).isPlacing)
        #expect(surface.annotations.count == 1)
        tools.select(.xabcd)
        #expect(!tools.modifier(.measure).isPlacing)
        #expect(surface.annotations.isEmpty)
    }

    @Test func pickingTheActiveToolAgainKeepsItsDrawing() {
        let tools = ChartTools(surface: surface, magnet: .strong, active: .measure)
        placePoint(300, 300, at: 1)
        tools.select(.measure)
        #expect(tools.modifier(.measure).isPlacing)
        #expect(surface.annotations.count == 1)
    }

    @Test func theXabcdPatternIsNamedOnceDIsDown() {
        let tools = ChartTools(surface: surface, magnet: .off, active: .xabcd)
        // A textbook bullish Gartley: AB retraces 0.618 of XA, CD is 1.27 BC, AD 0.786 XA.
        let prices = [200.0, 240, 215.28, 230, 208.56]
        let days = [
            GalleryCharts.day(2016, 3, 1), GalleryCharts.day(2016, 5, 1), GalleryCharts.day(2016, 7, 1),
            GalleryCharts.day(2016, 9, 1), GalleryCharts.day(2016, 11, 1),
        ]
        for (index, (day, price)) in zip(days, prices).enumerated() {
            let point = surface.currentLayout.surfacePoint(x: day, y: price)
            #expect(tools.patternInProgress == nil)
            press(.began, point.x, point.y, at: Double(index))
            if index == 4 { #expect(tools.patternInProgress == "Bullish Gartley") }
            press(.ended, point.x, point.y, at: Double(index) + 0.1)
        }
        #expect(tools.patternInProgress == nil)
        #expect((surface.annotations.first as? SCIXabcdAnnotation)?.harmonicPattern?.name == "Gartley")
    }
}

@MainActor
@Suite("What the end-to-end log says of a page's series")
struct SeriesProbeTests {
    @Test func aPointOfTheSecondSeriesInViewIsWholePoints() throws {
        let surface = PageCharts.spyDaily(theme: .dark)
        let point = try #require(SeriesProbe.middlePoint(of: 1, on: surface))
        #expect(surface.seriesAreaFrame.insetBy(dx: -1, dy: -1).contains(CGPoint(x: point.x, y: point.y)))
    }

    /// Zoomed out to years before the data, the nearest point of a moving average is one of
    /// its first, which have no value yet: no point, and no trap.
    @Test func aViewWhereTheNearestValueIsAGapHasNoPoint() {
        let surface = PageCharts.spyDaily(theme: .dark)
        surface.xAxes[0].visibleRange = SCIDoubleRange(min: 646_175_194, max: 1_028_016_923)
        #expect(SeriesProbe.middlePoint(of: 1, on: surface) == nil)
        surface.xAxes[0].visibleRange = SCIDoubleRange(min: -1e300, max: 1e300)
        _ = SeriesProbe.middlePoint(of: 1, on: surface)
        #expect(SeriesProbe.middlePoint(of: 7, on: surface) == nil)
    }
}

extension ChartTools {
    /// The creation modifier of `tool`, which must be a drawing tool.
    func modifier(_ tool: DemoTool) -> SCIAnnotationCreationModifierBase {
        guard let modifier = creationModifier(for: tool) else {
            fatalError("\(tool) has no creation modifier")
        }
        return modifier
    }
}
