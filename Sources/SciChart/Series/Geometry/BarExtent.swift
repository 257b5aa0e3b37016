import Foundation

/// Widths and extents of bars (columns, candles, OHLC).
enum BarExtent {
    /// A bar's pixel width: `fraction` of the smallest spacing between visible points (or
    /// of one category), at least 1 pixel.
    static func width(fraction: Double, pixels: SCISeriesPixels, context: SCISeriesRenderContext) -> Double {
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
        guard count > 1, range.halfDiff > 0 else { return range }
        let half = range.halfDiff / Double(count - 1)
        return SCIDoubleRange(min: range.min - half, max: range.max + half)
    }
}
