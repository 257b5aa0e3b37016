import Foundation
import Testing

@testable import SciChart

/// A date axis names the year (and, on intraday ticks, the day) once in view: at the first
/// tick that starts one, else at the left edge.
@Suite("Date labels name the year and day once")
struct DateLabelNamingTests {
    private let utc = TimeZone(identifier: "UTC")!

    private func labels(_ from: String, _ to: String, maxTicks: Int) throws -> [String] {
        let parse = { (text: String) throws -> Double in
            try #require(ISO8601DateFormatter().date(from: text)).timeIntervalSince1970
        }
        let range = SCIDoubleRange(min: try parse(from), max: try parse(to))
        return DateTicks.ticks(range: range, maxTicks: maxTicks, timeZone: utc).labels
    }

    @Test("months within one year: the first names the year")
    func monthsNameTheYearAtTheLeftEdge() throws {
        let labels = try labels("2011-05-20T00:00:00Z", "2011-10-10T00:00:00Z", maxTicks: 8)
        #expect(labels.first == "Jun 2011", "\(labels)")
        #expect(labels.dropFirst().allSatisfy { !$0.contains("2011") }, "\(labels)")
    }

    @Test("months across a new year: the year's own tick names it, nothing else does")
    func aYearTickNamesItAlone() throws {
        let labels = try labels("2011-09-20T00:00:00Z", "2012-04-10T00:00:00Z", maxTicks: 10)
        #expect(labels.contains("2012"), "\(labels)")
        #expect(labels.filter { $0.contains("201") } == ["2012"], "\(labels)")
    }

    @Test("days within a month: the first names the year")
    func daysNameTheYear() throws {
        let labels = try labels("2019-11-04T00:00:00Z", "2019-11-20T00:00:00Z", maxTicks: 8)
        #expect(labels.first?.hasSuffix(" 2019") == true, "\(labels)")
        #expect(labels.filter { $0.contains("2019") }.count == 1, "\(labels)")
    }

    @Test("hours within a day: the left edge names the day and the year")
    func hoursNameTheDayAtTheLeftEdge() throws {
        let labels = try labels("2019-11-06T09:10:00Z", "2019-11-06T15:50:00Z", maxTicks: 8)
        #expect(labels.first?.hasPrefix("Nov 6 2019 ") == true, "\(labels)")
        #expect(labels.dropFirst().allSatisfy { !$0.contains("Nov") }, "\(labels)")
    }

    @Test("hours across days: the first day's tick names the year, the other days alone")
    func theFirstDayTickNamesTheYear() throws {
        let labels = try labels("2019-11-06T12:00:00Z", "2019-11-08T12:00:00Z", maxTicks: 10)
        let days = labels.filter { $0.hasPrefix("Nov") }
        #expect(days.first == "Nov 7 2019", "\(labels)")
        #expect(days.dropFirst().allSatisfy { !$0.contains("2019") }, "\(labels)")
        #expect(labels.first?.contains("Nov") == false, "\(labels)")
    }
}
