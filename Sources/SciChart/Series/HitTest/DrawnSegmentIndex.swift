import Foundation

/// A grid over drawn geometry whose points are in no x order (a line through unsorted data,
/// a track): for a pointer, the segments that can be within reach of it, so that a hover
/// or a tap reads what is near the pointer rather than every drawn segment.
///
/// Each segment (or isolated point) is filed under every grid cell its bounding box
/// covers, when that is at most ``shortSegmentCells`` cells; longer segments are kept in one
/// list that every query reads. A segment within reach of a point has its bounding box
/// within reach too, so the candidates of the cells the reach covers, plus the long ones,
/// hold every segment that can be hit. Built once per drawn geometry, in time and memory
/// linear in its segments.
struct DrawnSegmentIndex {
    /// The most cells a segment's bounding box may cover to be filed in them.
    static let shortSegmentCells = 16
    /// The most cells along each side of the grid.
    static let maximumSide = 512

    private let originX: Double
    private let originY: Double
    private let cellSize: Double
    private let columns: Int
    private let rows: Int
    /// Per cell, where its positions start in `entries` (one more entry than cells).
    private let starts: [Int32]
    private let entries: [Int32]
    /// Segments whose bounding box covers too many cells.
    let longSegments: [Int32]
    /// Whether queries read less than all segments: not when most segments are long.
    let isUseful: Bool

    /// The index of the segments through `xs` and `ys` (drawing space; a non-finite point is
    /// a gap): a segment is filed by the position of its first point.
    init(xs: [Double], ys: [Double]) {
        let count = min(xs.count, ys.count)
        var minX = Double.infinity
        var maxX = -Double.infinity
        var minY = Double.infinity
        var maxY = -Double.infinity
        for position in 0..<count where xs[position].isFinite && ys[position].isFinite {
            minX = min(minX, xs[position])
            maxX = max(maxX, xs[position])
            minY = min(minY, ys[position])
            maxY = max(maxY, ys[position])
        }
        guard minX <= maxX else {
            (originX, originY, cellSize, columns, rows) = (0, 0, 1, 0, 0)
            (starts, entries, longSegments, isUseful) = ([0], [], [], true)
            return
        }
        let side = max(maxX - minX, maxY - minY, 1)
        let size = max(side / Double(Self.maximumSide), 2)
        (originX, originY, cellSize) = (minX, minY, size)
        // Clamped conversions: pixels at the far ends of the doubles make spans no Int holds.
        let columns = Int.clamping((maxX - minX) / size, to: 0...Self.maximumSide) + 1
        let rows = Int.clamping((maxY - minY) / size, to: 0...Self.maximumSide) + 1

        /// The cells of the bounding box of the segment from `position`, or `nil` for a gap.
        func cells(_ position: Int) -> (c0: Int, c1: Int, r0: Int, r1: Int)? {
            let ax = xs[position]
            let ay = ys[position]
            guard ax.isFinite, ay.isFinite else { return nil }
            let next = position + 1
            let joined = next < count && xs[next].isFinite && ys[next].isFinite
            let bx = joined ? xs[next] : ax
            let by = joined ? ys[next] : ay
            func column(_ x: Double) -> Int { Int.clamping((x - minX) / size, to: 0...(columns - 1)) }
            func row(_ y: Double) -> Int { Int.clamping((y - minY) / size, to: 0...(rows - 1)) }
            return (column(min(ax, bx)), column(max(ax, bx)), row(min(ay, by)), row(max(ay, by)))
        }
        var counts = [Int32](repeating: 0, count: columns * rows + 1)
        var long: [Int32] = []
        for position in 0..<count {
            guard let box = cells(position) else { continue }
            if (box.c1 - box.c0 + 1) * (box.r1 - box.r0 + 1) > Self.shortSegmentCells {
                long.append(Int32(truncatingIfNeeded: position))
                continue
            }
            for row in box.r0...box.r1 {
                for column in box.c0...box.c1 { counts[row * columns + column + 1] += 1 }
            }
        }
        // Mostly long segments (data scribbled across the whole area): a grid finds little,
        // and every query would read the long ones anyway; the full scan serves as well.
        guard long.count <= count / 8 else {
            (starts, entries, longSegments, isUseful) = ([0], [], [], false)
            (self.columns, self.rows) = (0, 0)
            return
        }
        isUseful = true
        (self.columns, self.rows) = (columns, rows)
        for cell in 0..<columns * rows { counts[cell + 1] += counts[cell] }
        var fill = counts
        var entries = [Int32](repeating: 0, count: Int(counts[columns * rows]))
        for position in 0..<count {
            guard let box = cells(position),
                (box.c1 - box.c0 + 1) * (box.r1 - box.r0 + 1) <= Self.shortSegmentCells
            else { continue }
            for row in box.r0...box.r1 {
                for column in box.c0...box.c1 {
                    let cell = row * columns + column
                    entries[Int(fill[cell])] = Int32(truncatingIfNeeded: position)
                    fill[cell] += 1
                }
            }
        }
        starts = counts
        self.entries = entries
        longSegments = long
    }

    /// The positions of the segments that can be within `reach` of `point`, ascending and
    /// without repeats.
    func candidates(near point: CGPoint, reach: Double) -> [Int] {
        var near: [Int] = []
        let px = Double(point.x)
        let py = Double(point.y)
        if columns > 0, rows > 0, px.isFinite, py.isFinite, reach.isFinite {
            // Clamped a cell past each edge: a point far off the grid (a pointer at 1e300)
            // converts without overflow and meets no cell.
            func cell(_ value: Double, _ count: Int) -> Int {
                Int.clamping((value / cellSize).rounded(.down), to: -1...count)
            }
            let c0 = cell(px - reach - originX, columns)
            let c1 = cell(px + reach - originX, columns)
            let r0 = cell(py - reach - originY, rows)
            let r1 = cell(py + reach - originY, rows)
            if c1 >= 0, r1 >= 0, c0 < columns, r0 < rows {
                for row in max(r0, 0)...min(r1, rows - 1) {
                    for column in max(c0, 0)...min(c1, columns - 1) {
                        let cell = row * columns + column
                        for entry in starts[cell]..<starts[cell + 1] { near.append(Int(entries[Int(entry)])) }
                    }
                }
            }
        }
        near.sort()
        // Merged with the long segments, which are already in order.
        var result: [Int] = []
        result.reserveCapacity(near.count + longSegments.count)
        var longPosition = 0
        func add(_ position: Int) {
            if result.last != position { result.append(position) }
        }
        for position in near {
            while longPosition < longSegments.count, Int(longSegments[longPosition]) < position {
                add(Int(longSegments[longPosition]))
                longPosition += 1
            }
            add(position)
        }
        while longPosition < longSegments.count {
            add(Int(longSegments[longPosition]))
            longPosition += 1
        }
        return result
    }
}
