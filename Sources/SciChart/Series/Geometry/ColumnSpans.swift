import Foundation

/// A dense line as vertical spans, one per device-pixel column, plus the segments too long
/// to be spans.
///
/// Where a resampled line crosses at most one column boundary per segment, what it covers
/// in each column is a vertical extent; filling those extents as pixel-aligned rectangles
/// draws the same pixels as stroking thousands of zigzag segments, at a fraction of the
/// cost. Segments that cross more columns keep their slope and are stroked.
struct ColumnSpans {
    /// Per column (slot 0 is the column left of the area, slot `columns + 1` the one right
    /// of it), the lowest and highest y covered (surface coordinates); `low > high`
    /// marks an empty column.
    var low: [Double] = []
    var high: [Double] = []
    /// Segments spanning more than one column boundary, stroked as lines; NaN points
    /// separate them.
    var longSegments = SCISeriesPixels()

    /// The spans of the polyline through `pixels` (non-finite points are gaps). Long
    /// segments are kept as lines, or, with `interpolatingLongSegments` (for areas), spread
    /// over the columns they cross.
    static func make(
        _ pixels: SCISeriesPixels, context: SCISeriesRenderContext, interpolatingLongSegments: Bool = false
    )
        -> ColumnSpans
    {
        var spans = ColumnSpans()
        let columns = ColumnRuns.columns(context)
        spans.low = [Double](repeating: .infinity, count: columns + 2)
        spans.high = [Double](repeating: -.infinity, count: columns + 2)
        let originX = Double(context.area.minX)
        let scale = context.scale
        func column(_ x: Double) -> Int {
            Int.clamping(((x - originX) * scale).rounded(.down), to: -1...columns)
        }
        func cover(_ column: Int, _ a: Double, _ b: Double) {
            let slot = column + 1
            spans.low[slot] = min(spans.low[slot], a, b)
            spans.high[slot] = max(spans.high[slot], a, b)
        }
        var previous: (x: Double, y: Double, column: Int)?
        for index in 0..<pixels.count {
            let x = pixels.xs[index]
            let y = pixels.ys[index]
            guard x.isFinite, y.isFinite else {
                previous = nil
                continue
            }
            let current = column(x)
            if let last = previous {
                if current == last.column {
                    cover(current, last.y, y)
                } else if abs(current - last.column) == 1 || interpolatingLongSegments {
                    // Each column covers the part of the segment inside it: split at the
                    // boundaries the segment crosses.
                    let step = last.column < current ? 1 : -1
                    var boundaryY = last.y
                    var column = last.column
                    while column != current {
                        let edge = originX + Double(step > 0 ? column + 1 : column) / scale
                        let t = (edge - last.x) / (x - last.x)
                        let nextY = last.y + (y - last.y) * min(max(t, 0), 1)
                        cover(column, boundaryY, nextY)
                        boundaryY = nextY
                        column += step
                    }
                    cover(current, boundaryY, y)
                } else {
                    spans.longSegments.append(x: last.x, y: last.y, index: pixels.indices[index - 1])
                    spans.longSegments.append(x: x, y: y, index: pixels.indices[index])
                    spans.longSegments.append(x: .nan, y: .nan, index: pixels.indices[index])
                    cover(current, y, y)
                }
            } else {
                cover(current, y, y)
            }
            previous = (x, y, current)
        }
        return spans
    }

    /// The spans as pixel-aligned rectangles for a pen `thickness` points wide, each grown
    /// to reach `baseline` when given (an area's fill); columns outside the series area are
    /// left out.
    func rectangles(thickness: Double, baseline: Double? = nil, context: SCISeriesRenderContext) -> SCIPath {
        var path = SCIPath()
        let scale = context.scale
        let originX = Double(context.area.minX)
        let half = max(thickness, 1 / scale) / 2
        let top = Double(context.area.minY)
        let bottom = Double(context.area.maxY)
        for slot in 1..<max(low.count - 1, 1) where low[slot] <= high[slot] {
            let centre = originX + (Double(slot - 1) + 0.5) / scale
            let left = ((centre - half) * scale).rounded(.down) / scale
            let right = max(((centre + half) * scale).rounded(.up) / scale, left + 1 / scale)
            let reachLow = baseline.map { min(low[slot], $0) } ?? low[slot] - half
            let reachHigh = baseline.map { max(high[slot], $0) } ?? high[slot] + half
            // Rounded to the nearest device pixel: a pixel is inked when the line covers
            // most of it, as antialiased stroking would show it.
            let y0 = (max(reachLow, top) * scale).rounded() / scale
            let y1 = max((min(reachHigh, bottom) * scale).rounded() / scale, y0 + 1 / scale)
            path.addRect(CGRect(x: left, y: y0, width: right - left, height: y1 - y0))
        }
        return path
    }
}
