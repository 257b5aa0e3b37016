import Foundation

/// The base of error bar series: a bar at each point from the value minus its low error to
/// the value plus its high error (along y, or along x with ``errorDirection``), with a cap
/// across each end. ``SCIFastErrorBarsRenderableSeries`` reads each point's errors from an
/// ``SCIHlDataSeries``; ``SCIFastFixedErrorBarsRenderableSeries`` gives every point the same.
///
/// Negative and non-finite errors draw no bar on their side. Auto-ranging fits the bars'
/// ends. Dense vertical bars (more points than device columns) draw, per device column, one
/// bar from the lowest end to the highest there, which covers every bar of the column.
/// Horizontal bars are drawn for every point, those outside the view too (they may reach
/// into it), and need a value x axis: on a category axis they are not drawn.
open class SCIErrorBarsRenderableSeriesBase: SCIXyRenderableSeriesBase {
    /// Which way the bars run (default ``SCIErrorDirection/vertical``).
    public var errorDirection: SCIErrorDirection = .vertical { didSet { shapeChanged() } }
    /// Which errors are shown (default ``SCIErrorMode/both``).
    public var errorMode: SCIErrorMode = .both { didSet { shapeChanged() } }
    /// How errors read (default ``SCIErrorType/absolute``).
    public var errorType: SCIErrorType = .absolute { didSet { shapeChanged() } }
    /// The caps' width as a fraction of the spacing between points, `0...1` (default 0.2;
    /// 0 draws no caps).
    public var dataPointWidth = 0.2 { didSet { shapeChanged() } }
    /// The pen of the part above (or right of) the value; `nil` takes the series' pen.
    public var strokeHighStyle: SCIPenStyle? { didSet { invalidate() } }
    /// The pen of the part below (or left of) the value; `nil` takes the series' pen.
    public var strokeLowStyle: SCIPenStyle? { didSet { invalidate() } }

    /// "error bars".
    open override var kindDescription: String { "error bars" }

    /// The y range fitted last: the data's version, the settings and the x range it is for.
    private var fittedRange: (key: [Double], range: SCIDoubleRange?)?

    /// The errors above and below the value at `index` of `data`, as given (before
    /// ``errorType`` applies).
    func errors(_ data: SCISeriesDataView, at index: Int) -> (high: Double, low: Double) { (.nan, .nan) }

    /// The ends of the bar at value `value` with errors `errors`, in data units: `nil` on a
    /// side that shows nothing.
    func ends(value: Double, errors: (high: Double, low: Double)) -> (high: Double?, low: Double?) {
        func reach(_ error: Double) -> Double? {
            guard error.isFinite, error >= 0, value.isFinite else { return nil }
            return errorType == .absolute ? error : abs(value) * error
        }
        let high = errorMode == .low ? nil : reach(errors.high).map { value + $0 }
        let low = errorMode == .high ? nil : reach(errors.low).map { value - $0 }
        return (high, low)
    }

    override func yDataRange(inXRange xRange: SCIDoubleRange, onCategoryAxis: Bool) -> SCIDoubleRange? {
        let range = super.yDataRange(inXRange: xRange, onCategoryAxis: onCategoryAxis)
        guard errorDirection == .vertical, let dataSeries else { return range }
        return dataSeries.view { data -> SCIDoubleRange? in
            let key = [
                Double(data.seriesId), Double(data.version), Double(shapeGeneration), xRange.min, xRange.max,
                onCategoryAxis ? 1 : 0,
            ]
            if let fittedRange, fittedRange.key == key { return fittedRange.range?.copy() }
            var low = range?.min ?? .infinity
            var high = range?.max ?? -.infinity
            let xs = data.column(SCISeriesDataView.x)
            let ys = data.column(SCISeriesDataView.y)
            for index in 0..<data.count {
                let x = onCategoryAxis ? Double(index) : xs[index]
                guard xRange.contains(x) else { continue }
                let bar = ends(value: ys[index], errors: errors(data, at: index))
                if let top = bar.high, top.isFinite { high = max(high, top) }
                if let bottom = bar.low, bottom.isFinite { low = min(low, bottom) }
            }
            let fitted = low <= high ? SCIDoubleRange(min: low, max: high) : range
            fittedRange = (key, fitted?.copy())
            return fitted
        }
    }

    override func xDataRange(onCategoryAxis: Bool) -> SCIDoubleRange? {
        let range = super.xDataRange(onCategoryAxis: onCategoryAxis)
        guard errorDirection == .horizontal, !onCategoryAxis, let dataSeries else { return range }
        return dataSeries.view { data -> SCIDoubleRange? in
            var low = range?.min ?? .infinity
            var high = range?.max ?? -.infinity
            let xs = data.column(SCISeriesDataView.x)
            for index in 0..<data.count {
                let bar = ends(value: xs[index], errors: errors(data, at: index))
                if let right = bar.high, right.isFinite { high = max(high, right) }
                if let left = bar.low, left.isFinite { low = min(low, left) }
            }
            return low <= high ? SCIDoubleRange(min: low, max: high) : range
        }
    }

    /// One bar in drawing space: where it stands across its direction, the value's pixel, its
    /// ends' pixels (NaN for a side not drawn) and its data index.
    struct Bar {
        var across: Double
        var value: Double
        var high: Double
        var low: Double
        var index: Int
    }

    /// The bars drawn and the caps' half width.
    struct Geometry {
        var bars: [Bar] = []
        var halfCap = 0.0
    }

