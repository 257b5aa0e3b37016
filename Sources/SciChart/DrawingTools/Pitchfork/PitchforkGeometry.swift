import Foundation

/// Andrews' pitchfork in surface coordinates: the median from the handle through the middle
/// of the upper and lower points, the tines parallel to it from those points, and the
/// half-lines halfway between, each a ray cut to the series area.
struct PitchforkGeometry {
    /// Handle, upper and lower points.
    let handle: CGPoint
    let upper: CGPoint
    let lower: CGPoint
    let area: CGRect

    /// The median's direction: from the handle to the middle of upper and lower.
    var direction: CGPoint {
        let middle = midpoint(upper, lower)
        return CGPoint(x: middle.x - handle.x, y: middle.y - handle.y)
    }

    /// The ray from `origin` along the median's direction, cut to the area.
    func ray(from origin: CGPoint) -> (CGPoint, CGPoint)? {
        LineClipping.clip(from: origin, direction: direction, range: 0...Double.infinity, to: area)
    }

    var median: (CGPoint, CGPoint)? { ray(from: handle) }
    var upperTine: (CGPoint, CGPoint)? { ray(from: upper) }
    var lowerTine: (CGPoint, CGPoint)? { ray(from: lower) }
    /// The rays halfway between the median and each tine.
    var upperHalf: (CGPoint, CGPoint)? { ray(from: midpoint(upper, midpoint(upper, lower))) }
    var lowerHalf: (CGPoint, CGPoint)? { ray(from: midpoint(lower, midpoint(upper, lower))) }

    /// The zone between two parallel rays from `a` and `b`, far enough along the median to
    /// leave the area; `nil` when the median has no direction.
    func zone(from a: CGPoint, to b: CGPoint) -> [CGPoint]? {
        let (dx, dy) = (Double(direction.x), Double(direction.y))
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0, length.isFinite else { return nil }
        // Along the median, past the area's farthest corner from either start.
        let unit = (x: dx / length, y: dy / length)
        let corners = [
            CGPoint(x: area.minX, y: area.minY), CGPoint(x: area.maxX, y: area.minY),
            CGPoint(x: area.minX, y: area.maxY), CGPoint(x: area.maxX, y: area.maxY),
        ]
        var reach = 1.0
        for start in [a, b] {
            for corner in corners {
                let along = Double(corner.x - start.x) * unit.x + Double(corner.y - start.y) * unit.y
                reach = max(reach, along + 1)
            }
        }
        let far = (x: unit.x * reach, y: unit.y * reach)
        return [
            a, CGPoint(x: Double(a.x) + far.x, y: Double(a.y) + far.y),
            CGPoint(x: Double(b.x) + far.x, y: Double(b.y) + far.y), b,
        ]
    }

    func midpoint(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
        CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
    }
}
