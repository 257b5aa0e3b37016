import Foundation

/// A point marker at each data point, with no line.
open class SCIXyScatterRenderableSeries: SCIXyRenderableSeriesBase {
    /// "scatter".
    open override var kindDescription: String { "scatter" }

    /// A dot in the marker's fill (else its outline, else the series' colour).
    open override func legendMarker(color: SCIColor, theme: SCIChartTheme) -> SCILegendMarker {
        .point(color: pointMarker?.fillStyle?.color ?? pointMarker?.strokeStyle?.color ?? color)
    }

    /// The marker drawn when ``SCIRenderableSeriesBase/pointMarker`` is `nil`: a 7-point
    /// circle in the series colour.
    func effectiveMarker(_ context: SCISeriesRenderContext) -> ISCIPointMarker {
        if let pointMarker { return pointMarker }
        let marker = SCIEllipsePointMarker()
        marker.fillStyle = SCISolidBrushStyle(color: seriesColor(context))
        return marker
    }

    /// The visible points as pixels; when dense, the first point in each device pixel only,
    /// since later ones would draw the same marker in the same place.
    func scatterGeometry(_ data: SCISeriesDataView, context: SCISeriesRenderContext) -> ScatterGeometry {
        SeriesGeometryStore.value(in: context.geometry, for: cacheKey(data, context)) {
            let indices = context.visibleIndices(of: data)
            guard aggregates(indices.count, context) else {
                return ScatterGeometry(pixels: SCISeriesPixels.make(data, indices: indices, context: context))
            }
            return PixelThinning.firstPerPixel(data, indices: indices, context: context)
        }
    }

    open override func draw(
        _ data: SCISeriesDataView, context: SCISeriesRenderContext, into list: inout SCIDisplayList
    ) {
        let pixels = scatterGeometry(data, context: context).pixels
        let palette = paletteColors { SCIXyRenderPassData(pixels, data: data) }
        drawMarkers(
            effectiveMarker(context), at: pixels, colors: palette?.marker, into: &list, context: context)
    }

    open override func hitTest(
        _ data: SCISeriesDataView, at point: CGPoint, radius: Double, context: SCISeriesRenderContext
    ) -> SCIHitTestInfo {
        let marker = effectiveMarker(context)
        let reach = max(Double(marker.size.width), Double(marker.size.height)) / 2
        let tolerance = radius + (reach.isFinite ? min(max(reach, 0), 500) : 0)
        let geometry = scatterGeometry(data, context: context)
        let candidate: HitCandidate?
        if !data.isSorted && !context.isCategory {
            candidate = HitGeometry.nearestPoint(geometry.pixels, to: point)
        } else if !geometry.pixels.isResampled {
            // Few points: the data points near the pointer, exactly.
            let indices = context.indices(near: Double(point.x), radius: tolerance, of: data)
            candidate = HitGeometry.nearestPoint(
                SCISeriesPixels.make(data, indices: indices, context: context), to: point)
        } else {
            // Thinned: the drawn points near the pointer, found through the pixels they took.
            switch geometry.nearestDrawn(to: point, within: tolerance) {
            case .found(let nearest): candidate = nearest
            case .nothingWithinReach: candidate = nil
            case .unavailable:
                let near = DrawnWindow.positions(
                    of: DrawnWindow.range(around: point, radius: tolerance), in: geometry.pixels.xs)
                candidate = HitGeometry.nearestPoint(geometry.pixels, in: near, to: point)
            }
        }
        return info(for: candidate, tolerance: tolerance, data: data, point: point, context: context)
    }
}