    /// The bars drawn (merged per device column when dense and vertical), and the caps' half
    /// width; cached until the data, the layout or a setting changes.
    func bars(_ data: SCISeriesDataView, context: SCISeriesRenderContext) -> (bars: [Bar], halfCap: Double) {
        let geometry = SeriesGeometryStore.value(
            in: context.geometry, for: cacheKey(data, context)
        ) { () -> Geometry in
            if errorDirection == .horizontal, context.isCategory { return Geometry() }
            let made = makeBars(data, context: context)
            return Geometry(bars: made.bars, halfCap: made.halfCap)
        }
        return (geometry.bars, geometry.halfCap)
    }

    private func makeBars(_ data: SCISeriesDataView, context: SCISeriesRenderContext) -> (
        bars: [Bar], halfCap: Double
    ) {
        // Horizontal bars of points out of view may reach into it.
        let indices = errorDirection == .horizontal ? 0..<data.count : context.visibleIndices(of: data)
        let xs = data.column(SCISeriesDataView.x)
        let ys = data.column(SCISeriesDataView.y)
        var bars: [Bar] = []
        bars.reserveCapacity(min(indices.count, 4 * ColumnRuns.columns(context)))
        var xPixels: [Double] = []
        for index in indices {
            let x = xs[index]
            let y = ys[index]
            let pixelX = context.pixelX(x, index: index)
            let pixelY = context.pixelY(y)
            guard pixelX.isFinite, pixelY.isFinite else { continue }
            let bar: Bar
            if errorDirection == .vertical {
                let ends = ends(value: y, errors: errors(data, at: index))
                bar = Bar(
                    across: pixelX, value: pixelY, high: ends.high.map(context.pixelY) ?? .nan,
                    low: ends.low.map(context.pixelY) ?? .nan, index: index)
            } else {
                let ends = ends(value: x, errors: errors(data, at: index))
                bar = Bar(
                    across: pixelY, value: pixelX,
                    high: ends.high.map { context.pixelX($0, index: index) } ?? .nan,
                    low: ends.low.map { context.pixelX($0, index: index) } ?? .nan, index: index)
            }
            xPixels.append(pixelX)
            // Dense vertical bars: one a device column, spanning the column's bars.
            if errorDirection == .vertical, aggregates(indices.count, context), let last = bars.last,
                (last.across * context.scale).rounded(.down) == (bar.across * context.scale).rounded(.down)
            {
                bars[bars.count - 1].high = Self.extreme(last.high, bar.high, by: min)
                bars[bars.count - 1].low = Self.extreme(last.low, bar.low, by: max)
                continue
            }
            bars.append(bar)
        }
        var spacing = SCISeriesPixels()
        spacing.xs = xPixels
        let step = spacing.smallestSpacing(fallback: 20)
        let fraction = dataPointWidth.isFinite ? min(max(dataPointWidth, 0), 1) : 0
        return (bars, min(step * fraction, 500) / 2)
    }

    /// The further of two pixel ends by `pick` (min for tops, max for bottoms); NaN is no end.
    private static func extreme(_ a: Double, _ b: Double, by pick: (Double, Double) -> Double) -> Double {
        if a.isNaN { return b }
        if b.isNaN { return a }
        return pick(a, b)
    }

    /// The segments of `bar`, in drawing space, split by the side they draw.
    func segments(_ bar: Bar, halfCap: Double) -> (high: [(CGPoint, CGPoint)], low: [(CGPoint, CGPoint)]) {
        let vertical = errorDirection == .vertical
        func point(_ across: Double, _ along: Double) -> CGPoint {
            vertical ? CGPoint(x: across, y: along) : CGPoint(x: along, y: across)
        }
        func side(_ end: Double) -> [(CGPoint, CGPoint)] {
            guard end.isFinite else { return [] }
            var result = [(point(bar.across, bar.value), point(bar.across, end))]
            if halfCap > 0 {
                result.append((point(bar.across - halfCap, end), point(bar.across + halfCap, end)))
            }
            return result
        }
        return (side(bar.high), side(bar.low))
    }

    open override func draw(
        _ data: SCISeriesDataView, context: SCISeriesRenderContext, into list: inout SCIDisplayList
    ) {
        let (bars, halfCap) = bars(data, context: context)
        var paths = (high: SCIPath(), low: SCIPath())
        for bar in bars {
            let parts = segments(bar, halfCap: halfCap)
            for (start, end) in parts.high {
                guard let (from, to) = ClippedPath.clip(start, end, to: context.clipBounds) else { continue }
                paths.high.move(to: from)
                paths.high.line(to: to)
            }
            for (start, end) in parts.low {
                guard let (from, to) = ClippedPath.clip(start, end, to: context.clipBounds) else { continue }
                paths.low.move(to: from)
                paths.low.line(to: to)
            }
        }
        let own = resolvedStroke(context)
        list.stroke(paths.high, strokeHighStyle.flatMap { SCIStroke($0, opacity: context.opacity) } ?? own)
        list.stroke(paths.low, strokeLowStyle.flatMap { SCIStroke($0, opacity: context.opacity) } ?? own)
    }

    /// The nearest bar within the radius.
    open override func hitTest(
        _ data: SCISeriesDataView, at point: CGPoint, radius: Double, context: SCISeriesRenderContext
    ) -> SCIHitTestInfo {
        let (bars, halfCap) = bars(data, context: context)
        var best: HitCandidate?
        for bar in bars {
            let parts = segments(bar, halfCap: halfCap)
            let distance = (parts.high + parts.low).map {
                HitGeometry.distance(from: point, toSegment: $0.0, $0.1)
            }
            .min()
            guard let distance else { continue }
            let valuePoint =
                errorDirection == .vertical
                ? CGPoint(x: bar.across, y: bar.value) : CGPoint(x: bar.value, y: bar.across)
            best = HitCandidate.nearer(
                best,
                HitCandidate(index: bar.index, distance: max(0, distance - halfPenWidth), point: valuePoint))
        }
        return info(for: best, tolerance: radius, data: data, point: point, context: context)
    }
}
