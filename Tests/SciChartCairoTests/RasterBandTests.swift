import Foundation
import Gallery
import TestSupport
import Testing

@testable import SciChart
@testable import SciChartCairo

/// Painting in bands of rows on several cores gives the pixels of one pass.
@Suite struct RasterBandTests {
    static func chart(_ make: () -> SCIChartSurface) -> SCIChartSurface {
        let surface = make()
        surface.frame = CGRect(x: 0, y: 0, width: 1600, height: 900)
        return surface
    }

    /// Paints `list` over an 800 x 600 `background` at `scale` in one pass and in `bands`
    /// bands, expects that it was cut into that many and that the pixels are the same, and
    /// returns one pass's pixels.
    static func expectBandsPaintOnePass(
        _ list: SCIDisplayList, background: SCIColor, bands: Int, scale: Double,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> [UInt32] {
        let frame = SCIRenderFrame(
            size: CGSize(width: 800, height: 600), scale: scale, background: background, chartLayer: list,
            overlayLayer: SCIDisplayList(), surfaceId: 0, chartGeneration: 0)
        let cuts = RasterBands.rows(width: 800, height: 600, scale: scale, lists: [list], count: bands)
        #expect(cuts.count == bands, sourceLocation: sourceLocation)
        let one = try SCIRasterRenderer.renderOnce(frame, bands: 1)
        let many = try SCIRasterRenderer.renderOnce(frame, bands: bands)
        let (a, b) = (one.premultipliedPixels, many.premultipliedPixels)
        let differing = a.indices.filter { a[$0] != b[$0] }
        let rows = Set(differing.map { $0 / one.width }).sorted()
        let same = differing.isEmpty
        #expect(
            same, "scale \(scale): \(differing.count) pixels differ, rows \(rows.prefix(20))",
            sourceLocation: sourceLocation)
        return a
    }

