import Foundation

/// The pixel points of the visible part of an XY series: where lines, areas, columns and
/// markers are drawn from. The resampling stage produces these for large data.
struct XyPixels {
    var xs: [Double] = []
    var ys: [Double] = []
    /// The data index of each point.
    var indices: [Int] = []
    /// Whether the points were resampled (dense data): drawn as column spans.
    var isResampled = false

    var count: Int { xs.count }

    func point(at index: Int) -> CGPoint { CGPoint(x: xs[index], y: ys[index]) }

    mutating func append(x: Double, y: Double, index: Int) {
        xs.append(x)
        ys.append(y)
        indices.append(index)
    }

    /// The pixels of the data points in `indices`, y from `yColumn`; a non-finite value
    /// gives a non-finite pixel, which drawing treats as a gap.
    static func make(
        _ store: ColumnStore, yColumn: Int = 1, indices: Range<Int>, context: SeriesRenderContext
    ) -> XyPixels {
        var pixels = XyPixels()
        pixels.xs.reserveCapacity(indices.count)
        pixels.ys.reserveCapacity(indices.count)
        pixels.indices.reserveCapacity(indices.count)
        store.withColumn(0) { xs in
            store.withColumn(yColumn) { ys in
                for index in indices {
                    pixels.append(
                        x: context.pixelX(xs[index], index: index), y: context.pixelY(ys[index]), index: index
                    )
                }
            }
        }
        return pixels
    }

    /// The smallest positive distance between consecutive x pixels, or `fallback`.
    func smallestSpacing(fallback: Double) -> Double {
        var smallest = Double.infinity
        var previous: Double?
        for x in xs where x.isFinite {
            if let previous, x - previous > 1e-9 { smallest = min(smallest, x - previous) }
            previous = x
        }
        return smallest.isFinite ? smallest : fallback
    }
}

/// Builds clipped polylines and polygons, so that far-off-screen points keep the slopes
/// of the segments that cross the view.
enum ClippedPath {
    /// Adds the polyline through `pixels` to `path`, clipped to `bounds`; non-finite points
    /// are gaps.
    static func addPolyline(_ pixels: XyPixels, to path: inout SCIPath, bounds: CGRect) {
        var previous: CGPoint?
        var penAt: CGPoint?
        for index in 0..<pixels.count {
            let point = pixels.point(at: index)
            guard point.isFinite else {
                previous = nil
                penAt = nil
                continue
            }
            defer { previous = point }
            guard let start = previous else {
                if bounds.contains(point) {
                    path.move(to: point)
                    penAt = point
                }
                continue
            }
            guard let (from, to) = clip(start, point, to: bounds) else {
                penAt = nil
                continue
            }
            if penAt != from { path.move(to: from) }
            path.line(to: to)
            penAt = to == point ? point : nil
        }
    }

    /// The part of the segment inside `rect` (Liang-Barsky), or `nil` when none is.
    static func clip(_ start: CGPoint, _ end: CGPoint, to rect: CGRect) -> (CGPoint, CGPoint)? {
        if rect.contains(start) && rect.contains(end) { return (start, end) }
        let x0 = Double(start.x)
        let y0 = Double(start.y)
        let dx = Double(end.x) - x0
        let dy = Double(end.y) - y0
        var t0 = 0.0
        var t1 = 1.0
        let checks: [(Double, Double)] = [
            (-dx, x0 - Double(rect.minX)), (dx, Double(rect.maxX) - x0), (-dy, y0 - Double(rect.minY)),
            (dy, Double(rect.maxY) - y0),
        ]
        for (p, q) in checks {
            if p == 0 {
                if q < 0 { return nil }
                continue
            }
            let r = q / p
            if p < 0 {
                if r > t1 { return nil }
                t0 = max(t0, r)
            } else {
                if r < t0 { return nil }
                t1 = min(t1, r)
            }
        }
        let clippedStart = t0 > 0 ? CGPoint(x: x0 + t0 * dx, y: y0 + t0 * dy) : start
        let clippedEnd = t1 < 1 ? CGPoint(x: x0 + t1 * dx, y: y0 + t1 * dy) : end
        return (clippedStart, clippedEnd)
    }

    /// `polygon` clipped to `rect` (Sutherland-Hodgman).
    static func clip(polygon: [CGPoint], to rect: CGRect) -> [CGPoint] {
        if polygon.allSatisfy({ rect.contains($0) }) { return polygon }
        var output = polygon
        let edges: [(CGPoint) -> Double] = [
            { Double($0.x - rect.minX) }, { Double(rect.maxX - $0.x) }, { Double($0.y - rect.minY) },
            { Double(rect.maxY - $0.y) },
        ]
        for inside in edges {
            let input = output
            output = []
            guard var previous = input.last else { break }
            for current in input {
                let currentIn = inside(current)
                let previousIn = inside(previous)
                if (currentIn >= 0) != (previousIn >= 0) {
                    let t = previousIn / (previousIn - currentIn)
                    output.append(
                        CGPoint(
                            x: Double(previous.x) + t * Double(current.x - previous.x),
                            y: Double(previous.y) + t * Double(current.y - previous.y)))
                }
                if currentIn >= 0 { output.append(current) }
                previous = current
            }
        }
        return output
    }
}
