import Foundation
import Synchronization

/// What a legend shows: the series a legend modifier lists, as series infos, and one bound
/// item per series (SciChart's legend data source).
///
/// A data source drives one legend; a modifier made with it
/// (``SCILegendModifier/init(legend:dataSource:useAutoPlacement:)``) fills it. Make one with
/// ``SCISeriesInfoLegendDataSource``.
public class SCILegendDataSource {
    /// The legend this data source fills (held weakly: the legend holds its data source).
    public internal(set) weak var legend: SCIChartLegend?
    /// The series listed, as of the legend's last refresh, in display order.
    public private(set) var seriesInfo: [SCISeriesInfoCore] = []
    /// One item per series info, bound to it; reused as the series change.
    private(set) var items: [any ISCILegendItem] = []
    private var entries: [LegendEntry] = []

    init(boundTo legend: SCIChartLegend) {
        bind(to: legend)
    }

    /// Makes this the data source of `legend`, taking it from any other.
    func bind(to legend: SCIChartLegend) {
        if let previous = legend.dataSource, previous !== self { previous.legend = nil }
        if let current = self.legend, current !== legend, current.dataSource === self {
            current.dataSource = nil
        }
        self.legend = legend
        legend.dataSource = self
        legend.contentChanged()
    }

    /// A new item, before binding.
    func makeItem() -> any ISCILegendItem {
        DefaultLegendItem()
    }

    /// Takes the entries the modifier lists; returns whether anything the legend shows
    /// changed (items are rebound only then).
    func update(_ newEntries: [LegendEntry]) -> Bool {
        guard newEntries != entries else { return false }
        entries = newEntries
        seriesInfo = newEntries.map(SCISeriesInfoCore.init)
        if items.count > seriesInfo.count { items.removeLast(items.count - seriesInfo.count) }
        while items.count < seriesInfo.count { items.append(makeItem()) }
        for (item, info) in zip(items, seriesInfo) {
            item.bindSeriesInfo(with: info, legend: legend)
        }
        return true
    }

    /// Forgets the items, so that the next update makes and binds them anew.
    func resetItems() {
        entries = []
        seriesInfo = []
        items = []
    }
}

/// The item of data sources without a factory: it keeps what it is bound to and draws the
/// default look.
final class DefaultLegendItem: ISCIDrawableLegendItem {
    private(set) var seriesInfo: SCISeriesInfoCore?

    func bindSeriesInfo(with source: Any!, legend: ISCIChartLegend!) {
        seriesInfo = source as? SCISeriesInfoCore
    }
}
