import CCairo
import Foundation
import TestSupport
import Testing

@testable import SciChart
@testable import SciChartCairo

/// Strokes of straight up-and-down or across segments and of rectangles, drawn straight into
/// the image, give Cairo's pixels, and what is not such a stroke is left to Cairo.
@Suite struct RectilinearStrokesTests {
    /// `count` candles at fractional places, wicks in `wicks` and outlines in `outlines`:
    /// `spacing` pixels apart (a spacing under the width plus the pen's makes them overlap).
    /// `crisp` places them as the candlestick series does: bodies on whole pixels across,
    /// wicks on pixel centres.
    static func candles(count: Int, spacing: Double, scale: Double, seed: UInt64, crisp: Bool = false) -> (
        wicks: SCIPath, outlines: SCIPath
    ) {
        var random = SeededRandom(seed: seed)
        var wicks = SCIPath()
        var outlines = SCIPath()
        for index in 0..<count {
            let place = 8.3 + Double(index) * spacing
            let x = crisp ? place.rounded(.down) + 0.5 : place
            let top = Double.random(in: -10...150, using: &random)
            let bottom = top + Double.random(in: 0...160, using: &random)
            let bodyTop = Double.random(in: top...bottom, using: &random)
            let bodyBottom = Double.random(in: bodyTop...bottom, using: &random)
            let width =
                crisp
                ? Double(Int.random(in: 1...3, using: &random)) : Double.random(in: 0.3...7, using: &random)
            wicks.move(to: CGPoint(x: x / scale, y: top / scale))
            wicks.line(to: CGPoint(x: x / scale, y: bodyTop / scale))
            wicks.move(to: CGPoint(x: x / scale, y: bodyBottom / scale))
            wicks.line(to: CGPoint(x: x / scale, y: bottom / scale))
            // A doji's line, across, clear of the wick.
            wicks.move(to: CGPoint(x: (x - width / 2) / scale, y: (bottom + 3) / scale))
            wicks.line(to: CGPoint(x: (x + width / 2) / scale, y: (bottom + 3) / scale))
            let left = crisp ? (x - width / 2).rounded() : x - width / 2
            outlines.addRect(
                CGRect(
                    x: left / scale, y: bodyTop / scale, width: width / scale,
                    height: (bodyBottom - bodyTop) / scale))
        }
        return (wicks, outlines)
    }

    /// A frame stroking `paths` with `stroke` under a clip, over a grey grid that
    /// translucent pens composite onto; `viaCairo` adds a diagonal that only Cairo takes.
    /// `clear` leaves out the grid and the background.
    static func frame(
        _ paths: [SCIPath], _ stroke: SCIStroke, clip: CGRect, scale: Double, viaCairo: Bool,
        clear: Bool = false
    ) -> SCIRenderFrame {
        var list = SCIDisplayList()
        var grid = SCIPath()
        for row in stride(from: 0.0, to: 300, by: 7) {
            grid.addRect(CGRect(x: 0, y: row, width: 400, height: 3))
        }
        if !clear { list.fill(grid, SCIFill(color: SCIColor(argb: 0xFF80_8080))) }
        list.pushClip(clip)
        for path in paths {
            var stroked = path
            if viaCairo {
                stroked.move(to: CGPoint(x: -40, y: -40))
                stroked.line(to: CGPoint(x: -30, y: -35))
            }
            list.stroke(stroked, stroke)
        }
        list.popClip()
        return SCIRenderFrame(
            size: CGSize(width: 400, height: 300), scale: scale,
            background: clear ? SCIColor(argb: 0) : .black,
            chartLayer: list,
            overlayLayer: SCIDisplayList(), surfaceId: 0, chartGeneration: 0)
    }

    static let colors: [SCIColor] = [SCIColor(argb: 0xFF26_A69A), SCIColor(argb: 0x80EF_5350)]

