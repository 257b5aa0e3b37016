import Foundation

/// Finding the bar nearest to an x, for snapping drawing tools to candles.
enum CandleSnapping {
    /// `point` after the magnet `mode`: the strong magnet moves x to the x of the nearest
    /// point that offers values to snap to (a bar's; its date on a category axis) and y to
    /// the nearest of those values (a bar's open, high, low and close), nearest on screen (so
    /// a logarithmic axis measures as it draws); the weak one only when that place is within
    /// ``SCIMagnetMode/weakRadius`` points of `point` on screen. `point` as it is when no
    /// series on the mapping's axes offers any (``SCIRenderableSeriesBase/snapValues(_:at:)``).
    static func magnet(_ point: SCIDataPoint, mode: SCIMagnetMode, mapping: SCIAnnotationMapping)
        -> SCIDataPoint
    {
        switch mode {
        case .off:
            return point
        case .strong:
            return magnet(point, mapping: mapping)
        case .weak:
            let snapped = magnet(point, mapping: mapping)
            let from = mapping.point(point)
            let to = mapping.point(snapped)
            let distance = hypot(to.x - from.x, to.y - from.y)
            return distance <= SCIMagnetMode.weakRadius ? snapped : point
        }
    }

    /// The strong magnet (see ``magnet(_:mode:mapping:)``).
    static func magnet(_ point: SCIDataPoint, mapping: SCIAnnotationMapping) -> SCIDataPoint {
        guard point.isFinite, let target = nearestTarget(toX: point.x, mapping: mapping) else { return point }
        let pixel = mapping.yCalculator.getCoordinate(point.y)
        var best = (y: point.y, distance: Double.infinity)
        for value in target.values where value.isFinite {
            let distance = abs(mapping.yCalculator.getCoordinate(value) - pixel)
            if distance < best.distance || distance.isNaN && best.distance.isInfinite {
                best = (value, distance)
            }
        }
        return SCIDataPoint(x: target.x.isFinite ? target.x : point.x, y: best.y)
    }

    /// The point nearest to `x` of the first visible series on the mapping's axes that
    /// offers values to snap to there: its x as stored (a date on a category axis too) and
    /// those values; `nil` when none does (or when the mapping's values are not all data
    /// values). Each series is read under one lock, so a producer changing it meanwhile is
    /// safe.
    static func nearestTarget(toX x: Double, mapping: SCIAnnotationMapping) -> (x: Double, values: [Double])?
    {
        guard x.isFinite, mapping.coordinateMode == .absolute else { return nil }
        for series in mapping.visibleSeries() {
            guard let data = series.dataSeries else { continue }
            let target: (x: Double, values: [Double])? = data.view { view in
                guard view.count > 0,
                    let index = nearestIndex(to: x, in: view, category: mapping.xAxis.isCategoryAxis)
                else { return nil }
                let values = series.snapValues(view, at: index)
                return values.isEmpty ? nil : (view.value(column: SCISeriesDataView.x, at: index), values)
            }
            if let target { return target }
        }
        return nil
    }

    /// The bar nearest to `x` among the visible series of bars drawn on the mapping's axes
    /// (the first that has one), its x given as stored (a date on a category axis too); `nil`
    /// when there is none (or when the mapping's values are not all data values).
    static func nearestBar(toX x: Double, mapping: SCIAnnotationMapping) -> SCIOhlcBar? {
        guard x.isFinite, mapping.coordinateMode == .absolute else { return nil }
        for series in mapping.visibleSeries() where series.drawsBars {
            guard let data = series.dataSeries else { continue }
            let bar: SCIOhlcBar? = data.view { view in
                guard view.count > 0, view.columnCount >= 5 else { return nil }
                guard let index = nearestIndex(to: x, in: view, category: mapping.xAxis.isCategoryAxis) else {
                    return nil
                }
                return SCIOhlcBar(
                    x: view.value(column: SCISeriesDataView.x, at: index),
                    open: view.value(column: SCISeriesDataView.open, at: index),
                    high: view.value(column: SCISeriesDataView.high, at: index),
                    low: view.value(column: SCISeriesDataView.low, at: index),
                    close: view.value(column: SCISeriesDataView.close, at: index))
            }
            if let bar { return bar }
        }
        return nil
    }

    /// The index of the x nearest to `x` (sorted x by binary search; a category axis by its
    /// bar dates).
    private static func nearestIndex(to x: Double, in view: SCISeriesDataView, category: Bool) -> Int? {
        let xs = view.column(SCISeriesDataView.x)
        if category {
            guard let index = CategoryBars.index(forDate: x, in: xs, sorted: view.isSorted) else {
                return nil
            }
            return Int.clamping(index.rounded(), to: 0...(xs.count - 1))
        }
        return ValueScan.nearestIndex(xs, to: x, sorted: view.isSorted)
    }
}
