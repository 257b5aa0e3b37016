import Foundation

/// A heatmap (SciChart's `SCIFastUniformHeatmapRenderableSeries`): the cells of an
/// ``SCIUniformHeatmapDataSeries`` coloured by ``colorMap``, ``minimum`` at its first colour and
/// ``maximum`` at its last (values beyond them take the end colours; NaN cells draw nothing).
///
/// ```swift
/// let heatmap = SCIFastUniformHeatmapRenderableSeries()
/// heatmap.dataSeries = dataSeries
/// heatmap.minimum = 0
/// heatmap.maximum = 200
/// heatmap.colorMap = SCIColorMap(colors: [.blue, .green, .yellow, .red], andStops: [0, 0.3, 0.7, 1])
/// ```
///
/// Cells larger than a device pixel are drawn as sharp blocks; where cells are smaller, each
/// device pixel shows the largest value of the cells under it, read from a pyramid of block
/// maxima, so that a frame of a 1e4 × 1e4 heatmap reads about as many values as it has
/// pixels (see `heatmap_1e8_cells_ms` in `scichart-bench`). A hit test, a tooltip and the
/// description read the cell under the point: its x, y (where the cell starts) and z.
open class SCIFastUniformHeatmapRenderableSeries: SCIRenderableSeriesBase {
    /// The value drawn in the colour map's first colour (default 0). A minimum above the
    /// maximum reverses the scale.
    public var minimum = 0.0 { didSet { if oldValue != minimum { shapeChanged() } } }
    /// The value drawn in the colour map's last colour (default 1).
    public var maximum = 1.0 { didSet { if oldValue != maximum { shapeChanged() } } }
    /// The colours values take (default dark blue through cyan, green and yellow to red).
    public var colorMap = SCIColorMap(
        colors: [0xFF00_008B, 0xFF00_BFFF, 0xFF32_CD32, 0xFFFF_FF00, 0xFFFF_0000],
        andStops: [0, 0.25, 0.5, 0.75, 1]
    ) {
        didSet { if oldValue !== colorMap { shapeChanged() } }
    }

    /// "heatmap".
    open override var kindDescription: String { "heatmap" }

    /// A box in the colour map's middle colour.
    open override func legendMarker(color: SCIColor, theme: SCIChartTheme) -> SCILegendMarker {
        .fill(color: colorMap.color(at: 0.5), outline: nil)
    }

    override var fillColor: SCIColor? { colorMap.color(at: 0.5) }

    private var heatmap: (any HeatmapCells)? { dataSeries as? any HeatmapCells }

    override func xDataRange(onCategoryAxis: Bool) -> SCIDoubleRange? {
        guard let heatmap else { return super.xDataRange(onCategoryAxis: onCategoryAxis) }
        return heatmap.cellXRange
    }

    override func yDataRange(inXRange xRange: SCIDoubleRange, onCategoryAxis: Bool) -> SCIDoubleRange? {
        guard let heatmap else { return super.yDataRange(inXRange: xRange, onCategoryAxis: onCategoryAxis) }
        guard let cells = heatmap.cellXRange, cells.max >= xRange.min, cells.min <= xRange.max else {
            return nil
        }
        return heatmap.cellYRange
    }

    override func drawFrame(
        _ data: SCIDataSeries, context: SCISeriesRenderContext, into list: inout SCIDisplayList
    ) {
        guard let heatmap = data as? any HeatmapCells else { return }
        let image = heatmap.grid.withLock { grid -> SCIImageRun? in
            let key = GeometryCacheKey(
                data: heatmap.seriesId, version: grid.version, geometry: context.geometryKey,
                resampling: resamplingMode, shape: shapeGeneration, variant: context.opacity)
            return SeriesGeometryStore.value(in: context.geometry, for: key) {
                // The colour table is made only when the picture is (not on a cached frame).
                let raster = HeatmapRaster(
                    colors: colorMap.table(count: 1024, opacity: context.opacity), minimum: minimum,
                    maximum: maximum)
                return raster.image(&grid, placement: grid.placement, context: context)
            }
        }
        if let image { list.image(image) }
    }

    override func hitTestFrame(
        _ data: SCIDataSeries, at point: CGPoint, radius: Double, context: SCISeriesRenderContext
    ) -> SCIHitTestInfo {
        guard let heatmap = data as? any HeatmapCells,
            let cell = Self.cell(of: heatmap, at: point, context: context)
        else { return .miss }
        var info = SCIHitTestInfo.miss
        info.isHit = cell.z.isFinite
        info.renderableSeries = self
        info.dataSeriesIndex = cell.y * heatmap.xSize + cell.x
        info.xValue = cell.xValue
        info.yValue = cell.yValue
        info.zValue = cell.z
        info.hitTestPoint = cell.center
        info.distance = cell.z.isFinite ? 0 : .infinity
        info.isWithinDataBounds = true
        return info
    }

    /// The cell under drawing-space `point`: its indices, where it starts, its z and its
    /// centre; `nil` off the cells.
    static func cell(
        of heatmap: any HeatmapCells, at point: CGPoint, context: SCISeriesRenderContext
    )
        -> (x: Int, y: Int, xValue: Double, yValue: Double, z: Double, center: CGPoint)?
    {
        let placed = heatmap.cellPlacement
        let dataX = context.dataX(atPixel: Double(point.x))
        let dataY = context.yCalculator.getDataValue(Double(point.y) - Double(context.area.minY))
        let u = ((dataX - placed.startX) / placed.stepX).rounded(.down)
        let v = ((dataY - placed.startY) / placed.stepY).rounded(.down)
        guard u.isFinite, v.isFinite, u >= 0, v >= 0, u < Double(heatmap.xSize), v < Double(heatmap.ySize)
        else {
            return nil
        }
        let (x, y) = (Int(u), Int(v))
        let xValue = placed.startX + Double(x) * placed.stepX
        let yValue = placed.startY + Double(y) * placed.stepY
        let center = CGPoint(
            x: context.pixelX(xValue + placed.stepX / 2, index: 0),
            y: context.pixelY(yValue + placed.stepY / 2))
        return (x, y, xValue, yValue, heatmap.zValue(atX: x, y: y), center)
    }

    override func reading(_ entry: FrameSeries, at point: CGPoint, layout: SCIChartLayout, interpolate: Bool)
        -> SeriesReading?
    {
        guard let heatmap, let xAxis = entry.xAxis, let yAxis = entry.yAxis,
            let context = layout.renderContext(for: entry, scale: 1, geometry: nil),
            let cell = Self.cell(of: heatmap, at: context.drawingPoint(point), context: context),
            cell.z.isFinite
        else { return nil }
        let xCalculator = context.xCalculator
        let yCalculator = context.yCalculator
        return SeriesReading(
            series: self, name: heatmap.seriesName ?? "", color: colorMap.color(at: fraction(of: cell.z)),
            point: context.surfacePoint(cell.center),
            xText: xAxis.formatCursorText(cell.xValue, calculator: xCalculator),
            values: [
                "Y \(yAxis.formatCursorText(cell.yValue, calculator: yCalculator))",
                "Z \(NumberText.trimmed(cell.z, maxDecimals: 4))",
            ])
    }

    /// Where `value` falls between ``minimum`` and ``maximum``, `0...1`.
    func fraction(of value: Double) -> Double {
        let span = maximum - minimum
        guard span != 0, span.isFinite else { return value < minimum ? 0 : 1 }
        return min(max((value - minimum) / span, 0), 1)
    }
}
