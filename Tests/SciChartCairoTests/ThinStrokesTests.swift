import CCairo
import Foundation
import TestSupport
import Testing

@testable import SciChart
@testable import SciChartCairo

/// Thin polylines stroked with their joins and caps straight into the image cover what
/// Cairo's stroke covers, pixel by pixel, within one of its sample rows; lines whose pieces
/// would overlap are left to Cairo; bands paint the pixels of one pass.
@Suite struct ThinStrokesTests {
    /// A line through `count` points sorted by x, `step` apart on average, each at a random
    /// height `rise` from the last at most; every few points one straight on, or a spike.
    static func line(count: Int, step: ClosedRange<Double>, rise: Double, random: inout SeededRandom)
        -> [CGPoint]
    {
        var point = CGPoint(x: 6, y: 48)
        var points = [point]
        for index in 1..<count {
            let dx = Double.random(in: step, using: &random)
            switch index % 9 {
            case 3 where points.count > 1:
                // Straight on.
                let previous = points[points.count - 2]
                let scale = dx / (point.x - previous.x)
                point = CGPoint(x: point.x + dx, y: point.y + (point.y - previous.y) * scale)
            case 5: point = CGPoint(x: point.x + dx, y: point.y + 3 * rise * (index % 2 == 0 ? 1 : -1))
            default:
                point = CGPoint(x: point.x + dx, y: point.y + Double.random(in: -rise...rise, using: &random))
            }
            points.append(point)
        }
        return points
    }

    /// The red channel of a black picture with `points` stroked in white by us (`ours`) or
    /// by Cairo; `drawn` tells whether ours took the stroke.
    static func pictures(
        _ points: [CGPoint], stroke: SCIStroke, size: (Int, Int)
    ) throws -> (ours: [Int], cairos: [Int], drawn: Bool) {
        var path = SCIPath()
        path.move(to: points[0])
        for point in points.dropFirst() { path.line(to: point) }
        var drawn = false
        let ours = try ThinLinesCoverageTests.image(width: size.0, height: size.1) { context in
            var coverage: AreaCoverage?
            drawn = ThinStrokes.draw(
                path, stroke: stroke, into: ImageTarget(context)!, pictureTop: 0, coverage: &coverage)
        }
        let cairos = try ThinLinesCoverageTests.image(width: size.0, height: size.1) { context in
            let color = stroke.color
            cairo_set_source_rgba(
                context, Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255,
                Double(color.alpha) / 255)
            cairo_set_line_width(context, stroke.width)
            cairo_set_line_join(context, DisplayListPainter.join(stroke.lineJoin))
            cairo_set_line_cap(context, DisplayListPainter.cap(stroke.lineCap))
            cairo_move_to(context, points[0].x, points[0].y)
            for point in points.dropFirst() { cairo_line_to(context, point.x, point.y) }
            cairo_stroke(context)
        }
        return (ours, cairos, drawn)
    }

