import Foundation

extension SCIAxisMarkerAnnotation {
    /// The brush the tag is filled with: by the last bar's direction when following OHLC
    /// data, else ``backgroundBrush``.
    var brush: SCIBrushStyle {
        guard followedSeries != nil, let end = followedEnd, let open = end.open else {
            return backgroundBrush
        }
        return end.value >= open ? risingBrush : fallingBrush
    }

    /// Takes the followed series' last value (or last x, on an x axis) as the marked
    /// coordinate; an empty series hides the marker.
    func takeFollowedValue() {
        guard let series = followedSeries else { return }
        let end = series.end
        let brushBefore = brush
        followedEnd = end
        var point = dataPoints.first ?? SCIDataPoint(x: .nan, y: .nan)
        if marksX {
            point.x = end?.x ?? .nan
            if point.y.isNaN { point.y = 0 }
        } else {
            point.y = end?.value ?? .nan
            if point.x.isNaN { point.x = 0 }
        }
        // A missing value (an empty series) is the same as the missing value already there.
        if !dataPoints.isSame(as: [point]) {
            dataPoints = [point]
        } else if brush !== brushBefore {
            invalidate()
        }
    }
}
