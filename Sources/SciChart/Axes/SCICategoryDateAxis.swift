import Foundation

/// An axis that places bars by index and labels them by date: no gaps for nights,
/// weekends or holidays.
///
/// Values on this axis are bar indices (0 is the first bar of the first series on the
/// axis). Annotations and tools still store dates, which map to fractional indices.
public final class SCICategoryDateAxis: SCIAxisBase, ISCICategoryDateAxis {
    /// The time zone of ticks and labels (default UTC).
    public var timeZone = TimeZone(secondsFromGMT: 0)! { didSet { invalidate() } }

    override var labelTimeZone: TimeZone? { timeZone }

    override func makeLabelProvider() -> ISCILabelProvider { SCITradeChartAxisLabelProvider() }
    override func makeTickProvider() -> ISCITickProvider { SCICategoryTickProvider() }

    /// The date of the bar, with the time when the bars `step` apart are less than a day
    /// apart; the index where the axis has no bars.
    override func manualTickLabel(_ value: Double, step: Double, context: AxisContext) -> String {
        guard let bars = context.categoryBars, let date = bars.date(atIndex: value) else {
            return NumberText.fixed(value, decimals: 0)
        }
        let spacing = bars.withDates { dates, _ in CategoryBars.averageSpacing(dates) }
        return CursorText.date(date, resolution: spacing * step, timeZone: timeZone)
    }

    public override var isCategoryAxis: Bool { true }

    override var rangeKind: String { "category" }

    override func makeTicks(range: SCIDoubleRange, length: Double, context: AxisContext) -> AxisTicks {
        guard autoTicks, labelFormatter == nil, let bars = context.categoryBars, bars.count > 0, length > 0
        else {
            return super.makeTicks(range: range, length: length, context: context)
        }
        // Bars are unevenly spaced in time, so labels are thinned by pixel distance instead
        // of by choosing fewer ticks.
        let font = context.labelFont
        let extent =
            isHorizontalAxis
            ? SCITextMetrics.width(of: "00:00:00", fontSize: Double(font.fontSize), bold: font.isBold) + 12
            : SCITextMetrics.lineHeight(fontSize: Double(font.fontSize)) + 6
        let pixelsPerBar = length / max(range.halfDiff, .leastNonzeroMagnitude) * 0.5
        let spacing = extent / pixelsPerBar
        let maxTicks = max(min(maxAutoTicks, Int(length / (isHorizontalAxis ? 50 : 28))), 2)
        let automatic = bars.withDates { dates, isSorted in
            CategoryDateTicks.ticks(
                range: range, maxTicks: maxTicks, minSpacing: spacing,
                yearLabelRoom: isHorizontalAxis ? CategoryDateTicks.yearLabelRoom : 1, dates: dates,
                isSorted: isSorted, timeZone: timeZone)
        }
        guard var ticks = automatic else {
            return super.makeTicks(range: range, length: length, context: context)
        }
        // The first bars of periods keep their places under labels written otherwise.
        if let relabel = tickLabeler(bars: bars) { ticks.labels = ticks.major.map(relabel) }
        return ticks
    }
}

/// Ticks at the first bar of each calendar period among the visible bars.
enum CategoryDateTicks {
    /// Above this many visible bars, boundary counts are estimated from the time span.
    static let exactCountLimit = 200_000

