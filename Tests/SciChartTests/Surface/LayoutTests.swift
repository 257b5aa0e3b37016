import Foundation
import TestSupport
import Testing

@testable import SciChart

@Suite struct LayoutTests {
    @Test func seriesAreaLeavesRoomForAxesInsidePadding() {
        let surface = Fixture.numericSurface()
        let area = surface.seriesAreaFrame
        #expect(area.minX >= 10 && area.minY >= 10)
        #expect(area.maxX < 800 - 10)  // a right y axis takes space
        #expect(area.maxY < 600 - 10)  // a bottom x axis takes space
        let yBand = surface.layout.placement(for: surface.yAxes[0])!.band
        #expect(yBand.minX == area.maxX)
        #expect(yBand.maxX <= 790 + 1e-9)
        let xBand = surface.layout.placement(for: surface.xAxes[0])!.band
        #expect(xBand.minY == area.maxY)
    }

    @Test func resizeRelaysOut() {
        let surface = Fixture.numericSurface()
        let before = surface.seriesAreaFrame
        surface.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        let after = surface.seriesAreaFrame
        #expect(after.width < before.width)
        #expect(surface.xAxes[0].currentCoordinateCalculator.viewportLength == Double(after.width))
    }

    @Test func wideLabelsWidenTheYAxis() {
        let narrow = Fixture.numericSurface(y: SCIDoubleRange(min: 0, max: 5))
        let wide = Fixture.numericSurface(y: SCIDoubleRange(min: 1_000_000, max: 9_000_000))
        #expect(wide.seriesAreaFrame.width < narrow.seriesAreaFrame.width)
    }

    @Test("a y axis whose labels lose a digit keeps its room: a pan leaves the series area where it was")
    func yAxisWidthHoldsThroughSmallChanges() throws {
        let surface = Fixture.numericSurface(y: SCIDoubleRange(min: 1_000_000, max: 1_900_000))
        let yAxis = try #require(surface.yAxes.first)
        let wide = surface.seriesAreaFrame
        // Labels a digit shorter need less room, by less than the tolerance: nothing moves.
        yAxis.visibleRange = SCIDoubleRange(min: 100_000, max: 190_000)
        #expect(surface.seriesAreaFrame == wide)
        // Much shorter labels give the room back.
        yAxis.visibleRange = SCIDoubleRange(min: 0, max: 5)
        let narrow = surface.seriesAreaFrame
        #expect(narrow.width > wide.width + SurfaceLayout.shrinkTolerance)
        // Wider labels take room at once.
        yAxis.visibleRange = SCIDoubleRange(min: 1_000_000, max: 1_900_000)
        #expect(surface.seriesAreaFrame == wide)
        // A new size lays out afresh: the axis takes what its labels need.
        yAxis.visibleRange = SCIDoubleRange(min: 100_000, max: 190_000)
        surface.frame = CGRect(x: 0, y: 0, width: 700, height: 500)
        let fresh = Fixture.numericSurface(y: SCIDoubleRange(min: 100_000, max: 190_000))
        fresh.frame = CGRect(x: 0, y: 0, width: 700, height: 500)
        #expect(surface.seriesAreaFrame == fresh.seriesAreaFrame)
    }

    @Test func axesStackOutwardOnTheirSides() {
        let surface = Fixture.numericSurface()
        let left = SCINumericAxis()
        left.axisId = "left"
        left.axisAlignment = .left
        left.axisTitle = "Volume"
        let right2 = SCINumericAxis()
        right2.axisId = "right2"
        let top = SCINumericAxis()
        top.axisId = "top"
        top.axisAlignment = .top
        surface.yAxes.add(items: left, right2)
        surface.xAxes.add(top)
        let layout = surface.layout
        let area = layout.seriesArea
        let firstRight = layout.placement(for: surface.yAxes[0])!.band
        let secondRight = layout.placement(for: right2)!.band
        #expect(firstRight.minX == area.maxX)
        #expect(secondRight.minX == firstRight.maxX)
        #expect(layout.placement(for: left)!.band.maxX == area.minX)
        #expect(layout.placement(for: top)!.band.maxY == area.minY)
    }

    @Test func hiddenAxisTakesNoSpaceButStillConverts() {
        let surface = Fixture.numericSurface()
        let shown = surface.seriesAreaFrame
        surface.yAxes[0].isVisible = false
        #expect(surface.seriesAreaFrame.width > shown.width)
        #expect(surface.yAxes[0].currentCoordinateCalculator.viewportLength > 0)
    }

