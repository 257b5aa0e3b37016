import Foundation

extension SCIAxisBase {
    /// The text a cursor shows for `value` on this axis (a crosshair's label on the axis), as
    /// of the current layout. See ``formatCursorText(_:calculator:)``.
    public func formatCursorText(_ value: Double) -> String {
        formatCursorText(value, calculator: currentCoordinateCalculator)
    }

    /// The text a cursor shows for `value` on this axis, with the visible range and bars of
    /// `calculator` (a layout's, so that a frame agrees with itself).
    ///
    /// - ``labelFormatter``, a ``labelProvider`` of your own, or ``cursorTextFormatting``
    ///   (else ``textFormatting``), when set, write it (see ``labelProvider``).
    /// - Date axes show the date in the axis' time zone, as "Mar 12, 2015", with the time
    ///   ("Mar 12, 2015 14:30") when the data drawn against the axis is less than half a day
    ///   apart, and the seconds when less than 30 seconds: daily bars read as dates at any
    ///   zoom. Without data, the zoom decides (how much time a pixel spans).
    /// - Category date axes show the date of the nearest bar (extrapolated past the ends),
    ///   with the time when bars are less than half a day apart.
    /// - Numeric axes show the value in the decimals of the data drawn against them (cents
    ///   for prices quoted in cents: "186.37"; five decimals for a currency pair quoted in
    ///   five). Data with no such precision (computed values), or none, shows the value to
    ///   a tenth of the tick step: "25" where ticks are 10 apart, "2.5" where they are 1.
    ///
    /// Non-finite values give an empty string.
    public func formatCursorText(_ value: Double, calculator: SCICoordinateCalculator) -> String {
        guard value.isFinite else { return "" }
        let written = whileLabelling(with: calculator) {
            cursorLabeler(bars: calculator.categoryBars).map { $0(value) }
        }
        if let written { return written }
        return automaticCursorText(value, calculator: calculator)
    }

    /// The axis' own cursor text (see ``formatCursorText(_:calculator:)``).
    func automaticCursorText(_ value: Double, calculator: SCICoordinateCalculator) -> String {
        guard value.isFinite else { return "" }
        if isCategoryAxis {
            let index = value.rounded()
            let timeZone = labelTimeZone ?? CursorText.utc
            guard let bars = calculator.categoryBars, let date = bars.date(atIndex: index) else {
                return NumberText.fixed(index, decimals: 0)
            }
            let spacing = bars.withDates { dates, _ in CategoryBars.averageSpacing(dates) }
            return CursorText.date(date, resolution: spacing, timeZone: timeZone)
        }
        let range = SCIDoubleRange(min: calculator.visibleMin, max: calculator.visibleMax)
        if let timeZone = labelTimeZone {
            let perPixel = range.halfDiff * 2 / max(calculator.viewportLength, 1)
            return CursorText.date(value, resolution: dataSpacing ?? perPixel, timeZone: timeZone)
        }
        // A logarithmic axis spans magnitudes: the decimals of its data fit few of them.
        if let decimals = dataDecimals, !calculator.isLogarithmic {
            return NumberText.fixed(value, decimals: decimals)
        }
        let (step, magnitude) = cursorResolution(at: value, calculator: calculator)
        return numberText(value, step: step, magnitude: magnitude)
    }

    /// The step a cursor's number is written to at `value`, and the magnitude of the axis'
    /// numbers: a tenth of the tick step on a linear axis; on a logarithmic one, the power of
    /// ten under what a pixel spans at `value` (a pixel spans more as values grow).
    func cursorResolution(at value: Double, calculator: SCICoordinateCalculator) -> (Double, Double) {
        let range = SCIDoubleRange(min: calculator.visibleMin, max: calculator.visibleMax)
        guard calculator.isLogarithmic, value > 0 else {
            let step = NumericTicks.step(range: range, maxTicks: maxAutoTicks)
            return (step / 10, max(abs(range.min), abs(range.max)))
        }
        let perPixel = abs(calculator.getDataValue(calculator.getCoordinate(value) + 1) - value)
        guard perPixel.isNormal else { return (value / 1000, value) }
        let step = NumberText.scaled(
            1, byPowerOfTen: Int.clamping(log10(perPixel).rounded(.down), to: -320...308))
        return (step, abs(value))
    }
}

extension SCIAxisBase {
    /// The text of a value set on purpose (a price line, a marker): the cursor's text (see
    /// ``formatCursorText(_:calculator:)``), so a chart writes every price one way: in the
    /// decimals of the data drawn against the axis (cents for prices quoted in cents, a line
    /// clicked at 3097.4223 reading "3097.42" as the crosshair does). Only on a numeric axis
    /// whose data has no such precision (computed values, or none) does a value get up to two
    /// more decimals where it needs them, so 125.5 reads "125.5" where the cursor reads "126".
    func formatValueText(_ value: Double, calculator: SCICoordinateCalculator) -> String {
        guard value.isFinite, !isCategoryAxis, writesOwnLabels, labelTimeZone == nil,
            calculator.isLogarithmic || dataDecimals == nil
        else {
            return formatCursorText(value, calculator: calculator)
        }
        let (step, magnitude) = cursorResolution(at: value, calculator: calculator)
        var text = ""
        for extra in [1.0, 10, 100] {
            text = numberText(value, step: step / extra, magnitude: magnitude)
            if let read = Double(text), abs(read - value) <= 1e-9 * max(abs(value), 1) { break }
        }
        return text
    }
}

/// Dates as cursors show them.
enum CursorText {
    static let utc = TimeZone(secondsFromGMT: 0)!

    /// "Mar 12, 2015", with the time when `resolution` (seconds that one step of the cursor
    /// spans) is under half a day, and the seconds when it is under 30 seconds.
    static func date(_ seconds: Double, resolution: Double, timeZone: TimeZone) -> String {
        guard let fields = CivilCalendar.fields(seconds + DateTicks.offset(seconds, timeZone)) else {
            return ""
        }
        var text = "\(CivilCalendar.monthNames[fields.month - 1]) \(fields.day), \(fields.year)"
        guard resolution < 43_200 else { return text }
        text += " " + CivilCalendar.twoDigits(fields.hour) + ":" + CivilCalendar.twoDigits(fields.minute)
        guard resolution < 30 else { return text }
        return text + ":" + CivilCalendar.twoDigits(fields.second)
    }
}
