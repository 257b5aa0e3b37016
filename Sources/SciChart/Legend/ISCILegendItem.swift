import Foundation

/// A legend item: it receives the series it stands for through
/// ``bindSeriesInfo(with:legend:)``, as SciChart's legend cells do.
///
/// An item that only binds draws the legend's default look: marker and name. To size and
/// draw itself, an item also adopts ``ISCIDrawableLegendItem``. Items are made by the data
/// source: the default one, or a factory registered with
/// ``SCISeriesInfoLegendDataSource/registerLegendItem(named:factory:)`` under the name given
/// to ``SCISeriesInfoLegendDataSource/init(legend:legendItemXibName:)``.
public protocol ISCILegendItem: AnyObject {
    /// Binds the item to a series. `source` is an ``SCISeriesInfoCore``; `legend` is the
    /// legend that shows the item. Called again whenever what the item shows changes.
    func bindSeriesInfo(with source: Any!, legend: ISCIChartLegend!)
}
