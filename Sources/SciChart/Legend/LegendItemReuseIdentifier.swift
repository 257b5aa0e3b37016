/// The reuse identifier of legend items, as SciChart's custom legend item sample returns it
/// from `reuseIdentifier` (`return LegendItemReuseIdentifier`). On Linux items are made by
/// the factories of ``SCISeriesInfoLegendDataSource/registerLegendItem(named:factory:)``, not
/// reused cells; the name is kept so that ported item classes compile.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let LegendItemReuseIdentifier: String = "LegendItemReuseIdentifier"
