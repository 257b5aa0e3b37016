import Foundation
import Gallery
import SciChartCairo
import Testing

@testable import SciChart

/// A small chart of one series over fixed axes, for raster tests.
func rasterChart(
    _ series: SCIRenderableSeriesBase, theme: SCIChartTheme = .dark, width: Double = 400, height: Double = 260
)
    -> SCIChartSurface
{
    let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: width, height: height))
    surface.theme = theme
    let xAxis = SCINumericAxis()
    xAxis.visibleRange = SCIDoubleRange(min: 0, max: 10)
    let yAxis = SCINumericAxis()
    yAxis.visibleRange = SCIDoubleRange(min: 0, max: 100)
    surface.xAxes.add(xAxis)
    surface.yAxes.add(yAxis)
    surface.renderableSeries.add(series)
    return surface
}

extension SCIChartSurface {
    /// The surface pixel of data values on the default axes.
    func pixel(x: Double, y: Double) -> (Int, Int) {
        let point = currentLayout.surfacePoint(x: x, y: y)
        return (Int(Double(point.x).rounded(.down)), Int(Double(point.y).rounded(.down)))
    }
}

@Suite struct RasterGeometryTests {
    @Test func candleBodyPixelsSpanOpenToClose() throws {
        let candles = SCIFastCandlestickRenderableSeries()
        let data = SCIOhlcDataSeries(xType: .double, yType: .double)
        data.append(x: 5.0, open: 30.0, high: 90.0, low: 10.0, close: 70.0)
        candles.dataSeries = data
        candles.fillUpBrushStyle = SCISolidBrushStyle(color: 0xFF00_FF00)
        candles.strokeUpStyle = SCISolidPenStyle(color: 0xFF00_FF00, thickness: 1)
        candles.dataPointWidth = 0.5
        let surface = rasterChart(candles)
        let image = try surface.renderImage()
        let (x, _) = surface.pixel(x: 5, y: 0)
        let (_, top) = surface.pixel(x: 0, y: 70)
        let (_, bottom) = surface.pixel(x: 0, y: 30)
        let (_, high) = surface.pixel(x: 0, y: 90)
        // Inside the body, one pixel in from each end: up colour; two pixels beyond: not.
        #expect(image.pixel(x: x + 5, y: top + 1) == 0xFF00_FF00)
        #expect(image.pixel(x: x + 5, y: bottom - 1) == 0xFF00_FF00)
        #expect(image.pixel(x: x + 5, y: top - 2) != 0xFF00_FF00)
        #expect(image.pixel(x: x + 5, y: bottom + 2) != 0xFF00_FF00)
        // The wick reaches the high.
        #expect(image.pixel(x: x, y: high + 1).green > 200)
        #expect(image.pixel(x: x, y: high - 3).green < 100)
    }

    @Test func columnTopIsAtItsValue() throws {
        let columns = SCIFastColumnRenderableSeries()
        let data = SCIXyDataSeries()
        data.append(x: 5.0, y: 60.0)
        columns.dataSeries = data
        columns.fillBrushStyle = SCISolidBrushStyle(color: 0xFFFF_0000)
        let surface = rasterChart(columns)
        let image = try surface.renderImage()
        let (x, top) = surface.pixel(x: 5, y: 60)
        #expect(image.pixel(x: x, y: top + 1) == 0xFFFF_0000)
        #expect(image.pixel(x: x, y: top - 2) != 0xFFFF_0000)
    }

    @Test func hidpiScaleDoublesPixelsAndKeepsGeometry() throws {
        let line = SCIFastLineRenderableSeries()
        let data = SCIXyDataSeries()
        data.append(x: [0.0, 10.0], y: [50.0, 50.0])
        line.dataSeries = data
        line.strokeStyle = SCISolidPenStyle(color: 0xFF00_00FF, thickness: 2)
        let surface = rasterChart(line)
        let image = try surface.renderImage(scale: 2)
        #expect(image.width == 800 && image.height == 520)
        let (x, y) = surface.pixel(x: 5, y: 50)
        #expect(image.pixel(x: 2 * x, y: 2 * y).blue > 200)
    }

