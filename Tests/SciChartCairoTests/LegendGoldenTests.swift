import Foundation
import Gallery
import SciChart
import SciChartCairo
import Testing

/// PNG goldens of the legend gallery, backed by the layout and drawing tests of
/// `SciChartTests/Legend`.
@Suite struct LegendGoldenTests {
    @Test(arguments: GalleryCharts.legendCharts().map(\.name))
    func legendChartGolden(name: String) throws {
        let surface = try #require(GalleryCharts.legendCharts().first { $0.name == name }).make()
        try ImageGolden.check(surface.renderImage(), named: "gallery-\(name).png")
    }

    @Test(arguments: ["dark", "light"])
    func outsideLegendGolden(theme: String) throws {
        let legend = GalleryCharts.outsideLegend(theme: theme == "dark" ? .dark : .light).legend
        try ImageGolden.check(legend.renderImage(), named: "gallery-legend-outside-\(theme).png")
        try ImageGolden.check(legend.renderImage(scale: 2), named: "gallery-legend-outside-\(theme)@2x.png")
    }

    @Test func aLegendPNGIsWrittenThroughTheChartsPath() throws {
        let legend = GalleryCharts.outsideLegend().legend
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("legend-\(UUID()).png")
        defer { try? FileManager.default.removeItem(at: url) }
        try legend.renderPNG(to: url, scale: 2)
        let image = try SCIRasterImage.read(pngAt: url)
        #expect(image.width == 440 && image.height == 520)
        // The legend's own background is the theme's, opaque.
        #expect(image.pixel(x: 1, y: 1) == SCIChartTheme.dark.background)
    }

    @Test func aHiddenLegendHasNoImage() {
        let legend = GalleryCharts.outsideLegend().legend
        legend.showLegend = false
        #expect(throws: SCIRasterError.self) { try legend.renderImage() }
    }

    @Test func theSVGAndThePNGOfALegendChartAgree() throws {
        let surface = GalleryCharts.legendCorners()
        let png = try surface.renderImage()
        let svg = try SVGAndPNGAgreeTests.rasterise(svg: surface.renderSVG())
        let difference = try #require(ImageGolden.compare(png, svg, channelTolerance: 64))
        // Only glyph edges differ (librsvg and Cairo antialias text apart); four legends put
        // more text on this chart than on the others, so the bound is twice theirs.
        #expect(difference.fraction < 0.004, "\(difference.differing) of \(difference.total) pixels differ")
        let legend = GalleryCharts.outsideLegend().legend
        let legendDifference = try #require(
            ImageGolden.compare(
                try legend.renderImage(), try SVGAndPNGAgreeTests.rasterise(svg: legend.renderSVG()),
                channelTolerance: 64))
        #expect(legendDifference.fraction < 0.005)
    }
}
