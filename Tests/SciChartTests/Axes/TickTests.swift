import Foundation
import MarketData
import Testing

@testable import SciChart

@Suite struct NumericTickTests {
    @Test(
        arguments: [
            (100.0, 10, 10.0), (220.0, 10, 25.0), (1.0, 5, 0.2), (0.07, 7, 0.01), (7.0, 10, 1.0),
            (1e6, 4, 250_000.0), (Double.greatestFiniteMagnitude, 10, 2e307),
        ] as [(Double, Int, Double)])
    func niceSteps(span: Double, maxTicks: Int, expected: Double) {
        let range = SCIDoubleRange(min: 0, max: span)
        #expect(abs(NumericTicks.step(range: range, maxTicks: maxTicks) - expected) < expected * 1e-12)
    }

    @Test func multiplesSnapZeroAndStayInRange() {
        let values = NumericTicks.multiples(of: 0.1, in: SCIDoubleRange(min: -0.3, max: 0.3))
        #expect(values.count == 7)
        #expect(values.contains(0))
        #expect(values.allSatisfy { $0 >= -0.3 - 1e-12 && $0 <= 0.3 + 1e-12 })
    }

    @Test func labelsMatchStepPrecision() {
        let surface = Fixture.numericSurface(y: SCIDoubleRange(min: 0.5, max: 1.5))
        let labels = surface.layout.placement(for: surface.yAxes[0])!.ticks.labels
        #expect(labels.contains("1.0") || labels.contains("1.00"))
        #expect(!labels.contains { $0.contains("e") })
    }

    @Test func hugeAndTinyMagnitudesUseScientificNotation() {
        #expect(NumericTicks.label(2e15, step: 1e14, magnitude: 3e15).contains("e+15"))
        #expect(NumericTicks.label(3e-9, step: 1e-9, magnitude: 5e-9).contains("e-9"))
        #expect(NumericTicks.label(42, step: 1, magnitude: 100) == "42")
    }

    @Test func labelsDoNotOverlapOnANarrowAxis() {
        let surface = Fixture.numericSurface(
            x: SCIDoubleRange(min: 1_000_000, max: 9_000_000),
            frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let placement = surface.layout.placement(for: surface.xAxes[0])!
        let runs = surface.renderDisplayList().group(named: "axis:x:\(SCIAxisBase.defaultAxisId)")!.textRuns
            .filter { abs(Double($0.origin.y) - Double(placement.band.minY)) < 30 }
            .sorted { $0.origin.x < $1.origin.x }
        #expect(runs.count >= 2)
        for (left, right) in zip(runs, runs.dropFirst()) {
            #expect(Double(left.origin.x) + left.width <= Double(right.origin.x))
        }
    }

    @Test func minorTicksFallBetweenMajors() {
        let (ticks, step) = NumericTicks.ticks(
            range: SCIDoubleRange(min: 0, max: 10), maxTicks: 5, minorsPerMajor: 5)
        #expect(step == 2)
        #expect(ticks.major == [0, 2, 4, 6, 8, 10])
        #expect(ticks.minor.count == 20)
        #expect(!ticks.minor.contains { abs($0 - 2) < 1e-9 })
        #expect(ticks.minor.contains { abs($0 - 0.4) < 1e-9 })
    }
}

@Suite struct DateTickTests {
    private func ticks(_ from: String, _ to: String, maxTicks: Int = 8) -> AxisTicks {
        DateTicks.ticks(
            range: SCIDoubleRange(min: Fixture.seconds(from), max: Fixture.seconds(to)), maxTicks: maxTicks,
            timeZone: TimeZone(secondsFromGMT: 0)!)
    }

    @Test func decadeGetsYearTicks() {
        let result = ticks("2008-01-01", "2017-12-29", maxTicks: 10)
        #expect(result.labels.first == "2008")
        #expect(result.labels.contains("2017"))
        #expect(result.major.first == Fixture.seconds("2008-01-01"))
    }

    @Test func yearGetsMonthTicksWithYearAtJanuary() {
        let result = ticks("2016-11-15", "2017-10-01", maxTicks: 12)
        #expect(result.labels.contains("Dec"))
        #expect(result.labels.contains("2017"))
        let january = result.major[result.labels.firstIndex(of: "2017")!]
        #expect(january == Fixture.seconds("2017-01-01"))
    }

    @Test func daysGetMonthDayLabels() {
        let result = ticks("2019-11-05", "2019-11-12", maxTicks: 8)
        #expect(result.labels.contains("Nov 6"))
        #expect(result.major.contains(Fixture.seconds("2019-11-06")))
    }

