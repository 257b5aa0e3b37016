import Foundation

/// An axis of dates: values are seconds since 1970, ticks fall on calendar boundaries
/// (minutes, hours, days, months, years) and labels name them, in UTC unless
/// ``timeZone`` says otherwise.
public class SCIDateAxis: SCIAxisBase, ISCIDateAxis {
    /// The time zone of ticks and labels (default UTC).
    public var timeZone = TimeZone(secondsFromGMT: 0)! { didSet { invalidate() } }

    override var labelTimeZone: TimeZone? { timeZone }

    override func makeLabelProvider() -> ISCILabelProvider { SCIDateLabelProvider() }
    override func makeTickProvider() -> ISCITickProvider { SCIDateTickProvider() }

    /// The date, with the time when ticks are less than a day apart.
    override func manualTickLabel(_ value: Double, step: Double, context: AxisContext) -> String {
        CursorText.date(value, resolution: step, timeZone: timeZone)
    }

    override var defaultRange: SCIDoubleRange { SCIDoubleRange(min: 0, max: 864_000) }

    override var rangeKind: String { "date" }

    override func ticks(range: SCIDoubleRange, maxTicks: Int, context: AxisContext) -> AxisTicks {
        DateTicks.ticks(range: range, maxTicks: maxTicks, timeZone: timeZone)
    }
}

/// Ticks on calendar boundaries.
enum DateTicks {
    static func offset(_ seconds: Double, _ timeZone: TimeZone) -> Double {
        guard seconds.isFinite, abs(seconds) < 1e13 else { return 0 }
        return Double(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: seconds)))
    }

    /// The finest unit that puts at most `maxTicks` ticks across `span` seconds.
    static func unit(span: Double, maxTicks: Int) -> DateTickUnit {
        DateTickUnit.all.first { span / $0.approximateSeconds <= Double(max(maxTicks, 1)) }
            ?? DateTickUnit.all[DateTickUnit.all.count - 1]
    }

    static func ticks(range: SCIDoubleRange, maxTicks: Int, timeZone: TimeZone) -> AxisTicks {
        let unit = unit(span: range.diff, maxTicks: maxTicks)
        var ticks = AxisTicks()
        ticks.major = boundaries(of: unit, in: range, timeZone: timeZone, limit: maxTicks * 2 + 4)
        ticks.labels = unit.labels(for: ticks.major.map { $0 + offset($0, timeZone) })
        // Minor ticks: the finest unit that fits five times as many.
        let minorUnit = self.unit(span: range.diff, maxTicks: maxTicks * 5)
        if minorUnit.approximateSeconds < unit.approximateSeconds {
            let majors = Set(ticks.major)
            ticks.minor = boundaries(of: minorUnit, in: range, timeZone: timeZone, limit: maxTicks * 12)
                .filter { !majors.contains($0) }
        }
        return ticks
    }

    /// The starts of `unit` periods inside `range` (UTC seconds), at most `limit`.
    static func boundaries(of unit: DateTickUnit, in range: SCIDoubleRange, timeZone: TimeZone, limit: Int)
        -> [Double]
    {
        let shift = offset(range.min, timeZone)
        guard var local = unit.floor(range.min + shift) else { return [] }
        var values: [Double] = []
        var steps = 0
        while steps < limit * 4 + 8 {
            steps += 1
            let utc = local - offset(local - shift, timeZone)
            if utc > range.max { break }
            if utc >= range.min {
                values.append(utc)
                if values.count >= limit { break }
            }
            guard let next = unit.next(after: local), next > local else { break }
            local = next
        }
        return values
    }

}
