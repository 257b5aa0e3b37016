import Foundation

/// Writes a date at a calendar granularity: a year, a month, a day, an hour.
public protocol ISCICalendarUnitDateFormatter: AnyObject {
    /// `date` written for the granularity `calendarUnit` (`.year`, `.month`, `.day`,
    /// `.hour`, `.minute`, `.second`).
    func formatDate(_ date: Date, with calendarUnit: NSCalendar.Unit) -> ISCIString
}

/// Writes the tick labels of a trading chart's date axis at the granularity its ticks fall
/// on: "2017" for years, "Jul" for months, "14 Jul" for days, "14:30" within a day.
/// Override ``createFormatter(for:)`` to write other patterns, or
/// ``formatDate(_:with:)`` to write them otherwise. Dates are written in the axis' time
/// zone (UTC unless the axis says otherwise).
open class SCICalendarUnitDateFormatter: ISCICalendarUnitDateFormatter {
    private var formatters: [UInt: DateFormatter] = [:]
    /// The time zone dates are written in: the axis' (set when the axis updates).
    var timeZone = TimeZone(secondsFromGMT: 0)! {
        didSet { if timeZone != oldValue { formatters.removeAll() } }
    }

    /// A formatter of the default patterns, in UTC until an axis gives its time zone.
    public init() {}

    /// The formatter for `calendarUnit`, made once a unit.
    open func createFormatter(for calendarUnit: NSCalendar.Unit) -> DateFormatter {
        DateFormatter.create(withFormat: Self.pattern(for: calendarUnit, cursor: false))
    }

    open func formatDate(_ date: Date, with calendarUnit: NSCalendar.Unit) -> ISCIString {
        let unit = Self.finest(calendarUnit)
        if let formatter = formatters[unit.rawValue] { return formatter.string(from: date) }
        let formatter = createFormatter(for: unit)
        formatter.timeZone = timeZone
        formatters[unit.rawValue] = formatter
        return formatter.string(from: date)
    }

    /// The finest of the units in `units` (a day among a year, a month and a day).
    static func finest(_ units: NSCalendar.Unit) -> NSCalendar.Unit {
        for unit in [NSCalendar.Unit.second, .minute, .hour, .day, .month, .year] where units.contains(unit) {
            return unit
        }
        return .day
    }

    /// The pattern of a unit, for tick labels or for cursors (which name the whole date).
    static func pattern(for unit: NSCalendar.Unit, cursor: Bool) -> String {
        switch finest(unit) {
        case .year: "yyyy"
        case .month: cursor ? "MMM yyyy" : "MMM"
        case .day: cursor ? "dd MMM yyyy" : "dd MMM"
        case .hour, .minute: cursor ? "dd MMM yyyy HH:mm" : "HH:mm"
        default: cursor ? "dd MMM yyyy HH:mm:ss" : "HH:mm:ss"
        }
    }
}

/// Writes the text a cursor shows on a trading chart's date axis: the whole date, with the
/// time when bars are less than a day apart ("14 Jul 2017", "14 Jul 2017 14:30").
open class SCICursorCalendarUnitDateFormatter: SCICalendarUnitDateFormatter {
    open override func createFormatter(for calendarUnit: NSCalendar.Unit) -> DateFormatter {
        DateFormatter.create(withFormat: Self.pattern(for: calendarUnit, cursor: true))
    }
}

/// The label formatter of a trading chart's date axis (``SCITradeChartAxisLabelProvider``):
/// tick labels at the granularity of the ticks, by `dateFormatter`, and cursor texts at the
/// granularity of the bars, by `cursorDateFormatter`. It receives dates as seconds since
/// 1970 (a category axis' provider hands it its bars' dates).
open class SCITradeChartAxisLabelFormatter<T>: ISCILabelFormatter {
    /// Writes tick labels.
    public let dateFormatter: ISCICalendarUnitDateFormatter
    /// Writes cursor texts.
    public let cursorDateFormatter: ISCICalendarUnitDateFormatter
    private var tickUnit = NSCalendar.Unit.day
    private var cursorUnit = NSCalendar.Unit.day

    /// Tick labels by `dateFormatter`, cursor texts by `cursorDateFormatter`.
    public init(
        dateFormatter: ISCICalendarUnitDateFormatter = SCICalendarUnitDateFormatter(),
        cursorDateFormatter: ISCICalendarUnitDateFormatter = SCICursorCalendarUnitDateFormatter()
    ) {
        self.dateFormatter = dateFormatter
        self.cursorDateFormatter = cursorDateFormatter
    }

    /// Reads the granularity of the axis' ticks (from the time its visible bars span) and
    /// of its bars.
    open func update(_ axis: ISCIAxisCore) {
        guard let axis = axis as? SCIAxisBase else { return }
        let calculator = axis.currentCoordinateCalculator
        let timeZone = axis.labelTimeZone ?? TimeZone(secondsFromGMT: 0)!
        for formatter in [dateFormatter, cursorDateFormatter] {
            (formatter as? SCICalendarUnitDateFormatter)?.timeZone = timeZone
        }
        let span: Double
        let spacing: Double
        if let bars = calculator.categoryBars, bars.count > 1 {
            let first = bars.date(atIndex: calculator.visibleMin) ?? 0
            let last = bars.date(atIndex: calculator.visibleMax) ?? 0
            span = abs(last - first)
            spacing = bars.withDates { dates, _ in CategoryBars.averageSpacing(dates) }
        } else {
            span = abs(calculator.visibleMax - calculator.visibleMin)
            spacing = span / max(calculator.viewportLength, 1)
        }
        tickUnit = Self.unit(forStep: span / Double(max(axis.maxAutoTicks, 1)))
        cursorUnit = Self.unit(forStep: spacing)
    }

    open func formatLabel(_ dataValue: Double) -> ISCIString {
        guard dataValue.isFinite else { return "" }
        return dateFormatter.formatDate(Date(timeIntervalSince1970: dataValue), with: tickUnit)
    }

    open func formatCursorLabel(_ dataValue: Double) -> ISCIString {
        guard dataValue.isFinite else { return "" }
        return cursorDateFormatter.formatDate(Date(timeIntervalSince1970: dataValue), with: cursorUnit)
    }

    /// The calendar unit that names steps of `seconds`.
    static func unit(forStep seconds: Double) -> NSCalendar.Unit {
        switch seconds {
        case ..<60: .second
        case ..<3_600: .minute
        case ..<86_400: .hour
        case ..<(28 * 86_400): .day
        case ..<(365 * 86_400): .month
        default: .year
        }
    }
}
