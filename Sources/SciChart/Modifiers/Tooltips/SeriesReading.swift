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

    /// `entry`'s values at drawing-space x `x` (surface coordinates), as its
    /// ``SCIRenderableSeriesBase/seriesInfoProvider`` reads them: between data points when
    /// `interpolate` (lines; bars read the nearest bar), or at the nearest point; `nil` when
    /// the series has no point there (x outside its data, a gap).
    static func read(
        _ entry: FrameSeries, atX x: CGFloat, layout: SCIChartLayout, interpolate: Bool
    ) -> SeriesReading? {
        guard let data = entry.series.dataSeries, data.count > 0, let xAxis = entry.xAxis,
            let yAxis = entry.yAxis, let xCalculator = layout.calculator(for: xAxis),
            let yCalculator = layout.calculator(for: yAxis), xCalculator.isHorizontal
        else { return nil }
        let value = xCalculator.getDataValue(Double(x - layout.seriesArea.minX))
        guard value.isFinite,
            let position = position(of: value, in: data, isCategory: xCalculator.isCategoryAxis)
        else { return nil }
        let context = SCISeriesInfoContext(
            position: position, interpolates: interpolate, x: x, xCalculator: xCalculator,
            yCalculator: yCalculator, seriesArea: layout.seriesArea,
            seriesColor: entry.series.identityColor(palette: entry.paletteColor), theme: layout.theme,
            formatX: { xAxis.formatCursorText($0, calculator: xCalculator) },
            formatY: { yAxis.formatCursorText($0, calculator: yCalculator) })
        guard let info = entry.series.seriesInfoProvider.seriesInfo(for: entry.series, in: context),
            info.xyCoordinate.x.isFinite, info.xyCoordinate.y.isFinite
        else { return nil }
        let values = info.values.filter(\.value.isFinite).map {
            $0.shortName.isEmpty ? $0.formattedValue : "\($0.shortName) \($0.formattedValue)"
        }
        return SeriesReading(
            series: entry.series, name: info.seriesName ?? "", color: info.seriesColor,
            point: info.xyCoordinate, xText: info.formattedXValue, values: values)
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