    @Test func textIsDrawnWhereTheDisplayListPutsIt() throws {
        let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 300, height: 120))
        surface.chartTitle = "MMMM"
        surface.theme.chartTitle = 0xFFFF_FFFF
        let image = try surface.renderImage()
        let run = try #require(surface.renderDisplayList().textRuns.first { $0.text == "MMMM" })
        var inked = 0
        var outside = 0
        for y in 0..<image.height {
            for x in 0..<image.width
            where image.pixel(x: x, y: y).red > 128 && image.pixel(x: x, y: y).blue > 128 {
                if run.bounds.insetBy(dx: -1, dy: -1).contains(CGPoint(x: x, y: y)) {
                    inked += 1
                } else {
                    outside += 1
                }
            }
        }
        #expect(inked > 20)
        #expect(outside == 0)
    }
}

@Suite struct RasterErrorTests {
    @Test(
        arguments: [
            (0.0, 100.0, 1.0), (100, 0, 1), (100, 100, 0), (100, 100, .nan), (.infinity, 10, 1), (10, 10, -1),
        ] as [(Double, Double, Double)])
    func emptyImagesAreRefused(width: Double, height: Double, scale: Double) {
        let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: width, height: height))
        #expect(throws: SCIRasterError.self) { try surface.renderImage(scale: scale) }
    }

    @Test func hugeImagesAreRefusedWithTheirSize() {
        let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 20_000, height: 20_000))
        #expect(throws: SCIRasterError.imageTooLarge(width: 20_000, height: 20_000)) {
            try surface.renderImage()
        }
        let wide = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 1e6, height: 10))
        #expect(throws: SCIRasterError.self) { try wide.renderImage(scale: 16) }
        #expect(throws: SCIRasterError.self) { try SCIRasterImage(width: Int.max, height: Int.max) }
        #expect(throws: SCIRasterError.self) { try SCIRasterImage(width: -1, height: 5) }
    }

    @Test func unwritablePathThrowsAndLeavesNoFile() throws {
        let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "scichart-missing-\(UUID())")
        let url = directory.appendingPathComponent("chart.png")
        #expect(throws: SCIRasterError.self) { try surface.renderPNG(to: url) }
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    @Test func pngRoundTrips() throws {
        let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 64, height: 32))
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("scichart-\(UUID()).png")
        defer { try? FileManager.default.removeItem(at: url) }
        try surface.renderPNG(to: url)
        let read = try SCIRasterImage.read(pngAt: url)
        let original = try surface.renderImage()
        #expect(read.width == 64 && read.height == 32)
        #expect(read.premultipliedPixels == original.premultipliedPixels)
        #expect(throws: SCIRasterError.self) {
            try SCIRasterImage.read(pngAt: url.appendingPathExtension("missing"))
        }
    }
}

@Suite struct LayerCacheTests {
    @Test func overlayOnlyFramesReuseTheChartLayer() throws {
        let line = SCIFastLineRenderableSeries()
        let data = SCIXyDataSeries()
        data.append(x: [1.0, 5.0, 9.0], y: [10.0, 90.0, 30.0])
        line.dataSeries = data
        let surface = rasterChart(line)
        let marker = MovingMarker()
        surface.chartModifiers.add(marker)
        let renderer = SCIRasterRenderer()
        let first = try renderer.render(surface.renderFrame()).premultipliedPixels
        marker.location = CGPoint(x: 100, y: 100)
        let second = try renderer.render(surface.renderFrame()).premultipliedPixels
        #expect(renderer.chartLayerDraws == 1)
        #expect(first != second)
        // The overlay over the cached layer equals a fresh full render.
        let fresh = try SCIRasterRenderer().render(surface.renderFrame()).premultipliedPixels
        #expect(fresh == second)
        data.append(x: 9.5, y: 50.0)
        _ = try renderer.render(surface.renderFrame())
        #expect(renderer.chartLayerDraws == 2)
        _ = try renderer.render(surface.renderFrame(scale: 2))
        #expect(renderer.chartLayerDraws == 3)
    }

    @Test func resampledGeometryIsCachedUntilDataOrRangeChange() throws {
        let line = SCIFastLineRenderableSeries()
        let data = SCIXyDataSeries()
        data.append(
            x: (0..<100_000).map { Double($0) / 10_000 },
            y: (0..<100_000).map { 50 + 40 * sin(Double($0) / 500) })
        line.dataSeries = data
        let surface = rasterChart(line)
        _ = surface.renderFrame()
        line.strokeStyle = SCISolidPenStyle(color: .red, thickness: 2)  // a new chart layer, same geometry
        _ = surface.renderFrame()
        #expect(surface.frameCaches.geometry(for: line).cache(SCISeriesPixels.self).misses == 1)
        surface.xAxes[0].visibleRange = SCIDoubleRange(min: 1, max: 9)
        _ = surface.renderFrame()
        #expect(surface.frameCaches.geometry(for: line).cache(SCISeriesPixels.self).misses == 2)
    }
}

