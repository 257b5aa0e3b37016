import Foundation

/// Lines, rays and segments through surface points, cut to a rectangle: what trend lines,
/// rays and the tines of a pitchfork draw.
enum LineClipping {
    /// The part of the line `from + t * direction`, for t in `range` (infinite ends allowed),
    /// inside `rect`; `nil` when none of it is, or the direction is zero or not finite.
    static func clip(from origin: CGPoint, direction: CGPoint, range: ClosedRange<Double>, to rect: CGRect)
        -> (CGPoint, CGPoint)?
    {
        let (x, y) = (Double(origin.x), Double(origin.y))
        let (dx, dy) = (Double(direction.x), Double(direction.y))
        guard x.isFinite, y.isFinite, dx.isFinite, dy.isFinite, dx != 0 || dy != 0 else { return nil }
        var low = range.lowerBound
        var high = range.upperBound
        // Liang-Barsky: each side of the rectangle bounds t from one side.
        for (p, q) in [
            (-dx, x - Double(rect.minX)), (dx, Double(rect.maxX) - x), (-dy, y - Double(rect.minY)),
            (dy, Double(rect.maxY) - y),
        ] {
            if p == 0 {
                if q < 0 { return nil }
                continue
            }
            let t = q / p
            if p < 0 { low = max(low, t) } else { high = min(high, t) }
        }
        guard low <= high, low.isFinite, high.isFinite else { return nil }
        return (CGPoint(x: x + low * dx, y: y + low * dy), CGPoint(x: x + high * dx, y: y + high * dy))
    }
}
