import Foundation

/// The result of hit-testing a series at a point.
public struct SCIHitTestInfo {
    /// The radius hit tests use unless told otherwise, in points.
    public static let defaultRadius = 7.0

    /// Whether the point is on the series (within the radius).
    public var isHit: Bool
    /// The series scored.
    public var renderableSeries: SCIRenderableSeriesBase?
    /// The index of the nearest data point (bar) in the data series, or -1 on a miss.
    public var dataSeriesIndex: Int
    /// The x value of that point (seconds since 1970 on date axes).
    public var xValue: Double
    /// The y value of that point (the close of a bar).
    public var yValue: Double
    /// The point's position in surface coordinates.
    public var hitTestPoint: CGPoint
    /// The distance in points from the tested location to the series' drawing.
    public var distance: Double
    /// Whether the tested location's x lies within the data's x extent.
    public var isWithinDataBounds: Bool
    /// The bar's open (NaN for XY series).
    public var openValue: Double
    /// The bar's high (NaN for XY series).
    public var highValue: Double
    /// The bar's low (NaN for XY series).
    public var lowValue: Double
    /// The bar's close (NaN for XY series).
    public var closeValue: Double
    /// The top of the stack at the point, for a member of a vertical stack (its own value is
    /// ``yValue``); NaN for other series.
    public var stackedValue: Double = .nan
    /// The value of a heatmap's cell (NaN for other series).
    public var zValue: Double = .nan

    /// A miss: nothing scored.
    public static var miss: SCIHitTestInfo {
        SCIHitTestInfo(
            isHit: false, renderableSeries: nil, dataSeriesIndex: -1, xValue: .nan, yValue: .nan,
            hitTestPoint: .zero,
            distance: .infinity, isWithinDataBounds: false, openValue: .nan, highValue: .nan, lowValue: .nan,
            closeValue: .nan)
    }
}

/// A scored candidate of a hit test, before it becomes an ``SCIHitTestInfo``.
struct HitCandidate {
    /// The data index.
    var index: Int
    /// The distance from the tested point to the drawn shape, in points.
    var distance: Double
    /// The pixel of the data point.
    var point: CGPoint

    /// The nearer of two candidates; the earlier on a tie.
    static func nearer(_ first: HitCandidate?, _ second: HitCandidate?) -> HitCandidate? {
        guard let first else { return second }
        guard let second else { return first }
        return second.distance < first.distance ? second : first
    }
}

/// Pure geometry for hit tests.
enum HitGeometry {
    /// Whether `point` lies inside the convex polygon `corners` (either winding, edges
    /// included). A polygon of no area (corners on one point or one line) contains nothing:
    /// a drawing whose points fell on top of each other is not grabbed from anywhere.
    static func convexPolygon(_ corners: [CGPoint], contains point: CGPoint) -> Bool {
        guard corners.count >= 3, corners.allSatisfy(\.isFinite), point.isFinite else { return false }
        var area = 0.0
        var positive = true
        var negative = true
        for (index, a) in corners.enumerated() {
            let b = corners[(index + 1) % corners.count]
            area += Double(a.x) * Double(b.y) - Double(b.x) * Double(a.y)
            let side = Double(b.x - a.x) * Double(point.y - a.y) - Double(b.y - a.y) * Double(point.x - a.x)
            positive = positive && side >= 0
            negative = negative && side <= 0
        }
        return abs(area) > 1e-9 && (positive || negative)
    }

    /// The distance from `point` to the segment from `start` to `end`.
    static func distance(from point: CGPoint, toSegment start: CGPoint, _ end: CGPoint) -> Double {
        let px = Double(point.x)
        let py = Double(point.y)
        let ax = Double(start.x)
        let ay = Double(start.y)
        let dx = Double(end.x) - ax
        let dy = Double(end.y) - ay
        let lengthSquared = dx * dx + dy * dy
        var t = lengthSquared > 0 ? ((px - ax) * dx + (py - ay) * dy) / lengthSquared : 0
        t = min(max(t, 0), 1)
        let nx = ax + t * dx - px
        let ny = ay + t * dy - py
        return (nx * nx + ny * ny).squareRoot()
    }

