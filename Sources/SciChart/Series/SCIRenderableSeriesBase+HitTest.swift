import Foundation

extension SCIRenderableSeriesBase {
    /// A hit-test result for data point `index`, drawn at drawing-space `pixel`, `distance`
    /// from the tested drawing-space `point`: a hit when the distance is within `tolerance`.
    /// Bar prices are filled in for OHLC data.
    public func hitTestInfo(
        index: Int, distance: Double, pixel: CGPoint, tolerance: Double, at point: CGPoint,
        data: SCISeriesDataView, context: SCISeriesRenderContext
    ) -> SCIHitTestInfo {
        guard index >= 0, index < data.count else { return .miss }
        let isBars = data.columnCount >= 5
        func value(_ column: Int) -> Double { data.value(column: column, at: index) }
        let dataX = context.dataX(atPixel: Double(point.x))
        let within: Bool
        if context.isCategory {
            within = dataX >= -0.5 && dataX <= Double(data.count) - 0.5
        } else if data.isSorted {
            within =
                dataX >= data.value(column: 0, at: 0) && dataX <= data.value(column: 0, at: data.count - 1)
        } else {
            within = data.withColumn(0) { ValueScan.finiteRange($0) }.map { $0.contains(dataX) } ?? false
        }
        return SCIHitTestInfo(
            isHit: distance <= tolerance, renderableSeries: self, dataSeriesIndex: index,
            xValue: value(SCISeriesDataView.x), yValue: isBars ? value(SCISeriesDataView.close) : value(1),
            hitTestPoint: pixel, distance: distance, isWithinDataBounds: within,
            openValue: isBars ? value(SCISeriesDataView.open) : .nan,
            highValue: isBars ? value(SCISeriesDataView.high) : .nan,
            lowValue: isBars ? value(SCISeriesDataView.low) : .nan,
            closeValue: isBars ? value(SCISeriesDataView.close) : .nan)
    }

    /// Turns a scored candidate into a hit-test result.
    func info(
        for candidate: HitCandidate?, tolerance: Double, data: SCISeriesDataView, point: CGPoint,
        context: SCISeriesRenderContext
    ) -> SCIHitTestInfo {
        guard let candidate else { return .miss }
        return hitTestInfo(
            index: candidate.index, distance: candidate.distance, pixel: candidate.point,
            tolerance: tolerance,
            at: point, data: data, context: context)
    }

    /// Half the marker's larger side, or 0 without a marker.
    var markerReach: Double {
        guard let marker = pointMarker else { return 0 }
        let size = marker.size
        let reach = max(Double(size.width), Double(size.height)) / 2
        return reach.isFinite ? min(max(reach, 0), 500) : 0
    }
}