    @Test func chartTitleTakesSpaceAtTheTop() {
        let surface = Fixture.numericSurface()
        let before = surface.seriesAreaFrame.minY
        surface.chartTitle = "Prices"
        #expect(surface.seriesAreaFrame.minY > before)
    }

    @Test func autoRangeFitsDataOnceThenKeepsUserRange() {
        let surface = SCIChartSurface(frame: Fixture.frame)
        let xAxis = SCINumericAxis()
        let yAxis = SCINumericAxis()
        yAxis.growBy = SCIDoubleRange(min: 0.1, max: 0.1)
        surface.xAxes.add(xAxis)
        surface.yAxes.add(yAxis)
        let data = SCIXyDataSeries()
        data.append(x: [0.0, 10.0], y: [100.0, 200.0])
        let series = SCIRenderableSeriesBase()
        series.dataSeries = data
        surface.renderableSeries.add(series)
        #expect(xAxis.visibleRange == SCIDoubleRange(min: 0, max: 10))
        #expect(yAxis.visibleRange == SCIDoubleRange(min: 90, max: 210))
        data.append(x: 20.0, y: 500.0)
        // `.once`: later data does not move the range.
        #expect(xAxis.visibleRange == SCIDoubleRange(min: 0, max: 10))
        surface.zoomExtents()
        #expect(xAxis.visibleRange == SCIDoubleRange(min: 0, max: 20))
        #expect(yAxis.visibleRange == SCIDoubleRange(min: 60, max: 540))
    }

    @Test func alwaysAutoRangeFollowsAppends() {
        let surface = SCIChartSurface(frame: Fixture.frame)
        let xAxis = SCINumericAxis()
        xAxis.autoRange = .always
        surface.xAxes.add(xAxis)
        surface.yAxes.add(SCINumericAxis())
        let data = SCIXyDataSeries()
        data.append(x: [0.0, 10.0], y: [1.0, 2.0])
        let series = SCIRenderableSeriesBase()
        series.dataSeries = data
        surface.renderableSeries.add(series)
        #expect(xAxis.visibleRange.max == 10)
        data.append(x: 30.0, y: 3.0)
        #expect(xAxis.visibleRange.max == 30)
    }

    @Test func yAutoRangeUsesOnlyTheVisibleX() {
        let surface = SCIChartSurface(frame: Fixture.frame)
        let xAxis = SCINumericAxis()
        xAxis.visibleRange = SCIDoubleRange(min: 0, max: 4)
        let yAxis = SCINumericAxis()
        yAxis.autoRange = .always
        surface.xAxes.add(xAxis)
        surface.yAxes.add(yAxis)
        let data = SCIXyDataSeries()
        data.append(x: [0.0, 2.0, 4.0, 6.0], y: [1.0, 3.0, 2.0, 1000.0])
        let series = SCIRenderableSeriesBase()
        series.dataSeries = data
        surface.renderableSeries.add(series)
        #expect(yAxis.visibleRange == SCIDoubleRange(min: 1, max: 3))
    }

    @Test func allEqualValuesGiveANonZeroRange() {
        let surface = SCIChartSurface(frame: Fixture.frame)
        surface.xAxes.add(SCINumericAxis())
        surface.yAxes.add(SCINumericAxis())
        let data = SCIXyDataSeries()
        data.append(x: [5.0, 5.0, 5.0], y: [7.0, 7.0, 7.0])
        let series = SCIRenderableSeriesBase()
        series.dataSeries = data
        surface.renderableSeries.add(series)
        #expect(surface.xAxes[0].visibleRange.diff > 0)
        #expect(surface.yAxes[0].visibleRange.contains(7))
        #expect(surface.renderDisplayList().isFinite)
    }

    @Test func batchUpdateNotifiesOnce() {
        let surface = Fixture.numericSurface()
        let notifications = Counter()
        surface.onInvalidate = { notifications.increment() }
        surface.batchUpdate {
            surface.xAxes[0].visibleRange = SCIDoubleRange(min: 0, max: 5)
            surface.yAxes[0].axisTitle = "Price"
            surface.theme = .light
            surface.chartTitle = "Title"
        }
        #expect(notifications.value == 1)
        surface.chartTitle = "Other"
        #expect(notifications.value == 2)
    }

