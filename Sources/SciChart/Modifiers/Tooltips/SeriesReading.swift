import Foundation

/// One series' values at a point of the chart, as a rollover or tooltip shows them: where
/// its marker goes, its name and colour, and its values written as its axes write them.
struct SeriesReading {
    let series: SCIRenderableSeriesBase
    /// The series' name ("" when it has none).
    let name: String
    /// The colour of its line (for bars, up or down by the bar).
    let color: SCIColor
    /// Where the marker goes, in surface coordinates.
    let point: CGPoint
    /// The x read (the data's x: a date for a category axis), written as the x axis writes it.
    let xText: String
    /// The values, each written as the y axis writes it ("186.37"; "O 186.20" for bars).
    let values: [String]

    /// The tooltip's lines: the name (when there is one) and the values.
    var lines: [String] {
        let joined = values.joined(separator: "  ")
        return name.isEmpty ? [joined] : [name, joined]
    }

    /// `entry`'s values at drawing-space x `x` (surface coordinates), interpolated between
    /// data points when `interpolate` (lines only; bars read the nearest bar), or at the
    /// nearest point; `nil` when the series has no point there (x outside its data, a gap).
    static func read(
        _ entry: FrameSeries, atX x: CGFloat, layout: SCIChartLayout, interpolate: Bool
    ) -> SeriesReading? {
        guard let data = entry.series.dataSeries, data.count > 0, let xAxis = entry.xAxis,
            let yAxis = entry.yAxis, let xCalculator = layout.calculator(for: xAxis),
            let yCalculator = layout.calculator(for: yAxis), xCalculator.isHorizontal
        else { return nil }
        let area = layout.seriesArea
        let value = xCalculator.getDataValue(Double(x - area.minX))
        guard value.isFinite else { return nil }
        let isCategory = xCalculator.isCategoryAxis
        // The position in the data: a fractional index between the two points around x.
        guard let position = position(of: value, in: data, isCategory: isCategory) else { return nil }
        let isBars = data is SCIOhlcDataSeries
        let exact = !interpolate || isBars || !data.isSorted
        let lower = Int(position.rounded(.down))
        let nearest = Int(position.rounded())
        let fraction = exact ? 0 : position - Double(lower)
        let index = exact ? nearest : lower
        func at(_ column: (Int) -> Double?) -> Double? {
            guard let first = column(index), first.isFinite else { return nil }
            guard fraction > 0 else { return first }
            guard let second = column(index + 1), second.isFinite else { return nil }
            return first + (second - first) * fraction
        }
        guard let dataX = at({ data.xValue(at: $0) }) else { return nil }
        let xText = xAxis.formatCursorText(
            isCategory ? (exact ? Double(index) : position) : dataX, calculator: xCalculator)
        func text(_ value: Double) -> String { yAxis.formatCursorText(value, calculator: yCalculator) }
        let markerX =
            exact ? area.minX + CGFloat(xCalculator.getCoordinate(isCategory ? Double(index) : dataX)) : x
        func surfaceY(_ value: Double) -> CGFloat { area.minY + CGFloat(yCalculator.getCoordinate(value)) }
        let name = data.seriesName ?? ""
        let lineColor = entry.series.identityColor(palette: entry.paletteColor)
        if let bars = data as? SCIOhlcDataSeries {
            guard let bar = bars.bar(at: index), bar.close.isFinite else { return nil }
            let theme = layout.theme
            return SeriesReading(
                series: entry.series, name: name,
                color: bar.close >= bar.open ? theme.upColor : theme.downColor,
                point: CGPoint(x: markerX, y: surfaceY(bar.close)), xText: xText,
                values: [
                    "O \(text(bar.open))", "H \(text(bar.high))", "L \(text(bar.low))",
                    "C \(text(bar.close))",
                ])
        }
        if let band = data as? SCIXyyDataSeries {
            guard let y = at({ band.yValue(at: $0) }) else { return nil }
            let y1 = at { band.y1Value(at: $0) }
            return SeriesReading(
                series: entry.series, name: name, color: lineColor,
                point: CGPoint(x: markerX, y: surfaceY(y)),
                xText: xText, values: [text(y)] + (y1.map { [text($0)] } ?? []))
        }
        guard let xy = data as? SCIXyDataSeries, let y = at({ xy.yValue(at: $0) }) else { return nil }
        return SeriesReading(
            series: entry.series, name: name, color: lineColor, point: CGPoint(x: markerX, y: surfaceY(y)),
            xText: xText, values: [text(y)])
    }

    /// Where `value` (an axis value) falls in `data`: a fractional index, or `nil` outside
    /// the data (half a bar past the ends on a category axis).
    private static func position(of value: Double, in data: SCIDataSeries, isCategory: Bool) -> Double? {
        let last = Double(data.count - 1)
        if isCategory {
            guard value >= -0.5, value <= last + 0.5 else { return nil }
            return min(max(value, 0), last)
        }
        guard let nearest = data.nearestIndex(toX: value), let nearestX = data.xValue(at: nearest) else {
            return nil
        }
        guard data.isSorted else { return Double(nearest) }
        guard let first = data.xValue(at: 0), let lastX = data.xValue(at: data.count - 1),
            value >= first, value <= lastX
        else { return nil }
        if nearestX == value { return Double(nearest) }
        let lower = nearestX < value ? nearest : nearest - 1
        guard lower >= 0, lower + 1 < data.count, let a = data.xValue(at: lower),
            let b = data.xValue(at: lower + 1),
            b > a
        else { return Double(nearest) }
        return Double(lower) + (value - a) / (b - a)
    }
}
