import Foundation

/// A stem from ``zeroLineY`` to each point of an ``SCIXyDataSeries``, with the series'
/// ``SCIRenderableSeriesBase/pointMarker`` at each tip (a stem chart).
///
/// Dense data (more points than device columns) draw, per device column, the stems of its
/// highest and lowest value: together they cover every stem the column holds.
///
/// ```swift
/// let impulseSeries = SCIFastImpulseRenderableSeries()
/// impulseSeries.dataSeries = dataSeries
/// impulseSeries.pointMarker = pointMarker
/// impulseSeries.strokeStyle = SCISolidPenStyle(color: .yellow, thickness: 1.0)
/// impulseSeries.zeroLineY = 0.2
/// ```
open class SCIFastImpulseRenderableSeries: SCIXyRenderableSeriesBase {
    /// The value stems start from (default 0); it widens the y range auto-ranging fits.
    public var zeroLineY = 0.0 { didSet { if oldValue != zeroLineY { invalidate() } } }

    /// "impulses".
    open override var kindDescription: String { "impulses" }

    override func yDataRange(inXRange xRange: SCIDoubleRange, onCategoryAxis: Bool) -> SCIDoubleRange? {
        let range = super.yDataRange(inXRange: xRange, onCategoryAxis: onCategoryAxis)
        guard zeroLineY.isFinite else { return range }
        return range.map { $0.union(SCIDoubleRange(min: zeroLineY, max: zeroLineY)) }
    }

    /// The stems' tips: each visible point when few; per device column the highest and the
    /// lowest value when dense.
    func tipPixels(_ data: SCISeriesDataView, context: SCISeriesRenderContext) -> SCISeriesPixels {
        SeriesGeometryStore.value(in: context.geometry, for: cacheKey(data, context, variant: -1)) {
            let indices = context.visibleIndices(of: data)
            guard aggregates(indices.count, context) else {
                return SCISeriesPixels.make(data, indices: indices, context: context)
            }
            return ColumnAggregation.extremes(data, indices: indices, context: context)
        }
    }

    /// The drawing-space y of the zero line, kept within reach of the series area.
    private func baseline(_ context: SCISeriesRenderContext) -> Double {
        context.pixelY(zeroLineY.isFinite ? zeroLineY : 0).boundedPixel
    }

    open override func draw(
        _ data: SCISeriesDataView, context: SCISeriesRenderContext, into list: inout SCIDisplayList
    ) {
        let tips = tipPixels(data, context: context)
        let palette = paletteColors { SCIXyRenderPassData(tips, data: data) }
        let base = baseline(context)
        var stems = PathGroups<SCIColor?>()
        for position in 0..<tips.count {
            let tip = tips.point(at: position)
            guard tip.isFinite,
                let (from, to) = ClippedPath.clip(CGPoint(x: tip.x, y: base), tip, to: context.clipBounds)
            else { continue }
            stems.add(to: palette?.stroke?[position]) {
                $0.move(to: from)
                $0.line(to: to)
            }
        }
        let stroke = resolvedStroke(context)
        for (color, path) in stems.groups { list.stroke(path, Self.recolored(stroke, color, context)) }
        drawMarkers(pointMarker, at: tips, colors: palette?.marker, into: &list, context: context)
    }

    /// The nearest stem (or its tip's marker) within the radius.
    open override func hitTest(
        _ data: SCISeriesDataView, at point: CGPoint, radius: Double, context: SCISeriesRenderContext
    ) -> SCIHitTestInfo {
        let tips = pixelsNear(point, radius: lineReach(radius, context), data: data, context: context) {
            tipPixels(data, context: context)
        }
        let base = baseline(context)
        var best: HitCandidate?
        for position in 0..<tips.count {
            let tip = tips.point(at: position)
            guard tip.isFinite else { continue }
            // Distances from the pen's edge, and from the marker's where the tip has one.
            let toStem = HitGeometry.distance(from: point, toSegment: CGPoint(x: tip.x, y: base), tip)
            var distance = max(0, toStem - halfPenWidth)
            if pointMarker != nil {
                distance = min(distance, max(0, Double(point.distance(to: tip)) - markerReach))
            }
            best = HitCandidate.nearer(
                best, HitCandidate(index: tips.indices[position], distance: distance, point: tip))
        }
        return info(for: best, tolerance: radius, data: data, point: point, context: context)
    }
}
