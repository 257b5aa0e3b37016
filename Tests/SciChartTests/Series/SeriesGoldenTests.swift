import Foundation
import Gallery
import Testing

@testable import SciChart

/// SVG goldens of each series type and of the real charts. Each golden is backed by the
/// geometric assertions of `SeriesGeometryTests`.
@Suite struct SeriesGoldenTests {
    @Test(arguments: GalleryCharts.seriesTypes)
    func seriesGolden(name: String) {
        for (themeName, theme) in [("dark", SCIChartTheme.dark), ("light", SCIChartTheme.light)] {
            let surface = GalleryCharts.seriesSample(name, theme: theme)
            Golden.check(text: surface.renderSVG(), named: "series-\(name)-\(themeName).svg")
        }
    }

    @Test func realChartsGolden() {
        Golden.check(text: GalleryCharts.spyDaily().renderSVG(), named: "spy-daily.svg")
        Golden.check(text: GalleryCharts.sp500Minutes().renderSVG(), named: "sp500-minutes.svg")
    }
}
