import Foundation
import SciChart
import Testing

/// ``SCIIndexDateAxis``: bars evenly spaced with no weekend gaps, values that stay dates.
@Suite struct IndexDateAxisTests {
    static let day = 86_400.0

    /// Weekdays from Monday 2 January 2017 (`count` of them, weekends skipped).
    static func weekdays(_ count: Int) -> [Double] {
        var dates: [Double] = []
        var date = 1_483_315_200.0
        while dates.count < count {
            let weekday = Int((date / day).rounded(.down) + 4) % 7  // 0 is Sunday
            if weekday != 0 && weekday != 6 { dates.append(date) }
            date += day
        }
        return dates
    }

    static func chart(_ xAxis: SCIIndexDateAxis, dates: [Double]) -> (SCIChartSurface, SCIXyDataSeries) {
        let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 800, height: 400))
        surface.xAxes.add(xAxis)
        surface.yAxes.add(SCINumericAxis())
        let data = SCIXyDataSeries(xType: .date, yType: .double)
        data.append(x: dates, y: dates.indices.map { 100 + Double($0) })
        let line = SCIFastLineRenderableSeries()
        line.dataSeries = data
        surface.renderableSeries.add(line)
        return (surface, data)
    }

    @Test func barsAreEvenlySpacedAcrossAWeekendAndTheRangeIsInDates() {
        let xAxis = SCIIndexDateAxis()
        let dates = Self.weekdays(20)
        let (surface, _) = Self.chart(xAxis, dates: dates)
        xAxis.visibleRange = SCIDoubleRange(min: dates[0], max: dates[19])
        _ = surface.renderFrame()
        // Thursday, Friday, Monday: one bar apart each, though Friday to Monday is three days.
        let thursday = xAxis.getCoordinate(dates[3])
        let friday = xAxis.getCoordinate(dates[4])
        let monday = xAxis.getCoordinate(dates[5])
        #expect(abs((friday - thursday) - (monday - friday)) < 1e-9 && friday > thursday)
        #expect(
            abs((monday - friday) * 19 - (xAxis.getCoordinate(dates[19]) - xAxis.getCoordinate(dates[0])))
                < 1e-6)
        // A date between bars sits between them in proportion, and converts back.
        let saturdayNoon = dates[4] + 1.5 * Self.day
        let between = xAxis.getCoordinate(saturdayNoon)
        #expect(between > friday && between < monday)
        #expect(abs(xAxis.getDataValue(between) - saturdayNoon) < 1e-3)
        #expect(xAxis.visibleRange.min == dates[0], "the range stays in dates")
    }

    @Test func aSeriesWithFewerPointsSitsAtItsDates() throws {
        let xAxis = SCIIndexDateAxis()
        let dates = Self.weekdays(30)
        let (surface, _) = Self.chart(xAxis, dates: dates)
        let sparse = SCIXyDataSeries(xType: .date, yType: .double)
        let every5th = stride(from: 0, to: 30, by: 5).map { dates[$0] }
        sparse.append(x: every5th, y: every5th.map { _ in 110 })
        let marks = SCIXyScatterRenderableSeries()
        marks.dataSeries = sparse
        surface.renderableSeries.add(marks)
        xAxis.visibleRange = SCIDoubleRange(min: dates[0], max: dates[29])
        _ = surface.renderFrame()
        let area = surface.currentLayout.seriesArea
        // Hit-testing the sparse series at the pixel of bar 10 finds its point there.
        let info = marks.hitTest(
            at: CGPoint(
                x: Double(area.minX) + xAxis.getCoordinate(dates[10]),
                y: Double(area.minY) + surface.yAxes[0].getCoordinate(110)))
        #expect(info.isHit && info.xValue == dates[10], "\(info.xValue) \(dates[10])")
    }

    @Test func ticksSitOnBarsAndLabelsAreDates() {
        final class Reader: SCIDefaultTickCoordinatesProvider {
            var majors: [Double] = []
            override func update() {
                super.update()
                majors = Array(tickCoordinates.majorTicks)
            }
        }
        let xAxis = SCIIndexDateAxis()
        let reader = Reader()
        xAxis.tickCoordinatesProvider = reader
        let dates = Self.weekdays(120)
        let (surface, _) = Self.chart(xAxis, dates: dates)
        let labels =
            surface.renderFrame().chartLayer.group(named: "axis:x:DefaultAxisId")?.textRuns.map(\.text) ?? []
        #expect(reader.majors.count >= 3 && reader.majors.allSatisfy(Set(dates).contains), "\(reader.majors)")
        #expect(labels.contains { $0.contains("Feb") || $0.contains("Mar") }, "\(labels)")
    }

    @Test func aPanMovesByBars() {
        let xAxis = SCIIndexDateAxis()
        let dates = Self.weekdays(60)
        let (surface, _) = Self.chart(xAxis, dates: dates)
        xAxis.visibleRange = SCIDoubleRange(min: dates[10], max: dates[30])
        surface.chartModifiers.add(SCIZoomPanModifier())
        _ = surface.renderFrame()
        let area = surface.currentLayout.seriesArea
        let barWidth = xAxis.getCoordinate(dates[11]) - xAxis.getCoordinate(dates[10])
        let start = CGPoint(x: area.midX, y: area.midY)
        let end = CGPoint(x: Double(start.x) - 5 * barWidth, y: start.y)
        surface.handlePointer(SCIPointerEvent(phase: .began, location: start, timestamp: 10))
        surface.handlePointer(SCIPointerEvent(phase: .moved, location: end, timestamp: 10))
        surface.handlePointer(SCIPointerEvent(phase: .ended, location: end, timestamp: 10))
        #expect(abs(xAxis.visibleRange.min - dates[15]) < 1, "five bars on: \(xAxis.visibleRange)")
        #expect(abs(xAxis.visibleRange.max - dates[35]) < 1)
    }

    @Test func theKeyboardPansByBarsAndGoesToTheLastBar() {
        let xAxis = SCIIndexDateAxis()
        let dates = Self.weekdays(60)
        let (surface, _) = Self.chart(xAxis, dates: dates)
        xAxis.visibleRange = SCIDoubleRange(min: dates[10], max: dates[14])  // Friday to Thursday
        surface.chartModifiers.add(SCIKeyboardNavigationModifier())
        _ = surface.renderFrame()
        surface.handleKey(.right)
        #expect(abs(xAxis.visibleRange.min - dates[11]) < 1 && abs(xAxis.visibleRange.max - dates[15]) < 1)
        surface.handleKey(.end)
        _ = surface.renderFrame()
        let bar = xAxis.getCoordinate(dates[59]) - xAxis.getCoordinate(dates[58])
        let barsShown =
            (xAxis.getCoordinate(xAxis.visibleRange.max) - xAxis.getCoordinate(xAxis.visibleRange.min)) / bar
        let pastLast = (xAxis.getCoordinate(xAxis.visibleRange.max) - xAxis.getCoordinate(dates[59])) / bar
        #expect(abs(pastLast - 0.5) < 1e-6, "half a bar after the last")
        #expect(abs(barsShown - 4) < 1e-6, "the span in bars is kept")
    }

    @Test func anIndexDataProviderChoosesTheBars() {
        let xAxis = SCIIndexDateAxis()
        let dates = Self.weekdays(10)
        // The first series has only two points, months apart; the bars come from another.
        let (surface, first) = Self.chart(xAxis, dates: [dates[0], dates[9]])
        let bars = SCIXyDataSeries(xType: .date, yType: .double)
        bars.append(x: dates, y: dates.map { _ in 1 })
        let line = SCIFastLineRenderableSeries()
        line.dataSeries = bars
        surface.renderableSeries.add(line)
        xAxis.setIndexDataProvider(SCIDataSeriesIndexDataProvider(bars))
        xAxis.visibleRange = SCIDoubleRange(min: dates[0], max: dates[9])
        _ = surface.renderFrame()
        let friday = xAxis.getCoordinate(dates[4])
        #expect(
            abs((friday - xAxis.getCoordinate(dates[3])) - (xAxis.getCoordinate(dates[5]) - friday)) < 1e-9)
        #expect(first.count == 2)
    }

    @Test func withoutBarsInOrderItIsAPlainDateAxis() {
        let xAxis = SCIIndexDateAxis()
        let (surface, data) = Self.chart(xAxis, dates: [])
        xAxis.visibleRange = SCIDoubleRange(min: 0, max: 10 * Self.day)
        _ = surface.renderFrame()
        #expect(abs(xAxis.getCoordinate(5 * Self.day) * 2 - xAxis.getCoordinate(10 * Self.day)) < 1e-9)
        data.acceptsUnsortedData = true
        data.append(x: [3 * Self.day, Self.day, .nan, 2 * Self.day], y: [1, 2, 3, 4])
        _ = surface.renderFrame()
        #expect(abs(xAxis.getCoordinate(5 * Self.day) * 2 - xAxis.getCoordinate(10 * Self.day)) < 1e-9)
    }
}
