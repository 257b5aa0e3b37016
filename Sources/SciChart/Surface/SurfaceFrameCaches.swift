/// What a surface keeps between frames: the caches of what its frames computed, owned by
/// the surface rather than by its models, so drawing a frame changes no model.
///
/// Entries are keyed by identities that are never reused (``SCIRenderableSeriesBase/renderableSeriesId``,
/// ``SCIDataSeries/seriesId``), and a series' entries go when it leaves the surface.
final class SurfaceFrameCaches {
    /// The last chart layer built, for the chart generation and scale it was built for.
    var chartLayer: (generation: UInt64, scale: Double, list: SCIDisplayList)?
    /// The device scale of the last frame drawn: hit tests read that frame's geometry.
    var drawScale = 1.0
    /// Each series' pixel geometry and last hit-test context.
    private var geometry: [UInt64: SeriesGeometryStore] = [:]
    /// The bars of category axes, by data series: copies brought up to date at each layout.
    private var categoryBars: [UInt64: CategoryBars] = [:]
    /// What was measured of the data drawn against each axis (the decimals and spacing of its
    /// values), by a key naming the axis and the measure, for one chart generation.
    private var axisMeasures: (generation: UInt64, values: [String: Double?]) = (0, [:])
    /// How many axis measures were worked out (not found kept), since the surface was made.
    private(set) var axisMeasuresTaken = 0

    /// The measure `key` in chart generation `generation`: what `measure` gave the first time
    /// it was asked in that generation.
    func axisMeasure(_ key: String, generation: UInt64, measure: () -> Double?) -> Double? {
        if axisMeasures.generation != generation { axisMeasures = (generation, [:]) }
        if let known = axisMeasures.values[key] { return known }
        let measured = measure()
        axisMeasuresTaken += 1
        axisMeasures.values[key] = measured
        return measured
    }

    /// The geometry caches of `series` (made on first use).
    func geometry(for series: SCIRenderableSeriesBase) -> SeriesGeometryStore {
        let id = series.renderableSeriesId
        // Taps test the same series again and again: the last store found is kept at hand.
        if let last, last.id == id { return last.store }
        let store = geometry[id] ?? SeriesGeometryStore()
        geometry[id] = store
        last = (id, store)
        return store
    }

    /// The store `geometry(for:)` found last.
    private var last: (id: UInt64, store: SeriesGeometryStore)?

    /// The hit-test context of `series` for this chart generation and scale, made by `make`
    /// when the last one was for another.
    @inline(__always)
    func hitTestContext(
        for series: SCIRenderableSeriesBase, generation: UInt64, scale: Double,
        make: (SeriesGeometryStore) -> SCISeriesRenderContext?
    ) -> SCISeriesRenderContext? {
        let store = geometry(for: series)
        if let key = store.hitTestKey, key.generation == generation, key.scale == scale {
            return store.hitTestContext
        }
        store.hitTestContext = make(store)
        store.hitTestKey = (generation, scale)
        return store.hitTestContext
    }

    /// Drops what was kept for `series` (it left the surface).
    func forget(_ series: SCIRenderableSeriesBase) {
        geometry[series.renderableSeriesId] = nil
        if last?.id == series.renderableSeriesId { last = nil }
    }

    /// The bars of `data` now: the kept copy, brought up to date (in place when only the
    /// cache holds it), or a new one.
    func bars(of data: SCIDataSeries) -> CategoryBars {
        var bars = categoryBars.removeValue(forKey: data.seriesId) ?? CategoryBars(copying: data)
        bars.update(from: data)
        categoryBars[data.seriesId] = bars
        return bars
    }

    /// Keeps only the bars of the data series in `used`.
    func keepBars(of used: Set<UInt64>) {
        guard categoryBars.count > used.count else { return }
        categoryBars = categoryBars.filter { used.contains($0.key) }
    }
}
