import Foundation

/// The data source of a legend of series: the default item, or items of your own
/// registered under a name.
///
/// ```swift
/// SCISeriesInfoLegendDataSource.registerLegendItem(named: "CustomLegendItem") { CustomLegendItem() }
/// let dataSource = SCISeriesInfoLegendDataSource(legend: legend, legendItemXibName: "CustomLegendItem")
/// ```
public final class SCISeriesInfoLegendDataSource: SCILegendDataSource {
    /// The name of the item factory to use, when one was given.
    public let legendItemXibName: String?

    /// A data source for `legend` with the default item; `nil` when `legend` already has a
    /// data source (one legend shows one data source).
    public init?(legend: SCIChartLegend) {
        guard legend.dataSource == nil else { return nil }
        legendItemXibName = nil
        super.init(boundTo: legend)
    }

    /// A data source for `legend` whose items the factory registered under `legendItemXibName`
    /// makes (SciChart iOS loads a xib of that name; Linux has none). Without a factory of
    /// that name when an item is needed, the default item is used, and standard error says
    /// so once per name. The data source replaces any `legend` had.
    public init(legend: SCIChartLegend, legendItemXibName: String) {
        self.legendItemXibName = legendItemXibName
        super.init(boundTo: legend)
    }

    /// A data source with the default item, whether or not `legend` had one.
    init(replacingSourceOf legend: SCIChartLegend) {
        legendItemXibName = nil
        super.init(boundTo: legend)
    }

    override func makeItem() -> any ISCILegendItem {
        guard let name = legendItemXibName else { return super.makeItem() }
        guard let factory = Self.factory(named: name) else {
            Self.reportUnregistered(name)
            return super.makeItem()
        }
        return factory()
    }

    /// Says once per name, on standard error, that no item is registered under `name` and
    /// the default item is drawn instead, rather than replacing it silently.
    static func reportUnregistered(_ name: String) {
        let isNew = reportedNames.withLock { $0.insert(name).inserted }
        guard isNew else { return }
        LibraryWarnings.report(
            "SciChart: no legend item is registered under \"\(name)\"; the legend draws its default item. "
                + "Register one with SCISeriesInfoLegendDataSource.registerLegendItem(named:factory:).")
    }

    /// The names already reported.
    static let reportedNames = Locked<Set<String>>([])

    // MARK: - Item factories

    /// A function that makes a legend item.
    public typealias ItemFactory = @Sendable () -> any ISCILegendItem

    private static let factories = Locked<[String: ItemFactory]>([:])

    /// Registers `factory` under `name` (replacing any earlier one): data sources made with
    /// that `legendItemXibName` make their items with it. Safe from any thread.
    public static func registerLegendItem(named name: String, factory: @escaping ItemFactory) {
        factories.withLock { $0[name] = factory }
    }

    /// Removes the factory registered under `name`.
    public static func unregisterLegendItem(named name: String) {
        factories.withLock { $0[name] = nil }
    }

    static func factory(named name: String) -> ItemFactory? {
        factories.withLock { $0[name] }
    }
}
