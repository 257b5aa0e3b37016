import Foundation
import SciChart
import Testing

@testable import scichart_demo

@Suite("The status bar's error band is readable in both themes")
struct ErrorBannerStyleTests {
    @Test func theBandsTextHasAtLeastWCAGsContrastForText() {
        let ratio = ErrorBannerStyle.contrast(ErrorBannerStyle.foreground, ErrorBannerStyle.background)
        #expect(ratio >= 4.5, "contrast \(ratio):1")
    }

    @Test func theContrastRatioIsWCAGs() {
        #expect(
            abs(ErrorBannerStyle.contrast(SCIColor(argb: 0xFF00_0000), SCIColor(argb: 0xFFFF_FFFF)) - 21)
                < 1e-9)
        #expect(ErrorBannerStyle.contrast(SCIColor(argb: 0xFF77_7777), SCIColor(argb: 0xFF77_7777)) == 1)
        // GTK's error red on the dark theme's grey: what the band replaces.
        let gtkDark = ErrorBannerStyle.contrast(SCIColor(argb: 0xFFE0_1B24), SCIColor(argb: 0xFF30_3030))
        #expect(gtkDark > 2.5 && gtkDark < 3)
    }

    @Test func theStyleSheetSetsBothColoursWhateverTheTheme() {
        let css = ErrorBannerStyle.css
        #expect(css.contains("background-color: #8c1d18"))
        #expect(css.contains("color: #ffffff"))
        // No rule depends on the theme variant: the band looks the same on light and dark.
        #expect(!css.contains("dark") && !css.contains("light"))
    }
}
