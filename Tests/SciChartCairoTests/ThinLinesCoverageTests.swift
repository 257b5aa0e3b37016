import CCairo
import Foundation
import TestSupport
import Testing

@testable import SciChart
@testable import SciChartCairo

/// The thin-line rasteriser's coverage is Cairo's, pixel by pixel, away from a segment's
/// ends; and a picture of thin lines painted in bands is the picture of one pass.
@Suite struct ThinLinesCoverageTests {
    /// The red channel of a black `size` x `size` image with one segment drawn in white by
    /// `draw` (given the context).
    static func image(size: Int, _ draw: (OpaquePointer) -> Void) throws -> [Int] {
        try image(width: size, height: size, draw)
    }

    /// The red channel of a black `width` x `height` image drawn on by `draw`.
    static func image(width: Int, height: Int, _ draw: (OpaquePointer) -> Void) throws -> [Int] {
        let surface = try CairoSurface(width: width, height: height)
        let context = try CairoContext(surface: surface)
        cairo_set_source_rgb(context.pointer, 0, 0, 0)
        cairo_paint(context.pointer)
        draw(context.pointer)
        cairo_surface_flush(surface.pointer)
        let data = try #require(cairo_image_surface_get_data(surface.pointer))
        let stride = Int(cairo_image_surface_get_stride(surface.pointer)) / 4
        let pixels = UnsafeRawPointer(data).assumingMemoryBound(to: UInt32.self)
        return (0..<width * height).map { Int((pixels[($0 / width) * stride + $0 % width] >> 16) & 0xFF) }
    }

