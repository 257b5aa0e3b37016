import Foundation
import Gallery
import SciChart
import SciChartCairo
import Testing

/// PNG goldens of every series type in both themes and of the gallery. Each is backed by
/// the geometric assertions of `RasterGeometryTests` and the display-list tests.
@Suite struct PNGGoldenTests {
    @Test(arguments: GalleryCharts.seriesTypes)
    func seriesGolden(name: String) throws {
        for (themeName, theme) in [("dark", SCIChartTheme.dark), ("light", SCIChartTheme.light)] {
            try ImageGolden.check(
                GalleryCharts.seriesSample(name, theme: theme).renderImage(),
                named: "series-\(name)-\(themeName).png")
        }
    }

    @Test(arguments: GalleryCharts.all().map(\.name))
    func galleryGolden(name: String) throws {
        let surface = try #require(GalleryCharts.all().first { $0.name == name }).make()
        try ImageGolden.check(surface.renderImage(), named: "gallery-\(name).png")
    }

    @Test(arguments: GalleryCharts.groups().map(\.name))
    func galleryGroupGolden(name: String) throws {
        let panes = try #require(GalleryCharts.groups().first { $0.name == name }).make()
        try ImageGolden.check(panes.group.renderImage(), named: "gallery-\(name).png")
    }
}

/// The SVG writer and the Cairo backend draw the same picture: the SVG, rasterised by
/// librsvg, matches the PNG but for antialiasing and glyph rendering.
@Suite struct SVGAndPNGAgreeTests {
    static func rasterise(svg: String) throws -> SCIRasterImage {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "scichart-svg-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("chart.svg")
        let output = directory.appendingPathComponent("chart.png")
        try svg.write(to: input, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["rsvg-convert", "-o", output.path, input.path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "rsvg-convert (Debian's librsvg2-bin) must be installed")
        return try SCIRasterImage.read(pngAt: output)
    }

    @Test(arguments: GalleryCharts.seriesTypes)
    func seriesAgree(name: String) throws {
        let surface = GalleryCharts.seriesSample(name, theme: .dark)
        let png = try surface.renderImage()
        let svg = try Self.rasterise(svg: surface.renderSVG())
        let difference = try #require(ImageGolden.compare(png, svg, channelTolerance: 64))
        // Text alone covers about 0.3% of these pixels, so missing or misplaced text fails.
        #expect(
            difference.fraction < 0.001,
            "\(name): \(difference.differing) of \(difference.total) pixels differ")
        // A heatmap's cell edges fall inside device pixels: Cairo paints such a pixel in one
        // cell's colour, librsvg blends the two, so many pixels differ by a little.
        let meanLimit = name == "heatmap" ? 0.6 : 0.2
        #expect(difference.meanAbsolute < meanLimit, "\(name): mean difference \(difference.meanAbsolute)")
    }

    @Test func realChartAgrees() throws {
        let surface = GalleryCharts.spyDaily()
        let png = try surface.renderImage()
        let svg = try Self.rasterise(svg: surface.renderSVG())
        let difference = try #require(ImageGolden.compare(png, svg, channelTolerance: 64))
        #expect(difference.fraction < 0.002, "\(difference.differing) of \(difference.total) pixels differ")
    }
}
