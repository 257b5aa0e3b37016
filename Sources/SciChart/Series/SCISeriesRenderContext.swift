import Foundation

/// What a series needs to turn its data into pixels for one frame: the coordinate
/// calculators of its axes, the series area, the theme, its colour, opacity and the device
/// scale, all from one layout.
///
/// Series draw in *drawing space*, where the series' x axis runs horizontally: on an
/// ordinary chart that is surface space; on a vertical chart (x axis left or right) it is
/// surface space mirrored across its diagonal (``isTransposed``), and the surface draws the
/// result through that mirror. So one drawing and hit-testing code serves both orientations;
/// ``surfacePoint(_:)`` and ``drawingPoint(_:)`` convert.
public struct SCISeriesRenderContext {
    /// The calculator of the series' x axis.
    public let xCalculator: SCICoordinateCalculator
    /// The calculator of the series' y axis.
    public let yCalculator: SCICoordinateCalculator
    /// The series area, in drawing space.
    public let area: CGRect
    /// The surface's theme.
    public let theme: SCIChartTheme
    /// The theme colour for the series' position in the surface's `renderableSeries`.
    public let paletteColor: SCIColor
    /// The series' opacity, `0...1`.
    public let opacity: Double
    /// Device pixels per point: resampling works per device-pixel column.
    public let scale: Double
    /// Whether drawing space is surface space mirrored across its diagonal (a vertical chart).
    public let isTransposed: Bool

    /// Where the series' pixel geometry is kept between frames (the surface's cache for it).
    let geometry: SeriesGeometryStore?

    init(
        xCalculator: SCICoordinateCalculator, yCalculator: SCICoordinateCalculator, seriesArea: CGRect,
        theme: SCIChartTheme, paletteColor: SCIColor, opacity: Double, scale: Double = 1,
        geometry: SeriesGeometryStore? = nil
    ) {
        self.geometry = geometry
        self.xCalculator = xCalculator
        self.yCalculator = yCalculator
        isTransposed = !xCalculator.isHorizontal
        area = isTransposed ? seriesArea.transposed : seriesArea
        self.theme = theme
        self.paletteColor = paletteColor
        self.opacity = opacity.isFinite ? min(max(opacity, 0), 1) : 1
        self.scale = RenderScale.sanitized(scale)
    }

    /// The series area in surface coordinates.
    public var seriesArea: CGRect { isTransposed ? area.transposed : area }

    /// The surface point of a drawing-space point.
    public func surfacePoint(_ point: CGPoint) -> CGPoint {
        isTransposed ? CGPoint(x: point.y, y: point.x) : point
    }

    /// The drawing-space point of a surface point.
    public func drawingPoint(_ point: CGPoint) -> CGPoint {
        isTransposed ? CGPoint(x: point.y, y: point.x) : point
    }

    /// What pixel geometry depends on besides the data: equal keys give equal pixels.
    struct GeometryKey: Hashable {
        var xMin, xMax, xLength, yMin, yMax, yLength: Double
        var areaX, areaY, scale: Double
        var xFlipped, yFlipped, category, transposed: Bool
        var xScale, yScale: AxisScale
    }

    var geometryKey: GeometryKey {
        GeometryKey(
            xMin: xCalculator.visibleMin, xMax: xCalculator.visibleMax, xLength: xCalculator.viewportLength,
            yMin: yCalculator.visibleMin, yMax: yCalculator.visibleMax, yLength: yCalculator.viewportLength,
            areaX: Double(area.minX), areaY: Double(area.minY), scale: scale,
            xFlipped: xCalculator.hasFlippedCoordinates, yFlipped: yCalculator.hasFlippedCoordinates,
            category: isCategory, transposed: isTransposed, xScale: xCalculator.scale,
            yScale: yCalculator.scale)
    }

    /// Whether x values are bar indices (a category axis).
    public var isCategory: Bool { xCalculator.isCategoryAxis }

    /// How far outside the series area geometry is kept: enough for markers and thick
    /// strokes at the edges, little enough to keep coordinates small.
    public static let clipMargin = 1000.0

    /// The series area grown by ``clipMargin``, in drawing space: geometry is clipped to it.
    public var clipBounds: CGRect { area.insetBy(dx: -Self.clipMargin, dy: -Self.clipMargin) }

    /// The drawing-space x of a data point: its x value, or its index on a category axis.
    @inline(__always)
    public func pixelX(_ x: Double, index: Int) -> Double {
        Double(area.minX) + xCalculator.getCoordinate(isCategory ? Double(index) : x)
    }

    /// The drawing-space y of a value.
    @inline(__always)
    public func pixelY(_ y: Double) -> Double {
        Double(area.minY) + yCalculator.getCoordinate(y)
    }

    /// The x value (a bar index on a category axis) at a drawing-space x.
    public func dataX(atPixel pixel: Double) -> Double {
        xCalculator.getDataValue(pixel - Double(area.minX))
    }

    /// The data indices to draw: those in the visible x range (plus a neighbour each side)
    /// when x is sorted or categorical, every index otherwise.
    public func visibleIndices(of data: SCISeriesDataView) -> Range<Int> {
        let count = data.count
        let range = SCIDoubleRange(min: xCalculator.visibleMin, max: xCalculator.visibleMax)
        if isCategory {
            let lower = Int.clamping(range.min.rounded(.down) - 1, to: 0...count)
            let upper = Int.clamping(range.max.rounded(.up) + 2, to: lower...count)
            return lower..<upper
        }
        guard data.isSorted else { return 0..<count }
        return ValueScan.visibleIndices(data.column(SCISeriesDataView.x), in: range)
    }

    /// The data index range whose x lies within `radius` pixels of drawing-space x `pixel`,
    /// widened by a neighbour on each side: the candidates of a hit test on sorted or
    /// categorical data (every index on unsorted data).
    public func indices(near pixel: Double, radius: Double, of data: SCISeriesDataView) -> Range<Int> {
        let low = dataX(atPixel: pixel - radius)
        let high = dataX(atPixel: pixel + radius)
        let range = SCIDoubleRange(min: min(low, high), max: max(low, high))
        let count = data.count
        if isCategory {
            let lower = Int.clamping(range.min.rounded(.down) - 1, to: 0...count)
            return lower..<Int.clamping(range.max.rounded(.up) + 2, to: lower...count)
        }
        guard data.isSorted else { return 0..<count }
        return ValueScan.visibleIndices(data.column(SCISeriesDataView.x), in: range)
    }
}

extension CGRect {
    /// The rectangle mirrored across the diagonal: x and y swapped, width and height swapped.
    var transposed: CGRect { CGRect(x: minY, y: minX, width: height, height: width) }
}
