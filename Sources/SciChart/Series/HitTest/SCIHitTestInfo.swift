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
    /// at the segment's nearer end.
    static func nearestSegment(_ pixels: SCISeriesPixels, to point: CGPoint) -> HitCandidate? {
        var best: HitCandidate?
        for index in 0..<pixels.count {
            let current = pixels.point(at: index)
            guard current.isFinite else { continue }
            let nextIndex = index + 1
            if nextIndex < pixels.count, pixels.point(at: nextIndex).isFinite {
                let next = pixels.point(at: nextIndex)
                let distance = distance(from: point, toSegment: current, next)
                let nearEnd = point.distance(to: current) <= point.distance(to: next) ? index : nextIndex
                best = HitCandidate.nearer(
                    best,
                    HitCandidate(
                        index: pixels.indices[nearEnd], distance: distance, point: pixels.point(at: nearEnd)))
            } else {
                // An isolated point (between gaps or at the end) still counts.
                best = HitCandidate.nearer(
                    best,
                    HitCandidate(
                        index: pixels.indices[index], distance: point.distance(to: current), point: current))
            }
        }
        return best
    }

    /// The nearest finite point.
    static func nearestPoint(_ pixels: SCISeriesPixels, to point: CGPoint) -> HitCandidate? {
        var best: HitCandidate?
        for index in 0..<pixels.count {
            let current = pixels.point(at: index)
            guard current.isFinite else { continue }
            best = HitCandidate.nearer(
                best,
                HitCandidate(
                    index: pixels.indices[index], distance: point.distance(to: current), point: current))
        }
        return best
    }
}
