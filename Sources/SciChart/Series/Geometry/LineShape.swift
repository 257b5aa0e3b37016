import Foundation

/// How a series joins its points: straight, in steps (a digital line: across to the next
/// point's x, then up or down to it), or along a monotone curve (``MonotoneSpline``).
enum LineShape: Hashable, Sendable {
    case straight
    case digital
    case spline(upSampleFactor: Int)

    /// A distinct number for each shape, for geometry cache keys.
    var cacheVariant: Double {
        switch self {
        case .straight: 0
        case .digital: 1
        case .spline(let factor): 2 + Double(min(max(factor, 1), MonotoneSpline.maximumUpSampleFactor))
        }
    }

    /// `pixels` joined in this shape, a curve of at most about `budget` samples. Resampled pixels (dense data, several points a device
    /// column) are drawn as they are: steps and curves between them would not show.
    func shaped(_ pixels: SCISeriesPixels, budget: Int = .max) -> SCISeriesPixels {
        guard !pixels.isResampled else { return pixels }
        switch self {
        case .straight: return pixels
        case .digital: return pixels.stepped
        case .spline(let factor):
            return MonotoneSpline.curve(through: pixels, upSampleFactor: factor, budget: budget)
        }
    }
}

extension SCIRenderableSeriesBase {
    /// The pixels the series' line runs through: the points of ``linePixels(_:yColumn:context:)``
    /// joined in the series' ``lineShape``, cached with them.
    func shapedLinePixels(
        _ data: SCISeriesDataView, yColumn: Int = SCISeriesDataView.y, context: SCISeriesRenderContext
    ) -> SCISeriesPixels {
        let pixels = linePixels(data, yColumn: yColumn, context: context)
        let shape = lineShape
        guard shape != .straight, !pixels.isResampled else { return pixels }
        let variant = Double(yColumn) + 16 * (1 + shape.cacheVariant)
        return SeriesGeometryStore.value(in: context.geometry, for: cacheKey(data, context, variant: variant))
        {
            // A curve needs no more than a few samples a device column (data drawn without
            // resampling can hold far more points than columns).
            shape.shaped(pixels, budget: max(pixels.count, 16 * ColumnRuns.columns(context)))
        }
    }
}