    @Test func hoursGetClockLabelsAndDayAtMidnight() {
        let result = ticks("2019-11-05T18:00:00Z", "2019-11-06T06:00:00Z", maxTicks: 8)
        #expect(result.labels.contains("20:00"))
        // The day's tick names it, with the year no other tick in view names.
        #expect(result.labels.contains("Nov 6 2019"))
    }

    @Test func minutesAndSeconds() {
        let minutes = ticks("2019-11-05T09:30:00Z", "2019-11-05T10:00:00Z", maxTicks: 7)
        #expect(minutes.labels.contains("09:40"))
        let seconds = ticks("2019-11-05T09:30:00Z", "2019-11-05T09:30:30Z", maxTicks: 7)
        #expect(seconds.labels.contains("09:30:10"))
    }

    @Test func timeZoneShiftsTicks() {
        let newYork = TimeZone(identifier: "America/New_York")!
        let result = DateTicks.ticks(
            range: SCIDoubleRange(
                min: Fixture.seconds("2019-11-05T12:00:00Z"), max: Fixture.seconds("2019-11-08T12:00:00Z")),
            maxTicks: 4, timeZone: newYork)
        // Local midnight is 05:00 UTC in November.
        #expect(result.major.contains(Fixture.seconds("2019-11-06T05:00:00Z")))
        #expect(result.labels.contains("Nov 6 2019") && result.labels.contains("Nov 7"))
    }

}

@Suite struct CategoryDateTickTests {
    /// One week of minute bars with overnight gaps, from the repository's data.
    static let minuteDates: [Double] = MarketData.sp500Minutes.map(\.x)

    @Test func minuteBarsGetDayTicksAtTheFirstBarOfEachDay() {
        let dates = Self.minuteDates
        let ticks = dates.withUnsafeBufferPointer { buffer in
            CategoryDateTicks.ticks(
                range: SCIDoubleRange(min: 0, max: Double(dates.count - 1)), maxTicks: 8, dates: buffer,
                timeZone: TimeZone(secondsFromGMT: 0)!)
        }!
        // The first date in view carries the year: none starts in view.
        #expect(ticks.labels.contains("Nov 6 2019"))
        #expect(ticks.labels.contains("Nov 7"))
        let index = Int(ticks.major[ticks.labels.firstIndex(of: "Nov 6 2019")!])
        // The first bar of the day follows the last bar of the previous day.
        #expect(
            ISODate.format(dates[index]) == "2019-11-06T09:30:00Z")
        #expect(ticks.major.count <= 8)
    }

    @Test func zoomedInGetsClockTicks() {
        let dates = Self.minuteDates
        let ticks = dates.withUnsafeBufferPointer { buffer in
            CategoryDateTicks.ticks(
                range: SCIDoubleRange(min: 0, max: 120), maxTicks: 8, dates: buffer,
                timeZone: TimeZone(secondsFromGMT: 0)!)
        }!
        #expect(ticks.labels.contains("10:00"))
        #expect(ticks.major.allSatisfy { $0 >= 0 && $0 <= 120 })
    }

    @Test("the search over sorted dates finds the boundaries the scan finds, for every unit")
    func sortedSearchAgreesWithTheScan() {
        let daily = MarketData.spyDaily.map(\.x)
        var withGaps = Self.minuteDates
        withGaps.insert(contentsOf: [Double](repeating: withGaps[100], count: 50), at: 100)
        for dates in [Self.minuteDates, daily, withGaps] {
            dates.withUnsafeBufferPointer { buffer in
                for unit in DateTickUnit.all {
                    for (first, last) in [(0, dates.count - 1), (1, dates.count / 2), (37, 41), (5, 5)] {
                        let scan = CategoryDateTicks.boundaryIndices(
                            unit, first: first, last: last, dates: buffer, shift: 0, limit: 100_000)
                        let search = CategoryDateTicks.sortedBoundaryIndices(
                            unit, first: first, last: last, dates: buffer, shift: 0, limit: 100_000)
                        #expect(scan == search, "\(unit) \(first)...\(last)")
                    }
                }
            }
        }
    }

    /// Daily bars from Thursday 2016-02-04 to Tuesday 2016-02-16: two weekends and a
    /// holiday (Monday the 15th) with no bar.
    static let tradingDays: [Double] = [
        "2016-02-04", "2016-02-05", "2016-02-08", "2016-02-09", "2016-02-10", "2016-02-11", "2016-02-12",
        "2016-02-16",
    ].map { Fixture.seconds("\($0)T00:00:00Z") }

