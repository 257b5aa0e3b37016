/// A calendar step between date ticks, such as 15 minutes or 3 months.
struct DateTickUnit: Equatable, Sendable {
    enum Component: Int, Comparable, Sendable {
        case second
        case minute
        case hour
        case day
        case week
        case month
        case year

        static func < (lhs: Component, rhs: Component) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    let component: Component
    let count: Int

    /// Every unit, finest first.
    static let all: [DateTickUnit] = {
        var units: [DateTickUnit] = []
        units += [1, 2, 5, 10, 15, 30].map { DateTickUnit(component: .second, count: $0) }
        units += [1, 2, 5, 10, 15, 30].map { DateTickUnit(component: .minute, count: $0) }
        units += [1, 2, 3, 4, 6, 12].map { DateTickUnit(component: .hour, count: $0) }
        units += [1, 2].map { DateTickUnit(component: .day, count: $0) }
        units += [DateTickUnit(component: .week, count: 1)]
        units += [1, 2, 3, 6].map { DateTickUnit(component: .month, count: $0) }
        units += [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000].map { DateTickUnit(component: .year, count: $0) }
        return units
    }()

    /// The typical length of the unit in seconds (months as 30.44 days, years as 365.25).
    var approximateSeconds: Double {
        let base: Double =
            switch component {
            case .second: 1
            case .minute: 60
            case .hour: 3600
            case .day: 86_400
            case .week: 604_800
            case .month: 2_629_800
            case .year: 31_557_600
            }
        return base * Double(count)
    }

    /// The start of the unit period holding `seconds` (local time).
    func floor(_ seconds: Double) -> Double? {
        guard let fields = CivilCalendar.fields(seconds) else { return nil }
        let dayStart =
            Double(CivilCalendar.days(year: fields.year, month: fields.month, day: fields.day)) * 86_400
        switch component {
        case .second, .minute, .hour:
            let size = approximateSeconds
            return (seconds / size).rounded(.down) * size
        case .day:
            let day = CivilCalendar.floorDiv(Int64(dayStart / 86_400), Int64(count)) * Int64(count)
            return Double(day) * 86_400
        case .week:
            return dayStart - Double(fields.weekday) * 86_400
        case .month:
            let month = (fields.month - 1) / count * count + 1
            return Double(CivilCalendar.days(year: fields.year, month: month, day: 1)) * 86_400
        case .year:
            let year = fields.year - CivilCalendar.floorMod(fields.year, Int64(count))
            return Double(CivilCalendar.days(year: year, month: 1, day: 1)) * 86_400
        }
    }

    /// The start of the next unit period after the period starting at `start` (local time).
    func next(after start: Double) -> Double? {
        switch component {
        case .second, .minute, .hour, .day, .week:
            return start + approximateSeconds
        case .month:
            guard let fields = CivilCalendar.fields(start) else { return nil }
            let monthIndex = Int64(fields.month - 1 + count)
            let year = fields.year + CivilCalendar.floorDiv(monthIndex, 12)
            let month = Int(CivilCalendar.floorMod(monthIndex, 12)) + 1
            return Double(CivilCalendar.days(year: year, month: month, day: 1)) * 86_400
        case .year:
            guard let fields = CivilCalendar.fields(start) else { return nil }
            return Double(CivilCalendar.days(year: fields.year + Int64(count), month: 1, day: 1)) * 86_400
        }
    }

    /// The finest unit at which `seconds` (local time) is a boundary: a year start is also a
    /// month, day and hour boundary. Used to label a tick by what it starts.
    static func boundaryRank(of seconds: Double) -> Component {
        guard let fields = CivilCalendar.fields(seconds) else { return .second }
        if fields.second != 0 || seconds != seconds.rounded(.down) { return .second }
        if fields.minute != 0 { return .minute }
        if fields.hour != 0 { return .hour }
        if fields.day != 1 { return .day }
        if fields.month != 1 { return .month }
        return .year
    }

    /// The labels of ticks at `seconds` (local time, ascending): each one's
    /// ``label(for:)``, with the year, and on ticks finer than a day the day, named once when
    /// no tick in view starts one: at the first tick that starts a day ("Nov 7 2019"), else
    /// at the left edge ("Jun 2011, Jul, Aug"; "Nov 6 2019 09:30, 10:00").
    func labels(for seconds: [Double]) -> [String] {
        var labels = seconds.map(label(for:))
        guard component != .year, let first = seconds.first, let fields = CivilCalendar.fields(first) else {
            return labels
        }
        let ranks = seconds.map(Self.boundaryRank)
        let namesYear = ranks.contains(.year)
        switch component {
        case .second, .minute, .hour:
            if let day = ranks.firstIndex(where: { $0 >= .day }) {
                if !namesYear, let dayFields = CivilCalendar.fields(seconds[day]) {
                    labels[day] += " \(dayFields.year)"
                }
            } else {
                let date = "\(CivilCalendar.monthNames[fields.month - 1]) \(fields.day)"
                labels[0] = date + (namesYear ? "" : " \(fields.year)") + " " + labels[0]
            }
        case .day, .week, .month:
            if !namesYear { labels[0] += " \(fields.year)" }
        case .year:
            break
        }
        return labels
    }

    /// The label of a tick at `seconds` (local time) for ticks of this unit: the larger
    /// period it starts is named ("2017" at a year start among month ticks).
    func label(for seconds: Double) -> String {
        guard let fields = CivilCalendar.fields(seconds) else { return "" }
        let month = CivilCalendar.monthNames[fields.month - 1]
        let time = CivilCalendar.twoDigits(fields.hour) + ":" + CivilCalendar.twoDigits(fields.minute)
        let rank = Self.boundaryRank(of: seconds)
        switch component {
        case .year:
            return String(fields.year)
        case .month:
            return rank == .year ? String(fields.year) : month
        case .week, .day:
            if rank == .year { return String(fields.year) }
            return "\(month) \(fields.day)"
        case .hour, .minute:
            if rank >= .day { return rank == .year ? String(fields.year) : "\(month) \(fields.day)" }
            return time
        case .second:
            if rank >= .day { return "\(month) \(fields.day)" }
            return time + ":" + CivilCalendar.twoDigits(fields.second)
        }
    }
}
