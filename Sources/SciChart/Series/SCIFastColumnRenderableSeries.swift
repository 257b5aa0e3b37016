import Foundation

/// A column from ``zeroLineY`` to each value.
open class SCIFastColumnRenderableSeries: SCIRenderableSeriesBase {
    /// The column fill; `nil` takes the series colour.
    public var fillBrushStyle: SCIBrushStyle? { didSet { invalidate() } }

    /// The value columns start from (default 0).
    public var zeroLineY = 0.0 { didSet { invalidate() } }

    /// The column width as a fraction of the spacing between points, `0...1` (default 0.7).
    public var dataPointWidth = 0.7 { didSet { invalidate() } }

    override func xDataRange(onCategoryAxis: Bool) -> SCIDoubleRange? {
        BarExtent.padded(
            super.xDataRange(onCategoryAxis: onCategoryAxis), series: dataSeries, category: onCategoryAxis)
    }

    override func yDataRange(inXRange xRange: SCIDoubleRange, onCategoryAxis: Bool) -> SCIDoubleRange? {
        let range = super.yDataRange(inXRange: xRange, onCategoryAxis: onCategoryAxis)
        guard zeroLineY.isFinite else { return range }
        return range.map { $0.union(SCIDoubleRange(min: zeroLineY, max: zeroLineY)) }
    }

    /// The column rectangles of the visible points, with their data indices.
    func columns(_ store: ColumnStore, indices: Range<Int>, context: SeriesRenderContext) -> [(
        rect: CGRect, index: Int
    )] {
        let pixels = XyPixels.make(store, indices: indices, context: context)
        let width = BarExtent.width(fraction: dataPointWidth, pixels: pixels, context: context)
        let baseline = context.pixelY(zeroLineY.isFinite ? zeroLineY : 0)
        var result: [(CGRect, Int)] = []
        for index in 0..<pixels.count {
            let point = pixels.point(at: index)
            guard point.isFinite else { continue }
            let left = (Double(point.x) - width / 2).rounded()
            let right = max((Double(point.x) + width / 2).rounded(), left + 1)
            let rect = CGRect(
                x: left, y: min(Double(point.y), baseline), width: right - left,
                height: abs(Double(point.y) - baseline))
            result.append((rect.intersection(context.clipBounds), pixels.indices[index]))
        }
        return result.filter { !$0.0.isNull }
    }

    override func draw(store: ColumnStore, into list: inout SCIDisplayList, context: SeriesRenderContext) {
        var path = SCIPath()
        for column in columns(store, indices: context.visibleIndices(store), context: context) {
            path.addRect(column.rect)
        }
        let color = strokeStyle?.color ?? context.paletteColor
        let fill: SCIFill?
        if let fillBrushStyle {
            fill = SCIFill(fillBrushStyle, opacity: context.opacity)
        } else {
            fill = SCIFill(color: color.multiplyingAlpha(by: context.opacity))
        }
        list.fill(path, fill)
        if let strokeStyle { list.stroke(path, SCIStroke(strokeStyle, opacity: context.opacity)) }
    }

    override func hitTest(store: ColumnStore, point: CGPoint, radius: Double, context: SeriesRenderContext)
        -> SCIHitTestInfo
    {
        let indices = hitIndices(store, near: Double(point.x), radius: radius, context: context)
        var best: HitCandidate?
        for column in columns(store, indices: indices, context: context) {
            let top = CGPoint(x: column.rect.midX, y: column.rect.minY)
            let candidate = HitCandidate(
                index: column.index, distance: HitGeometry.distance(from: point, toRect: column.rect),
                point: top)
            best = HitCandidate.nearer(best, candidate)
        }
        return info(for: best, tolerance: radius, store: store, point: point, context: context)
    }
}

/// Widths and extents of bars (columns, candles, OHLC).
enum BarExtent {
    /// A bar's pixel width: `fraction` of the smallest spacing between visible points (or
    /// of one category), at least 1 pixel.
    static func width(fraction: Double, pixels: XyPixels, context: SeriesRenderContext) -> Double {
        let clean = fraction.isFinite ? min(max(fraction, 0), 1) : 0.7
        let spacing: Double
        if context.isCategory {
            spacing = abs(context.xCalculator.getCoordinate(1) - context.xCalculator.getCoordinate(0))
        } else {
            spacing = pixels.smallestSpacing(fallback: Double(context.area.width) / 10)
        }
        let width = spacing * clean
        return width.isFinite ? min(max(width, 1), Double(context.area.width) + 1) : 1
    }

    /// A data x range padded by half the typical bar spacing, so edge bars show whole.
    static func padded(_ range: SCIDoubleRange?, series: SCIDataSeries?, category: Bool) -> SCIDoubleRange? {
        guard let range, let series else { return range }
        if category { return SCIDoubleRange(min: range.min - 0.5, max: range.max + 0.5) }
        let count = series.count
        guard count > 1, range.diff > 0 else { return range }
        let half = range.diff / Double(count - 1) / 2
        return SCIDoubleRange(min: range.min - half, max: range.max + half)
    }
}
