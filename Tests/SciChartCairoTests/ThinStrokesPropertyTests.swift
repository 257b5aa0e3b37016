import CCairo
import Foundation
import TestSupport
import Testing

@testable import SciChart
@testable import SciChartCairo

/// Random polylines with everything data throws at a line series (steep and shallow steps,
/// zero-length segments, straight runs, steps back, gaps of values that are not numbers,
/// points a billion pixels off, single points, a scale of two): whatever ``ThinStrokes``
/// takes it draws within one of Cairo's sample rows of Cairo's stroke, pixel by pixel, and
/// what it leaves to Cairo it leaves untouched.
@Suite struct ThinStrokesPropertyTests {
    /// How a polyline is made: which of the hazards it holds.
    struct Recipe: CustomStringConvertible {
        var index: Int
        var steep: Bool
        var zeroLength: Bool
        var straight: Bool
        var back: Bool
        var gaps: Bool
        var far: Bool
        var dots: Bool

        init(_ index: Int) {
            self.index = index
            steep = index % 2 == 1
            zeroLength = index % 3 == 1
            straight = index % 5 < 2
            back = index % 7 == 3
            gaps = index % 4 == 2
            far = index % 6 == 5
            dots = index % 9 == 4
        }

        var description: String {
            let flags = [
                ("steep", steep), ("zero-length", zeroLength), ("straight", straight), ("back", back),
                ("gaps", gaps), ("far", far), ("dots", dots),
            ]
            return "polyline \(index) (" + flags.filter(\.1).map(\.0).joined(separator: ", ") + ")"
        }
    }

    /// A polyline of `count` points from `recipe`; a point that is not a number marks a
    /// gap, as a series' missing values do.
    static func points(_ recipe: Recipe, count: Int, random: inout SeededRandom) -> [CGPoint] {
        // The last point in view, and the one before it.
        var anchor = CGPoint(x: 8, y: Double.random(in: 120...280, using: &random))
        var before: CGPoint?
        var points = [anchor]
        let rise = recipe.steep ? 70.0 : 4
        while points.count < count {
            switch Int.random(in: 0..<20, using: &random) {
            case 0 where recipe.zeroLength: points.append(points[points.count - 1])
            case 1 where recipe.gaps: points.append(CGPoint(x: Double.nan, y: anchor.y))
            case 2 where recipe.dots:
                // A point between gaps, twice: a zero-length subpath.
                let dot = CGPoint(x: anchor.x + 6, y: Double.random(in: 40...360, using: &random))
                points += [CGPoint(x: Double.nan, y: 0), dot, dot, CGPoint(x: Double.nan, y: 0)]
                (before, anchor) = (nil, dot)
            case 3 where recipe.far:
                let off = [
                    CGPoint(x: anchor.x + 9, y: 1e9), CGPoint(x: anchor.x, y: -1e9),
                    CGPoint(x: 1e9, y: anchor.y),
                ]
                points.append(off[Int.random(in: 0..<3, using: &random)])
            case let roll:
                var dx = Double.random(in: 3...9, using: &random)
                if recipe.back, roll == 4 { dx = -Double.random(in: 0.5...6, using: &random) }
                var dy = Double.random(in: -rise...rise, using: &random)
                if recipe.straight, roll >= 15, let before, before.x != anchor.x {
                    dy = (anchor.y - before.y) / (anchor.x - before.x) * dx
                }
                let next = CGPoint(x: anchor.x + dx, y: min(max(anchor.y + dy, 10), 390))
                points.append(next)
                (before, anchor) = (anchor, next)
            }
        }
        return points
    }

