import Foundation

extension SCIRenderableSeriesBase {
    /// The points the fill is made from, along the lines' curves when the series draws
    /// splines (steps are made by ``BandRegions``).
    func shapedBandPoints(_ data: SCISeriesDataView, context: SCISeriesRenderContext) -> [BandPoint] {
        let points = bandPoints(data, context: context)
        guard case .spline(let factor) = lineShape,
            !LineResampler.shouldResample(count: points.count, columns: ColumnRuns.columns(context))
        else { return points }
        let curve = MonotoneSpline.curve(
            xs: points.map(\.x), columns: [points.map(\.y), points.map(\.y1)], indices: points.map(\.index),
            factor: factor, budget: max(points.count, 16 * ColumnRuns.columns(context)))
        return curve.xs.indices.map {
            BandPoint(
                x: curve.xs[$0], y: curve.columns[0][$0], y1: curve.columns[1][$0], index: curve.indices[$0])
        }
    }

    /// The points the fill is made from: every visible point when few, else one a device
    /// column (the last of the points in it), in drawing space.
    func bandPoints(_ data: SCISeriesDataView, context: SCISeriesRenderContext) -> [BandPoint] {
        let indices = context.visibleIndices(of: data)
        let columns = ColumnRuns.columns(context)
        let stride =
            LineResampler.shouldResample(count: indices.count, columns: columns)
            ? max(1, indices.count / (2 * columns)) : 1
        var points: [BandPoint] = []
        points.reserveCapacity(indices.count / stride + 2)
        data.withColumn(SCISeriesDataView.x) { xs in
            data.withColumn(SCISeriesDataView.y) { ys in
                data.withColumn(SCIXyyDataSeries.y1Column) { y1s in
                    var index = indices.lowerBound
                    while index < indices.upperBound {
                        // A gap inside a stride is kept: the stride's NaN point is taken.
                        var taken = min(index + stride - 1, indices.upperBound - 1)
                        if stride > 1,
                            let gap = (index...taken).first(where: { !ys[$0].isFinite || !y1s[$0].isFinite })
                        {
                            taken = gap
                        }
                        points.append(
                            BandPoint(
                                x: context.pixelX(xs[taken], index: taken), y: context.pixelY(ys[taken]),
                                y1: context.pixelY(y1s[taken]), index: taken))
                        index = taken + 1
                    }
                }
            }
        }
        return points
    }
}

/// One point of a band in drawing space: its x, both lines' y and its data index.
struct BandPoint: Sendable {
    var x: Double
    var y: Double
    var y1: Double
    var index: Int

    var isFinite: Bool { x.isFinite && y.isFinite && y1.isFinite }

    /// The point nearer in x to `point` of the segment of `points` whose band (between its
    /// two lines, interpolated at the point's x) holds `point`; `nil` when none does.
    static func nearest(enclosing point: CGPoint, in points: [BandPoint]) -> BandPoint? {
        for index in points.indices.dropLast() {
            let start = points[index]
            let end = points[index + 1]
            guard start.isFinite, end.isFinite, min(start.x, end.x) <= point.x, point.x <= max(start.x, end.x)
            else { continue }
            let span = end.x - start.x
            let t = span == 0 ? 0 : (Double(point.x) - start.x) / span
            let top = start.y + t * (end.y - start.y)
            let bottom = start.y1 + t * (end.y1 - start.y1)
            if Double(point.y) >= min(top, bottom) && Double(point.y) <= max(top, bottom) {
                return t < 0.5 ? start : end
            }
        }
        return nil
    }
}

/// The band's fill as two paths: where the `y` line is above (smaller drawing-space y) and
/// where the `y1` line is; each region closes at the lines' crossings.
struct BandRegions {
    var yAbove = SCIPath()
    var y1Above = SCIPath()
    /// What the polygons are clipped to (the series area with its margin).
    let clip: CGRect

    init(clip: CGRect) {
        self.clip = clip
    }

    static func make(_ points: [BandPoint], digital: Bool, clip: CGRect) -> BandRegions {
        var regions = BandRegions(clip: clip)
        var run: [BandPoint] = []
        for point in points + [BandPoint(x: .nan, y: .nan, y1: .nan, index: -1)] {
            if point.isFinite {
                if digital, let last = run.last {
                    run.append(BandPoint(x: point.x, y: last.y, y1: last.y1, index: last.index))
                }
                run.append(point)
            } else {
                regions.add(run)
                run = []
            }
        }
        return regions
    }

    /// Adds the regions of one run of finite points, split where the lines cross.
    private mutating func add(_ run: [BandPoint]) {
        guard run.count >= 2 else { return }
        var top: [CGPoint] = []
        var bottom: [CGPoint] = []
        var yIsAbove = run[0].y <= run[0].y1
        func close(into above: Bool) {
            guard top.count >= 2 else { return }
            let polygon = ClippedPath.clip(polygon: top + bottom.reversed(), to: clip)
            if above { yAbove.addPolygon(polygon) } else { y1Above.addPolygon(polygon) }
        }
        top.append(CGPoint(x: run[0].x, y: run[0].y))
        bottom.append(CGPoint(x: run[0].x, y: run[0].y1))
        for index in 1..<run.count {
            let start = run[index - 1]
            let end = run[index]
            let startGap = start.y1 - start.y
            let endGap = end.y1 - end.y
            let endIsAbove = end.y < end.y1 || (end.y == end.y1 && yIsAbove)
            if endIsAbove != yIsAbove && startGap != endGap {
                let t = startGap / (startGap - endGap)
                let crossing = CGPoint(x: start.x + t * (end.x - start.x), y: start.y + t * (end.y - start.y))
                top.append(crossing)
                bottom.append(crossing)
                close(into: yIsAbove)
                top = [crossing]
                bottom = [crossing]
                yIsAbove = endIsAbove
            }
            top.append(CGPoint(x: end.x, y: end.y))
            bottom.append(CGPoint(x: end.x, y: end.y1))
        }
        close(into: yIsAbove)
    }
}