    /// Segments of every slope and length, widths from one to three pixels, ends anywhere in
    /// a pixel: along the segment, each pixel's coverage is within one of Cairo's sample
    /// rows (a fifteenth of a pixel) of Cairo's butt-capped stroke. Near the ends the two
    /// cut differently (here across the column, Cairo square to the line), so there only the
    /// total ink is compared.
    @Test func aSegmentCoversWhatCairosStrokeCovers() throws {
        var random = SeededRandom(seed: 71)
        let size = 64
        var worst = 0
        for index in 0..<400 {
            let width = [1.0, 1.5, 2.0, 3.0][index % 4]
            let length = [0.6, 3.0, 12.0, 40.0][(index / 4) % 4]
            let angle = Double.random(in: 0..<(2 * .pi), using: &random)
            let start = (
                Double.random(in: 12...30, using: &random), Double.random(in: 12...30, using: &random)
            )
            let end = (start.0 + length * cos(angle), start.1 + length * sin(angle))
            let stroke = SCIStroke(color: .white, width: width)
            var path = SCIPath()
            path.move(to: CGPoint(x: start.0, y: start.1))
            path.line(to: CGPoint(x: end.0, y: end.1))
            let ours = try Self.image(size: size) { context in
                var gathering: ThinLines.Gathering?
                let target = ImageTarget(context)!
                _ = ThinLines.draw(path, stroke: stroke, into: target, pictureTop: 0, gathering: &gathering)
                gathering?.finish()
            }
            let cairos = try Self.image(size: size) { context in
                cairo_set_source_rgb(context, 1, 1, 1)
                cairo_set_line_width(context, width)
                cairo_set_line_cap(context, CAIRO_LINE_CAP_BUTT)
                cairo_move_to(context, start.0, start.1)
                cairo_line_to(context, end.0, end.1)
                cairo_stroke(context)
            }
            // Pixels whose centres are farther than the pen's reach plus a pixel from both
            // ends.
            let margin = width / 2 + 1.5
            for pixel in 0..<size * size {
                let centre = (Double(pixel % size) + 0.5, Double(pixel / size) + 0.5)
                func distance(_ point: (Double, Double)) -> Double {
                    ((centre.0 - point.0) * (centre.0 - point.0) + (centre.1 - point.1) * (centre.1 - point.1))
                        .squareRoot()
                }
                guard distance(start) > margin, distance(end) > margin else { continue }
                let difference = abs(ours[pixel] - cairos[pixel])
                worst = max(worst, difference)
                #expect(
                    difference <= 255 / 15 + 2,
                    "segment \(index) width \(width): pixel \(pixel % size), \(pixel / size): \(ours[pixel]) vs \(cairos[pixel])"
                )
            }
            // The ink agrees within the ends' difference: at most two triangles of the pen's
            // half width.
            let ink = (ours.reduce(0, +) - cairos.reduce(0, +))
            #expect(
                Double(abs(ink)) <= 255 * (width * width / 2 + 0.6),
                "segment \(index) width \(width) length \(length): ink \(ours.reduce(0, +)) vs \(cairos.reduce(0, +))"
            )
        }
        #expect(worst > 0, "the comparison saw no difference at all: Cairo drew them?")
    }

    /// Long runs of thin lines across band edges: opaque ones gathered (also across
    /// commands), a translucent one blended, runs of one colour with another colour and a
    /// command only some bands reach between them, widths one to three, gaps, steep,
    /// shallow and level segments, and points a billion pixels off: the bands paint the
    /// pixels of one pass.
    @Test(arguments: [2, 3, 7])
    func bandsPaintThePixelsOfOnePass(bands: Int) throws {
        var random = SeededRandom(seed: 52)
        var list = SCIDisplayList()
        // Points far off (`far`) make a command reach every band and its box so large that
        // it is blended, not gathered: only some commands have them.
        func polyline(
            _ count: Int, rows: ClosedRange<Double>, steep: Bool, tie: Bool = false, far: Bool = false
        ) -> SCIPath {
            var path = SCIPath()
            for index in 0...count {
                var point = CGPoint(
                    x: Double.random(in: -20...820, using: &random),
                    y: Double.random(in: rows, using: &random))
                if steep, index % 2 == 1 { point.y = index % 4 == 1 ? rows.lowerBound : rows.upperBound }
                // Halfway between two 256ths of a pixel: a band must round it as one pass does.
                if tie { point.y = point.y.rounded(.down) + 1.0 / 512 }
                if index % 97 == 50 { point = CGPoint(x: Double.nan, y: Double.nan) }
                if far, index % 131 == 7 {
                    point = CGPoint(x: -1e9, y: Double.random(in: rows, using: &random))
                }
                if far, index % 151 == 9 { point.y = 1e9 }
                if index == 0 || point.x.isNaN || index % 89 == 0 {
                    path.move(to: point)
                } else {
                    path.line(to: point)
                }
            }
            return path
        }
        let red = SCIColor(argb: 0xFFE0_3030)
        let green = SCIColor(argb: 0xFF30_E030)
        let blue = SCIColor(argb: 0x8030_30E0)
        list.stroke(polyline(600, rows: 0...600, steep: false), SCIStroke(color: red, width: 1))
        list.stroke(polyline(600, rows: 0...600, steep: true), SCIStroke(color: red, width: 2))
        // Only the first band's rows: the others skip it and still end the red run here.
        list.stroke(polyline(400, rows: 10...40, steep: false), SCIStroke(color: green, width: 1.5))
        list.stroke(polyline(600, rows: 0...600, steep: false), SCIStroke(color: red, width: 3))
        // Red again but only in the first rows: skipped elsewhere, without ending the run.
        list.stroke(polyline(400, rows: 5...30, steep: false), SCIStroke(color: red, width: 1))
        list.stroke(polyline(600, rows: 0...600, steep: true, far: true), SCIStroke(color: red, width: 1))
        list.stroke(polyline(2_500, rows: 0...599, steep: false, tie: true), SCIStroke(color: red, width: 1))
        list.stroke(polyline(600, rows: 0...600, steep: false, far: true), SCIStroke(color: blue, width: 1))
        list.stroke(polyline(600, rows: 300...310, steep: false), SCIStroke(color: green, width: 1))
        for scale in [1.0, 2.0] {
            let a = try RasterBandTests.expectBandsPaintOnePass(
                list, background: .black, bands: bands, scale: scale)
            // Every colour is there.
            #expect(a.contains { ($0 >> 16) & 0xFF > 200 && ($0 >> 8) & 0xFF < 80 })
            #expect(a.contains { ($0 >> 8) & 0xFF > 200 && ($0 >> 16) & 0xFF < 80 })
            #expect(a.contains { $0 & 0xFF > 100 && ($0 >> 16) & 0xFF < 80 })
        }
    }

    /// A gathered line composites as blending each segment in turn would: many opaque
    /// segments over one pixel saturate it, one at half coverage leaves half.
    @Test func gatheringCompositesAsBlendingInTurn() throws {
        var path = SCIPath()
        // 300 level segments back and forth over row 10, and one across row 30 covering
        // each pixel of the row by half (its centre on the row's edge).
        for index in 0..<300 {
            path.move(to: CGPoint(x: index % 2 == 0 ? 2 : 60, y: 10.5))
            path.line(to: CGPoint(x: index % 2 == 0 ? 60 : 2, y: 10.5))
        }
        path.move(to: CGPoint(x: 2, y: 30))
        path.line(to: CGPoint(x: 60, y: 30))
        let stroke = SCIStroke(color: .white, width: 1)
        var gathered = false
        let pixels = try Self.image(size: 64) { context in
            var gathering: ThinLines.Gathering?
            _ = ThinLines.draw(
                path, stroke: stroke, into: ImageTarget(context)!, pictureTop: 0, gathering: &gathering)
            gathered = gathering != nil
            gathering?.finish()
        }
        #expect(gathered)
        #expect(pixels[10 * 64 + 30] == 255)
        #expect(abs(pixels[29 * 64 + 30] - 128) <= 2 && abs(pixels[30 * 64 + 30] - 128) <= 2)
        #expect(pixels[20 * 64 + 30] == 0)
    }

    /// Points far beyond any picture (a hundred orders of magnitude), segments all but level
    /// or upright, and gaps: nothing traps, and the parts in view are drawn.
    @Test func farOffPointsDrawWhatIsInViewAndNothingTraps() throws {
        let far = [1e300, -1e300, 1e18, -1e18, 3e9, -3e9]
        var path = SCIPath()
        var index = 0
        for first in far {
            for second in far {
                path.move(to: CGPoint(x: first, y: 30))
                path.line(to: CGPoint(x: 32, y: second))
                path.line(to: CGPoint(x: second, y: first))
                path.line(to: CGPoint(x: 10, y: 20 + 1e-300 * Double(index)))
                path.line(to: CGPoint(x: 50 + 1e-300, y: 20))
                path.line(to: CGPoint(x: Double.nan, y: 5))
                index += 1
            }
            // Both ends far off on one side, across and upright.
            path.move(to: CGPoint(x: first, y: 10))
            path.line(to: CGPoint(x: first * 2, y: 15))
            path.move(to: CGPoint(x: 10, y: first))
            path.line(to: CGPoint(x: 15, y: first * 2))
            path.line(to: CGPoint(x: 16, y: 20))
        }
        let stroke = SCIStroke(color: .white, width: 1)
        for opaque in [true, false] {
            let pixels = try Self.image(size: 64) { context in
                var gathering: ThinLines.Gathering?
                let pen = opaque ? stroke : SCIStroke(color: SCIColor(argb: 0x80FF_FFFF), width: 1)
                _ = ThinLines.draw(
                    path, stroke: pen, into: ImageTarget(context)!, pictureTop: 0, gathering: &gathering)
                gathering?.finish()
            }
            // The level segment from (10, 20) to (50, 20) is in view.
            #expect(pixels[19 * 64 + 30] > 60 || pixels[20 * 64 + 30] > 60)
        }
        // Paths keep their points within a million pixels; a transform can still take them
        // a million million times further.
        let magnified = try Self.image(size: 64) { context in
            cairo_scale(context, 1e12, 1e12)
            var gathering: ThinLines.Gathering?
            _ = ThinLines.draw(
                path, stroke: SCIStroke(color: .white, width: 1e-12), into: ImageTarget(context)!,
                pictureTop: 0,
                gathering: &gathering)
            gathering?.finish()
        }
        #expect(magnified.count == 64 * 64)
    }
}
