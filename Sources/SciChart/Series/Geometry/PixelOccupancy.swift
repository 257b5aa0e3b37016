import Foundation

/// Which device pixels of the series area hold a drawn point, one bit each, row by row:
/// what scatter thinning records, kept so that hit tests find the nearest drawn point by
/// looking at the pixels around the pointer rather than at the points.
struct PixelOccupancy {
    /// Device columns and rows of the series area.
    let columns: Int
    let rows: Int
    /// The drawing-space origin of the series area.
    let originX: Double
    let originY: Double
    /// Device pixels per point.
    let scale: Double
    private var bits: [UInt64]

    /// An empty record of the series area of `context`.
    init(_ context: SCISeriesRenderContext) {
        columns = ColumnRuns.columns(context)
        rows = Int.clamping((Double(context.area.height) * context.scale).rounded(.up), to: 1...1_000_000)
        originX = Double(context.area.minX)
        originY = Double(context.area.minY)
        scale = context.scale
        let words = (columns.multipliedFullWidth(by: rows).low + 63) / 64
        bits = [UInt64](repeating: 0, count: Int(words))
    }

    /// The words a record of `context` takes.
    static func words(_ context: SCISeriesRenderContext) -> UInt {
        let columns = ColumnRuns.columns(context)
        let rows = Int.clamping((Double(context.area.height) * context.scale).rounded(.up), to: 1...1_000_000)
        return (columns.multipliedFullWidth(by: rows).low + 63) / 64
    }

    /// The device pixel of a drawing-space point, or `nil` outside the series area.
    @inline(__always)
    func pixel(x: Double, y: Double) -> (column: Int, row: Int)? {
        Self.pixel(
            x: x, y: y, originX: originX, originY: originY, scale: scale, columns: columns, rows: rows)
    }

    /// The device pixel of drawing-space (`x`, `y`) in a grid of `columns` x `rows` pixels
    /// from (`originX`, `originY`), `scale` pixels a point; `nil` outside (and for NaN).
    /// A device coordinate lies in `0 ..< n` exactly when its floor does, so the floor of one
    /// inside is its truncation.
    @inline(__always)
    static func pixel(
        x: Double, y: Double, originX: Double, originY: Double, scale: Double, columns: Int, rows: Int
    ) -> (column: Int, row: Int)? {
        let deviceX = (x - originX) * scale
        let deviceY = (y - originY) * scale
        guard deviceX >= 0, deviceX < Double(columns), deviceY >= 0, deviceY < Double(rows) else {
            return nil
        }
        return (Int(deviceX), Int(deviceY))
    }

    /// Whether drawing-space point (`x`, `y`) lies in device pixel (`column`, `row`): what
    /// ``pixel(x:y:)`` tells, without rounding (a hit test asks it of every point drawn in a
    /// column).
    @inline(__always)
    func contains(x: Double, y: Double, column: Int, row: Int) -> Bool {
        let deviceX = (x - originX) * scale
        let deviceY = (y - originY) * scale
        // False for NaN.
        return deviceX >= Double(column) && deviceX < Double(column + 1) && deviceY >= Double(row)
            && deviceY < Double(row + 1)
    }

    /// The drawing-space centre of a device pixel.
    func centre(column: Int, row: Int) -> CGPoint {
        CGPoint(x: originX + (Double(column) + 0.5) / scale, y: originY + (Double(row) + 0.5) / scale)
    }

    /// Marks a pixel taken; returns whether it was free.
    @inline(__always)
    mutating func insert(column: Int, row: Int) -> Bool {
        let bit = row * columns + column
        let mask = UInt64(1) << UInt64(bit & 63)
        guard bits[bit >> 6] & mask == 0 else { return false }
        bits[bit >> 6] |= mask
        return true
    }

    /// Whether the disk of `radius` points around drawing-space `point` lies inside the
    /// series area: only then are all the drawn points near it recorded here.
    func contains(diskAt point: CGPoint, radius: Double) -> Bool {
        let x = Double(point.x)
        let y = Double(point.y)
        return x - radius >= originX && x + radius <= originX + Double(columns) / scale
            && y - radius >= originY && y + radius <= originY + Double(rows) / scale
    }

    /// The taken pixel whose centre is nearest to drawing-space `point`, among those within
    /// `reach` points of it (and the pixel's half diagonal, since a point lies anywhere in
    /// its pixel).
    ///
    /// Rows are visited outward from the point's and stop once they are farther than the
    /// best found; in each row, the nearest taken column each side of the point is found a
    /// 64-pixel word at a time. A hit near drawn points costs a few words.
    func nearest(to point: CGPoint, within reach: Double) -> (column: Int, row: Int)? {
        let tx = (Double(point.x) - originX) * scale
        let ty = (Double(point.y) - originY) * scale
        var bound = reach * scale + 0.75
        guard tx.isFinite, ty.isFinite, bound.isFinite else { return nil }
        var best: (column: Int, row: Int)?
        let home = Int.clamping(ty.rounded(.down), to: -1...rows)
        var step = 0
        while step <= rows + 1 {
            var anyRowWithin = false
            for side in 0..<(step == 0 ? 1 : 2) {
                let row = side == 0 ? home - step : home + step
                let dy = Double(row) + 0.5 - ty
                guard abs(dy) <= bound else { continue }
                anyRowWithin = true
                guard row >= 0, row < rows else { continue }
                let half = (bound * bound - dy * dy).squareRoot()
                let first = Int.clamping((tx - 0.5 - half).rounded(.up), to: 0...columns)
                let last = Int.clamping((tx - 0.5 + half).rounded(.down), to: -1...(columns - 1))
                guard first <= last else { continue }
                let target = min(max(Int.clamping(tx.rounded(.down), to: -1...columns), first), last)
                let base = row * columns
                func consider(_ bit: Int?) {
                    guard let bit else { return }
                    let dx = Double(bit - base) + 0.5 - tx
                    let distance = (dx * dx + dy * dy).squareRoot()
                    if distance <= bound {
                        bound = distance
                        best = (bit - base, row)
                    }
                }
                consider(highestSet(from: base + first, through: base + target))
                consider(lowestSet(from: base + target, through: base + last))
            }
            if !anyRowWithin { break }
            step += 1
        }
        return best
    }

    /// The first taken bit in `lower...upper`.
    private func lowestSet(from lower: Int, through upper: Int) -> Int? {
        guard lower <= upper else { return nil }
        var word = lower >> 6
        while word <= upper >> 6 {
            var value = bits[word]
            if word == lower >> 6 { value &= UInt64.max << UInt64(lower & 63) }
            if word == upper >> 6 { value &= UInt64.max >> UInt64(63 - (upper & 63)) }
            if value != 0 { return word << 6 + value.trailingZeroBitCount }
            word += 1
        }
        return nil
    }

    /// The last taken bit in `lower...upper`.
    private func highestSet(from lower: Int, through upper: Int) -> Int? {
        guard lower <= upper else { return nil }
        var word = upper >> 6
        while word >= lower >> 6 {
            var value = bits[word]
            if word == lower >> 6 { value &= UInt64.max << UInt64(lower & 63) }
            if word == upper >> 6 { value &= UInt64.max >> UInt64(63 - (upper & 63)) }
            if value != 0 { return word << 6 + 63 - value.leadingZeroBitCount }
            word -= 1
        }
        return nil
    }
}
