import Foundation
import SciChart

extension ThinStrokes {
    /// The vertices of Cairo's polygon for a round pen, in device pixels about its centre,
    /// in order of angle: vertex `k` lies at `firstAngle + k * step`.
    struct Pen {
        let vertices: [(x: Double, y: Double)]
        let firstAngle: Double
        let step: Double

        /// The pen whose polygon is `vertices` (Cairo's, spaced evenly round the circle).
        init(_ vertices: [(Double, Double)]) {
            let sorted = vertices.map { ($0.0, $0.1, atan2($0.1, $0.0)) }.sorted { $0.2 < $1.2 }
            self.vertices = sorted.map { ($0.0, $0.1) }
            firstAngle = sorted[0].2
            step = 2 * .pi / Double(vertices.count)
        }

        /// Calls `body` with the vertices strictly between the angle `from` and `from +
        /// sweep` (at most half a turn either way), in the order the sweep meets them: the
        /// rim of a round join or cap, as Cairo's stroker draws it.
        @inline(__always)
        func forEachVertex(from: Double, sweep: Double, _ body: ((x: Double, y: Double)) -> Void) {
            let slack = 1e-9 / step
            let start = (from - firstAngle) / step
            let end = (from + sweep - firstAngle) / step
            let count = vertices.count
            if sweep > 0 {
                var index = Int((start + slack).rounded(.down)) + 1
                while Double(index) < end - slack {
                    body(vertices[((index % count) + count) % count])
                    index += 1
                }
            } else {
                var index = Int((start - slack).rounded(.up)) - 1
                while Double(index) > end + slack {
                    body(vertices[((index % count) + count) % count])
                    index -= 1
                }
            }
        }
    }

    /// A piece's bounding box, in the picture's pixels.
    struct Box {
        var left: Double
        var right: Double
        var top: Double
        var bottom: Double

        /// Whether the two boxes share no area.
        @inline(__always)
        func isApart(from other: Box) -> Bool {
            left >= other.right || other.left >= right || top >= other.bottom || other.top >= bottom
        }
    }

    /// A thin stroke's outline as closed contours whose insides tile the stroke: each
    /// segment's rectangle cut where it meets the next one on the inner side of their
    /// turn, and on the outer side the join Cairo draws (the round pen's rim, the miter's
    /// point or the bevel), so the pixels' areas add up to the stroke's (``AreaCoverage``).
    ///
    /// The tiles are exact while each segment is longer than the cuts the turns at its ends
    /// make, and while pieces of the stroke that are not neighbours along it stay apart (a
    /// line crossing itself, or turning back within its width, is not): ``add(_:hasLine:)``
    /// and ``isTiling`` say when they are not, and such a stroke is left to Cairo.
    struct Outline {
        let halfWidth: Double
        let pen: Pen
        let join: SCIStroke.LineJoin
        let cap: SCIStroke.LineCap
        /// The contours' vertices, one contour after another, and where each ends.
        private(set) var xs: [Double] = []
        private(set) var ys: [Double] = []
        private(set) var ends: [Int] = []
        /// The bounding box of each piece, in order along the stroke (caps, segments and
        /// joins), with empty boxes between subpaths: pieces three or more places apart
        /// must not overlap.
        private var boxes: [Box] = []
        /// Scratch for a subpath: its segments' directions and lengths, and a chain.
        private var directions: [(Double, Double)] = []
        private var lengths: [Double] = []
        /// The turn at each point between two segments: cross and dot products of their
        /// directions.
        private var turns: [(cross: Double, dot: Double)] = []
        private var chain: [(Double, Double)] = []

        /// The rows whose joins and round caps get their rims; elsewhere a rim is cut
        /// straight across, which changes no pixel of the rows painted, since every point of
        /// the rim lies beyond them.
        private var rimRows = -Double.infinity...Double.infinity

        init(halfWidth: Double, pen: Pen, join: SCIStroke.LineJoin, cap: SCIStroke.LineCap) {
            self.halfWidth = halfWidth
            self.pen = pen
            self.join = join
            self.cap = cap
        }

        /// Draws rims only about points within `rows` (picture rows painted) or within
        /// reach of them.
        mutating func paint(rows: Range<Int>) {
            let margin = reach + 1
            rimRows = (Double(rows.lowerBound) - margin)...(Double(rows.upperBound) + margin)
        }

        /// How far a square cap lengthens the first and last segments.
        private var lengthening: Double { cap == .square ? halfWidth : 0 }

