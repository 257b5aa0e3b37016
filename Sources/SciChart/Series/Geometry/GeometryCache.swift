/// Pixel geometry of one series, kept until its data, the layout or the scale change.
final class GeometryCache<Value> {
    struct Key: Hashable {
        var data: ObjectIdentifier
        var version: UInt64
        var geometry: SeriesRenderContext.GeometryKey
        /// Distinguishes settings that change the geometry (a y column, a bar width).
        var variant: Double
    }

    private var entry: (key: Key, value: Value)?
    /// Times the geometry was computed rather than reused.
    private(set) var misses = 0

    func value(for key: Key, make: () -> Value) -> Value {
        if let entry, entry.key == key { return entry.value }
        let value = make()
        entry = (key, value)
        misses += 1
        return value
    }

    func clear() {
        entry = nil
    }
}
