import Foundation

/// The base of every renderable series: the data it draws, the axes it draws on, its
/// visibility and the extent it asks auto-ranging axes to show.
open class SCIRenderableSeriesBase {
    weak var surface: SCIChartSurface?

    public init() {}

    /// The data drawn; `nil` draws nothing.
    public var dataSeries: SCIDataSeries? { didSet { invalidate() } }

    /// The id of the x axis the series is drawn on (default ``SCIAxisBase/defaultAxisId``).
    public var xAxisId: String = SCIAxisBase.defaultAxisId { didSet { invalidate() } }

    /// The id of the y axis the series is drawn on (default ``SCIAxisBase/defaultAxisId``).
    public var yAxisId: String = SCIAxisBase.defaultAxisId { didSet { invalidate() } }

    /// Whether the series is drawn, hit-tested and auto-ranged (default `true`).
    public var isVisible = true { didSet { invalidate() } }

    /// The x extent of the data: values, or bar indices on a category axis.
    func xDataRange(onCategoryAxis: Bool) -> SCIDoubleRange? {
        guard let dataSeries, dataSeries.count > 0 else { return nil }
        if onCategoryAxis { return SCIDoubleRange(min: 0, max: Double(dataSeries.count - 1)) }
        return dataSeries.xRange
    }

    /// The y extent of the data whose x lies in `xRange` (bar indices on a category axis).
    func yDataRange(inXRange xRange: SCIDoubleRange, onCategoryAxis: Bool) -> SCIDoubleRange? {
        guard let dataSeries, dataSeries.count > 0 else { return nil }
        guard onCategoryAxis else { return dataSeries.yRange(inXRange: xRange) }
        return dataSeries.read { store in
            let lower = Int.clamping(xRange.min.rounded(.up), to: 0...store.count)
            let upper = Int.clamping(xRange.max.rounded(.down) + 1, to: lower...store.count)
            return SCIDataSeries.yRange(of: store, in: lower..<upper, xRange: nil)
        }
    }

    /// Tells the surface that the series changed.
    func invalidate() {
        surface?.invalidateLayout()
    }
}

extension SCIChartSurface {
    /// Draws every visible series on resolvable axes, in collection order.
    func drawSeries(into list: inout SCIDisplayList, layout: SurfaceLayout) {}
}
