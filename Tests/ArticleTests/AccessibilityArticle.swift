import Foundation
import Gallery
import SciChart
import Testing

/// The code of Accessibility.md, on SPY daily 2008-2017.
@Suite struct AccessibilityArticle {
    @Test func theKeyboardCursorSelectsASeries() throws {
        let surface = GalleryCharts.spyDaily()

        let cursor = SCICursorModifier()
        cursor.showsValuesLine = true
        let selection = SCISeriesSelectionModifier()
        surface.chartModifiers.add(items: SCIKeyboardNavigationModifier(), cursor, selection)

        surface.handleKey(.character("c"))  // on, at the last bar in view
        surface.handleKey(.down)  // to the 50-day average
        surface.handleKey(.enter)  // selects it
        print(cursor.keyboardCursorText ?? "")
        // SMA 50, Dec 29, 2017: 261.52. Point 2,519 of 2,519.

        #expect(cursor.keyboardCursorText == "SMA 50, Dec 29, 2017: 261.52. Point 2,519 of 2,519.")
        #expect(selection.selectedSeries === surface.renderableSeries[1])
    }

    @Test func theChartInWords() {
        let surface = GalleryCharts.spyDaily()

        surface.chartTitle = "SPY daily"
        let words = surface.accessibilityDescription
        // SPY daily. A chart of 3 series: SPY (candles), SMA 50 (line), SMA 200 (line). In view: ...

        #expect(
            words.hasPrefix(
                "SPY daily. A chart of 3 series: SPY (candles), SMA 50 (line), SMA 200 (line). In view: "))
    }

    @Test func coloursForEveryReader() {
        let surface = GalleryCharts.spyDaily()

        surface.theme = .highContrastLight
        let candles = SCIFastCandlestickRenderableSeries()
        candles.hollowRisingCandles = true
        let ratio = SCIChartTheme.light.seriesPalette[0].contrastRatio(with: .white)
        // 4.1

        #expect(String(format: "%.1f", ratio) == "4.1")
        #expect(candles.hollowRisingCandles == true)
        #expect(surface.theme.hollowRisingCandles)
    }
}
