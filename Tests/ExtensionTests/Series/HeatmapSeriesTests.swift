import Foundation
import SciChart
import Testing

/// Heatmaps, as the guide "Uniform Heatmap Series" uses them.
@Suite struct HeatmapSeriesTests {
    typealias F = SeriesFixture

    /// The pictures series 0 drew.
    static func images(_ surface: SCIChartSurface) -> [SCIImageRun] {
        F.commands(surface).compactMap { if case .fill(_, let fill) = $0 { fill.image } else { nil } }
    }

    /// The colour of the picture at drawing point `point`.
    static func color(_ image: SCIImageRun, at point: CGPoint) -> UInt32 {
        let column = Int((Double(point.x - image.rect.minX) / Double(image.rect.width) * Double(image.width)))
        let row = Int((Double(point.y - image.rect.minY) / Double(image.rect.height) * Double(image.height)))
        return image.pixels[row * image.width + column]
    }

    @Test("cells take the colour map's colour at their value, one picture pixel a cell when cells are large")
    func colours() throws {
        let surface = F.surface(x: 0...10, y: 0...10)
        let width = 5
        let height = 4
        let dataSeries = SCIUniformHeatmapDataSeries(
            xType: .int, yType: .int, zType: .double, xSize: width, ySize: height)
        dataSeries.startX = 1.0
        dataSeries.stepX = 2.0
        dataSeries.startY = 0.0
        dataSeries.stepY = 2.0
        dataSeries.updateZValues((0..<height).map { y in (0..<width).map { x in Double(10 * y + x) } })
        dataSeries.updateZ(Double.nan, atX: 4, y: 3)
        let colors = [
            UIColor.fromARGBColorCode(0xFF00_008B), UIColor.fromARGBColorCode(0xFF64_95ED),
            UIColor.fromARGBColorCode(0xFF00_6400), UIColor.fromARGBColorCode(0xFF7F_FF00), UIColor.yellow,
            UIColor.red,
        ]
        let heatmapRenderableSeries = SCIFastUniformHeatmapRenderableSeries()
        heatmapRenderableSeries.dataSeries = dataSeries
        heatmapRenderableSeries.minimum = 0.0
        heatmapRenderableSeries.maximum = 30.0
        heatmapRenderableSeries.colorMap = SCIColorMap(
            colors: colors, andStops: [0.0, 0.2, 0.4, 0.6, 0.8, 1.0])
        surface.renderableSeries.add(heatmapRenderableSeries)
        let image = try #require(Self.images(surface).first)
        #expect(image.width == 5 && image.height == 4)
        let corner = F.pixel(surface, x: 1, y: 8)
        #expect(abs(image.rect.minX - corner.x) < 1e-6 && abs(image.rect.minY - corner.y) < 1e-6)
        for (x, y) in [(0, 0), (2, 1), (3, 2), (4, 2)] {
            let value = Double(10 * y + x)
            let center = F.pixel(surface, x: 1 + 2 * Double(x) + 1, y: 2 * Double(y) + 1)
            let expected = heatmapRenderableSeries.colorMap.color(at: value / 30).argb
            let drawn = Self.color(image, at: center)
            // The table holds 1024 colours: a channel may differ by one step.
            for shift in [16, 8, 0] as [UInt32] {
                #expect(
                    abs(Int(drawn >> shift & 0xFF) - Int(expected >> shift & 0xFF)) <= 2, "cell \(x), \(y)")
            }
        }
        let gap = F.pixel(surface, x: 10, y: 7)
        #expect(Self.color(image, at: gap) == 0, "NaN draws nothing")
        // Hit tests and the tooltip read the cell.
        let hit = heatmapRenderableSeries.hitTest(at: F.pixel(surface, x: 6, y: 3))
        #expect(hit.isHit && hit.xValue == 5 && hit.yValue == 2 && hit.zValue == 12)
        #expect(!heatmapRenderableSeries.hitTest(at: F.pixel(surface, x: 10, y: 7)).isHit)
        let tooltip = SCITooltipModifier()
        surface.chartModifiers.add(tooltip)
        tooltip.pointerDidMove(to: F.pixel(surface, x: 6, y: 3))
        #expect(tooltip.tooltipTexts.joined().contains("Z 12"))
    }

    @Test("auto-range fits the cells; SVG embeds the picture as PNG")
    func rangesAndSVG() throws {
        let surface = F.surface()
        let data = SCIUniformHeatmapDataSeries(
            xType: .double, yType: .double, zType: .double, xSize: 3, ySize: 2)
        data.startX = -1.0
        data.stepX = 0.5
        data.startY = 100.0
        data.stepY = -10.0
        data.updateZArray([1.0, 2.0, 3.0, 4.0, 5.0, 6.0])
        let series = SCIFastUniformHeatmapRenderableSeries()
        series.dataSeries = data
        series.maximum = 6
        surface.renderableSeries.add(series)
        for axis in [surface.xAxes[0], surface.yAxes[0]] {
            axis.autoRange = .always
            axis.growBy = nil
        }
        surface.layoutIfNeeded()
        #expect(surface.xAxes[0].visibleRange.min == -1 && surface.xAxes[0].visibleRange.max == 0.5)
        #expect(surface.yAxes[0].visibleRange.min == 80 && surface.yAxes[0].visibleRange.max == 100)
        let svg = surface.renderSVG()
        #expect(svg.contains("<image") && svg.contains("data:image/png;base64,"))
        #expect(data.zValue(atX: 2, y: 1) == 6 && data.zValue(atX: 3, y: 0).isNaN)
    }

    @Test("cells smaller than pixels: each pixel shows the largest value under it")
    func dense() throws {
        let surface = F.surface(x: 0...1000, y: 0...1000)
        let data = SCIUniformHeatmapDataSeries(
            xType: .double, yType: .double, zType: .double, xSize: 1000, ySize: 1000)
        var values = [Double](repeating: 0, count: 1_000_000)
        values[500 * 1000 + 500] = 1  // one hot cell among a million
        data.updateZValues(SCIDoubleValues(values))
        let series = SCIFastUniformHeatmapRenderableSeries()
        series.dataSeries = data
        series.colorMap = SCIColorMap(colors: [.black, .white], andStops: [0, 1])
        surface.renderableSeries.add(series)
        let image = try #require(Self.images(surface).first)
        #expect(image.width < 1000 && image.height < 1000)
        #expect(image.pixels.filter { $0 == SCIColor.white.argb }.count == 1, "the hot cell shows")
        // Updating in place redraws.
        data.updateZ(0.0, atX: 500, y: 500)
        let updated = try #require(Self.images(surface).first)
        #expect(!updated.pixels.contains(SCIColor.white.argb))
    }

    @Test("empty, single-row, NaN and degenerate heatmaps draw what they can without a trap")
    func badInput() {
        let surface = F.surface()
        for (width, height) in [(0, 0), (1, 100_000), (-3, 5), (Int.max, 3)] {
            let data = SCIUniformHeatmapDataSeries(
                xType: .double, yType: .double, zType: .double, xSize: width, ySize: height)
            data.updateZArray([Double.nan, 1, .infinity, -.infinity])
            data.updateZ(5.0, atX: -1, y: 0)
            data.updateZValues([[1, 2], [], [3]], atX: 0, y: -1)
            let series = SCIFastUniformHeatmapRenderableSeries()
            series.dataSeries = data
            series.minimum = 5
            series.maximum = 5
            series.colorMap = SCIColorMap(colors: [.red], andStops: [0.5])
            surface.renderableSeries.add(series)
            _ = surface.renderDisplayList()
            _ = series.hitTest(at: CGPoint(x: 100, y: 100))
        }
        let unsorted = SCIColorMap(colors: [.red, .blue, .green], andStops: [1, 0, .nan])
        #expect(unsorted.color(at: 0) == .blue && unsorted.color(at: 1) == .red)
        #expect(SCIColorMap(colors: [], andStops: []).color(at: 0.5) == .clear)
        let zeroStep = SCIUniformHeatmapDataSeries(
            xType: .double, yType: .double, zType: .double, xSize: 2, ySize: 2)
        zeroStep.stepX = 0.0
        let series = SCIFastUniformHeatmapRenderableSeries()
        series.dataSeries = zeroStep
        surface.renderableSeries.add(series)
        _ = surface.renderSVG()
    }

    @Test("indices and sizes at the ends of Int, a log axis from zero, a deep zoom and a reversed scale")
    func extremes() throws {
        let data = SCIUniformHeatmapDataSeries(
            xType: .double, yType: .double, zType: .double, xSize: 4, ySize: 4)
        data.updateZValues(SCIDoubleValues([1, 2, 3]), atX: Int.min, y: 0)
        data.updateZArray([1.0, 2.0, 3.0], atX: -(Int.max - 10), y: 0)
        data.updateZValues([[1], [2]], atX: 0, y: Int.max)
        data.updateZValues([[1], [2]], atX: Int.max, y: Int.min)
        data.updateZ(1.0, atX: Int.max, y: Int.max)
        #expect((0..<4).allSatisfy { data.zValue(atX: $0, y: 0).isNaN })
        let huge = SCIUniformHeatmapDataSeries(
            xType: .double, yType: .double, zType: .double, xSize: Int.max, ySize: 1)
        #expect(huge.cellCount == 0)
        // A log axis from zero: the cells above zero draw.
        let surface = F.surface(x: 0...4, y: 0...4)
        let logAxis = SCILogarithmicNumericAxis()
        logAxis.visibleRange = SCIDoubleRange(min: 0.5, max: 100)
        surface.yAxes.clear()
        surface.yAxes.add(logAxis)
        let spectrum = SCIUniformHeatmapDataSeries(
            xType: .double, yType: .double, zType: .double, xSize: 4, ySize: 4)
        spectrum.startY = 0.0
        spectrum.stepY = 25.0
        spectrum.updateZArray((0..<16).map { Double($0) })
        let series = SCIFastUniformHeatmapRenderableSeries()
        series.dataSeries = spectrum
        series.maximum = 15
        surface.renderableSeries.add(series)
        #expect(Self.images(surface).count == 1)
        // Deep inside one cell: the picture stays within the drawing bounds.
        let zoomed = F.surface(x: 1.5...1.5000001, y: 1.5...1.5000001)
        let cells = SCIUniformHeatmapDataSeries(
            xType: .double, yType: .double, zType: .double, xSize: 4, ySize: 4)
        cells.updateZArray([Double](repeating: 1, count: 16))
        let deep = SCIFastUniformHeatmapRenderableSeries()
        deep.dataSeries = cells
        zoomed.renderableSeries.add(deep)
        let image = try #require(Self.images(zoomed).first)
        #expect(image.rect.width < 10_000 && image.rect.height < 10_000)
        #expect(image.pixels.allSatisfy { $0 == deep.colorMap.color(at: 1).argb })
        // Minimum above maximum reverses the scale.
        deep.minimum = 1
        deep.maximum = 0
        let reversed = try #require(Self.images(zoomed).first)
        #expect(reversed.pixels.allSatisfy { $0 == deep.colorMap.color(at: 0).argb })
    }
}
