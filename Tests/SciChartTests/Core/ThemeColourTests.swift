import Foundation
import SciChart
import Testing

/// Every built-in theme is readable: series colours stand out from the series area, text
/// from what it is written on, and neighbouring series colours stay apart for readers with
/// any of the three colour-vision deficiencies.
@Suite struct ThemeColourTests {
    /// WCAG 2.1's least contrast for graphical objects (1.4.11) and for text (1.4.3).
    static let graphicsContrast = 3.0
    static let textContrast = 4.5
    /// The least CIEDE2000 difference between neighbouring palette colours (the last and
    /// the first are neighbours too: the palette repeats) under each simulated vision, and
    /// between rising and falling colours: about five times what a reader notices.
    static let neighbourDifference = 12.0

    static let themes = SCIChartTheme.builtIn.map(\.name)

    static func theme(_ name: String) -> SCIChartTheme {
        SCIChartTheme.builtIn.first { $0.name == name }!.theme
    }

    @Test(arguments: themes) func seriesColoursStandOutFromTheSeriesArea(_ name: String) {
        let theme = Self.theme(name)
        for color in theme.seriesPalette + [theme.upColor, theme.downColor] {
            let ratio = color.contrastRatio(with: theme.seriesAreaBackground)
            #expect(ratio >= Self.graphicsContrast, "\(name): \(color) at \(ratio):1")
        }
    }

    @Test(arguments: themes) func textIsReadable(_ name: String) {
        let theme = Self.theme(name)
        let texts: [(String, SCIColor, SCIColor)] = [
            ("tick labels", theme.axisLabel, theme.background),
            ("tick labels on the series area", theme.axisLabel, theme.seriesAreaBackground),
            ("axis titles", theme.axisTitle, theme.background),
            ("the chart title", theme.chartTitle, theme.background),
            ("tool labels", theme.toolLabelText, theme.toolLabelBackground),
        ]
        for (what, text, ground) in texts {
            let ratio = text.contrastRatio(with: ground)
            #expect(ratio >= Self.textContrast, "\(name): \(what) at \(ratio):1")
        }
    }

    @Test(arguments: themes, ColourVision.allCases)
    func neighbouringSeriesColoursStayApart(_ name: String, _ vision: ColourVision) {
        let palette = Self.theme(name).seriesPalette
        #expect(palette.count >= 6)
        for index in palette.indices {
            let next = palette[(index + 1) % palette.count]
            let difference = vision.difference(palette[index], next)
            #expect(
                difference >= Self.neighbourDifference,
                "\(name), \(vision): colours \(index) and \(index + 1) differ by \(difference)")
        }
    }

    @Test(arguments: themes, ColourVision.allCases)
    func risingAndFallingStayApart(_ name: String, _ vision: ColourVision) {
        let theme = Self.theme(name)
        let difference = vision.difference(theme.upColor, theme.downColor)
        #expect(difference >= Self.neighbourDifference, "\(name), \(vision): \(difference)")
    }

    @Test func theHighContrastThemesDrawRisingCandlesHollow() {
        #expect(SCIChartTheme.highContrastDark.hollowRisingCandles)
        #expect(SCIChartTheme.highContrastLight.hollowRisingCandles)
        #expect(!SCIChartTheme.dark.hollowRisingCandles)
    }

    /// The checks themselves: known ratios and differences.
    @Test func theMeasuresAreRight() {
        #expect(abs(SCIColor(argb: 0xFF00_0000).contrastRatio(with: 0xFFFF_FFFF) - 21) < 1e-9)
        #expect(SCIColor(argb: 0xFF77_7777).contrastRatio(with: 0xFF77_7777) == 1)
        // Sharma, Wu and Dalal's CIEDE2000 test data, pair 1: 2.0425.
        let pair = ColourVision.ciede2000((50, 2.6772, -79.7751), (50, 0, -82.7485))
        #expect(abs(pair - 2.0425) < 1e-4)
        // A red and a green of the same lightness: far apart to typical vision, close to a
        // deuteranope.
        let red = SCIColor(argb: 0xFFE9_7064)
        let green = SCIColor(argb: 0xFF68_BC45)
        #expect(ColourVision.typical.difference(red, green) > 40)
        #expect(ColourVision.deuteranopia.difference(red, green) < 8)
    }
}