    @Test(arguments: [2, 3, 7])
    func bandsPaintThePixelsOfOnePass(bands: Int) throws {
        let charts = [
            Self.chart { GalleryCharts.spyMeasureEditing(theme: .dark) },
            Self.chart { GalleryCharts.multiAxis(theme: .light) },
        ]
        for surface in charts {
            for scale in [1.0, 2.0] {
                let frame = surface.renderFrame(scale: scale)
                let one = try SCIRasterRenderer.renderOnce(frame, bands: 1)
                let many = try SCIRasterRenderer.renderOnce(frame, bands: bands)
                let (a, b) = (one.premultipliedPixels, many.premultipliedPixels)
                let differing = a.indices.filter { a[$0] != b[$0] }
                let rows = Set(differing.map { $0 / one.width }).sorted()
                #expect(
                    differing.isEmpty,
                    "scale \(scale): \(differing.count) pixels differ, rows \(rows.prefix(20))")
            }
        }
    }

    /// Boxes with edges anywhere (candle bodies and columns at a fractional spacing, less
    /// than a pixel apart so neighbours cut one column, both colours, one translucent),
    /// many of them cut by band edges: filled straight into each band, they give the pixels
    /// of one pass.
    @Test(arguments: [2, 3, 7])
    func boxesWithEdgesAnywhereInBandsPaintThePixelsOfOnePass(bands: Int) throws {
        var random = SeededRandom(seed: 52)
        var list = SCIDisplayList()
        for (index, color) in [SCIColor(argb: 0xFF26_A69A), SCIColor(argb: 0x80EF_5350)].enumerated() {
            var path = SCIPath()
            for bar in 0..<260 {
                let top = Double.random(in: -10...560, using: &random)
                path.addRect(
                    CGRect(
                        x: Double(bar) * 2.37 + Double(index) * 1.1, y: top, width: 1.9,
                        height: Double.random(in: 0.2...90, using: &random)))
            }
            list.fill(path, SCIFill(color: color))
        }
        for scale in [1.0, 2.0] {
            _ = try Self.expectBandsPaintOnePass(list, background: .black, bands: bands, scale: scale)
        }
    }

    /// Polylines that cross band edges again and again, in every join and cap, a few widths
    /// and one dashed: the pixels are those of one pass.
    @Test(arguments: [2, 3, 7])
    func polylinesAcrossBandEdgesPaintThePixelsOfOnePass(bands: Int) throws {
        var random = SeededRandom(seed: 51)
        var list = SCIDisplayList()
        let joins: [SCIStroke.LineJoin] = [.miter, .round, .bevel]
        let caps: [SCIStroke.LineCap] = [.butt, .round, .square]
        for line in 0..<30 {
            var path = SCIPath()
            var point = CGPoint(
                x: Double.random(in: 0...800, using: &random), y: Double.random(in: 0...600, using: &random))
            path.move(to: point)
            // Fewer than ThinLines takes, so Cairo strokes them; sharp turns for long miters.
            for _ in 0..<200 {
                point = CGPoint(
                    x: min(max(Double(point.x) + Double.random(in: -12...12, using: &random), -20), 820),
                    y: min(max(Double(point.y) + Double.random(in: -40...40, using: &random), -20), 620))
                path.line(to: point)
            }
            list.stroke(
                path,
                SCIStroke(
                    color: SCIColor(argb: 0xC000_0000 | UInt32(line * 0x0842_1F) & 0xFF_FFFF),
                    width: [1, 2.5, 6][line % 3], dashes: line == 7 ? [9, 4] : [],
                    lineJoin: joins[line % 3 == 0 ? (line / 3) % 3 : line % 3], lineCap: caps[(line / 2) % 3])
            )
        }
        let frame = SCIRenderFrame(
            size: CGSize(width: 800, height: 600), scale: 1, background: .black, chartLayer: list,
            overlayLayer: SCIDisplayList(), surfaceId: 0, chartGeneration: 0)
        #expect(
            RasterBands.rows(width: 800, height: 600, scale: 1, lists: [list], count: bands).count == bands)
        let one = try SCIRasterRenderer.renderOnce(frame, bands: 1)
        let many = try SCIRasterRenderer.renderOnce(frame, bands: bands)
        let (a, b) = (one.premultipliedPixels, many.premultipliedPixels)
        let differing = a.indices.filter { a[$0] != b[$0] }
        let rows = Set(differing.map { $0 / one.width }).sorted()
        #expect(differing.isEmpty, "\(differing.count) pixels differ, rows \(rows.prefix(20))")
    }

    @Test("commands under a transform are painted in the bands they land in")
    func transformedCommandsReachTheirBands() throws {
        let frame = GalleryCharts.spyWorkspace(theme: .dark).group.renderFrame()
        let one = try SCIRasterRenderer.renderOnce(frame, bands: 1)
        let many = try SCIRasterRenderer.renderOnce(frame, bands: 4)
        let (a, b) = (one.premultipliedPixels, many.premultipliedPixels)
        let differing = a.indices.filter { a[$0] != b[$0] }
        let rows = Set(differing.map { $0 / one.width }).sorted()
        #expect(
            differing.isEmpty,
            "\(differing.count) pixels differ, rows \(rows.prefix(10)) ... \(rows.suffix(5))")
    }

    @Test func bandEdgesCoverEveryRowAndCutNoText() {
        let frame = Self.chart { GalleryCharts.spyDaily() }.renderFrame()
        let rows = RasterBands.rows(width: 1600, height: 900, scale: 1, lists: [frame.chartLayer], count: 4)
        #expect(rows.count == 4)
        #expect(rows.first?.lowerBound == 0 && rows.last?.upperBound == 900)
        for (above, below) in zip(rows, rows.dropFirst()) {
            #expect(above.upperBound == below.lowerBound)
            #expect(below.count >= RasterBands.minimumRows)
        }
        let text = RasterBands.textRows(frame.chartLayer, scale: 1)
        #expect(!text.isEmpty)
        for band in rows.dropFirst() {
            #expect(!text.contains { $0.contains(band.lowerBound) }, "a band starts at \(band.lowerBound)")
        }
    }

    @Test func textOnEveryRowLeavesOneBand() {
        var list = Self.heavyList()
        for row in stride(from: 0, through: 900, by: 8) {
            list.text(
                SCITextRun(
                    text: "label", origin: CGPoint(x: 10, y: row), fontSize: 12, isBold: false, color: .white)
            )
        }
        #expect(RasterBands.rows(width: 1600, height: 900, scale: 1, lists: [list], count: 2) == [0..<900])
    }

    @Test func textFarAboveOrBelowThePictureBlocksNoRow() throws {
        var list = Self.heavyList()
        for y in [-1e12, -50, 2e9, 1e15] {
            list.text(
                SCITextRun(
                    text: "far", origin: CGPoint(x: 10, y: y), fontSize: 12, isBold: false, color: .white))
        }
        // Runs are drawn at most a million points off the picture: those below still block
        // rows at scale 2, none at a scale that puts them past every band's rows.
        #expect(RasterBands.textRows(list, scale: 2).map(\.lowerBound).allSatisfy { $0 > 1_000_000 })
        #expect(RasterBands.textRows(list, scale: 2).count == 2)
        #expect(RasterBands.textRows(list, scale: 5_000).isEmpty)
        #expect(RasterBands.rows(width: 1600, height: 900, scale: 1, lists: [list], count: 3).count == 3)
    }

    @Test func aRetracementWithLevelsFarOffThePictureExports() throws {
        let surface = Self.chart { GalleryCharts.spyDaily() }
        let levels = SCIFibonacciRetracementAnnotation()
        let day = Date(timeIntervalSince1970: 1.3e9)
        #expect(
            levels.setDataPoints([
                SCIDataPoint(x: day.timeIntervalSince1970, y: -1e7),
                SCIDataPoint(x: day.timeIntervalSince1970 + 86_400 * 60, y: 1e7),
            ]))
        levels.levels = (0...255).map { -1 + 3 * Double($0) / 255 }
        surface.annotations.add(levels)
        let image = try surface.renderImage(scale: 2)
        #expect(image.width == 3200 && image.height == 1800)
    }

    @Test func rotatedTextBlocksTheRowsItSpans() {
        var list = SCIDisplayList()
        list.text(
            SCITextRun(
                text: "a long vertical axis title", origin: CGPoint(x: 20, y: 600), fontSize: 12,
                isBold: false,
                color: .white, rotation: -90))
        let rows = RasterBands.textRows(list, scale: 1)
        #expect(rows.count == 1)
        // Turned upwards from y = 600, the run covers its own length above that.
        let length = list.textRuns[0].width
        #expect(length > 100)
        #expect(
            rows.first.map { $0.lowerBound <= Int(600 - length) && $0.upperBound >= 600 } == true, "\(rows)")
    }

    @Test func commandsKnowTheRowsTheyCanReach() throws {
        var list = SCIDisplayList()
        var top = SCIPath()
        top.addRect(CGRect(x: 10, y: 10, width: 50, height: 10))
        var bottom = SCIPath()
        bottom.move(to: CGPoint(x: 0, y: 500))
        bottom.line(to: CGPoint(x: 100, y: 510))
        list.pushClip(CGRect(x: 0, y: 0, width: 800, height: 600))
        list.fill(top, SCIFill(color: .white))
        list.stroke(bottom, SCIStroke(color: .white, width: 2))
        list.text(
            SCITextRun(
                text: "label", origin: CGPoint(x: 5, y: 300), fontSize: 10, isBold: false, color: .white))
        list.popClip()
        let rows = RasterBands.commandRows(list, scale: 2)
        #expect(rows.count == 5)
        #expect(rows[0] == nil && rows[4] == nil)
        // At scale 2: the fill's rows 20-40, the stroke's 1000-1020 widened by its width, the
        // text's box around 600.
        let fill = try #require(rows[1])
        #expect(fill.contains(20) && fill.contains(40) && !fill.contains(100))
        let stroke = try #require(rows[2])
        #expect(
            stroke.contains(1000) && stroke.contains(1020) && !stroke.contains(900) && !stroke.contains(1100))
        let text = try #require(rows[3])
        #expect(text.contains(590) && text.contains(602) && !text.contains(500) && !text.contains(700))
    }

    /// A list of many short paths: heavy enough to be worth bands.
    static func heavyList() -> SCIDisplayList {
        var list = SCIDisplayList()
        var path = SCIPath()
        for index in 0..<1_000 {
            path.addRect(CGRect(x: index, y: index % 800, width: 1, height: 10))
        }
        list.fill(path, SCIFill(color: .white))
        return list
    }

    @Test func smallImagesAndLightListsArePaintedInOnePass() {
        let heavy = Self.heavyList()
        #expect(RasterBands.rows(width: 1600, height: 900, scale: 1, lists: [heavy], count: 8).count == 8)
        #expect(RasterBands.rows(width: 300, height: 200, scale: 1, lists: [heavy], count: 8) == [0..<200])
        var light = SCIDisplayList()
        var cross = SCIPath()
        cross.move(to: CGPoint(x: 0, y: 450))
        cross.line(to: CGPoint(x: 1600, y: 450))
        light.stroke(cross, SCIStroke(color: .white, width: 1))
        #expect(RasterBands.rows(width: 1600, height: 900, scale: 1, lists: [light], count: 8) == [0..<900])
    }

    /// At a fractional scale a band's translated coordinates may round differently.
    @Test func fractionalScalesArePaintedInOnePass() {
        let heavy = Self.heavyList()
        #expect(
            RasterBands.rows(width: 2400, height: 1350, scale: 1.5, lists: [heavy], count: 2) == [0..<1350])
        #expect(RasterBands.rows(width: 3200, height: 1800, scale: 2, lists: [heavy], count: 2).count == 2)
    }
}
