import Foundation

/// A column from ``zeroLineY`` to each value.
open class SCIFastColumnRenderableSeries: SCIXyRenderableSeriesBase {
    /// The column fill; `nil` takes the series colour.
    public var fillBrushStyle: SCIBrushStyle? { didSet { invalidate() } }

    override var fillColor: SCIColor? { fillBrushStyle?.color }

    /// "columns".
    open override var kindDescription: String { "columns" }

    /// A filled box in the columns' fill (the series' colour by default), outlined in their
    /// pen when they have one.
    open override func legendMarker(color: SCIColor, theme: SCIChartTheme) -> SCILegendMarker {
        .fill(color: fillBrushStyle?.color ?? color, outline: strokeStyle?.color)
    }

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

    /// The visible column tops as pixels: each point when few; per device column the
    /// highest and lowest value when dense (their columns together cover the column's span).
    func columnPixels(_ data: SCISeriesDataView, context: SCISeriesRenderContext) -> SCISeriesPixels {
        SeriesGeometryStore.value(in: context.geometry, for: cacheKey(data, context, variant: dataPointWidth))
        {
            let indices = context.visibleIndices(of: data)
            guard aggregates(indices.count, context) else {
                return SCISeriesPixels.make(data, indices: indices, context: context)
            }
            return ColumnAggregation.extremes(data, indices: indices, context: context)
        }
    }

    /// The column rectangles of `pixels`, with their data indices and positions in `pixels`.
    func columns(_ pixels: SCISeriesPixels, context: SCISeriesRenderContext) -> [(
        rect: CGRect, index: Int, position: Int
    )] {
        let width = BarExtent.width(fraction: dataPointWidth, pixels: pixels, context: context)
        let baseline = context.pixelY(zeroLineY.isFinite ? zeroLineY : 0).boundedPixel
        var result: [(CGRect, Int, Int)] = []
        for index in 0..<pixels.count {
            let point = pixels.point(at: index).bounded
            guard point.isFinite else { continue }
            let left = (Double(point.x) - width / 2).rounded()
            let right = max((Double(point.x) + width / 2).rounded(), left + 1)
            let rect = CGRect(
                x: left, y: min(Double(point.y), baseline), width: right - left,
                height: abs(Double(point.y) - baseline))
            let clipped = rect.intersection(context.clipBounds)
            if !clipped.isNull { result.append((clipped, pixels.indices[index], index)) }
        }
        return result
    }

    open override func draw(
        _ data: SCISeriesDataView, context: SCISeriesRenderContext, into list: inout SCIDisplayList
    ) {
        let pixels = columnPixels(data, context: context)
        func makePass() -> SCIColumnRenderPassData {
            let pass = SCIColumnRenderPassData(pixels, data: data)
            pass.columnPixelWidth = BarExtent.width(
                fraction: dataPointWidth, pixels: pixels, context: context)
            pass.zeroLineCoord = Float(context.pixelY(zeroLineY.isFinite ? zeroLineY : 0).boundedPixel)
            return pass
        }
        let palette = paletteColors(makePass)
        let pass = palette.flatMap { _ in currentRenderPassData as? SCIColumnRenderPassData } ?? makePass()
        // A subclass may draw the columns its own way in `internalDraw`; the built-in columns
        // are drawn when it does not (or calls `super`).
        drawCustom(pass, context: context, into: &list) { list in
            self.drawColumns(
                self.columns(pixels, context: context).map { ($0.rect, $0.position) }, palette: palette,
                into: &list,
                context: context)
        }
    }

    /// Fills `columns` (each with its position in the frame's points, which the palette
    /// colours follow) in the columns' brush and outlines them in their pen.
    func drawColumns(
        _ columns: [(rect: CGRect, position: Int)], palette: PaletteColors?, into list: inout SCIDisplayList,
        context: SCISeriesRenderContext
    ) {
        let fill: SCIFill?
        if let fillBrushStyle {
            fill = SCIFill(fillBrushStyle, opacity: context.opacity)
        } else {
            let color = strokeStyle?.color ?? context.paletteColor
            fill = SCIFill(color: color.multiplyingAlpha(by: context.opacity))
        }
        let stroke = strokeStyle.flatMap { SCIStroke($0, opacity: context.opacity) }
        var groups = PathGroups<PaletteKey>()
        for column in columns {
            let key = PaletteKey(
                fill: palette?.fill?[column.position],
                stroke: stroke == nil ? nil : palette?.stroke?[column.position])
            groups.add(to: key) { $0.addRect(column.rect) }
        }
        for (key, path) in groups.groups {
            list.fill(path, Self.recolored(fill, key.fill, context))
            if let stroke { list.stroke(path, Self.recolored(stroke, key.stroke, context)) }
        }
    }

    open override func hitTest(
        _ data: SCISeriesDataView, at point: CGPoint, radius: Double, context: SCISeriesRenderContext
    ) -> SCIHitTestInfo {
        let pixels = pixelsNear(point, radius: radius, data: data, context: context) {
            columnPixels(data, context: context)
        }
        var best: HitCandidate?
        for column in columns(pixels, context: context) {
            let top = CGPoint(x: column.rect.midX, y: column.rect.minY)
            let candidate = HitCandidate(
                index: column.index, distance: HitGeometry.distance(from: point, toRect: column.rect),
                point: top)
            best = HitCandidate.nearer(best, candidate)
        }
        return info(for: best, tolerance: radius, data: data, point: point, context: context)
    }
}