    /// The subpaths Cairo is given for `points`: split at gaps, and each segment to a point
    /// more than a million pixels off cut ten thousand pixels out along itself, where its
    /// end and the join at the far point are as far out of sight (Cairo's own fixed-point
    /// numbers stop at about eight million pixels).
    static func cairoSubpaths(_ points: [CGPoint]) -> [[CGPoint]] {
        func isFar(_ point: CGPoint) -> Bool { abs(point.x) > 1e6 || abs(point.y) > 1e6 }
        func toward(_ from: CGPoint, _ to: CGPoint) -> CGPoint {
            let (dx, dy) = (to.x - from.x, to.y - from.y)
            let scale = 1e4 / (dx * dx + dy * dy).squareRoot()
            return CGPoint(x: from.x + dx * scale, y: from.y + dy * scale)
        }
        var subpaths: [[CGPoint]] = []
        var current: [CGPoint] = []
        var previous: CGPoint?
        for point in points {
            guard point.x.isFinite, point.y.isFinite else {
                subpaths.append(current)
                current = []
                previous = nil
                continue
            }
            defer { previous = point }
            guard let start = previous else {
                if !isFar(point) { current = [point] }
                continue
            }
            switch (isFar(start), isFar(point)) {
            case (false, false): current.append(point)
            case (false, true):
                current.append(toward(start, point))
                subpaths.append(current)
                current = []
            case (true, false): current = [toward(point, start), point]
            case (true, true): break
            }
        }
        subpaths.append(current)
        return subpaths.filter { !$0.isEmpty }
    }

    @Test func hostilePolylinesAreDrawnAsCairoDrawsThemOrLeftToIt() throws {
        var random = SeededRandom(seed: 2026)
        let joins: [SCIStroke.LineJoin] = [.round, .miter, .bevel]
        let caps: [SCIStroke.LineCap] = [.butt, .round, .square]
        let size = (600, 400)
        var drawn = 0
        var drawnWithout = (back: 0, total: 0)
        var worst = 0
        let cases = 144
        for index in 0..<cases {
            let recipe = Recipe(index)
            let scale = index % 8 == 7 ? 2.0 : 1
            let width = [1.0, 1.5, 2.0, 3.0][index % 4] / scale
            let stroke = SCIStroke(
                color: .white, width: width, lineJoin: joins[(index / 4) % 3], lineCap: caps[(index / 12) % 3]
            )
            let points = Self.points(recipe, count: 90, random: &random).map {
                CGPoint(x: $0.x / scale, y: $0.y / scale)
            }
            var path = SCIPath()
            path.move(to: points[0])
            for point in points.dropFirst() { path.line(to: point) }
            var took = false
            let ours = try ThinLinesCoverageTests.image(width: size.0, height: size.1) { context in
                cairo_scale(context, scale, scale)
                var coverage: AreaCoverage?
                took = ThinStrokes.draw(
                    path, stroke: stroke, into: ImageTarget(context)!, pictureTop: 0, coverage: &coverage)
                coverage?.keep()
            }
            guard took else {
                #expect(ours.allSatisfy { $0 == 0 }, "\(recipe): left to Cairo, yet drawn on")
                continue
            }
            drawn += 1
            if !recipe.back { drawnWithout.back += 1 }
            let cairos = try ThinLinesCoverageTests.image(width: size.0, height: size.1) { context in
                cairo_scale(context, scale, scale)
                cairo_set_source_rgb(context, 1, 1, 1)
                cairo_set_line_width(context, width)
                cairo_set_line_join(context, DisplayListPainter.join(stroke.lineJoin))
                cairo_set_line_cap(context, DisplayListPainter.cap(stroke.lineCap))
                for subpath in Self.cairoSubpaths(points) {
                    cairo_move_to(context, subpath[0].x, subpath[0].y)
                    for point in subpath.dropFirst() { cairo_line_to(context, point.x, point.y) }
                }
                cairo_stroke(context)
            }
            var (largest, pixel) = (0, 0)
            for index in ours.indices where abs(ours[index] - cairos[index]) > largest {
                (largest, pixel) = (abs(ours[index] - cairos[index]), index)
            }
            worst = max(worst, largest)
            if largest > 255 / 15 + 2 {
                Issue.record(
                    "\(recipe), width \(width) x\(scale) \(stroke.lineJoin) \(stroke.lineCap): off by \(largest) at \(pixel % size.0), \(pixel / size.0): \(ours[pixel]) against Cairo's \(cairos[pixel])"
                )
            }
        }
        for index in 0..<cases where !Recipe(index).back { drawnWithout.total += 1 }
        print("thin strokes, hostile polylines: \(drawn) of \(cases) drawn here, largest difference \(worst)")
        // Lines that never step back are mostly drawn here, so the comparison is not empty.
        #expect(drawnWithout.back * 2 >= drawnWithout.total, "\(drawnWithout.back) of \(drawnWithout.total)")
    }
}
