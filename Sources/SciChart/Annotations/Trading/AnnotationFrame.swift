import Foundation

/// The conversions between an annotation's data points and surface pixels, for one layout
/// and one pair of axes.
struct AnnotationFrame {
    let xAxis: SCIAxisBase
    let yAxis: SCIAxisBase
    let x: SCICoordinateCalculator
    let y: SCICoordinateCalculator
    /// The series area, in surface coordinates.
    let area: CGRect

    /// Whether x values are dates (date and category-date axes).
    var xIsDate: Bool { xAxis is SCIDateAxis || xAxis is SCICategoryDateAxis }

    /// Whether pixels convert to data: a category axis needs bars to give indices dates.
    var canConvert: Bool { !xAxis.isCategoryAxis || (x.categoryBars?.count ?? 0) > 0 }

    /// The surface point of a data point (non-finite when the data cannot be placed).
    func point(_ data: SCIDataPoint) -> CGPoint {
        CGPoint(
            x: Double(area.minX) + x.coordinate(forDataX: data.x),
            y: Double(area.minY) + y.getCoordinate(data.y))
    }

    /// The data point at a surface point.
    func dataPoint(_ location: CGPoint) -> SCIDataPoint {
        SCIDataPoint(
            x: x.dataX(atCoordinate: Double(location.x) - Double(area.minX)),
            y: y.getDataValue(Double(location.y) - Double(area.minY)))
    }

    /// A data x as the public API gives it: a `Date` on date axes, a `Double` otherwise.
    func publicX(_ value: Double) -> any ISCIComparable {
        xIsDate ? Date(timeIntervalSince1970: value) : value
    }
}

extension SCIChartSurface {
    /// The frame of the axes with these ids, or `nil` when either cannot be found.
    func annotationFrame(xAxisId: String, yAxisId: String) -> AnnotationFrame? {
        guard let xAxis = xAxis(withId: xAxisId), let yAxis = yAxis(withId: yAxisId) else { return nil }
        return AnnotationFrame(
            xAxis: xAxis, yAxis: yAxis, x: coordinateCalculator(for: xAxis),
            y: coordinateCalculator(for: yAxis),
            area: seriesAreaFrame)
    }
}
