import Foundation

/// How an axis' labels are written: its own text (which follows the zoom), unless
/// ``SCIAxisBase/labelFormatter``, a ``SCIAxisBase/labelProvider`` of the user's or a
/// ``SCIAxisBase/textFormatting`` says otherwise. Every label an axis writes (ticks, cursor
/// badges, price lines, the values line) asks here.
extension SCIAxisBase {
    /// The longest label drawn, in characters.
    static let labelLengthLimit = 200

    /// The ticks and labels of a layout over `range`, `length` pixels long: while their
    /// labels are written, the axis answers its calculator and range from that layout.
    func ticksForLayout(range: SCIDoubleRange, length: Double, context: AxisContext) -> AxisTicks {
        let calculator = makeCalculator(range: range, length: length, categoryBars: context.categoryBars)
        return whileLabelling(with: calculator) { makeTicks(range: range, length: length, context: context) }
    }

    /// Runs `body` with the axis answering ``currentCoordinateCalculator`` with `calculator`.
    func whileLabelling<Result>(with calculator: SCICoordinateCalculator, _ body: () -> Result) -> Result {
        let previous = labellingCalculator
        labellingCalculator = calculator
        defer { labellingCalculator = previous }
        return body()
    }

    /// What writes tick labels instead of the axis' own text, or `nil` when the axis writes
    /// them. `bars`: a category axis' bars, whose dates the labels show.
    func tickLabeler(bars: CategoryBars?) -> ((Double) -> String)? {
        labeler(bars: bars, cursor: false)
    }

    /// What writes cursor texts instead of the axis' own text, or `nil` when the axis
    /// writes them. Category axes' values are rounded to the nearest bar first.
    func cursorLabeler(bars: CategoryBars?) -> ((Double) -> String)? {
        labeler(bars: bars, cursor: true)
    }

    /// Tick labels or cursor texts (which fall back to ``textFormatting`` and, on category
    /// axes, name the nearest bar) as ``labelFormatter``, a provider of the user's or a
    /// pattern writes them; `nil` when the axis writes them itself.
    private func labeler(bars: CategoryBars?, cursor: Bool) -> ((Double) -> String)? {
        let rounds = cursor && isCategoryAxis
        if let labelFormatter {
            return { Self.clean(labelFormatter(rounds ? $0.rounded() : $0)) }
        }
        let provider = labelProvider
        if (provider as? AxisOwnFormatting)?.writesAxisText == true {
            guard let pattern = cursor ? cursorTextFormatting ?? textFormatting : textFormatting else {
                return nil
            }
            return { [unowned self] in
                patternText(labelValue(rounds ? $0.rounded() : $0, bars: bars).toDouble, pattern: pattern)
            }
        }
        provider.update()
        return { [unowned self] in
            let value = labelValue(rounds ? $0.rounded() : $0, bars: bars)
            let text = cursor ? provider.formatCursorLabel(value) : provider.formatLabel(value)
            return Self.clean(text.stringValue)
        }
    }

    /// Whether the axis writes its labels itself: no formatter, provider or format of the
    /// user's.
    var writesOwnLabels: Bool {
        labelFormatter == nil && textFormatting == nil && cursorTextFormatting == nil
            && (labelProvider as? AxisOwnFormatting)?.writesAxisText == true
    }

    /// The value a label provider receives for the axis value `value`: a date on date axes
    /// and for a category axis' bars (the bar's index when it has no date), else the number.
    func labelValue(_ value: Double, bars: CategoryBars?) -> ISCIComparable {
        if isCategoryAxis {
            guard let date = bars?.date(atIndex: value) else { return value }
            return Date(timeIntervalSince1970: date)
        }
        return labelTimeZone == nil ? value : Date(timeIntervalSince1970: value)
    }

    /// `value` (seconds since 1970 on axes of dates) written with the pattern `pattern`.
    func patternText(_ value: Double, pattern: String) -> String {
        guard value.isFinite else { return "" }
        let text: String?
        if let timeZone = labelTimeZone {
            text = patternFormatters.date(pattern, timeZone: timeZone).string(
                from: Date(timeIntervalSince1970: value))
        } else {
            text = patternFormatters.number(pattern).string(from: NSNumber(value: value))
        }
        return Self.clean(text ?? NumberText.plain(value))
    }

    /// The axis' own text for a label value: the date of a category axis' bar (which a
    /// provider receives), else the cursor's text.
    func ownText(_ value: Double, calculator: SCICoordinateCalculator) -> String {
        if isCategoryAxis, let timeZone = labelTimeZone {
            return CursorText.date(value, resolution: 86_400, timeZone: timeZone)
        }
        return automaticCursorText(value, calculator: calculator)
    }

    /// A label as drawn: control characters taken out, at most ``labelLengthLimit``
    /// characters (a longer one ends in "…").
    static func clean(_ text: String) -> String {
        let clipped = text.count > labelLengthLimit ? String(text.prefix(labelLengthLimit - 1)) + "…" : text
        return SCITextRun.sanitize(clipped)
    }
}

/// The formatters an axis' patterns need, made once a pattern, in the POSIX locale.
struct PatternFormatters {
    private var numbers: [String: NumberFormatter] = [:]
    private var dates: [String: DateFormatter] = [:]

    mutating func number(_ pattern: String) -> NumberFormatter {
        if let made = numbers[pattern] { return made }
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.format = pattern
        if numbers.count > 8 { numbers.removeAll() }
        numbers[pattern] = formatter
        return formatter
    }

    mutating func date(_ pattern: String, timeZone: TimeZone) -> DateFormatter {
        let key = pattern + "\u{0}" + timeZone.identifier
        if let made = dates[key] { return made }
        let formatter = DateFormatter.create(withFormat: pattern)
        formatter.timeZone = timeZone
        if dates.count > 8 { dates.removeAll() }
        dates[key] = formatter
        return formatter
    }
}
