extension SCIMeasureAnnotation {
    /// With ``snapToCandles``, x moves to the nearest candle's (its date on a category axis).
    func snapped(_ point: SCIDataPoint, mapping: SCIAnnotationMapping) -> SCIDataPoint {
        guard snapToCandles, let bar = mapping.nearestBar(toX: point.x) else { return point }
        return SCIDataPoint(x: bar.x, y: point.y)
    }
}
