import Foundation
import SciChart

/// The market data shipped with the project: SPY daily candles 2008-2017, GOOG daily candles
/// 2004-2018 and one week of S&P 500 minute bars (see Resources/README.md).
public enum MarketData {
    /// SPY daily bars, 2007-12-31 to 2017-12-29 (2,519 bars).
    public static let spyDaily: [MarketBar] = load("yahoofinance-SPY-20080101-20180101")

    /// GOOG daily bars, 2004-08-19 to 2018-01-19 (3,379 bars).
    public static let googDaily: [MarketBar] = load("yahoofinance-GOOG-20040819-20180120")

    /// S&P 500 one-minute bars, 2019-11-05 to 2019-11-08, trading hours only.
    public static let sp500Minutes: [MarketBar] = load("SP500_NOV2019_IDay")

    /// The bars of a file in Resources, read by the library's price reader (two SPY bars
    /// whose open lies below their low are widened to hold it); none when it cannot be read.
    static func load(_ name: String) -> [MarketBar] {
        guard let url = Bundle.module.url(forResource: name, withExtension: "csv", subdirectory: "Resources"),
            let table = try? SCICSVPriceTable.read(path: url.path, repairingBars: true), table.hasCandles
        else { return [] }
        let volume = table.volume ?? Array(repeating: 0, count: table.close.count)
        let xs = table.xValues
        return xs.indices.map { index in
            MarketBar(
                x: xs[index], open: table.open[index], high: table.high[index], low: table.low[index],
                close: table.close[index], volume: volume[index])
        }
    }
}
