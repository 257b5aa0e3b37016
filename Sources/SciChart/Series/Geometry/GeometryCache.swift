/// What a series' pixel geometry depends on: the data and its version, the layout and
/// scale, and the series settings that shape it.
struct GeometryCacheKey: Hashable {
    var data: UInt64
    var version: UInt64
    var geometry: SCISeriesRenderContext.GeometryKey
    var resampling: SCIResamplingMode
    /// Distinguishes other settings that change the geometry (a y column, a bar width).
    var variant: Double
}

/// Pixel geometry of one series, kept until its data, the layout, the scale or the
/// settings that shape it change.
final class GeometryCache<Value> {
    typealias Key = GeometryCacheKey

    // Kept apart rather than as an optional tuple, whose copy goes through the runtime's
    // generic witnesses: a hit test reads the cache once per tap.
    private var key: Key?
    private var value: Value?
    /// Times the geometry was computed rather than reused.
    private(set) var misses = 0

    func value(for key: Key, make: () -> Value) -> Value {
        if self.key == key, let value { return value }
        let value = make()
        self.key = key
        self.value = value
        misses += 1
        return value
    }

    func clear() {
        key = nil
        value = nil
    }
}
