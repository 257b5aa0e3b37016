import Foundation

/// An axis that places bars by index and labels them by date: no gaps for nights,
/// weekends or holidays.
///
/// Values on this axis are bar indices (0 is the first bar of the first series on the
/// axis). Annotations and tools still store dates, which map to fractional indices.
public final class SCICategoryDateAxis: SCIAxisBase {
    /// The time zone of ticks and labels (default UTC).
    public var timeZone = TimeZone(secondsFromGMT: 0)! { didSet { invalidate() } }

    public override var isCategoryAxis: Bool { true }

    override func ticks(range: SCIDoubleRange, maxTicks: Int, context: AxisContext) -> AxisTicks {
        guard let bars = context.categoryBars, bars.count > 0 else {
            return super.ticks(range: range, maxTicks: maxTicks, context: context)
        }
        return bars.withDates { dates, _ in
            CategoryDateTicks.ticks(range: range, maxTicks: maxTicks, dates: dates, timeZone: timeZone)
        } ?? super.ticks(range: range, maxTicks: maxTicks, context: context)
    }

    override func formatValue(_ value: Double, context: AxisContext) -> String {
        if let labelFormatter { return labelFormatter(value) }
        return DateTicks.fullText(value, timeZone: timeZone)
    }
}

/// Ticks at the first bar of each calendar period among the visible bars.
enum CategoryDateTicks {
    /// Above this many visible bars, boundary counts are estimated from the time span.
    static let exactCountLimit = 200_000

    static func ticks(
        range: SCIDoubleRange, maxTicks: Int, dates: UnsafeBufferPointer<Double>, timeZone: TimeZone
    ) -> AxisTicks? {
        let first = max(Int.clamping(range.min.rounded(.up), to: 0...dates.count), 0)
        let last = min(Int.clamping(range.max.rounded(.down), to: -1...(dates.count - 1)), dates.count - 1)
        guard first <= last else { return AxisTicks() }
        let span = dates[last] - dates[first]
        guard span.isFinite, span > 0 else { return nil }
        let shift = DateTicks.offset(dates[first], timeZone)
        let budget = max(maxTicks, 1)
        for unit in DateTickUnit.all {
            let estimate = span / unit.approximateSeconds
            if estimate <= Double(budget) || last - first <= exactCountLimit {
                let indices = boundaryIndices(
                    unit, first: first, last: last, dates: dates, shift: shift, limit: budget)
                guard let indices else { continue }
                if indices.isEmpty && estimate > 1 { continue }
                return makeTicks(indices, unit: unit, dates: dates, shift: shift)
            }
        }
        return nil
    }

    /// Indices of bars that start a new `unit` period, or `nil` when there are more than
    /// `limit`.
    static func boundaryIndices(
        _ unit: DateTickUnit, first: Int, last: Int, dates: UnsafeBufferPointer<Double>, shift: Double,
        limit: Int
    ) -> [Int]? {
        var indices: [Int] = []
        var previousPeriod: Double? = first > 0 ? unit.floor(dates[first - 1] + shift) : nil
        for index in first...last {
            guard let period = unit.floor(dates[index] + shift) else { continue }
            if let previous = previousPeriod, period != previous {
                indices.append(index)
                if indices.count > limit { return nil }
            } else if previousPeriod == nil, dates[index] + shift == period {
                indices.append(index)
            }
            previousPeriod = period
        }
        return indices
    }

    private static func makeTicks(
        _ indices: [Int], unit: DateTickUnit, dates: UnsafeBufferPointer<Double>, shift: Double
    )
        -> AxisTicks
    {
        var ticks = AxisTicks()
        for index in indices {
            ticks.major.append(Double(index))
            let local = dates[index] + shift
            // Name the largest period the bar starts, relative to the bar before it.
            let crossed: DateTickUnit.Component
            if index > 0, let now = CivilCalendar.fields(local),
                let before = CivilCalendar.fields(dates[index - 1] + shift)
            {
                crossed =
                    now.year != before.year
                    ? .year
                    : now.month != before.month
                        ? .month
                        : (now.day != before.day) ? .day : unit.component
            } else {
                crossed = unit.component
            }
            ticks.labels.append(label(local, unit: unit, crossed: crossed))
        }
        return ticks
    }

    /// The label of a bar: the unit's own label, or the period it starts when that is larger.
    static func label(_ local: Double, unit: DateTickUnit, crossed: DateTickUnit.Component) -> String {
        guard let fields = CivilCalendar.fields(local) else { return "" }
        let month = CivilCalendar.monthNames[fields.month - 1]
        if crossed == .year && unit.component < .year { return String(fields.year) }
        if crossed >= .day && unit.component < .day { return "\(month) \(fields.day)" }
        if crossed >= .month && unit.component < .month {
            return unit.component == .day || unit.component == .week
                ? "\(month) \(fields.day)" : month
        }
        switch unit.component {
        case .year: return String(fields.year)
        case .month: return month
        case .week, .day: return "\(month) \(fields.day)"
        case .hour, .minute:
            return CivilCalendar.twoDigits(fields.hour) + ":" + CivilCalendar.twoDigits(fields.minute)
        case .second:
            return CivilCalendar.twoDigits(fields.hour) + ":" + CivilCalendar.twoDigits(fields.minute) + ":"
                + CivilCalendar.twoDigits(fields.second)
        }
    }
}
