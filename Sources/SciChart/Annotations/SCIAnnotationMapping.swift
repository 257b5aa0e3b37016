import Foundation

/// The conversions between an annotation's data points and surface points, for one layout
/// and one pair of axes: the pixel mapping an annotation draws and hit-tests with.
///
/// It follows the axes' orientation: on a vertical chart (x axis left or right) data x
/// runs up or down the surface. On a category axis, data x is a date that maps to a
/// fractional bar index.
public struct SCIAnnotationMapping {
    /// The surface laid out (its series, for snapping and bar counts).
    public let surface: SCIChartSurface
    /// The x axis the annotation is drawn against.
    public let xAxis: SCIAxisBase
    /// The y axis the annotation is drawn against.
    public let yAxis: SCIAxisBase
    /// The x axis' coordinate calculator, as of this layout.
    public let xCalculator: SCICoordinateCalculator
    /// The y axis' coordinate calculator, as of this layout.
    public let yCalculator: SCICoordinateCalculator
    /// The series area, in surface coordinates.
    public let seriesArea: CGRect

    /// Whether x values are dates (date and category-date axes).
    public var xIsDate: Bool { xAxis is SCIDateAxis || xAxis is SCICategoryDateAxis }

    /// Whether surface points convert to data: a category axis needs bars to give indices
    /// dates.
    public var canConvert: Bool { !xAxis.isCategoryAxis || (xCalculator.categoryBars?.count ?? 0) > 0 }

    /// The surface point of a data point (non-finite when the data cannot be placed).
    public func point(_ data: SCIDataPoint) -> CGPoint {
        let along = xCalculator.coordinate(forDataX: data.x)
        let across = yCalculator.getCoordinate(data.y)
        return place(along: along, across: across)
    }

    /// The data point at a surface point.
    public func dataPoint(_ location: CGPoint) -> SCIDataPoint {
        let (along, across) = offsets(of: location)
        return SCIDataPoint(x: xCalculator.dataX(atCoordinate: along), y: yCalculator.getDataValue(across))
    }

    /// A data x as the public API gives it: a `Date` on date axes, a `Double` otherwise.
    public func publicX(_ value: Double) -> any ISCIComparable {
        xIsDate ? Date(timeIntervalSince1970: value) : value
    }

    /// The nearest bar of the OHLC series drawn on these axes, by x: its x (its date on a
    /// category axis) and prices; `nil` when there is none. Each series is read under its
    /// lock.
    public func nearestBar(toX x: Double) -> SCIOhlcBar? {
        CandleSnapping.nearestBar(toX: x, mapping: self)
    }

    /// The surface point `along` the x axis' direction and `across` it (offsets from the
    /// series area's origin).
    private func place(along: Double, across: Double) -> CGPoint {
        var x = Double(seriesArea.minX)
        var y = Double(seriesArea.minY)
        if xCalculator.isHorizontal { x += along } else { y += along }
        if yCalculator.isHorizontal { x += across } else { y += across }
        return CGPoint(x: x, y: y)
    }

    private func offsets(of location: CGPoint) -> (along: Double, across: Double) {
        let dx = Double(location.x) - Double(seriesArea.minX)
        let dy = Double(location.y) - Double(seriesArea.minY)
        return (xCalculator.isHorizontal ? dx : dy, yCalculator.isHorizontal ? dx : dy)
    }
}
