import Foundation

/// The drawing-space pixels of the visible points of a series, with the data index of
/// each: where lines, areas, columns and markers are drawn from. For dense data the
/// resampling stage produces these (see ``SCIRenderableSeriesBase/linePixels(_:yColumn:context:)``).
///
/// A non-finite point is a gap.
public struct SCISeriesPixels: Sendable {
    /// The x of each point.
    public var xs: [Double] = []
    /// The y of each point.
    public var ys: [Double] = []
    /// The data index of each point.
    public var indices: [Int] = []
    /// Whether the points were resampled or aggregated per device column (dense data):
    /// lines through them are drawn as column spans, and hit tests read them near the
    /// pointer rather than the data.
    public var isResampled = false

    /// No points.
    public init() {}

    /// The number of points.
    public var count: Int { xs.count }

    /// Point `index` (0 is the first).
    public func point(at index: Int) -> CGPoint { CGPoint(x: xs[index], y: ys[index]) }

    /// Appends a point and its data index.
    public mutating func append(x: Double, y: Double, index: Int) {
        xs.append(x)
        ys.append(y)
        indices.append(index)
    }

    /// The pixels of the data points in `indices` (clamped to the data), y from `yColumn`; a
    /// non-finite value gives a non-finite pixel, which drawing treats as a gap.
    public static func make(
        _ data: SCISeriesDataView, yColumn: Int = SCISeriesDataView.y, indices: Range<Int>,
        context: SCISeriesRenderContext
    ) -> SCISeriesPixels {
        let indices = indices.clamped(to: 0..<data.count)
        var pixels = SCISeriesPixels()
        pixels.xs.reserveCapacity(indices.count)
        pixels.ys.reserveCapacity(indices.count)
        pixels.indices.reserveCapacity(indices.count)
        data.withColumn(SCISeriesDataView.x) { xs in
            data.withColumn(yColumn) { ys in
                guard ys.count == xs.count else { return }
                if context.isLinear {
                    append(xs, ys, indices, LinearPixelMapping(context: context), to: &pixels)
                } else {
                    append(xs, ys, indices, ScaledPixelMapping(context: context), to: &pixels)
                }
            }
        }
        return pixels
    }

    private static func append<Mapping: PixelMapping>(
        _ xs: UnsafeBufferPointer<Double>, _ ys: UnsafeBufferPointer<Double>, _ indices: Range<Int>,
        _ mapping: Mapping, to pixels: inout SCISeriesPixels
    ) {
        for index in indices {
            pixels.append(x: mapping.x(xs[index], index: index), y: mapping.y(ys[index]), index: index)
        }
    }

    /// The segments (or points) that start at `positions` (ascending), with their ends, and a
    /// gap between runs that do not join: what a hit test near them reads.
    func segments(startingAt positions: [Int]) -> SCISeriesPixels {
        var result = SCISeriesPixels()
        result.isResampled = isResampled
        let count = self.count
        for (offset, position) in positions.enumerated() where position >= 0 && position < count {
            result.append(x: xs[position], y: ys[position], index: indices[position])
            let next = position + 1
            let joinsNext = offset + 1 < positions.count && positions[offset + 1] == next
            guard !joinsNext else { continue }
            if next < count { result.append(x: xs[next], y: ys[next], index: indices[next]) }
            result.append(x: .nan, y: .nan, index: -1)
        }
        return result
    }

    /// The points as steps: from each point horizontally to the next one's x, then
    /// vertically to it (a digital line); gaps stay gaps.
    var stepped: SCISeriesPixels {
        var result = SCISeriesPixels()
        result.isResampled = isResampled
        for position in 0..<count {
            if position > 0, xs[position].isFinite, ys[position - 1].isFinite, ys[position].isFinite {
                result.append(x: xs[position], y: ys[position - 1], index: indices[position - 1])
            }
            result.append(x: xs[position], y: ys[position], index: indices[position])
        }
        return result
    }

    /// The smallest positive distance between consecutive x pixels (which run either way),
    /// or `fallback`.
    func smallestSpacing(fallback: Double) -> Double {
        var smallest = Double.infinity
        var previous: Double?
        for x in xs where x.isFinite {
            if let previous, abs(x - previous) > 1e-9 { smallest = min(smallest, abs(x - previous)) }
            previous = x
        }
        return smallest.isFinite ? smallest : fallback
    }
}

/// Builds clipped polylines and polygons, so that far-off-screen points keep the slopes
/// of the segments that cross the view.
enum ClippedPath {
    /// The most pixels of segment length stroked by one command, in multiples of the clip
    /// bounds' half perimeter. Stroking a path costs a general backend time that grows with
    /// the crossings of its segments (quadratic for a line through unsorted points), so long
    /// polylines are cut into commands of bounded length; consecutive commands share a
    /// segment, so joins show no gap. (The Cairo backend draws such commands with its own
    /// thin-line rasteriser, in time linear in their pixels.)
    static let strokeBatchLength = 64.0
    /// The most segments stroked by one command.
    static let strokeBatchSegments = 2048

    /// Strokes the polyline through `pixels`, clipped to `bounds` (non-finite points are
    /// gaps), as one or more commands of bounded length.
    static func strokePolyline(
        _ pixels: SCISeriesPixels, _ stroke: SCIStroke?, bounds: CGRect, into list: inout SCIDisplayList
    ) {
        strokePolyline(pixels, positions: 0..<pixels.count, stroke, bounds: bounds, into: &list)
    }

    /// ``strokePolyline(_:_:bounds:into:)`` through the points at `positions` of `pixels`.
    static func strokePolyline(
        _ pixels: SCISeriesPixels, positions: Range<Int>, _ stroke: SCIStroke?, bounds: CGRect,
        into list: inout SCIDisplayList
    ) {
        let positions = positions.clamped(to: 0..<pixels.count)
        guard let stroke, !positions.isEmpty else { return }
        let budget = strokeBatchLength * Double(bounds.width + bounds.height)
        var path = SCIPath()
        var length = 0.0
        var segments = 0
        var previous: CGPoint?
        var penAt: CGPoint?
        // The last segment added, while the pen is still at its end.
        var lastSegment: (from: CGPoint, to: CGPoint)?
        for index in positions {
            let point = pixels.point(at: index)
            guard point.isFinite else {
                previous = nil
                penAt = nil
                continue
            }
            defer { previous = point }
            guard let start = previous else { continue }
            guard let (from, to) = clip(start, point, to: bounds) else {
                penAt = nil
                continue
            }
            if segments >= strokeBatchSegments || length >= budget {
                list.stroke(path, stroke)
                path = SCIPath()
                length = 0
                segments = 0
                // The next command repeats the segment this one ended with, so the join
                // between them is drawn whole.
                if let last = lastSegment, penAt == from {
                    path.move(to: last.from)
                    path.line(to: last.to)
                }
            }
            if penAt != from || path.isEmpty { path.move(to: from) }
            path.line(to: to)
            penAt = to == point ? point : nil
            lastSegment = (from, to)
            length += from.distance(to: to)
            segments += 1
        }
        // A lone point (between gaps, or the only one) draws nothing, as a stroke of no length.
        list.stroke(path, stroke)
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
