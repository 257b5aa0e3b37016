import Foundation

extension SCIRenderableSeriesBase {
    /// Turns a scored candidate into a hit-test result.
    func info(
        for candidate: HitCandidate?, tolerance: Double, store: ColumnStore, point: CGPoint,
        context: SeriesRenderContext
    ) -> SCIHitTestInfo {
        guard let candidate, candidate.index >= 0, candidate.index < store.count else { return .miss }
        let index = candidate.index
        let isBars = store.columnCount >= 5
        func value(_ column: Int) -> Double { store.value(column: column, at: index) }
        let dataX = context.xCalculator.getDataValue(Double(point.x) - Double(context.area.minX))
        let within: Bool
        if context.isCategory {
            within = dataX >= -0.5 && dataX <= Double(store.count) - 0.5
        } else if store.isSorted {
            within =
                dataX >= store.value(column: 0, at: 0) && dataX <= store.value(column: 0, at: store.count - 1)
        } else {
            within = store.withColumn(0) { ValueScan.finiteRange($0) }.map { $0.contains(dataX) } ?? false
        }
        return SCIHitTestInfo(
            isHit: candidate.distance <= tolerance, renderableSeries: self, dataSeriesIndex: index,
            xValue: value(0),
            yValue: isBars ? value(4) : value(1), hitTestPoint: candidate.point, distance: candidate.distance,
            isWithinDataBounds: within, openValue: isBars ? value(1) : .nan,
            highValue: isBars ? value(2) : .nan,
            lowValue: isBars ? value(3) : .nan, closeValue: isBars ? value(4) : .nan)
    }

    /// Half the marker's larger side, or 0 without a marker.
    var markerReach: Double {
        guard let marker = pointMarker else { return 0 }
        let size = marker.size
        let reach = max(Double(size.width), Double(size.height)) / 2
        return reach.isFinite ? min(max(reach, 0), 500) : 0
    }
}
