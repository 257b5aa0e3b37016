/// What a series' pixel geometry depends on: the data and its version, the layout and
/// scale, and the series settings that shape it.
struct GeometryCacheKey: Hashable {
    var data: UInt64
    var version: UInt64
    var geometry: SCISeriesRenderContext.GeometryKey
    var resampling: SCIResamplingMode
    /// The series' count of changes of the settings that shape it.
    var shape: Int
    /// Distinguishes other settings that change the geometry (a y column, a bar width).
    var variant: Double
}

/// Pixel geometry of one series, kept until its data, the layout, the scale or the
/// settings that shape it change. A few entries are kept, so that a series that draws
/// several y columns (a band's two lines) finds each.
final class GeometryCache<Value> {
    typealias Key = GeometryCacheKey

    /// How many geometries are kept, the most recent last.
    static var capacity: Int { 4 }

    // Keys and values apart rather than as tuples, whose copies go through the runtime's
    // generic witnesses: a hit test reads the cache once per tap.
    private var keys: [Key] = []
    private var values: [Value] = []
    /// Times the geometry was computed rather than reused.
    private(set) var misses = 0

    @inline(__always)
    func value(for key: Key, make: () -> Value) -> Value {
        // The most recent first: a frame or a tap reads the geometry it read last.
        if let last = keys.last, last == key { return values[values.count - 1] }
        if let index = keys.lastIndex(of: key) { return values[index] }
        let value = make()
        if keys.count >= Self.capacity {
            keys.removeFirst()
            values.removeFirst()
        }
        keys.append(key)
        values.append(value)
        misses += 1
        return value
    }

    func clear() {
        keys = []
        values = []
    }
}

/// What the surface keeps of one series between frames: a geometry cache per kind of
/// geometry it draws (line pixels, bars, scatter points), and the context of its last hit
/// test.
final class SeriesGeometryStore {
    /// One cache per kind, searched in order: a series draws one to three kinds, so a short
    /// list costs less than hashing.
    private var caches: [(kind: ObjectIdentifier, cache: AnyObject)] = []
    /// The last hit test's context, and the chart generation and scale it is for (kept
    /// apart, so that a tap compares the key without copying the context).
    var hitTestContext: SCISeriesRenderContext?
    var hitTestKey: (generation: UInt64, scale: Double)?

    /// The spatial index of the last drawn geometry of unsorted data that a hit test read,
    /// with the coordinate arrays it indexes (held, so that their storage identifies them).
    private var segmentIndex: (xs: [Double], ys: [Double], index: DrawnSegmentIndex)?
    /// The drawn geometry a hit test read once without an index: a second read indexes it.
    private var scannedOnce: (xs: [Double], ys: [Double])?
    /// The finite x range of the data the last hit test read, by data series and version.
    private var xRange: (seriesId: UInt64, version: UInt64, range: SCIDoubleRange?)?
    /// What the last frame's long line columns emitted, one memo per data and y column.
    private var lineMemos: [LineColumnMemo] = []

    /// The memo of line columns for `key`: the kept one, or a new, empty one that replaces
    /// any kept for the same y column of the same data.
    func lineColumnMemo(for key: LineColumnMemo.Key) -> LineColumnMemo {
        if let kept = lineMemos.first(where: { $0.key == key }) { return kept }
        lineMemos.removeAll { $0.key.seriesId == key.seriesId && $0.key.yColumn == key.yColumn }
        if lineMemos.count >= GeometryCache<SCISeriesPixels>.capacity { lineMemos.removeFirst() }
        let memo = LineColumnMemo(key: key)
        lineMemos.append(memo)
        return memo
    }

    /// The spatial index of `pixels`: the kept one while it is of the same arrays; `nil` the
    /// first time a hit test reads these arrays (building an index costs several full scans,
    /// so geometry redrawn every frame is scanned), a new index the second time.
    func segmentIndex(for pixels: SCISeriesPixels) -> DrawnSegmentIndex? {
        if let kept = segmentIndex, Self.sameStorage(kept.xs, pixels.xs), Self.sameStorage(kept.ys, pixels.ys)
        {
            return kept.index
        }
        guard let scanned = scannedOnce, Self.sameStorage(scanned.xs, pixels.xs),
            Self.sameStorage(scanned.ys, pixels.ys)
        else {
            scannedOnce = (pixels.xs, pixels.ys)
            return nil
        }
        scannedOnce = nil
        let index = DrawnSegmentIndex(xs: pixels.xs, ys: pixels.ys)
        segmentIndex = (pixels.xs, pixels.ys, index)
        return index
    }

    /// The finite x range of `data`, kept until the data change.
    func finiteXRange(of data: SCISeriesDataView) -> SCIDoubleRange? {
        if let kept = xRange, kept.seriesId == data.seriesId, kept.version == data.version {
            return kept.range
        }
        let range = data.withColumn(SCISeriesDataView.x) { ValueScan.finiteRange($0) }
        xRange = (data.seriesId, data.version, range)
        return range
    }

    private static func sameStorage(_ first: [Double], _ second: [Double]) -> Bool {
        first.count == second.count
            && first.withUnsafeBufferPointer { a in
                second.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress }
            }
    }

    /// The cache of geometry of type `Value` (made on first use).
    func cache<Value>(_ type: Value.Type = Value.self) -> GeometryCache<Value> {
        let kind = ObjectIdentifier(Value.self)
        // The kind is the type: no dynamic cast needed.
        for entry in caches where entry.kind == kind {
            return unsafeDowncast(entry.cache, to: GeometryCache<Value>.self)
        }
        let cache = GeometryCache<Value>()
        caches.append((kind, cache))
        return cache
    }
}

extension SeriesGeometryStore {
    /// The geometry for `key` from `store` (a context's): kept from an earlier frame when the
    /// key is the same, made by `make` otherwise, and always made when there is no store.
    /// A static function, so that the closure and the context it reads are not copied.
    @inline(__always)
    static func value<Value>(in store: SeriesGeometryStore?, for key: GeometryCacheKey, make: () -> Value)
        -> Value
    {
        guard let store else { return make() }
        return store.cache(Value.self).value(for: key, make: make)
    }
}
