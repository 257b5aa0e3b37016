import Foundation

/// The conversions between an annotation's data points and surface points, for one layout
/// and one pair of axes: the pixel mapping an annotation draws and hit-tests with.
///
/// It follows the axes' orientation: on a vertical chart (x axis left or right) data x
/// runs up or down the surface. On a category axis, data x is a date that maps to a
/// fractional bar index.
public struct SCIAnnotationMapping {
    /// The frame the mapping belongs to.
    let layout: SCIChartLayout
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
    /// How the annotation's values are read: data values, or fractions of the series area
    /// (see ``SCIAnnotationCoordinateMode``). ``point(_:)`` and ``dataPoint(_:)`` follow it.
    public private(set) var coordinateMode = SCIAnnotationCoordinateMode.absolute

    init(
        layout: SCIChartLayout, xAxis: SCIAxisBase, yAxis: SCIAxisBase, xCalculator: SCICoordinateCalculator,
        yCalculator: SCICoordinateCalculator
    ) {
        self.layout = layout
        self.xAxis = xAxis
        self.yAxis = yAxis
        self.xCalculator = xCalculator
        self.yCalculator = yCalculator
        seriesArea = layout.seriesArea
    }

    /// The same mapping for values read in `mode`.
    public func with(coordinateMode mode: SCIAnnotationCoordinateMode) -> SCIAnnotationMapping {
        var copy = self
        copy.coordinateMode = mode
        return copy
    }

    /// The surface laid out; an empty surface once it is freed.
    @available(*, deprecated, message: "use the mapping's theme, visibleSeries and nearestBar(toX:)")
    public var surface: SCIChartSurface { layout.laidOutSurface ?? SCIChartSurface() }

    /// The labels placed so far in the overlay being drawn; `nil` outside one (a hit test).
    var labels: LabelSpace? { layout.labels }

    /// The band of `axis` beside the series area, in surface coordinates, or `nil` when the
    /// axis is not laid out.
    public func axisFrame(for axis: SCIAxisBase) -> CGRect? {
        layout.axisFrame(for: axis)
    }

    /// The theme of the frame.
    public var theme: SCIChartTheme { layout.theme }

    /// The visible series drawn on the mapping's x axis, and on its y axis too when
    /// `sameYAxis` (the default), in drawing order: what snapping and bar counts read.
    public func visibleSeries(sameYAxis: Bool = true) -> [SCIRenderableSeriesBase] {
        layout.visibleSeries(onXAxis: xAxis, yAxis: sameYAxis ? yAxis : nil)
    }

    /// Whether x values are dates (date and category-date axes, x not relative).
    public var xIsDate: Bool {
        !coordinateMode.isXRelative && (xAxis is SCIDateAxis || xAxis is SCICategoryDateAxis)
    }

    /// Whether surface points convert to data: a category axis needs bars to give indices
    /// dates (unless x is relative).
    public var canConvert: Bool {
        coordinateMode.isXRelative || !xAxis.isCategoryAxis || (xCalculator.categoryBars?.count ?? 0) > 0
    }

    /// The data x at the series area's two edges along the x axis, the lower first: how far
    /// a line that extends to the area's edge reaches. `nil` when surface points do not
    /// convert.
    public var dataXEdges: ClosedRange<Double>? {
        guard canConvert else { return nil }
        let first = dataPoint(seriesArea.origin).x
        let second = dataPoint(CGPoint(x: seriesArea.maxX, y: seriesArea.maxY)).x
        guard first.isFinite, second.isFinite else { return nil }
        return min(first, second)...max(first, second)
    }

    /// The surface point of a data point (non-finite when the data cannot be placed). Under
    /// a relative ``coordinateMode``, relative values are fractions of the series area.
    public func point(_ data: SCIDataPoint) -> CGPoint {
        let along =
            coordinateMode.isXRelative
            ? data.x * extent(horizontal: xCalculator.isHorizontal) : xCalculator.coordinate(forDataX: data.x)
        let across =
            coordinateMode.isYRelative
            ? data.y * extent(horizontal: yCalculator.isHorizontal) : yCalculator.getCoordinate(data.y)
        return place(along: along, across: across)
    }

    /// The data point at a surface point (relative values as ``point(_:)`` reads them).
    public func dataPoint(_ location: CGPoint) -> SCIDataPoint {
        let (along, across) = offsets(of: location)
        let x =
            coordinateMode.isXRelative
            ? Self.fraction(along, of: extent(horizontal: xCalculator.isHorizontal))
            : xCalculator.dataX(atCoordinate: along)
        let y =
            coordinateMode.isYRelative
            ? Self.fraction(across, of: extent(horizontal: yCalculator.isHorizontal))
            : yCalculator.getDataValue(across)
        return SCIDataPoint(x: x, y: y)
    }

    /// The series area's width or height.
    private func extent(horizontal: Bool) -> Double {
        horizontal ? Double(seriesArea.width) : Double(seriesArea.height)
    }

    /// `offset` as a fraction of `extent` (NaN for an area of no size).
    private static func fraction(_ offset: Double, of extent: Double) -> Double {
        extent > 0 ? offset / extent : .nan
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

    private func place(along: Double, across: Double) -> CGPoint {
        SCIChartLayout.place(along: along, xCalculator, across: across, yCalculator, in: seriesArea)
    }

    private func offsets(of location: CGPoint) -> (along: Double, across: Double) {
        let dx = Double(location.x) - Double(seriesArea.minX)
        let dy = Double(location.y) - Double(seriesArea.minY)
        return (xCalculator.isHorizontal ? dx : dy, yCalculator.isHorizontal ? dx : dy)
    }
}