    @Test func aFewDailyBarsAreLabelledByDateWithTheYearOnce() throws {
        let dates = Self.tradingDays
        let ticks = try #require(
            dates.withUnsafeBufferPointer { buffer in
                CategoryDateTicks.ticks(
                    range: SCIDoubleRange(min: -0.5, max: 7.5), maxTicks: 8, dates: buffer,
                    timeZone: TimeZone(secondsFromGMT: 0)!)
            })
        // The first bar was labelled "00:00:00": a clock time of midnight, and no year anywhere.
        #expect(ticks.labels.first == "Feb 4 2016")
        #expect(ticks.labels.filter { $0.contains("2016") }.count == 1)
        #expect(!ticks.labels.contains { $0.contains(":") })
        // One tick a bar: the weekend and the holiday take no room.
        #expect(ticks.major == [0, 1, 2, 3, 4, 5, 6, 7])
        #expect(
            Array(ticks.labels.dropFirst()) == [
                "Feb 5", "Feb 8", "Feb 9", "Feb 10", "Feb 11", "Feb 12", "Feb 16",
            ])
    }

    @Test func ticksEitherSideOfTheLabelWithTheYearGiveItRoom() throws {
        // One bar a second across midnight: clock ticks, then the first date label.
        let start = Fixture.seconds("2016-02-04T23:50:00Z")
        let dates = (0..<1200).map { start + Double($0) }
        let spacing = 30.0
        func ticks(room: Double) throws -> AxisTicks {
            try #require(
                dates.withUnsafeBufferPointer { buffer in
                    CategoryDateTicks.ticks(
                        range: SCIDoubleRange(min: 405, max: 1000), maxTicks: 40, minSpacing: spacing,
                        yearLabelRoom: room, dates: buffer, isSorted: true,
                        timeZone: TimeZone(secondsFromGMT: 0)!)
                })
        }
        let wide = try ticks(room: 1.5)
        let year = try #require(wide.labels.firstIndex(of: "Feb 5 2016"))
        let at = wide.major[year]
        #expect(wide.major.allSatisfy { $0 == at || abs($0 - at) >= 1.5 * spacing })
        // On a vertical axis the label is no taller: its neighbours stay.
        let tall = try ticks(room: 1)
        #expect(tall.major.count > wide.major.count)
    }

    @Test func aYearInViewIsNotRepeatedAndAViewWithinAYearNamesItOnce() throws {
        let daily = MarketData.spyDaily.map(\.x)
        func labels(_ first: String, _ last: String) throws -> [String] {
            let from = try #require(daily.firstIndex { $0 >= Fixture.seconds("\(first)T00:00:00Z") })
            let to = try #require(daily.lastIndex { $0 <= Fixture.seconds("\(last)T00:00:00Z") })
            return try #require(
                daily.withUnsafeBufferPointer { buffer in
                    CategoryDateTicks.ticks(
                        range: SCIDoubleRange(min: Double(from), max: Double(to)), maxTicks: 8,
                        minSpacing: Double(to - from) / 12, dates: buffer, isSorted: true,
                        timeZone: TimeZone(secondsFromGMT: 0)!)
                }
            ).labels
        }
        // June to October 2011: months, the first with its year.
        let summer = try labels("2011-06-01", "2011-10-31")
        #expect(summer.first == "Jun 2011")
        #expect(summer.filter { $0.contains("2011") }.count == 1)
        // Across New Year: the year boundary names the year; no label takes another.
        let winter = try labels("2011-11-01", "2012-03-31")
        #expect(winter.contains("2012"))
        #expect(!winter.contains { $0.contains(" 2011") || $0.contains(" 2012") })
    }

    @Test func identicalDatesFallBackToIndexTicks() {
        let dates = [Double](repeating: 1000, count: 50)
        let ticks = dates.withUnsafeBufferPointer { buffer in
            CategoryDateTicks.ticks(
                range: SCIDoubleRange(min: 0, max: 49), maxTicks: 5, dates: buffer,
                timeZone: TimeZone(secondsFromGMT: 0)!)
        }
        #expect(ticks == nil)
    }
}

@Suite struct CivilCalendarTests {
    @Test func roundTripsAcrossCenturies() {
        for days in stride(from: Int64(-800_000), through: 800_000, by: 997) {
            let (year, month, day) = CivilCalendar.date(days: days)
            #expect(CivilCalendar.days(year: year, month: month, day: day) == days)
        }
    }

    @Test func knownDates() {
        #expect(CivilCalendar.days(year: 1970, month: 1, day: 1) == 0)
        #expect(CivilCalendar.days(year: 2000, month: 3, day: 1) == 11_017)
        let fields = CivilCalendar.fields(Fixture.seconds("2019-11-08T15:59:00Z"))!
        #expect(
            fields.year == 2019 && fields.month == 11 && fields.day == 8 && fields.hour == 15
                && fields.minute == 59)
        #expect(fields.weekday == 4)  // Friday
        #expect(CivilCalendar.fields(Fixture.seconds("1969-12-31T23:59:59Z"))!.year == 1969)
        #expect(CivilCalendar.fields(.nan) == nil)
        #expect(CivilCalendar.fields(1e20) == nil)
    }
}
