/// The number of bars between two x values of a drawing.
enum BarCounting {
    /// The signed number of bars from `first` to `second`: the difference of their bar
    /// indices on a category axis, else in the first visible series with data drawn on the
    /// mapping's x axis; `nil` when nothing gives them.
    static func bars(from first: Double, to second: Double, mapping: SCIAnnotationMapping) -> Int? {
        if mapping.xAxis.isCategoryAxis {
            guard mapping.canConvert else { return nil }
            return mapping.xCalculator.transformDataToIndex(second)
                - mapping.xCalculator.transformDataToIndex(first)
        }
        let series = mapping.visibleSeries(sameYAxis: false).first { ($0.dataSeries?.count ?? 0) > 0 }
        guard let data = series?.dataSeries, let start = data.nearestIndex(toX: first),
            let end = data.nearestIndex(toX: second)
        else { return nil }
        return end - start
    }
}
