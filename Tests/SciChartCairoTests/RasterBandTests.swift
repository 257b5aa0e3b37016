import Foundation
import Gallery
import SciChart
import Testing

@testable import SciChartCairo

/// Painting in bands of rows on several cores gives the pixels of one pass.
@Suite struct RasterBandTests {
    static func chart(_ make: () -> SCIChartSurface) -> SCIChartSurface {
        let surface = make()
        surface.frame = CGRect(x: 0, y: 0, width: 1600, height: 900)
        return surface
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
        var list = SCIDisplayList()
        for row in stride(from: 0, through: 900, by: 8) {
            list.text(
                SCITextRun(
                    text: "label", origin: CGPoint(x: 10, y: row), fontSize: 12, isBold: false, color: .white)
            )
        }
        #expect(RasterBands.rows(width: 1600, height: 900, scale: 1, lists: [list], count: 2) == [0..<900])
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

    @Test func smallImagesArePaintedInOnePass() {
        #expect(RasterBands.rows(width: 300, height: 200, scale: 1, lists: [], count: 8) == [0..<200])
    }

    /// At a fractional scale a band's translated coordinates may round differently.
    @Test func fractionalScalesArePaintedInOnePass() {
        #expect(RasterBands.rows(width: 2400, height: 1350, scale: 1.5, lists: [], count: 2) == [0..<1350])
        #expect(RasterBands.rows(width: 3200, height: 1800, scale: 2, lists: [], count: 2).count == 2)
    }
}
