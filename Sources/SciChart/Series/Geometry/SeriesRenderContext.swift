import Foundation

/// What a series needs to turn its data into pixels, for one layout.
struct SeriesRenderContext {
    let xCalculator: SCICoordinateCalculator
    let yCalculator: SCICoordinateCalculator
    /// The series area, in surface coordinates.
    let area: CGRect
    let theme: SCIChartTheme
    /// The theme colour for the series' position.
    let paletteColor: SCIColor
    /// The series' opacity, `0...1`.
    let opacity: Double
    /// Device pixels per point: resampling works per device-pixel column.
    let scale: Double

    init(
        xCalculator: SCICoordinateCalculator, yCalculator: SCICoordinateCalculator, area: CGRect,
        theme: SCIChartTheme, paletteColor: SCIColor, opacity: Double, scale: Double = 1
    ) {
        self.xCalculator = xCalculator
        self.yCalculator = yCalculator
        self.area = area
        self.theme = theme
        self.paletteColor = paletteColor
        self.opacity = opacity.isFinite ? min(max(opacity, 0), 1) : 1
        self.scale = scale.isFinite ? min(max(scale, 0.01), 16) : 1
    }

    /// What pixel geometry depends on besides the data: equal keys give equal pixels.
    struct GeometryKey: Hashable {
        var xMin, xMax, xLength, yMin, yMax, yLength: Double
        var areaX, areaY, scale: Double
        var xFlipped, yFlipped, category: Bool
    }

    var geometryKey: GeometryKey {
        GeometryKey(
            xMin: xCalculator.visibleMin, xMax: xCalculator.visibleMax, xLength: xCalculator.viewportLength,
            yMin: yCalculator.visibleMin, yMax: yCalculator.visibleMax, yLength: yCalculator.viewportLength,
            areaX: Double(area.minX), areaY: Double(area.minY), scale: scale,
            xFlipped: xCalculator.hasFlippedCoordinates, yFlipped: yCalculator.hasFlippedCoordinates,
            category: isCategory)
    }

    /// Whether x values are bar indices.
    var isCategory: Bool { xCalculator.isCategoryAxis }

    /// How far outside the series area geometry is kept: enough for markers and thick
    /// strokes at the edges, little enough to keep coordinates small.
    static let clipMargin = 1000.0

    /// The series area grown by ``clipMargin``: geometry is clipped to it.
    var clipBounds: CGRect { area.insetBy(dx: -Self.clipMargin, dy: -Self.clipMargin) }

    /// The surface x of a data point: its x value, or its index on a category axis.
    @inline(__always)
    func pixelX(_ x: Double, index: Int) -> Double {
        Double(area.minX) + xCalculator.getCoordinate(isCategory ? Double(index) : x)
    }

    /// The surface y of a value.
    @inline(__always)
    func pixelY(_ y: Double) -> Double {
        Double(area.minY) + yCalculator.getCoordinate(y)
    }

    /// The data indices to draw: those in the visible x range (plus a neighbour each side)
    /// when x is sorted or categorical, every index otherwise.
    func visibleIndices(_ store: ColumnStore) -> Range<Int> {
        let count = store.count
        let range = SCIDoubleRange(min: xCalculator.visibleMin, max: xCalculator.visibleMax)
        if isCategory {
            let lower = Int.clamping(range.min.rounded(.down) - 1, to: 0...count)
            let upper = Int.clamping(range.max.rounded(.up) + 2, to: lower...count)
            return lower..<upper
        }
        return SCIDataSeries.indices(of: store, in: range, widened: true)
    }

    /// The data index range whose x lies within `radius` pixels of surface x `pixel`,
    /// widened by a neighbour on each side: the candidates of a hit test.
    func indices(near pixel: Double, radius: Double, _ store: ColumnStore) -> Range<Int> {
        let low = xCalculator.getDataValue(pixel - radius - Double(area.minX))
        let high = xCalculator.getDataValue(pixel + radius - Double(area.minX))
        let range = SCIDoubleRange(min: min(low, high), max: max(low, high))
        let count = store.count
        if isCategory {
            let lower = Int.clamping(range.min.rounded(.down) - 1, to: 0...count)
            return lower..<Int.clamping(range.max.rounded(.up) + 2, to: lower...count)
        }
        return SCIDataSeries.indices(of: store, in: range, widened: true)
    }
}