    /// Ticks at period starts among the visible bars, at most `maxTicks` and no two closer
    /// than `minSpacing` bars (larger periods win); `nil` when the dates cannot give any.
    /// `yearLabelRoom`: how many spacings a label that carries the year needs from its
    /// neighbours (wider labels on a horizontal axis; 1 on a vertical one).
    static func ticks(
        range: SCIDoubleRange, maxTicks: Int, minSpacing: Double = 0, yearLabelRoom: Double = yearLabelRoom,
        dates: UnsafeBufferPointer<Double>, isSorted: Bool = false, timeZone: TimeZone
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
                let indices =
                    isSorted
                    ? sortedBoundaryIndices(
                        unit, first: first, last: last, dates: dates, shift: shift, limit: budget)
                    : boundaryIndices(
                        unit, first: first, last: last, dates: dates, shift: shift, limit: budget)
                guard let indices else { continue }
                if indices.isEmpty && estimate > 1 { continue }
                return makeTicks(
                    indices, unit: unit, dates: dates, shift: shift, minSpacing: minSpacing,
                    yearLabelRoom: yearLabelRoom)
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

    /// ``boundaryIndices(_:first:last:dates:shift:limit:)`` for dates in ascending order:
    /// each boundary found by a galloping then binary search for the first bar of a later
    /// period, so the cost follows the number of boundaries, not of bars (a million bars in
    /// view cost a few hundred date conversions). Falls back to the scan when a date has no
    /// period (not finite).
    static func sortedBoundaryIndices(
        _ unit: DateTickUnit, first: Int, last: Int, dates: UnsafeBufferPointer<Double>, shift: Double,
        limit: Int
    ) -> [Int]? {
        func period(_ index: Int) -> Double? { unit.floor(dates[index] + shift) }
        func scan() -> [Int]? {
            boundaryIndices(unit, first: first, last: last, dates: dates, shift: shift, limit: limit)
        }
        guard var current = period(first) else { return scan() }
        var indices: [Int] = []
        if first > 0 {
            guard let before = period(first - 1) else { return scan() }
            if before != current { indices.append(first) }
        } else if dates[first] + shift == current {
            indices.append(first)
        }
        var index = first
        while index < last {
            // Gallop to a bar of a later period (or past the last bar).
            var low = index
            var step = 1
            var high = index + 1
            while high <= last {
                guard let value = period(high) else { return scan() }
                if value != current { break }
                low = high
                step *= 2
                high = index + step
            }
            if high > last {
                guard let value = period(last) else { return scan() }
                if value == current { break }
                high = last
            }
            // The first bar after `low` whose period differs: in (low, high].
            while high - low > 1 {
                let middle = low + (high - low) / 2
                guard let value = period(middle) else { return scan() }
                if value == current { low = middle } else { high = middle }
            }
            guard let next = period(high) else { return scan() }
            indices.append(high)
            if indices.count > limit { return nil }
            current = next
            index = high
        }
        return indices
    }

    private static func makeTicks(
        _ indices: [Int], unit: DateTickUnit, dates: UnsafeBufferPointer<Double>, shift: Double,
        minSpacing: Double, yearLabelRoom: Double
    ) -> AxisTicks {
        var candidates: [(index: Int, crossed: DateTickUnit.Component)] = []
        for index in indices {
            // The largest period the bar starts, relative to the bar before it. The first bar
            // of the data starts a day at least: it is labelled by its date, never by a clock
            // time of midnight.
            var crossed = index == 0 ? max(.day, unit.component) : unit.component
            if index > 0, let now = CivilCalendar.fields(dates[index] + shift),
                let before = CivilCalendar.fields(dates[index - 1] + shift)
            {
                if now.year != before.year {
                    crossed = .year
                } else if now.month != before.month {
                    crossed = max(.month, unit.component)
                } else if now.day != before.day {
                    crossed = max(.day, unit.component)
                }
            }
            candidates.append((index, crossed))
        }
        // Larger periods first, then left to right: a tick is kept when it has room.
        let ordered = candidates.sorted {
            $0.crossed != $1.crossed ? $0.crossed > $1.crossed : $0.index < $1.index
        }
        var kept: [(index: Int, crossed: DateTickUnit.Component)] = []
        for candidate in ordered
        where kept.allSatisfy({ Double(abs($0.index - candidate.index)) >= minSpacing }) {
            kept.append(candidate)
        }
        kept.sort { $0.index < $1.index }
        var labels = kept.map { label(dates[$0.index] + shift, unit: unit, crossed: $0.crossed) }
        // No year in view: the first date label carries it ("Feb 4 2016", "Mar 2016"), and
        // the ticks either side too close to the longer (centred) label give way.
        if !kept.contains(where: { showsYear(unit: unit, crossed: $0.crossed) }),
            let first = kept.indices.first(where: { showsDate(unit: unit, crossed: kept[$0].crossed) }),
            let fields = CivilCalendar.fields(dates[kept[first].index] + shift)
        {
            labels[first] += " \(fields.year)"
            let room = minSpacing * yearLabelRoom
            let next = first + 1
            if next < kept.count, Double(kept[next].index - kept[first].index) < room {
                kept.remove(at: next)
                labels.remove(at: next)
            }
            let previous = first - 1
            if previous >= 0, Double(kept[first].index - kept[previous].index) < room {
                kept.remove(at: previous)
                labels.remove(at: previous)
            }
        }
        var ticks = AxisTicks()
        ticks.major = kept.map { Double($0.index) }
        ticks.labels = labels
        return ticks
    }

    /// How much room a date label with the year takes on a horizontal axis, in label
    /// spacings: "Sep 30 2016" is at most 1.4 times as wide as the "00:00:00" spacings are
    /// measured by, and labels are centred on their ticks.
    static let yearLabelRoom = 1.5

    /// Whether a tick of `unit` that starts a `crossed` period is labelled by its year.
    static func showsYear(unit: DateTickUnit, crossed: DateTickUnit.Component) -> Bool {
        crossed == .year || unit.component == .year
    }

    /// Whether a tick of `unit` that starts a `crossed` period is labelled by a day or a
    /// month (not a clock time).
    static func showsDate(unit: DateTickUnit, crossed: DateTickUnit.Component) -> Bool {
        max(crossed, unit.component) >= .day
    }

    /// The label of a bar: the unit's own label, or the period it starts when that is larger.
    static func label(_ local: Double, unit: DateTickUnit, crossed: DateTickUnit.Component) -> String {
        guard let fields = CivilCalendar.fields(local) else { return "" }
        let month = CivilCalendar.monthNames[fields.month - 1]
        if crossed == .year && unit.component < .year { return String(fields.year) }
        if crossed == .month && unit.component < .month && unit.component >= .day { return month }
        if crossed >= .day && unit.component < .day { return "\(month) \(fields.day)" }
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
