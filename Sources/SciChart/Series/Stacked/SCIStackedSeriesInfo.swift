import Foundation

/// A stack member's values at one point: its own y and the top of the stack there, where
/// rollover markers stand.
open class SCIStackedSeriesInfo: SCISeriesInfo {
    /// The member's own value there.
    public let yValue: Double
    /// The top of the stack there (a percentage in a 100 % stack).
    public let stackedValue: Double
    /// The y written as the y axis writes it (written when first read).
    public private(set) lazy var formattedYValue: String = yFormat(yValue)
    /// The stack's top written as the y axis writes it.
    public private(set) lazy var formattedStackedValue: String = yFormat(stackedValue)

    /// A reading of `yValue` standing at `stackedValue`, at `site` of `series`.
    public init(
        series: SCIRenderableSeriesBase, site: SCISeriesInfoSite, yValue: Double, stackedValue: Double,
        context: SCISeriesInfoContext
    ) {
        self.yValue = yValue
        self.stackedValue = stackedValue
        super.init(series: series, site: site, markerValue: stackedValue, context: context)
    }

    /// The member's value, unnamed, then the stack's top ("stack", "Σ").
    open override var values: [SCISeriesValue] {
        [
            SCISeriesValue(value: yValue, formattedValue: formattedYValue),
            SCISeriesValue(
                name: "stack", shortName: "Σ", value: stackedValue, formattedValue: formattedStackedValue),
        ]
    }
}

/// Reads a stack member's own value and the stack's top at a point (between two points when
/// the modifier interpolates): the default of ``SCIStackedColumnRenderableSeries`` and
/// ``SCIStackedMountainRenderableSeries``. Off a vertical stack it reads as
/// ``SCIDefaultXySeriesInfoProvider`` does.
open class SCIDefaultStackedSeriesInfoProvider: SCISeriesInfoProviderBase {
    open override func makeSeriesInfo(
        series: SCIRenderableSeriesBase, data: SCISeriesDataView, context: SCISeriesInfoContext
    ) -> SCISeriesInfo? {
        guard let site = context.site(in: data, interpolating: !(series is SCIStackedColumnRenderableSeries))
        else { return nil }
        let value = site.value(of: SCISeriesDataView.y, in: data)
        guard let member = series as? StackedMember, member.isStacked else {
            return SCIXySeriesInfo(series: series, site: site, yValue: value, context: context)
        }
        let top = member.withStackedView { view in
            view.count == data.count ? site.value(of: SCISeriesDataView.y, in: view) : .nan
        }
        return SCIStackedSeriesInfo(
            series: series, site: site, yValue: value, stackedValue: top, context: context)
    }
}