        /// Whether a miter join at a turn whose directions have dot product `dot` is drawn
        /// (not bevelled), as Cairo decides.
        private func isMitered(_ dot: Double) -> Bool {
            join == .miter && 2 <= miterLimit * miterLimit * (1 + dot)
        }

        /// How far from a point of the line its outline may reach, in pixels: the half
        /// width, or a miter's length, or a square cap's corner.
        var reach: Double { halfWidth * (join == .miter ? miterLimit : 1.5) }

        /// Whether no two pieces that are not neighbours along the stroke overlap, found in
        /// a sweep across the picture (left to right, right to left, down or up) as the
        /// pieces come: a piece starting beyond where every earlier one ends is apart from
        /// them all, and one that does not is compared box to box with the last few. The
        /// pieces of a line through data sorted by x (or by y) pass when its steps are
        /// longer than its width.
        var isTiling: Bool { sweeps.contains { $0.isApart } }

        /// One way across the picture, with what the pieces so far reach along it.
        private struct Sweep {
            /// 0: left to right, 1: right to left, 2: down, 3: up.
            let way: Int
            /// The furthest end of the pieces three or more before the next, and of those
            /// before the ones compared box to box.
            var reached = -Double.infinity
            var reachedBefore = -Double.infinity
            /// Whether every piece so far is apart from the ones not its neighbours.
            var isApart = true

            /// Pieces compared box to box with one that starts before every earlier one
            /// ends.
            static let compared = 16

            /// Where along the way `box` starts and ends.
            @inline(__always)
            func span(_ box: Box) -> (start: Double, end: Double) {
                switch way {
                case 0: (box.left, box.right)
                case 1: (-box.right, -box.left)
                case 2: (box.top, box.bottom)
                default: (-box.bottom, -box.top)
                }
            }

            /// Takes the last of `boxes` into the sweep.
            mutating func admit(_ boxes: [Box]) {
                let index = boxes.count - 1
                guard isApart, index >= 3 else { return }
                reached = max(reached, span(boxes[index - 3]).end)
                let before = index - 3 - Self.compared
                if before >= 0 { reachedBefore = max(reachedBefore, span(boxes[before]).end) }
                let box = boxes[index]
                let start = span(box).start
                guard start < reached else { return }
                guard start >= reachedBefore else {
                    isApart = false
                    return
                }
                for earlier in max(before + 1, 0)...(index - 3) where !box.isApart(from: boxes[earlier]) {
                    isApart = false
                    return
                }
            }
        }

        private var sweeps = (0..<4).map { Sweep(way: $0) }

        /// Adds a piece's box and takes it into the sweeps.
        private mutating func addBox(_ box: Box) {
            boxes.append(box)
            for index in sweeps.indices { sweeps[index].admit(boxes) }
        }

        /// Adds the outline of one subpath through `points` (finite, no two in a row
        /// equal; `hasLine` when the subpath has a segment, even of no length). Returns
        /// `false` when its pieces would not tile it: a segment shorter than the cuts of
        /// its turns or than the corner its neighbour's turn leaves, a turn straight back,
        /// or pieces that may overlap others not their neighbours (``isTiling``), found
        /// before any contour is built.
        mutating func add(_ points: [(Double, Double)], hasLine: Bool) -> Bool {
            guard let first = points.first else { return true }
            guard points.count > 1 else {
                if hasLine { addDot(at: first) }
                return true
            }
            let h = halfWidth
            directions.removeAll(keepingCapacity: true)
            lengths.removeAll(keepingCapacity: true)
            turns.removeAll(keepingCapacity: true)
            for index in 1..<points.count {
                let (dx, dy) = (points[index].0 - points[index - 1].0, points[index].1 - points[index - 1].1)
                let length = (dx * dx + dy * dy).squareRoot()
                directions.append((dx / length, dy / length))
                lengths.append(length)
                if index > 1 { turns.append(Self.turn(directions[index - 2], directions[index - 1])) }
            }
            let last = directions.count - 1
            // Each segment's cuts on either side (its normal's side first).
            var previousCut = (0.0, 0.0)
            for index in 0...last {
                var cut = previousCut
                previousCut = (0, 0)
                if index < last {
                    let turn = turns[index]
                    if turn.cross == 0, turn.dot < 0 { return false }
                    // Each segment's inner corner at the turn reaches the half width times
                    // the turn's sine along the other: beyond a shorter segment's end, where
                    // no tile would cover it.
                    guard h * abs(turn.cross) <= min(lengths[index], lengths[index + 1]) else { return false }
                    let length = self.cut(at: turn)
                    // The inner side is the normal's when the turn is towards it.
                    if turn.cross > 0 {
                        cut.0 += length
                        previousCut.0 = length
                    } else {
                        cut.1 += length
                        previousCut.1 = length
                    }
                }
                let available =
                    lengths[index] + (index == 0 ? lengthening : 0) + (index == last ? lengthening : 0)
                guard cut.0 <= available, cut.1 <= available else { return false }
            }
            addBoxes(points)
            guard isTiling else { return false }
            let start = xs.count
            addChain(points, side: 1)
            for vertex in chain {
                xs.append(vertex.0)
                ys.append(vertex.1)
            }
            addCap(at: points[points.count - 1], normal: Self.normal(directions[last], h))
            addChain(points, side: -1)
            for vertex in chain.reversed() {
                xs.append(vertex.0)
                ys.append(vertex.1)
            }
            let normal = Self.normal(directions[0], h)
            addCap(at: points[0], normal: (-normal.0, -normal.1))
            if xs.count > start { ends.append(xs.count) }
            return true
        }

