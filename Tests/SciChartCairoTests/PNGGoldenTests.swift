import Foundation
import Gallery
import SciChart
import SciChartCairo
import Testing

/// PNG goldens of every series type in both themes and of the gallery. Each is backed by
/// the geometric assertions of `RasterGeometryTests` and the display-list tests.
@Suite struct PNGGoldenTests {
    static let xs = (0..<24).map(Double.init)
    static let ys = xs.map { 50 + 30 * sin($0 / 3) + ($0.truncatingRemainder(dividingBy: 5) == 0 ? 8 : 0) }

    static func series(_ name: String) -> SCIRenderableSeriesBase {
        let xy = SCIXyDataSeries()
        xy.append(x: xs, y: ys)
        let ohlc = SCIOhlcDataSeries(xType: .double, yType: .double)
        for (x, y) in zip(xs, ys) {
            let open = y - 4 * cos(x)
            ohlc.append(x: x, open: open, high: max(open, y) + 3, low: min(open, y) - 3, close: y)
        }
        switch name {
        case "line":
            let series = SCIFastLineRenderableSeries()
            let marker = SCIEllipsePointMarker()
            marker.fillStyle = SCISolidBrushStyle(color: 0xFFFF_D23F)
            series.pointMarker = marker
            series.dataSeries = xy
            return series
        case "mountain":
            let series = SCIFastMountainRenderableSeries()
            series.dataSeries = xy
            return series
        case "column":
            let series = SCIFastColumnRenderableSeries()
            series.dataSeries = xy
            return series
        case "scatter":
            let series = SCIXyScatterRenderableSeries()
            let marker = SCITrianglePointMarker()
            marker.size = CGSize(width: 9, height: 9)
            marker.fillStyle = SCISolidBrushStyle(color: 0xFFAE_81FF)
            series.pointMarker = marker
            series.dataSeries = xy
            return series
        case "candlestick":
            let series = SCIFastCandlestickRenderableSeries()
            series.dataSeries = ohlc
            return series
        default:
            let series = SCIFastOhlcRenderableSeries()
            series.dataSeries = ohlc
            return series
        }
    }

    static func chart(_ name: String, theme: SCIChartTheme) -> SCIChartSurface {
        let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 400, height: 260))
        surface.theme = theme
        let yAxis = SCINumericAxis()
        yAxis.growBy = SCIDoubleRange(min: 0.1, max: 0.1)
        surface.xAxes.add(SCINumericAxis())
        surface.yAxes.add(yAxis)
        surface.renderableSeries.add(series(name))
        return surface
    }

    @Test(arguments: ["line", "mountain", "column", "scatter", "candlestick", "ohlc"])
    func seriesGolden(name: String) throws {
        for (themeName, theme) in [("dark", SCIChartTheme.dark), ("light", SCIChartTheme.light)] {
            try ImageGolden.check(
                Self.chart(name, theme: theme).renderImage(), named: "series-\(name)-\(themeName).png")
        }
    }

    @Test(arguments: GalleryCharts.all().map(\.name))
    func galleryGolden(name: String) throws {
        let surface = try #require(GalleryCharts.all().first { $0.name == name }).make()
        try ImageGolden.check(surface.renderImage(), named: "gallery-\(name).png")
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

    @Test(arguments: ["line", "mountain", "column", "scatter", "candlestick", "ohlc"])
    func seriesAgree(name: String) throws {
        let surface = PNGGoldenTests.chart(name, theme: .dark)
        let png = try surface.renderImage()
        let svg = try Self.rasterise(svg: surface.renderSVG())
        let difference = try #require(ImageGolden.compare(png, svg, channelTolerance: 64))
        // Text alone covers about 0.3% of these pixels, so missing or misplaced text fails.
        #expect(
            difference.fraction < 0.001,
            "\(name): \(difference.differing) of \(difference.total) pixels differ")
        #expect(difference.meanAbsolute < 0.2, "\(name): mean difference \(difference.meanAbsolute)")
    }

    @Test func realChartAgrees() throws {
        let surface = GalleryCharts.spyDaily()
        let png = try surface.renderImage()
        let svg = try Self.rasterise(svg: surface.renderSVG())
        let difference = try #require(ImageGolden.compare(png, svg, channelTolerance: 64))
        #expect(difference.fraction < 0.002, "\(difference.differing) of \(difference.total) pixels differ")
    }
}
