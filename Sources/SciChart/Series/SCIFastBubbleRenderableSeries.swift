import Foundation

/// A bubble at each point of an ``SCIXyzDataSeries``: x and y place it, z sizes it.
///
/// The size rule: with ``autoZRange`` off, a bubble's radius is `z × zScaleFactor` points;
/// with it on (the default), the largest z among the bubbles drawn gets a radius of
/// `zScaleFactor ×` 5 % of the series area's shorter side, and the others are in
/// proportion to it, so the bubbles fit whatever the unit of z. A z of zero, below zero or
/// not finite draws no bubble; no radius exceeds the series area's diagonal.
///
/// Bubbles are filled with ``bubbleBrushStyle`` and outlined with the series' pen when it
/// has one, in data order (later bubbles on top). Dense data are thinned as a scatter's
/// are: the first point in each device pixel.
///
/// ```swift
/// let bubbleSeries = SCIFastBubbleRenderableSeries()
/// bubbleSeries.dataSeries = dataSeries
/// bubbleSeries.bubbleBrushStyle = SCISolidBrushStyle(colorCode: 0x50CCCCCC)
/// bubbleSeries.zScaleFactor = 1.0
/// bubbleSeries.autoZRange = false
/// ```
open class SCIFastBubbleRenderableSeries: SCIXyzRenderableSeriesBase {
    /// The bubbles' fill; `nil` (the default) takes the series' colour at half opacity.
    public var bubbleBrushStyle: SCIBrushStyle? {
        didSet { if oldValue !== bubbleBrushStyle { invalidate() } }
    }

    /// Points of radius per unit of z (``autoZRange`` off), or the share of the automatic
    /// size the largest bubble takes (on); default 1. Negative or non-finite reads as 0.
    public var zScaleFactor = 1.0 { didSet { if !(oldValue == zScaleFactor) { shapeChanged() } } }

    /// Whether bubbles are sized relative to the largest z in view (default `true`) rather
    /// than in points per unit of z.
    public var autoZRange = true { didSet { if oldValue != autoZRange { shapeChanged() } } }

    /// The share of the series area's shorter side the largest bubble's radius takes when
    /// ``autoZRange`` is on and ``zScaleFactor`` is 1.
    public static let autoZRangeRadiusFraction = 0.05

    override var fillColor: SCIColor? { bubbleBrushStyle?.color }

    /// "bubbles".
    open override var kindDescription: String { "bubbles" }

    /// A dot in the bubbles' fill (the series' colour by default).
    open override func legendMarker(color: SCIColor, theme: SCIChartTheme) -> SCILegendMarker {
        .point(color: bubbleBrushStyle?.color.withAlpha(1) ?? color)
    }

    /// ``SCIDefaultXyzSeriesInfoProvider``: the y and the size.
    open override func makeSeriesInfoProvider() -> ISCISeriesInfoProvider {
        SCIDefaultXyzSeriesInfoProvider()
    }

    /// The bubbles drawn: centres and radii in drawing space, with data indices.
    struct Bubbles {
        var centers = SCISeriesPixels()
        var radii: [Double] = []
    }

    /// The visible bubbles (the first in each device pixel when dense), sized by the rule.
    func bubbles(_ data: SCISeriesDataView, context: SCISeriesRenderContext) -> Bubbles {
        SeriesGeometryStore.value(
            in: context.geometry,
            for: cacheKey(data, context)
        ) {
            guard data.columnCount > SCIXyzDataSeries.zColumn else { return Bubbles() }
            let indices = context.visibleIndices(of: data)
            let centers =
                aggregates(indices.count, context)
                ? PixelThinning.firstPerPixel(data, indices: indices, context: context).pixels
                : SCISeriesPixels.make(data, indices: indices, context: context)
            let zs = data.column(SCIXyzDataSeries.zColumn)
            let sizes = centers.indices.map { $0 >= 0 && $0 < zs.count ? zs[$0] : .nan }
            return Bubbles(centers: centers, radii: radii(sizes, context: context))
        }
    }

    /// The radius of each z by the size rule.
    func radii(_ sizes: [Double], context: SCISeriesRenderContext) -> [Double] {
        let factor = zScaleFactor.isFinite ? max(zScaleFactor, 0) : 0
        let area = context.area
        let limit = Double((area.width * area.width + area.height * area.height).squareRoot())
        var pointsPerUnit = factor
        if autoZRange {
            let largest = sizes.reduce(0) { $1.isFinite && $1 > $0 ? $1 : $0 }
            let reference = Self.autoZRangeRadiusFraction * Double(min(area.width, area.height)) * factor
            pointsPerUnit = largest > 0 ? reference / largest : 0
        }
        return sizes.map { z in
            guard z.isFinite, z > 0 else { return 0 }
            let radius = z * pointsPerUnit
            return radius.isFinite ? min(radius, limit) : limit
        }
    }

    open override func draw(
        _ data: SCISeriesDataView, context: SCISeriesRenderContext, into list: inout SCIDisplayList
    ) {
        let bubbles = bubbles(data, context: context)
        let palette = paletteColors {
            let pass = SCIXyzRenderPassData(bubbles.centers, data: data)
            if data.columnCount > SCIXyzDataSeries.zColumn {
                let zs = data.column(SCIXyzDataSeries.zColumn)
                for index in bubbles.centers.indices {
                    pass.zValues.add(index >= 0 && index < zs.count ? zs[index] : .nan)
                }
            }
            return pass
        }
        let bounds = context.clipBounds
        let stroke = strokeStyle.flatMap { SCIStroke($0, opacity: context.opacity) }
        // Data order is drawing order: a bubble starts a new path when its look differs from
        // the last one's, so later bubbles stay on top.
        var runs: [(key: PaletteKey, path: SCIPath)] = []
        for position in 0..<bubbles.centers.count {
            let center = bubbles.centers.point(at: position)
            let radius = bubbles.radii[position]
            guard radius > 0, center.isFinite else { continue }
            let box = CGRect(
                x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
            guard box.intersects(bounds) else { continue }
            let key = PaletteKey(fill: palette?.fill?[position], stroke: palette?.stroke?[position])
            if runs.last?.key != key { runs.append((key, SCIPath())) }
            runs[runs.count - 1].path.addEllipse(in: box)
        }
        let fill =
            bubbleBrushStyle.map { SCIFill($0, opacity: context.opacity) }
            ?? SCIFill(color: seriesColor(context).multiplyingAlpha(by: 0.5 * context.opacity))
        for run in runs {
            list.fill(run.path, Self.recolored(fill, run.key.fill, context))
            if let stroke { list.stroke(run.path, Self.recolored(stroke, run.key.stroke, context)) }
        }
    }

    /// The topmost bubble under the point, else the nearest edge within the radius.
    open override func hitTest(
        _ data: SCISeriesDataView, at point: CGPoint, radius: Double, context: SCISeriesRenderContext
    ) -> SCIHitTestInfo {
        let bubbles = bubbles(data, context: context)
        var best: HitCandidate?
        // Later bubbles are drawn on top: they win ties (a point inside several).
        for position in (0..<bubbles.centers.count).reversed() {
            let center = bubbles.centers.point(at: position)
            let size = bubbles.radii[position]
            guard size > 0, center.isFinite else { continue }
            let distance = max(0, Double(point.distance(to: center)) - size - halfPenWidth)
            best = HitCandidate.nearer(
                best,
                HitCandidate(index: bubbles.centers.indices[position], distance: distance, point: center))
        }
        return info(for: best, tolerance: radius, data: data, point: point, context: context)
    }
}