        /// Calls `body` with each edge of each contour.
        func forEachEdge(_ body: (Double, Double, Double, Double) -> Void) {
            var start = 0
            for end in ends {
                var previous = end - 1
                for index in start..<end {
                    body(xs[previous], ys[previous], xs[index], ys[index])
                    previous = index
                }
                start = end
            }
        }

        /// How far back from the point of a turn the two segments' offset lines cross on its
        /// inner side: the half width times the tangent of half the turn.
        @inline(__always)
        private func cut(at turn: (cross: Double, dot: Double)) -> Double {
            halfWidth * abs(turn.cross) / (1 + turn.dot)
        }

        /// The cross and dot products of two unit directions.
        @inline(__always)
        static func turn(_ a: (Double, Double), _ b: (Double, Double)) -> (cross: Double, dot: Double) {
            (a.0 * b.1 - a.1 * b.0, a.0 * b.0 + a.1 * b.1)
        }

        /// The normal of unit `direction` (turned a quarter towards positive angles), `length`
        /// long.
        @inline(__always)
        static func normal(_ direction: (Double, Double), _ length: Double) -> (Double, Double) {
            (-direction.1 * length, direction.0 * length)
        }

        /// Fills `chain` with the outline's side of the subpath on `side` (1: the normals',
        /// -1: the other) from its start to its end: the segments' offset ends, cut at the
        /// inner side of a turn, the join's rim at the outer side.
        private mutating func addChain(_ points: [(Double, Double)], side: Double) {
            chain.removeAll(keepingCapacity: true)
            let h = halfWidth * side
            let last = directions.count - 1
            let first = directions[0]
            chain.append(
                (
                    points[0].0 - first.1 * h - first.0 * lengthening,
                    points[0].1 + first.0 * h - first.1 * lengthening
                ))
            for index in 1..<points.count - 1 {
                let (incoming, outgoing) = (directions[index - 1], directions[index])
                let turn = turns[index - 1]
                guard turn.cross != 0 else { continue }
                let vertex = points[index]
                let a = Self.normal(incoming, h)
                if (turn.cross > 0) == (side > 0) {
                    // Inner: where the two segments' offset lines cross.
                    let back = cut(at: turn)
                    chain.append((vertex.0 + a.0 - incoming.0 * back, vertex.1 + a.1 - incoming.1 * back))
                    continue
                }
                let b = Self.normal(outgoing, h)
                chain.append((vertex.0 + a.0, vertex.1 + a.1))
                switch rimRows.contains(vertex.1) ? join : .bevel {
                case .round:
                    pen.forEachVertex(from: atan2(a.1, a.0), sweep: atan2(turn.cross, turn.dot)) { rim in
                        chain.append((vertex.0 + rim.x, vertex.1 + rim.y))
                    }
                case .miter where isMitered(turn.dot):
                    let scale = 1 / (1 + turn.dot)
                    chain.append((vertex.0 + (a.0 + b.0) * scale, vertex.1 + (a.1 + b.1) * scale))
                default: break
                }
                chain.append((vertex.0 + b.0, vertex.1 + b.1))
            }
            let end = points[points.count - 1]
            let direction = directions[last]
            chain.append(
                (
                    end.0 - direction.1 * h + direction.0 * lengthening,
                    end.1 + direction.0 * h + direction.1 * lengthening
                ))
        }