    /// Lines through sorted data in every join and cap, widths one to three pixels, steps
    /// steep and shallow, straight on and spiking: every pixel is within one of Cairo's
    /// fifteen sample rows of Cairo's (and a level or two of rounding), and the ink is
    /// Cairo's within a hundredth.
    @Test func linesThroughSortedDataCoverWhatCairosStrokeCovers() throws {
        var random = SeededRandom(seed: 91)
        let joins: [SCIStroke.LineJoin] = [.round, .miter, .bevel]
        let caps: [SCIStroke.LineCap] = [.butt, .round, .square]
        var worst = 0
        for index in 0..<36 {
            let width = [1.0, 1.5, 2.0, 3.0][index % 4]
            let stroke = SCIStroke(
                color: .white, width: width, lineJoin: joins[(index / 4) % 3], lineCap: caps[(index / 12) % 3]
            )
            let points = Self.line(
                count: 60, step: (width + 1.5)...(width + 6), rise: [2.0, 9, 30][index % 3], random: &random)
            let (ours, cairos, drawn) = try Self.pictures(points, stroke: stroke, size: (600, 400))
            #expect(drawn, "line \(index) was left to Cairo")
            let differences = zip(ours, cairos).map { abs($0 - $1) }
            let largest = differences.max() ?? 0
            worst = max(worst, largest)
            let ink = (ours.reduce(0, +), cairos.reduce(0, +))
            #expect(
                largest <= 255 / 15 + 2,
                "line \(index), width \(width) \(stroke.lineJoin) \(stroke.lineCap): off by \(largest)")
            #expect(
                abs(Double(ink.0 - ink.1)) <= Double(ink.1) / 100,
                "line \(index): ink \(ink.0) against Cairo's \(ink.1)")
        }
        print("thin strokes: largest difference from Cairo \(worst) levels")
    }

    /// A line on the right edge of the columns painted, when their count leaves one cell
    /// in the last block of a row (15 of 16), covers nothing there and leaves the row
    /// after it alone: the line a pixel in is drawn as Cairo draws it.
    @Test func aLineOnTheRightEdgeOfTheClipStaysInItsRow() throws {
        var path = SCIPath()
        path.move(to: CGPoint(x: 14.5, y: 0))
        path.line(to: CGPoint(x: 14.5, y: 20))
        path.move(to: CGPoint(x: 3.5, y: 0))
        path.line(to: CGPoint(x: 3.5, y: 20))
        let stroke = SCIStroke(color: .white, width: 1, lineCap: .butt)
        var drawn = false
        let ours = try ThinLinesCoverageTests.image(width: 15, height: 20) { context in
            var coverage: AreaCoverage?
            drawn = ThinStrokes.draw(
                path, stroke: stroke, into: ImageTarget(context)!, pictureTop: 0, coverage: &coverage)
            coverage?.keep()
        }
        #expect(drawn)
        for row in 0..<20 {
            #expect(ours[row * 15 + 3] == 255, "row \(row)")
            #expect(ours[row * 15 + 14] == 255, "row \(row)")
        }
    }

    /// A butt end shorter than the corner the turn before it leaves: the previous
    /// segment's inner corner reaches past the end, so the tiles would miss it; such a line
    /// is left to Cairo (or drawn as Cairo draws it).
    @Test(arguments: [(60.0, 0.9), (60, 1.0), (30, 0.45)])
    func aShortButtEndAfterATurnIsCoveredAsCairoCoversIt(turn: Double, length: Double) throws {
        let vertex = CGPoint(x: 30.3, y: 20.2)
        let angle = turn * .pi / 180
        let points = [
            CGPoint(x: 10.3, y: 20.2), vertex,
            CGPoint(x: vertex.x + length * cos(angle), y: vertex.y + length * sin(angle)),
        ]
        for join in [SCIStroke.LineJoin.bevel, .miter, .round] {
            let stroke = SCIStroke(color: .white, width: 3, lineJoin: join, lineCap: .butt)
            let (ours, cairos, drawn) = try Self.pictures(points, stroke: stroke, size: (48, 40))
            let largest = zip(ours, cairos).map { abs($0 - $1) }.max() ?? 0
            #expect(!drawn || largest <= 255 / 15 + 2, "\(join): off by \(largest)")
        }
    }

    /// A translucent pen composites each pixel once, where the segments and joins meet too,
    /// as Cairo's one fill of the outline does.
    @Test func aTranslucentPenCoversJoinsOnce() throws {
        var random = SeededRandom(seed: 5)
        let points = Self.line(count: 60, step: 3...7, rise: 12, random: &random)
        let stroke = SCIStroke(color: SCIColor(argb: 0x80FF_FFFF), width: 2)
        let (ours, cairos, drawn) = try Self.pictures(points, stroke: stroke, size: (400, 200))
        #expect(drawn)
        let largest = zip(ours, cairos).map { abs($0 - $1) }.max() ?? 0
        #expect(largest <= 255 / 15 + 2)
        // Nowhere brighter than the pen: no pixel composited twice.
        #expect(ours.max() == 128)
    }

    /// Lines whose pieces would overlap, so that adding their areas would count a pixel
    /// twice, are left to Cairo, drawing nothing: a line crossing itself, one turning
    /// straight back, one stepping less than its width a point, two subpaths crossing.
    @Test func linesWhosePiecesOverlapAreLeftToCairo() throws {
        let zigzag = (0..<80).map { CGPoint(x: 20 + Double($0) * 1.2, y: $0 % 2 == 0 ? 20 : 60) }
        let loop = (0..<80).map {
            CGPoint(x: 100 + 60 * cos(Double($0) * 0.1), y: 100 + 60 * sin(Double($0) * 0.1))
        }
        let back = (0..<40).map { CGPoint(x: 10 + Double($0) * 4, y: 50) } + [CGPoint(x: 20, y: 50)]
        for points in [zigzag, loop, back] {
            var path = SCIPath()
            path.move(to: points[0])
            for point in points.dropFirst() { path.line(to: point) }
            let untouched = try ThinLinesCoverageTests.image(width: 200, height: 200) { context in
                var coverage: AreaCoverage?
                let drawn = ThinStrokes.draw(
                    path, stroke: SCIStroke(color: .white, width: 2), into: ImageTarget(context)!,
                    pictureTop: 0, coverage: &coverage)
                #expect(!drawn)
            }
            #expect(untouched.allSatisfy { $0 == 0 })
        }
        var crossing = SCIPath()
        for y in [40.0, 80] {
            crossing.move(to: CGPoint(x: 10, y: y))
            for step in 1...40 {
                crossing.line(to: CGPoint(x: 10 + Double(step) * 4, y: y + Double(step) * (60 - y) / 20))
            }
        }
        _ = try ThinLinesCoverageTests.image(width: 200, height: 200) { context in
            var coverage: AreaCoverage?
            #expect(
                !ThinStrokes.draw(
                    crossing, stroke: SCIStroke(color: .white, width: 2), into: ImageTarget(context)!,
                    pictureTop: 0, coverage: &coverage))
        }
    }

    /// Indicator-like lines across band edges, in every join and cap, some with points a
    /// billion pixels off or not numbers: the bands paint the pixels of one pass.
    @Test(arguments: [2, 3, 7])
    func linesAcrossBandEdgesPaintThePixelsOfOnePass(bands: Int) throws {
        var random = SeededRandom(seed: 17)
        var list = SCIDisplayList()
        let joins: [SCIStroke.LineJoin] = [.round, .miter, .bevel]
        let caps: [SCIStroke.LineCap] = [.butt, .round, .square]
        for line in 0..<12 {
            var points = Self.line(count: 200, step: 3...5, rise: 20, random: &random)
            if line % 4 == 1 { points[100].y = 1e9 }
            if line % 4 == 2 { points[50].y = .nan }
            var path = SCIPath()
            path.move(to: points[0])
            for point in points.dropFirst() { path.line(to: point) }
            let flip = line == 3 ? -1.0 : 1.0
            let transform = SCIAffineTransform(
                a: 1, b: 0, c: 0, d: flip, tx: 0, ty: line == 3 ? 200 : 20 + Double(line) * 45)
            let stroke = SCIStroke(
                color: SCIColor(argb: 0xE000_0000 | UInt32(line * 0x0842_1F) & 0xFF_FFFF),
                width: [1, 1.5, 2.5][line % 3], lineJoin: joins[line % 3], lineCap: caps[(line / 3) % 3])
            list.pushTransform(transform)
            list.stroke(path, stroke)
            list.popTransform()
            // Each line is one drawn here, not by Cairo.
            _ = try ThinLinesCoverageTests.image(width: 800, height: 600) { context in
                var matrix = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: flip, x0: 0, y0: transform.ty)
                cairo_set_matrix(context, &matrix)
                var coverage: AreaCoverage?
                let drawn = ThinStrokes.draw(
                    path, stroke: stroke, into: ImageTarget(context)!, pictureTop: 0, coverage: &coverage)
                #expect(drawn, "line \(line)")
            }
        }
        _ = try RasterBandTests.expectBandsPaintOnePass(list, background: .black, bands: bands, scale: 1)
    }

    /// Strokes of lone segments, as grid lines are, stay with Cairo, which draws them
    /// exactly and cheaply: what pays here is joins, and the grid lines of one chart cost
    /// about a millisecond a frame here, a tenth of that in Cairo.
    @Test func strokesOfLoneSegmentsAreLeftToCairo() {
        let stroke = SCIStroke(color: .white, width: 1)
        var grid = SCIPath()
        for index in 0..<40 {
            let place = 10.3 + Double(index) * 17.1
            grid.move(to: CGPoint(x: place, y: 0))
            grid.line(to: CGPoint(x: place, y: 600))
            grid.move(to: CGPoint(x: 0, y: place))
            grid.line(to: CGPoint(x: 800, y: place))
        }
        #expect(!ThinStrokes.applies(to: grid, stroke: stroke, scale: 1))
        // Short polylines joined as often as one long line are taken.
        var pieces = SCIPath()
        for index in 0..<40 {
            let x = Double(index) * 12
            pieces.move(to: CGPoint(x: x, y: 10))
            pieces.line(to: CGPoint(x: x + 4, y: 14))
            pieces.line(to: CGPoint(x: x + 8, y: 10))
        }
        #expect(ThinStrokes.applies(to: pieces, stroke: stroke, scale: 1))
        var line = SCIPath()
        line.move(to: .zero)
        for index in 1...(ThinStrokes.minimumJoins + 1) {
            line.line(to: CGPoint(x: Double(index) * 5, y: 20))
        }
        #expect(ThinStrokes.applies(to: line, stroke: stroke, scale: 1))
        line.line(to: .zero)
        line.close()
        #expect(!ThinStrokes.applies(to: line, stroke: stroke, scale: 1))
    }

    /// A frame of a white line 1.5 wide through 200 points of sorted data on black, and the
    /// red channel of Cairo's stroke of it.
    static func sortedLineFrame(seed: UInt64) throws -> (frame: SCIRenderFrame, cairos: [Int]) {
        var random = SeededRandom(seed: seed)
        let points = Self.line(count: 200, step: 3...5, rise: 20, random: &random)
        var path = SCIPath()
        path.move(to: points[0])
        for point in points.dropFirst() { path.line(to: point) }
        var list = SCIDisplayList()
        list.stroke(path, SCIStroke(color: .white, width: 1.5, lineJoin: .round))
        let frame = SCIRenderFrame(
            size: CGSize(width: 800, height: 600), scale: 1, background: .black, chartLayer: list,
            overlayLayer: SCIDisplayList(), surfaceId: 0, chartGeneration: 0)
        let (_, cairos, _) = try Self.pictures(
            points, stroke: SCIStroke(color: .white, width: 1.5), size: (800, 600))
        return (frame, cairos)
    }

    /// The painter sends such lines here: a chart's line series comes out as Cairo drew it.
    @Test func aLineSeriesThroughSortedDataIsStrokedHere() throws {
        let (frame, cairos) = try Self.sortedLineFrame(seed: 3)
        let image = try SCIRasterRenderer.renderOnce(frame, bands: 1)
        let ours = image.premultipliedPixels.map { Int(($0 >> 16) & 0xFF) }
        let largest = zip(ours, cairos).map { abs($0 - $1) }.max() ?? 0
        #expect(largest <= 255 / 15 + 2)
        // Exact areas and Cairo's sample rows differ somewhere: the picture is ours.
        #expect(ours != cairos)
    }

    /// A renderer told to leave strokes and fills to Cairo (what the bench compares
    /// against) draws such a line as Cairo does, to the byte, and draws the chart layer
    /// again when told; told back, the picture is ours again.
    @Test func aRendererCanLeaveEveryStrokeToCairo() throws {
        let (frame, cairos) = try Self.sortedLineFrame(seed: 4)
        let renderer = SCIRasterRenderer()
        func red() throws -> [Int] {
            try renderer.render(frame).premultipliedPixels.map { Int(($0 >> 16) & 0xFF) }
        }
        #expect(try red() != cairos)
        renderer.strokesAndFillsByCairo = true
        #expect(try red() == cairos)
        renderer.strokesAndFillsByCairo = false
        #expect(try red() != cairos)
        #expect(renderer.chartLayerDraws == 3)
    }
}
