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
    /// The positions of each data series' entries (by ``SCIDataSeries/seriesId``), made on
    /// the first rename after the entries change, so a rename reads only its own entries.
    private var positionsByDataSeries: [UInt64: [Int]]?

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

    /// Takes the entries the modifier lists; returns the positions whose item changed
    /// (empty: nothing the legend shows changed). Only those items are rebound: renaming one
    /// series of many rebinds one item.
    func update(_ newEntries: [LegendEntry]) -> [Int] {
        let kept = min(entries.count, newEntries.count)
        var changed = (0..<kept).filter { entries[$0] != newEntries[$0] }
        changed += Array(kept..<newEntries.count)
        guard !changed.isEmpty || entries.count != newEntries.count else { return [] }
        entries = newEntries
        positionsByDataSeries = nil
        if seriesInfo.count > newEntries.count { seriesInfo.removeLast(seriesInfo.count - newEntries.count) }
        if items.count > newEntries.count { items.removeLast(items.count - newEntries.count) }
        for position in changed {
            let info = SCISeriesInfoCore(newEntries[position])
            if position < seriesInfo.count { seriesInfo[position] = info } else { seriesInfo.append(info) }
            if position >= items.count { items.append(makeItem()) }
            items[position].bindSeriesInfo(with: info, legend: legend)
        }
        // Removing items from the end changes no item but the legend's length.
        return changed.isEmpty ? [newEntries.count] : changed
    }

    /// Reads again the entries of the series whose data series (by ``SCIDataSeries/seriesId``)
    /// were renamed; returns the positions whose item changed. The rest are not read.
    func updateNames(of renamed: Set<UInt64>, theme: SCIChartTheme) -> [Int] {
        let positions = positionsByDataSeries ?? indexPositions()
        var changed: [Int] = []
        for id in renamed {
            for position in positions[id] ?? [] {
                let entry = entries[position]
                // The index is of the entries' data series when they were taken.
                guard entry.series.dataSeries?.seriesId == id else { continue }
                let new = LegendEntries.entry(entry.series, position: entry.position, theme: theme)
                guard new != entry else { continue }
                entries[position] = new
                let info = SCISeriesInfoCore(new)
                seriesInfo[position] = info
                items[position].bindSeriesInfo(with: info, legend: legend)
                changed.append(position)
            }
        }
        return changed.sorted()
    }

    /// Indexes the entries' positions by data series, keeps the index and returns it.
    private func indexPositions() -> [UInt64: [Int]] {
        var positions: [UInt64: [Int]] = [:]
        positions.reserveCapacity(entries.count)
        for (position, entry) in entries.enumerated() {
            guard let id = entry.series.dataSeries?.seriesId else { continue }
            positions[id, default: []].append(position)
        }
        positionsByDataSeries = positions
        return positions
    }

    /// Forgets the items, so that the next update makes and binds them anew.
    func resetItems() {
        entries = []
        positionsByDataSeries = nil
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
