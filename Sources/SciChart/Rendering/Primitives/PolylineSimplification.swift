import Foundation

/// Fewer points for a long polyline that draws the same: the Douglas-Peucker algorithm keeps
/// the points that lie farther than a tolerance from the chord of their stretch, so every
/// dropped point was within the tolerance of the line drawn.
enum PolylineSimplification {
    /// The indices of `points` to keep, in order: the first, the last, and every point farther
    /// than `tolerance` (surface points) from the chord between its kept neighbours.
    /// Non-finite points and their neighbours are kept, so that gaps stay gaps.
    static func kept(_ points: [CGPoint], tolerance: Double) -> [Int] {
        guard points.count > 2 else { return Array(points.indices) }
        var keep = [Bool](repeating: false, count: points.count)
        keep[0] = true
        keep[points.count - 1] = true
        // A gap and the points on either side of it stay: each run between gaps ends where
        // it ended.
        for (index, point) in points.enumerated() where !point.isFinite {
            for neighbour in max(index - 1, 0)...min(index + 1, points.count - 1) { keep[neighbour] = true }
        }
        let squared = tolerance * tolerance
        // Stretches between kept points still to examine, as a stack (no recursion).
        var stretches: [(Int, Int)] = []
        var start = 0
        for index in 1..<points.count where keep[index] {
            if index - start > 1 { stretches.append((start, index)) }
            start = index
        }
        while let (first, last) = stretches.popLast() {
            let a = points[first]
            let b = points[last]
            guard a.isFinite, b.isFinite else { continue }
            var farthest = -1
            var distance = squared
            for index in first + 1..<last {
                let candidate = squaredDistance(points[index], toSegment: a, b)
                if candidate > distance {
                    distance = candidate
                    farthest = index
                }
            }
            guard farthest >= 0 else { continue }
            keep[farthest] = true
            if farthest - first > 1 { stretches.append((first, farthest)) }
            if last - farthest > 1 { stretches.append((farthest, last)) }
        }
        return keep.indices.filter { keep[$0] }
    }

    /// The squared distance from `point` to the segment from `a` to `b`.
    @inline(__always)
    static func squaredDistance(_ point: CGPoint, toSegment a: CGPoint, _ b: CGPoint) -> Double {
        let (ax, ay, bx, by) = (Double(a.x), Double(a.y), Double(b.x), Double(b.y))
        let (px, py) = (Double(point.x), Double(point.y))
        let dx = bx - ax
        let dy = by - ay
        let length = dx * dx + dy * dy
        var t = length > 0 ? ((px - ax) * dx + (py - ay) * dy) / length : 0
        t = min(max(t, 0), 1)
        let ex = ax + t * dx - px
        let ey = ay + t * dy - py
        return ex * ex + ey * ey
    }
}
