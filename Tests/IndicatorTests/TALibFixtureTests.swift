import Foundation
import SciChartIndicators
import Testing

/// The fixture `Fixtures/talib-spy.csv` (written by `scripts/indicator-fixture` with TA-Lib):
/// SPY's daily bars in three sets (clean, missing first bars, NaN in single places) with
/// TA-Lib's value of every indicator on every bar.
struct TALibFixture {
    struct Set {
        var columns: [String: [Double]] = [:]
        subscript(_ name: String) -> [Double] { columns[name] ?? [] }
    }

    let sets: [String: Set]

    static let shared: TALibFixture = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/talib-spy.csv")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        var lines = text.split(separator: "\n")
        let header = lines.isEmpty ? [] : lines.removeFirst().split(separator: ",").map(String.init)
        var sets: [String: Set] = [:]
        for line in lines {
            let fields = line.split(separator: ",", omittingEmptySubsequences: false)
            let name = String(fields[0])
            for (index, field) in fields.enumerated() where index >= 2 {
                sets[name, default: Set()].columns[header[index], default: []].append(Double(field) ?? .nan)
            }
        }
        return TALibFixture(sets: sets)
    }()
}

/// Where `actual` differs from `expected` beyond `1e-9 * max(1, |expected|)` or in being
/// NaN: the first few indices with both values.
func mismatches(_ actual: [Double], _ expected: [Double]) -> [String] {
    guard actual.count == expected.count else { return ["\(actual.count) values for \(expected.count)"] }
    var found: [String] = []
    for index in expected.indices {
        let a = actual[index]
        let e = expected[index]
        let same = a.isNaN && e.isNaN || (!a.isNaN && !e.isNaN && abs(a - e) <= 1e-9 * max(1, abs(e)))
        if !same { found.append("[\(index)] \(a) for \(e)") }
        if found.count == 5 { break }
    }
    return found
}

@Suite("Indicators equal TA-Lib's on SPY")
struct TALibFixtureTests {
    static let setNames = ["clean", "leading", "gaps"]

    @Test("the fixture has its three sets", arguments: setNames)
    func fixtureIsThere(set: String) throws {
        let bars = try #require(TALibFixture.shared.sets[set])
        #expect(bars["close"].count >= 400)
        #expect(bars["close"].contains { $0.isNaN } == (set != "clean"))
    }

    @Test("moving averages", arguments: setNames)
    func movingAverages(set: String) throws {
        let bars = try #require(TALibFixture.shared.sets[set])
        let close = bars["close"]
        #expect(mismatches(SCIIndicators.sma(close, period: 20), bars["sma20"]) == [])
        #expect(mismatches(SCIIndicators.ema(close, period: 20), bars["ema20"]) == [])
        #expect(mismatches(SCIIndicators.wma(close, period: 20), bars["wma20"]) == [])
    }

    @Test("RSI", arguments: setNames)
    func rsi(set: String) throws {
        let bars = try #require(TALibFixture.shared.sets[set])
        #expect(mismatches(SCIIndicators.rsi(bars["close"]), bars["rsi14"]) == [])
    }

    @Test("Bollinger bands", arguments: setNames)
    func bollinger(set: String) throws {
        let bars = try #require(TALibFixture.shared.sets[set])
        let bands = SCIIndicators.bollinger(bars["close"])
        #expect(mismatches(bands.upper, bars["bb_upper"]) == [])
        #expect(mismatches(bands.middle, bars["bb_middle"]) == [])
        #expect(mismatches(bands.lower, bars["bb_lower"]) == [])
    }

    @Test("MACD", arguments: setNames)
    func macd(set: String) throws {
        let bars = try #require(TALibFixture.shared.sets[set])
        let macd = SCIIndicators.macd(bars["close"])
        #expect(mismatches(macd.macd, bars["macd"]) == [])
        #expect(mismatches(macd.signal, bars["macd_signal"]) == [])
        #expect(mismatches(macd.histogram, bars["macd_hist"]) == [])
    }

    @Test("stochastic", arguments: setNames)
    func stochastic(set: String) throws {
        let bars = try #require(TALibFixture.shared.sets[set])
        let stochastic = SCIIndicators.stochastic(high: bars["high"], low: bars["low"], close: bars["close"])
        #expect(mismatches(stochastic.k, bars["stoch_k"]) == [])
        #expect(mismatches(stochastic.d, bars["stoch_d"]) == [])
    }

    @Test("ATR and OBV", arguments: setNames)
    func atrAndObv(set: String) throws {
        let bars = try #require(TALibFixture.shared.sets[set])
        let atr = SCIIndicators.atr(high: bars["high"], low: bars["low"], close: bars["close"])
        #expect(mismatches(atr, bars["atr14"]) == [])
        #expect(
            mismatches(SCIIndicators.obv(close: bars["close"], volume: bars["volume"]), bars["obv"]) == [])
    }
}