    @Test func layoutRunsOnceForManyChanges() {
        let surface = Fixture.numericSurface()
        _ = surface.seriesAreaFrame
        let generation = surface.chartGeneration
        for index in 0..<10 {
            surface.xAxes[0].visibleRange = SCIDoubleRange(min: 0, max: Double(10 + index))
        }
        #expect(surface.needsLayout)
        _ = surface.seriesAreaFrame
        #expect(!surface.needsLayout)
        #expect(surface.chartGeneration > generation)
    }

    @Test func chartLayerIsReusedWhenOnlyTheOverlayChanges() {
        let surface = Fixture.numericSurface()
        let first = surface.renderFrame()
        surface.invalidateOverlay()
        let second = surface.renderFrame()
        #expect(first.chartGeneration == second.chartGeneration)
        surface.yAxes[0].axisTitle = "Changed"
        #expect(surface.renderFrame().chartGeneration != first.chartGeneration)
    }
}

@Suite struct AxisTitleFitTests {
    static func titles(_ surface: SCIChartSurface) -> [SCITextRun] {
        surface.renderFrame().chartLayer.textRuns.filter { $0.text == "Volume" }
    }

    @Test func aTitleLongerThanItsAxisIsDroppedRatherThanCut() throws {
        // A pane so short that "Volume", turned along the axis, would run off both ends.
        let short = Fixture.numericSurface(frame: CGRect(x: 0, y: 0, width: 600, height: 36))
        short.yAxes[0].axisTitle = "Volume"
        #expect(Self.titles(short).isEmpty)
        // With room, it is drawn whole, within its axis' band.
        let tall = Fixture.numericSurface(frame: CGRect(x: 0, y: 0, width: 600, height: 200))
        tall.yAxes[0].axisTitle = "Volume"
        let title = try #require(Self.titles(tall).first)
        let band = try #require(tall.layout.placement(for: tall.yAxes[0])?.band)
        #expect(title.bounds.minY >= band.minY - 0.5 && title.bounds.maxY <= band.maxY + 0.5)
        // A horizontal axis' title too.
        let narrow = Fixture.numericSurface(frame: CGRect(x: 0, y: 0, width: 70, height: 300))
        narrow.xAxes[0].axisTitle = "Volume"
        #expect(Self.titles(narrow).isEmpty)
    }
}

@Suite struct CollectionTests {
    @Test func addInsertRemoveAndNotify() {
        let collection = SCIObservableCollection<SCINumericAxis>()
        var changes: [(Int, Int)] = []
        let token = collection.addObserver { changes.append(($0.added.count, $0.removed.count)) }
        let a = SCINumericAxis()
        let b = SCINumericAxis()
        let c = SCINumericAxis()
        collection.add(items: a, b)
        collection.insert(c, at: -5)
        #expect(collection.toArray.map { $0 === c } == [true, false, false])
        collection.add(a)  // already present: nothing
        #expect(collection.count == 3)
        #expect(collection.remove(b))
        #expect(!collection.remove(b))
        #expect(collection.remove(at: 7) == nil)
        #expect(collection.item(at: 9) == nil)
        #expect(collection.index(of: a) == 1)
        collection.removeObserver(token)
        collection.clear()
        #expect(collection.isEmpty)
        #expect(changes.count == 3)
    }

    @Test func axisMovesBetweenSurfacesAndSides() {
        let first = SCIChartSurface(frame: Fixture.frame)
        let second = SCIChartSurface(frame: Fixture.frame)
        let axis = SCINumericAxis()
        first.xAxes.add(axis)
        second.yAxes.add(axis)
        #expect(first.xAxes.isEmpty)
        #expect(!axis.isXAxis)
        second.xAxes.add(axis)
        #expect(second.yAxes.isEmpty && second.xAxes.count == 1)
        #expect(axis.isXAxis)
    }

    @Test func modifiersAttachAndDetach() {
        let surface = SCIChartSurface()
        let modifier = RecordingModifier("m")
        surface.chartModifiers.add(modifier)
        #expect(modifier.parentSurface === surface)
        surface.chartModifiers.remove(modifier)
        #expect(modifier.parentSurface == nil)
        #expect(modifier.log == ["attached", "detached"])
    }

    @Test func axisLookupById() {
        let surface = Fixture.numericSurface()
        let second = SCINumericAxis()
        second.axisId = "Secondary"
        surface.yAxes.add(second)
        #expect(surface.yAxes.getAxisById("Secondary") === second)
        #expect(surface.yAxis(withId: "Secondary") === second)
        #expect(surface.yAxis(withId: "Nothing") == nil)
        #expect(surface.yAxis(withId: SCIAxisBase.defaultAxisId) === surface.yAxes[0])
    }
}