    /// The distance from `point` to `rect` (0 inside).
    static func distance(from point: CGPoint, toRect rect: CGRect) -> Double {
        let rect = rect.standardized
        let dx = max(Double(rect.minX) - Double(point.x), 0, Double(point.x) - Double(rect.maxX))
        let dy = max(Double(rect.minY) - Double(point.y), 0, Double(point.y) - Double(rect.maxY))
        return (dx * dx + dy * dy).squareRoot()
    }

    /// The nearest segment between consecutive finite points of a polyline, as a candidate
    /// at the segment's nearer end (the earlier on a tie), among the segments starting at
    /// `positions` (default all). A finite point with no finite successor (between gaps, or
    /// at the end) counts as a point.
    static func nearestSegment(
        _ pixels: SCISeriesPixels, in positions: Range<Int>? = nil, to point: CGPoint
    ) -> HitCandidate? {
        let count = pixels.count
        let range = (positions ?? 0..<count).clamped(to: 0..<count)
        let px = Double(point.x)
        let py = Double(point.y)
        return pixels.xs.withUnsafeBufferPointer { xs in
            pixels.ys.withUnsafeBufferPointer { ys -> HitCandidate? in
                var best = Double.infinity
                var bestPosition = -1
                var bestIsSegment = false
                for position in range {
                    let ax = xs[position]
                    let ay = ys[position]
                    guard ax.isFinite, ay.isFinite else { continue }
                    let next = position + 1
                    let squared: Double
                    let isSegment = next < count && xs[next].isFinite && ys[next].isFinite
                    if best.isFinite {
                        // A segment whose bounding box is farther than the best cannot be nearer.
                        let bx = isSegment ? xs[next] : ax
                        let by = isSegment ? ys[next] : ay
                        let gapX = Swift.max(Swift.min(ax, bx) - px, px - Swift.max(ax, bx), 0)
                        let gapY = Swift.max(Swift.min(ay, by) - py, py - Swift.max(ay, by), 0)
                        if gapX * gapX + gapY * gapY >= best { continue }
                    }
                    if isSegment {
                        let dx = xs[next] - ax
                        let dy = ys[next] - ay
                        let lengthSquared = dx * dx + dy * dy
                        var t = lengthSquared > 0 ? ((px - ax) * dx + (py - ay) * dy) / lengthSquared : 0
                        t = Swift.min(Swift.max(t, 0), 1)
                        let nx = ax + t * dx - px
                        let ny = ay + t * dy - py
                        squared = nx * nx + ny * ny
                    } else {
                        squared = (ax - px) * (ax - px) + (ay - py) * (ay - py)
                    }
                    if squared < best {
                        best = squared
                        bestPosition = position
                        bestIsSegment = isSegment
                    }
                }
                guard bestPosition >= 0 else { return nil }
                var end = bestPosition
                if bestIsSegment {
                    let first = pixels.point(at: bestPosition)
                    let second = pixels.point(at: bestPosition + 1)
                    if point.distance(to: first) > point.distance(to: second) { end = bestPosition + 1 }
                }
                return HitCandidate(
                    index: pixels.indices[end], distance: best.squareRoot(), point: pixels.point(at: end))
            }
        }
    }

    /// The nearest finite point among `positions` (default all); the earlier on a tie.
    static func nearestPoint(_ pixels: SCISeriesPixels, in positions: Range<Int>? = nil, to point: CGPoint)
        -> HitCandidate?
    {
        let range = (positions ?? 0..<pixels.count).clamped(to: 0..<pixels.count)
        let px = Double(point.x)
        let py = Double(point.y)
        return pixels.xs.withUnsafeBufferPointer { xs in
            pixels.ys.withUnsafeBufferPointer { ys -> HitCandidate? in
                var best = Double.infinity
                var bestPosition = -1
                for position in range {
                    let dx = xs[position] - px
                    let dy = ys[position] - py
                    let squared = dx * dx + dy * dy
                    // False for NaN: gaps are never nearest.
                    if squared < best {
                        best = squared
                        bestPosition = position
                    }
                }
                guard bestPosition >= 0 else { return nil }
                return HitCandidate(
                    index: pixels.indices[bestPosition], distance: best.squareRoot(),
                    point: pixels.point(at: bestPosition))
            }
        }
    }
}