/// An overlay that draws a dot where it is told.
final class MovingMarker: SCIChartModifierBase {
    var location = CGPoint(x: 50, y: 50) { didSet { invalidateOverlay() } }

    override func drawOverlay(into list: inout SCIDisplayList, layout: SCIChartLayout) {
        var path = SCIPath()
        path.addEllipse(in: CGRect(x: location.x - 5, y: location.y - 5, width: 10, height: 10))
        list.fill(path, SCIFill(color: 0xFFFF_00FF))
    }
}

/// A frame is built for one scale and painted at that scale only.
@Suite struct HiDPITests {
    /// A sine with a 6-device-pixel period, 40 points per device column at scale 2.
    static func denseSine(_ mode: SCIResamplingMode) -> SCIChartSurface {
        let count = 24_000
        let ys = (0..<count).map { sin(Double($0) * 2 * .pi / 240) }
        let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 300, height: 120))
        surface.padding = .zero
        let xAxis = SCINumericAxis()
        let yAxis = SCINumericAxis()
        yAxis.growBy = SCIDoubleRange(min: 0.1, max: 0.1)
        for axis in [xAxis, yAxis] {
            axis.isVisible = false
            axis.drawMajorGridLines = false
            axis.drawMinorGridLines = false
        }
        surface.xAxes.add(xAxis)
        surface.yAxes.add(yAxis)
        surface.theme.seriesAreaBorder = surface.theme.background
        let data = SCIXyDataSeries()
        data.append(x: (0..<count).map(Double.init), y: ys)
        let line = SCIFastLineRenderableSeries()
        line.dataSeries = data
        line.strokeStyle = SCISolidPenStyle(color: 0xFFFF_FFFF, thickness: 1)
        line.resamplingMode = mode
        surface.renderableSeries.add(line)
        return surface
    }

    @Test func hidpiFramesResamplePerDevicePixel() throws {
        let frame = Self.denseSine(.auto).renderFrame(scale: 2)
        let series = try #require(frame.chartLayer.group(named: "series:0"))
        var centres: [Double] = []
        for case .fill(let path, _) in series.commands {
            // Each rectangle is a move, three lines and a close: x runs left, right, right, left.
            let xs = stride(from: 0, to: path.coordinates.count, by: 2).map { path.coordinates[$0] }
            for rect in stride(from: 0, to: xs.count - 3, by: 4) {
                centres.append((xs[rect] + xs[rect + 1]) / 2)
            }
        }
        // One span per device column of a 300-point area at scale 2, half a point apart.
        #expect(centres.count >= 590)
        let steps = Set(zip(centres, centres.dropFirst()).map { $1 - $0 })
        #expect(steps == [0.5])
    }

    @Test func aFrameIsPaintedAtTheScaleItWasBuiltFor() throws {
        let surface = Self.denseSine(.auto)
        let frame = surface.renderFrame(scale: 2)
        #expect(frame.scale == 2)
        let image = try SCIRasterRenderer().render(frame)
        #expect(image.width == 600 && image.height == 240)
        #expect(try surface.renderImage(scale: 2).premultipliedPixels == image.premultipliedPixels)
    }

    @Test func aRendererSharedByTwoSurfacesKeepsTheirChartsApart() throws {
        func chart(_ color: SCIColor) -> SCIChartSurface {
            let line = SCIFastLineRenderableSeries()
            let data = SCIXyDataSeries()
            data.append(x: [1.0, 9.0], y: [50.0, 50.0])
            line.dataSeries = data
            line.strokeStyle = SCISolidPenStyle(color: color, thickness: 5)
            return rasterChart(line)
        }
        let red = chart(0xFFFF_0000)
        let green = chart(0xFF00_FF00)
        let renderer = SCIRasterRenderer()
        let (x, y) = red.pixel(x: 5, y: 50)
        #expect(try renderer.render(red.renderFrame()).pixel(x: x, y: y) == 0xFFFF_0000)
        #expect(try renderer.render(green.renderFrame()).pixel(x: x, y: y) == 0xFF00_FF00)
        #expect(try renderer.render(red.renderFrame()).pixel(x: x, y: y) == 0xFFFF_0000)
    }
}
