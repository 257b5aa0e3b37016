import Foundation
import SciChart
import SciChartIndicators
import Testing

/// The README's indicators example, so that it keeps compiling and doing what it says.
@Suite("README: indicators")
struct ReadmeIndicatorsExampleTests {
    @Test("indicators follow the bars, and a band of MACD and its signal is drawn")
    func example() throws {
        let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 800, height: 400))
        surface.xAxes.add(SCICategoryDateAxis())
        surface.yAxes.add(SCINumericAxis())
        // The README's lines:
        let prices = SCIOhlcDataSeries(xType: .date, yType: .double)
        let bands = SCIBollingerIndicator(source: prices)
        let macd = SCIMacdIndicator(source: prices)
        let set = TALibFixture.shared.sets["clean"]!
        for index in 0..<200 {
            prices.append(
                x: Date(timeIntervalSince1970: 1_199_145_600 + Double(index) * 86_400),
                open: set["open"][index],
                high: set["high"][index], low: set["low"][index], close: set["close"][index])
        }
        let macdBand = SCIXyyDataSeries(xType: .date, yType: .double)  // after the bars are in
        macdBand.append(x: macd.macd.xValues, y: macd.macd.yValues, y1: macd.signal.yValues)
        let band = SCIFastBandRenderableSeries()
        band.dataSeries = macdBand
        let cursor = SCICursorModifier()
        cursor.showsValuesLine = true
        // What it says.
        surface.renderableSeries.add(band)
        surface.chartModifiers.add(cursor)
        _ = surface.renderFrame()
        #expect(bands.middle.count == 200 && bands.middle.yValuesArray.last?.isFinite == true)
        #expect(macdBand.count == 200 && macdBand.y1ValuesArray.last?.isFinite == true)
        #expect(cursor.valuesLineText.contains(String(format: "%.2f", macd.macd.yValuesArray.last!)))
    }
}
