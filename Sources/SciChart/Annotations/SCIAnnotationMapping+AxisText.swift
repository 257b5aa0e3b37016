import Foundation

extension SCIAnnotationMapping {
    /// A y data value as the y axis writes it under a cursor: the text of a price badge.
    /// With `exact`, a value set on purpose keeps up to two more decimals where it needs them
    /// ("125.5" where the cursor reads "126").
    public func yText(_ value: Double, exact: Bool = false) -> String {
        exact
            ? yAxis.formatValueText(value, calculator: yCalculator)
            : yAxis.formatCursorText(value, calculator: yCalculator)
    }

    /// An x data value as the x axis writes it under a cursor (on a category axis, the bar
    /// of that date): the text of a date badge. On a date axis a midnight (a daily bar's
    /// date) shows no time of day.
    public func xText(_ value: Double) -> String {
        if let dateAxis = xAxis as? SCIDateAxis, xAxis.writesOwnLabels, value.isFinite,
            (value + DateTicks.offset(value, dateAxis.timeZone)).truncatingRemainder(dividingBy: 86_400) == 0
        {
            return CursorText.date(value, resolution: 86_400, timeZone: dateAxis.timeZone)
        }
        let coordinate = xAxis.isCategoryAxis ? Double(xCalculator.transformDataToIndex(value)) : value
        return xAxis.formatCursorText(coordinate, calculator: xCalculator)
    }
}
