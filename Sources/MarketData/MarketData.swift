import Foundation

/// The market data shipped with the project: SPY daily candles 2008-2017, GOOG daily candles
/// 2004-2018 and one week of S&P 500 minute bars (see Resources/README.md).
public enum MarketData {
    /// SPY daily bars, 2007-12-31 to 2017-12-29 (2,519 bars).
    public static let spyDaily: [MarketBar] = load("yahoofinance-SPY-20080101-20180101", format: .yahooDaily)

    /// GOOG daily bars, 2004-08-19 to 2018-01-19 (3,379 bars).
    public static let googDaily: [MarketBar] = load(
        "yahoofinance-GOOG-20040819-20180120", format: .yahooDaily)

    /// S&P 500 one-minute bars, 2019-11-05 to 2019-11-08, trading hours only.
    public static let sp500Minutes: [MarketBar] = load("SP500_NOV2019_IDay", format: .minuteBars)

    enum Format {
        /// Date (YYYY-MM-DD), Open, High, Low, Close, Adj Close, Volume.
        case yahooDaily
        /// Date (M/D/YYYY H:MM), Open, Close, High, Low, Volume.
        case minuteBars
    }

    static func load(_ name: String, format: Format) -> [MarketBar] {
        guard let url = Bundle.module.url(forResource: name, withExtension: "csv", subdirectory: "Resources"),
            let text = try? String(contentsOf: url, encoding: .utf8)
        else { return [] }
        return parse(text, format: format)
    }

    /// Parses CSV text; rows that do not parse are skipped.
    static func parse(_ text: String, format: Format) -> [MarketBar] {
        var bars: [MarketBar] = []
        for line in text.split(whereSeparator: \.isNewline).dropFirst() {
            let fields = line.split(separator: ",", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard fields.count >= 6 else { continue }
            let numbers = fields.dropFirst().map { Double($0) }
            switch format {
            case .yahooDaily:
                guard fields.count >= 7, let x = parseDay(fields[0]), let open = numbers[0],
                    let high = numbers[1],
                    let low = numbers[2], let close = numbers[3], let volume = numbers[5]
                else { continue }
                bars.append(MarketBar(x: x, open: open, high: high, low: low, close: close, volume: volume))
            case .minuteBars:
                guard let x = parseMinute(fields[0]), let open = numbers[0], let close = numbers[1],
                    let high = numbers[2], let low = numbers[3], let volume = numbers[4]
                else { continue }
                bars.append(MarketBar(x: x, open: open, high: high, low: low, close: close, volume: volume))
            }
        }
        return bars
    }

    /// "2017-03-14" as seconds since 1970 (UTC midnight).
    static func parseDay(_ text: String) -> Double? {
        let parts = text.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3 else { return nil }
        return seconds(year: parts[0], month: parts[1], day: parts[2], hour: 0, minute: 0)
    }

    /// "11/5/2019 9:30" as seconds since 1970 (UTC).
    static func parseMinute(_ text: String) -> Double? {
        let halves = text.split(separator: " ")
        guard halves.count == 2 else { return nil }
        let date = halves[0].split(separator: "/").compactMap { Int($0) }
        let time = halves[1].split(separator: ":").compactMap { Int($0) }
        guard date.count == 3, time.count == 2 else { return nil }
        return seconds(year: date[2], month: date[0], day: date[1], hour: time[0], minute: time[1])
    }

    static func seconds(year: Int, month: Int, day: Int, hour: Int, minute: Int) -> Double? {
        guard (1...12).contains(month), (1...31).contains(day), (0...23).contains(hour),
            (0...59).contains(minute)
        else { return nil }
        var components = DateComponents()
        components.year = year
        components.month = month
        components.day = day
        components.hour = hour
        components.minute = minute
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        return calendar.date(from: components)?.timeIntervalSince1970
    }
}