    @Test(arguments: [1.0, 2.0])
    func candlesApartAreCairosPixelsToRounding(scale: Double) throws {
        let clips = [
            CGRect(x: 0, y: 0, width: 400, height: 300), CGRect(x: 30, y: 12, width: 310, height: 250),
        ]
        let (wicks, outlines) = Self.candles(count: 40, spacing: 9.7, scale: scale, seed: 11)
        let matrix = cairo_matrix_t(xx: scale, yx: 0, xy: 0, yy: scale, x0: 0, y0: 0)
        #expect(RectilinearStrokes.boxes(of: wicks, halfWidth: 0.5, matrix: matrix) != nil)
        #expect(RectilinearStrokes.boxes(of: outlines, halfWidth: 0.5, matrix: matrix) != nil)
        for color in Self.colors {
            for width in [1.0, 2.0] {
                for clip in clips {
                    let stroke = SCIStroke(color: color, width: width, lineJoin: .miter)
                    let direct = try SCIRasterRenderer().render(
                        Self.frame([wicks, outlines], stroke, clip: clip, scale: scale, viaCairo: false))
                    let cairo = try SCIRasterRenderer().render(
                        Self.frame([wicks, outlines], stroke, clip: clip, scale: scale, viaCairo: true))
                    let differences = ImageGolden.channelDifferences(direct, cairo)
                    #expect(
                        differences.max() ?? 0 <= 8,
                        "largest difference \(differences.max() ?? 0): colour \(color), width \(width), clip \(clip)"
                    )
                }
            }
        }
    }

    /// Candles closer than their width overlap inside pixels, where areas add (up to a whole
    /// pixel) rather than unite: placed as the series places them, 500 candles in 385
    /// pixels differ from Cairo only at such edge pixels, only ever more covered, and in
    /// about one pixel in a hundred by more than the goldens allow (24 levels).
    @Test func overlappingCandlesAreAtLeastAsCoveredAsCairosAndRarelyMore() throws {
        let (wicks, outlines) = Self.candles(count: 500, spacing: 0.77, scale: 1, seed: 12, crisp: true)
        for color in Self.colors {
            let stroke = SCIStroke(color: color, width: 1, lineJoin: .miter)
            // On a clear background the alpha channel is the coverage.
            func render(viaCairo: Bool) throws -> SCIRasterImage {
                try SCIRasterRenderer().render(
                    Self.frame(
                        [wicks, outlines], stroke, clip: CGRect(x: 0, y: 0, width: 400, height: 300),
                        scale: 1,
                        viaCairo: viaCairo, clear: true))
            }
            let direct = try render(viaCairo: false).premultipliedPixels
            let cairo = try render(viaCairo: true).premultipliedPixels
            let alphas = zip(direct, cairo).map { (Int($0 >> 24), Int($1 >> 24)) }
            // Cairo samples a pixel's height at 15 rows: its coverage may be a row's worth more.
            let lighter = alphas.filter { $0.0 < $0.1 - 17 }.count
            let beyond = alphas.filter { abs($0.0 - $0.1) > 24 }.count
            #expect(lighter == 0, "\(lighter) pixels less covered than Cairo's")
            #expect(beyond > 0 && Double(beyond) / Double(alphas.count) <= 0.02, "\(beyond) pixels past 24")
        }
    }

    @Test func onlyStraightSegmentsAndRectanglesAreTaken() {
        let identity = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0)
        var segments = SCIPath()
        segments.move(to: CGPoint(x: 1.5, y: 2))
        segments.line(to: CGPoint(x: 1.5, y: 9.25))
        segments.move(to: CGPoint(x: 3, y: 4))
        segments.line(to: CGPoint(x: 0, y: 4))
        // No length: nothing to draw.
        segments.move(to: CGPoint(x: 5, y: 5))
        segments.line(to: CGPoint(x: 5, y: 5))
        #expect(
            RectilinearStrokes.boxes(of: segments, halfWidth: 0.5, matrix: identity) == [
                .init(left: 1, top: 2, right: 2, bottom: 9.25),
                .init(left: 0, top: 3.5, right: 3, bottom: 4.5),
            ])
        var outline = SCIPath()
        outline.addRect(CGRect(x: 10, y: 10, width: 10, height: 6))
        #expect(RectilinearStrokes.boxes(of: outline, halfWidth: 1, matrix: identity)?.count == 4)
        // A pen wider than the hole covers the outer box.
        #expect(
            RectilinearStrokes.boxes(of: outline, halfWidth: 3, matrix: identity) == [
                .init(left: 7, top: 7, right: 23, bottom: 19)
            ])
        var diagonal = SCIPath()
        diagonal.move(to: .zero)
        diagonal.line(to: CGPoint(x: 4, y: 3))
        #expect(RectilinearStrokes.boxes(of: diagonal, halfWidth: 0.5, matrix: identity) == nil)
        var polyline = SCIPath()
        polyline.move(to: .zero)
        polyline.line(to: CGPoint(x: 4, y: 0))
        polyline.line(to: CGPoint(x: 4, y: 4))
        #expect(RectilinearStrokes.boxes(of: polyline, halfWidth: 0.5, matrix: identity) == nil)
        var infinite = SCIPath()
        infinite.move(to: .zero)
        infinite.line(to: CGPoint(x: Double.infinity, y: 0))
        #expect(RectilinearStrokes.boxes(of: infinite, halfWidth: 0.5, matrix: identity) == nil)
        #expect(
            RectilinearStrokes.boxes(
                of: segments, halfWidth: 0.5,
                matrix: cairo_matrix_t(xx: 0, yx: 1, xy: -1, yy: 0, x0: 0, y0: 0))
                == nil)
    }

    /// Round joins and caps, dashes and pens without antialiasing stay with Cairo.
    @Test func onlySolidMitredButtEndedAntialiasedPensAreTaken() {
        let color = Self.colors[0]
        #expect(RectilinearStrokes.takes(SCIStroke(color: color, width: 1.5, lineJoin: .miter)))
        #expect(!RectilinearStrokes.takes(SCIStroke(color: color, width: 1)))
        #expect(
            !RectilinearStrokes.takes(SCIStroke(color: color, width: 1, lineJoin: .miter, lineCap: .square)))
        #expect(
            !RectilinearStrokes.takes(SCIStroke(color: color, width: 1, dashes: [3, 2], lineJoin: .miter)))
        #expect(
            !RectilinearStrokes.takes(SCIStroke(color: color, width: 1, antialias: false, lineJoin: .miter)))
        #expect(!RectilinearStrokes.takes(SCIStroke(color: color, width: 0, lineJoin: .miter)))
    }
}
