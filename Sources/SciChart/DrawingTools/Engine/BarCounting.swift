/// The number of bars between two x values of a drawing.
enum BarCounting {
    /// The signed number of bars from `first` to `second`: the difference of their bar
    /// indices on a category axis, else in the first visible series with data drawn on the
    /// mapping's x axis; `nil` when nothing gives them, or when an `Int` cannot hold the
    /// count (indices extrapolated far past the bars).
    static func bars(from first: Double, to second: Double, mapping: SCIAnnotationMapping) -> Int? {
        if mapping.xAxis.isCategoryAxis {
            guard mapping.canConvert else { return nil }
            return difference(
                mapping.xCalculator.transformDataToIndex(second),
                mapping.xCalculator.transformDataToIndex(first))
        }
        let series = mapping.visibleSeries(sameYAxis: false).first { ($0.dataSeries?.count ?? 0) > 0 }
        guard let data = series?.dataSeries, let start = data.nearestIndex(toX: first),
            let end = data.nearestIndex(toX: second)
        else { return nil }
        return difference(end, start)
    }

    /// `a - b`, or `nil` when it overflows or has no magnitude an `Int` holds (`Int.min`).
    private static func difference(_ a: Int, _ b: Int) -> Int? {
        let (result, overflow) = a.subtractingReportingOverflow(b)
        return overflow || result == .min ? nil : result
    }
}