        /// The rim of a round cap at `point`, from `point + normal` round the front to
        /// `point - normal` (the chains hold both ends); nothing for other caps.
        private mutating func addCap(at point: (Double, Double), normal: (Double, Double)) {
            guard cap == .round, rimRows.contains(point.1) else { return }
            pen.forEachVertex(from: atan2(normal.1, normal.0), sweep: -.pi) { rim in
                xs.append(point.0 + rim.x)
                ys.append(point.1 + rim.y)
            }
        }

        /// A subpath of one point with a segment of no length: the pen for a round cap;
        /// nothing for a butt one, nor for a square one, whose direction a subpath of no
        /// length does not give (Cairo draws none either).
        private mutating func addDot(at point: (Double, Double)) {
            guard cap == .round else { return }
            let h = halfWidth
            for vertex in pen.vertices {
                xs.append(point.0 + vertex.x)
                ys.append(point.1 + vertex.y)
            }
            ends.append(xs.count)
            addBox(Box(left: point.0 - h, right: point.0 + h, top: point.1 - h, bottom: point.1 + h))
            addGap()
        }

        /// The boxes of a subpath's pieces: its start cap, then each segment and the join
        /// after it, then its end cap, then a gap; stops when the pieces cannot tile.
        private mutating func addBoxes(_ points: [(Double, Double)]) {
            let h = halfWidth
            let round = cap == .round ? h : 0
            let last = directions.count - 1
            addBox(
                Box(
                    left: points[0].0 - round, right: points[0].0 + round, top: points[0].1 - round,
                    bottom: points[0].1 + round))
            for index in 0...last {
                let (start, end) = (points[index], points[index + 1])
                let direction = directions[index]
                let back = index == 0 ? lengthening : 0
                let ahead = index == last ? lengthening : 0
                let a = (start.0 - direction.0 * back, start.1 - direction.1 * back)
                let b = (end.0 + direction.0 * ahead, end.1 + direction.1 * ahead)
                let across = (abs(direction.1) * h, abs(direction.0) * h)
                addBox(
                    Box(
                        left: min(a.0, b.0) - across.0, right: max(a.0, b.0) + across.0,
                        top: min(a.1, b.1) - across.1, bottom: max(a.1, b.1) + across.1))
                guard index < last else { break }
                addBox(
                    joinBox(at: end, from: directions[index], to: directions[index + 1], turn: turns[index]))
                // A line that cannot be tiled is left to Cairo at once.
                guard isTiling else { return }
            }
            let end = points[points.count - 1]
            addBox(
                Box(left: end.0 - round, right: end.0 + round, top: end.1 - round, bottom: end.1 + round))
            addGap()
        }

        /// The box of the join at `vertex` between unit directions `a` and `b`: the round
        /// pen about the point, or the point, the segments' outer corners and a miter's
        /// point.
        private func joinBox(
            at vertex: (Double, Double), from a: (Double, Double), to b: (Double, Double),
            turn: (cross: Double, dot: Double)
        ) -> Box {
            let h = halfWidth
            guard join != .round else {
                return Box(left: vertex.0 - h, right: vertex.0 + h, top: vertex.1 - h, bottom: vertex.1 + h)
            }
            let outer = turn.cross > 0 ? -h : h
            let (p, q) = (Self.normal(a, outer), Self.normal(b, outer))
            var box = (
                left: min(0, p.0, q.0), right: max(0, p.0, q.0), top: min(0, p.1, q.1),
                bottom: max(0, p.1, q.1)
            )
            if isMitered(turn.dot) {
                let point = ((p.0 + q.0) / (1 + turn.dot), (p.1 + q.1) / (1 + turn.dot))
                box = (
                    min(box.left, point.0), max(box.right, point.0), min(box.top, point.1),
                    max(box.bottom, point.1)
                )
            }
            return Box(
                left: vertex.0 + box.left, right: vertex.0 + box.right, top: vertex.1 + box.top,
                bottom: vertex.1 + box.bottom)
        }

        /// Two empty boxes: pieces of different subpaths are never neighbours.
        private mutating func addGap() {
            for _ in 0..<2 {
                addBox(Box(left: .infinity, right: -.infinity, top: .infinity, bottom: -.infinity))
            }
        }
    }
}
