import Foundation
import Synchronization

/// The data series protocol name SciChart code uses; in this library it names the common
/// base class of ``SCIXyDataSeries`` and ``SCIOhlcDataSeries``.
public typealias ISCIDataSeries = SCIDataSeries

/// The base of every data series: contiguous columns behind a lock.
///
/// A data series is `Sendable`: a producer thread may append while the chart's owner
/// renders. Every read and write takes the series' lock; rendering holds it only while it
/// resamples the visible range. The x values may be unsorted (a slower but correct path is
/// taken); sorted x values make visible-range lookups binary searches.
public class SCIDataSeries: @unchecked Sendable {
    // All mutable state lives in mutexes, which is what makes the class safe to share.
    let storage: Locked<ColumnStore>
    private let name: Locked<String?>
    private let listeners = Locked(DataChangeListeners())
    private let observers = Locked(DataSeriesObservers())
    /// Whether any observer is registered: appends read this and skip the rest when none is.
    private let isObserved = Atomic<Bool>(false)
    /// ``acceptsUnsortedData`` (bit 0), whether unsorted data was reported (bit 1), and
    /// whether it came to a series declared unsorted, which stays quiet (bit 2).
    private let unsortedFlags = Atomic<UInt8>(0)
    /// How many suspensions hold the change notifications back, and whether a change waits.
    let suspension = Locked((depth: 0, changed: false))

    /// A number that identifies this series for as long as the process runs (no other
    /// series, even one made after this one is freed, has it): caches key on it.
    public let seriesId = UniqueNumber.next()

    /// The type of the x values (`.date` values are seconds since 1970).
    public let xType: SCIDataType
    /// The type of the y values.
    public let yType: SCIDataType

    /// The distribution the user declared, if any.
    private let declaredDistribution: ISCIDataDistributionCalculator?

    init(
        xType: SCIDataType, yType: SCIDataType, columnCount: Int, yColumnCount: Int? = nil,
        dataDistributionCalculator: ISCIDataDistributionCalculator? = nil
    ) {
        self.xType = xType
        self.yType = yType
        self.declaredDistribution = dataDistributionCalculator
        self.storage = Locked(ColumnStore(columnCount: columnCount, yColumnCount: yColumnCount))
        self.name = Locked(nil)
    }

    /// Whether x values out of order are expected (default `false`). Series out of order
    /// are drawn either way (lines join points in the order they were appended); without
    /// this flag the first change that puts x values out of order writes one line to
    /// standard error, since it is most often a mistake (a reversed feed, a wrong column).
    public var acceptsUnsortedData: Bool {
        get { unsortedFlags.load(ordering: .relaxed) & 1 != 0 }
        set {
            if newValue {
                unsortedFlags.bitwiseOr(1, ordering: .relaxed)
            } else {
                unsortedFlags.bitwiseAnd(~1, ordering: .relaxed)
            }
        }
    }

    /// How the values are laid out: the calculator given to the initialiser, or one that
    /// measures this series' values when asked (sortedness is known at once; even spacing and
    /// NaN take one pass over the values).
    public var dataDistributionCalculator: ISCIDataDistributionCalculator {
        declaredDistribution ?? MeasuredDistribution(self)
    }

    /// Whether a change put x values out of order unannounced (see ``acceptsUnsortedData``).
    var reportedUnsortedData: Bool { unsortedFlags.load(ordering: .relaxed) & 2 != 0 }

    /// Reports once that x values went out of order, unless the series accepts them.
    private func noteUnsorted() {
        guard unsortedFlags.load(ordering: .relaxed) == 0 else { return }
        // The declaration is read once: later unsorted changes skip its lock.
        if declaredDistribution?.isDataSortedAscending == false {
            unsortedFlags.bitwiseOr(4, ordering: .relaxed)
            return
        }
        guard unsortedFlags.bitwiseOr(2, ordering: .relaxed).oldValue & 2 == 0 else { return }
        let name = seriesName.map { "'\($0)'" } ?? "a data series"
        FileHandle.standardError.write(
            Data(
                "SciChart: \(name) received x values out of order; set acceptsUnsortedData = true if that is meant (it is drawn either way)\n"
                    .utf8))
    }

    /// The name shown in legends and tooltips (default `nil`); a change redraws what shows
    /// names on the charts showing it (not their series, which it does not change).
    public var seriesName: String? {
        get { name.withLock { $0 } }
        set {
            let changed = name.withLock { old -> Bool in
                defer { old = newValue }
                return old != newValue
            }
            if changed {
                for signal in listeners.withLock({ $0.markNameChanged(seriesId) }) { signal.fire() }
            }
        }
    }

    /// A message the chart shows over the series while something is wrong with its data (a
    /// database series' failed read), or `nil` (always, for series held in memory).
    public var statusText: String? { nil }

    /// The number of points.
    public var count: Int { storage.withLock { $0.count } }

    /// Bytes the series' value storage holds, spare capacity included: 8 per value per
    /// column (16 per point for x and y) when appended in bulk.
    public var storageBytes: Int { storage.withLock { $0.allocatedBytes } }

    /// Bytes the series' resampling index holds: made by the first frame that resamples
    /// many points a pixel column of a series of at least 65,536 points with sorted x, kept
    /// current by appends, at most an eighth of the values' bytes; 0 until then.
    public var resamplingIndexBytes: Int { storage.withLock { $0.indexes.bytes } }

    /// Whether there are no points.
    public var isEmpty: Bool { count == 0 }

    /// Whether the x values are finite and in non-decreasing order (the fast path).
    public var isSorted: Bool { storage.withLock { $0.isSorted } }

    /// A number that changes whenever the data changes.
    public var changeCount: UInt64 { storage.withLock { $0.version } }

    /// The most points kept; appending past it drops the oldest (first-in, first-out).
    /// `nil` (the default) keeps every point. Values below 1 read as 1.
    public var fifoCapacity: Int? {
        get { storage.withLock { $0.fifoCapacity } }
        set { mutate(.removed) { $0.fifoCapacity = newValue } }
    }

    /// The min and max of the finite x values, or `nil` when there are none.
    public var xRange: SCIDoubleRange? { storage.withLock { $0.ranges()[0] } }

    /// The min and max of the finite y values (all price columns for OHLC data), or `nil`.
    public var yRange: SCIDoubleRange? {
        storage.withLock { store in Self.yRange(of: &store, in: 0..<store.count, xRange: nil) }
    }

    /// The min and max of the finite y values of the points whose x lies in `xRange`.
    public func yRange(inXRange xRange: SCIDoubleRange) -> SCIDoubleRange? {
        storage.withLock { store in
            let indices = Self.indices(of: store, in: xRange, widened: false)
            return Self.yRange(of: &store, in: indices, xRange: store.isSorted ? nil : xRange)
        }
    }

    /// The points in `range` (the part of it inside the data) as the prices indicators
    /// compute from, read in one look: an OHLC series' bars, an x-y series' values as bars
    /// whose four prices are the value; none for other series.
    package func indicatorBars(in range: Range<Int>) -> [SCIOhlcBar] {
        read { store in indicatorBars(of: store, in: range.clamped(to: 0..<store.count)) }
    }

    /// The bars of the rows appended since `mark` rows had ever been appended (every row
    /// when `mark` is `nil`), in one look with what a follower needs to go on from there: the
    /// new mark, the number of rows the series holds, and whether some of the appended rows
    /// are gone already (a FIFO series dropped them before the follower looked).
    ///
    /// Counting appends, not the sizes of the changes a follower hears, keeps a follower
    /// right when several threads append at once: the changes are heard in any order, after
    /// the series changed again.
    package func indicatorBars(appendedSince mark: UInt64?) -> (
        bars: [SCIOhlcBar], mark: UInt64, count: Int, missed: Bool
    ) {
        read { store in
            var rows = 0..<store.count
            var missed = false
            if let mark {
                let appended = store.appendedRows &- mark
                missed = appended > UInt64(store.count)
                rows = store.count - Int(min(appended, UInt64(store.count)))..<store.count
            }
            return (indicatorBars(of: store, in: rows), store.appendedRows, store.count, missed)
        }
    }

    /// The bars of `rows` of `store` (this series' store, under its lock): none for the base.
    func indicatorBars(of store: ColumnStore, in rows: Range<Int>) -> [SCIOhlcBar] { [] }

    /// The x value at `index`, or `nil` when out of range.
    public func xValue(at index: Int) -> Double? {
        storage.withLock { index >= 0 && index < $0.count ? $0.value(column: 0, at: index) : nil }
    }

    /// A copy of the x values as a typed list (SciChart's `xValues`: `dataSeries.xValues.count`,
    /// `dataSeries.xValues.value(at: 0).toDouble()`, `dataSeries.xValues as! ISCIListDouble`).
    ///
    /// The list is a snapshot, copied in one block: editing it does not change the series (use
    /// the series' `update` and `insert` methods). It is never `nil`; it is declared implicitly
    /// unwrapped because SciChart's code unwraps it (`dataSeries.xValues!`). ``xValuesArray``
    /// gives the same values as an array.
    public var xValues: SCIDoubleValues! { valueList(column: 0) }

    /// A copy of the x values as an array.
    public var xValuesArray: [Double] { storage.withLock { $0.withColumn(0) { Array($0) } } }

    /// A copy of one column as a typed list, in one look and one block copy.
    func valueList(column: Int) -> SCIDoubleValues {
        storage.withLock { store in
            store.withColumn(column) { values in
                let list = SCIDoubleValues(capacity: values.count)
                if let start = values.baseAddress { list.add(start, count: values.count) }
                return list
            }
        }
    }

    /// A copy of the x values of the rows in `range` (the part of it inside the data).
    public func xValues(in range: Range<Int>) -> [Double] {
        column(0, in: range)
    }

    /// A copy of one column's values over the part of `range` inside the data, in one look.
    func column(_ column: Int, in range: Range<Int>) -> [Double] {
        storage.withLock { store in
            let rows = range.clamped(to: 0..<store.count)
            return store.withColumn(column) { Array($0[rows]) }
        }
    }

    /// The index of the point whose x is nearest to `x` (sorted or not), or `nil` when empty.
    public func nearestIndex(toX x: Double) -> Int? {
        storage.withLock { store in
            store.withColumn(0) { xs in ValueScan.nearestIndex(xs, to: x, sorted: store.isSorted) }
        }
    }

    /// Removes the point at `index` (ignored when out of range).
    public func remove(at index: Int) {
        mutate(.removed, at: index) { $0.remove(at: index) }
    }

    /// Removes `count` points from `start`: the part of the range inside the data (a negative
    /// `start` removes fewer points, a negative or zero `count` none).
    public func removeRange(start: Int, count: Int) {
        mutate(.removed, at: start) { $0.remove(start: start, length: count) }
    }

    /// Makes room for `count` points in all, so appends up to that many never reallocate
    /// and the storage holds exactly 8 bytes per value. Without it, repeated appends grow
    /// the storage geometrically (up to twice what is used; untouched capacity costs no
    /// physical memory).
    public func reserveCapacity(_ count: Int) {
        storage.withLock { $0.reserveCapacity(count) }
    }

    /// Removes every point. The storage stays for the points appended next, so a chart that
    /// clears and refills its series each frame neither allocates nor faults in new memory.
    /// A bulk append straight after the clear lets the storage go when it needs less than
    /// half of it; otherwise it stays until the series is freed, or until
    /// ``clear(keepingCapacity:)`` lets it go.
    public func clear() {
        clear(keepingCapacity: true)
    }

    /// Removes every point; without `keepingCapacity` the storage goes at once, for a series
    /// emptied for good after holding many points (``clear()`` keeps it for a refill).
    public func clear(keepingCapacity: Bool) {
        mutate(.cleared) { $0.removeAll(keepingCapacity: keepingCapacity) }
    }

    /// Reads the store under the lock.
    func read<R>(_ body: (inout ColumnStore) throws -> R) rethrows -> R {
        try storage.withLock { try body(&$0) }
    }

    /// Changes the store under the lock, then tells the observers what changed and the
    /// surfaces showing the series (after the lock is released, so both may read the
    /// series). `kind` says what the change does; `index` is the row an update or an insert
    /// touches, or the first row a removal removes.
    func mutate<R>(
        _ kind: SCIDataSeriesUpdate.Kind, at index: Int = 0, _ body: (inout ColumnStore) throws -> R
    )
        rethrows -> R
    {
        guard isObserved.load(ordering: .relaxed) else {
            let (result, sorted) = try storage.withLock { store in (try body(&store), store.isSorted) }
            if !sorted { noteUnsorted() }
            notifyChanged()
            return result
        }
        let (result, update, sorted) = try storage.withLock { store in
            let before = (count: store.count, appended: store.appendedRows)
            let result = try body(&store)
            return (result, Self.update(kind, at: index, before: before, after: store), store.isSorted)
        }
        if !sorted { noteUnsorted() }
        if let update {
            for observer in observers.withLock({ $0.all }) { observer(self, update) }
        }
        notifyChanged()
        return result
    }

    /// The update a change of `kind` made, from the store before and after it; `nil` when it
    /// changed nothing an observer could see.
    private static func update(
        _ kind: SCIDataSeriesUpdate.Kind, at index: Int, before: (count: Int, appended: UInt64),
        after: ColumnStore
    ) -> SCIDataSeriesUpdate? {
        switch kind {
        case .appended:
            let appended = Int(clamping: after.appendedRows &- before.appended)
            let kept = min(appended, after.count)
            let dropped = before.count + appended - after.count
            guard appended > 0 || dropped > 0 else { return nil }
            return SCIDataSeriesUpdate(
                kind: .appended, startIndex: after.count - kept, count: kept, droppedRows: dropped)
        case .updated:
            guard index >= 0, index < after.count else { return nil }
            return SCIDataSeriesUpdate(kind: .updated, startIndex: index, count: 1)
        case .inserted:
            let inserted = after.count - before.count
            guard inserted > 0 else { return nil }
            return SCIDataSeriesUpdate(
                kind: .inserted, startIndex: min(max(index, 0), before.count), count: inserted)
        case .removed:
            let removed = before.count - after.count
            guard removed > 0 else { return nil }
            return SCIDataSeriesUpdate(
                kind: .removed, startIndex: min(max(index, 0), after.count), count: removed)
        case .cleared:
            guard before.count > 0 else { return nil }
            return SCIDataSeriesUpdate(kind: .cleared, startIndex: 0, count: before.count)
        }
    }

    /// Calls `observer` after each change of the series, on the thread that made it, before
    /// the changing call returns; returns a token for ``removeObserver(_:)``.
    ///
    /// An observer must not change this series (it may read it, and change others). When
    /// several threads change one series at once, each observer hears every change, in an
    /// order that may differ from the order the changes were made in.
    @discardableResult
    public func addObserver(_ observer: @escaping SCIDataSeriesObserver) -> Int {
        observers.withLock { list in
            defer { isObserved.store(true, ordering: .relaxed) }
            return list.add(observer)
        }
    }

    /// Stops calling the observer that ``addObserver(_:)`` returned `token` for.
    public func removeObserver(_ token: Int) {
        observers.withLock { list in
            list.remove(token)
            isObserved.store(!list.isEmpty, ordering: .relaxed)
        }
    }

    func notifyChanged() {
        let held = suspension.withLock { state -> Bool in
            if state.depth > 0 { state.changed = true }
            return state.depth > 0
        }
        guard !held else { return }
        for signal in markListenersChanged() { signal.fire() }
    }

    /// Marks the surfaces showing the series changed; returns those to tell.
    func markListenersChanged() -> [DataChangeSignal] {
        listeners.withLock { $0.markChanged() }
    }

    /// Starts telling `signal` about changes.
    func addListener(_ signal: DataChangeSignal) {
        listeners.withLock { $0.add(signal) }
    }

    /// Stops telling `signal` about changes.
    func removeListener(_ signal: DataChangeSignal) {
        listeners.withLock { $0.remove(signal) }
    }

    /// The indices of the points with x in `range`; sorted data also get one neighbour on
    /// each side when `widened`. Unsorted data give every index.
    static func indices(of store: ColumnStore, in range: SCIDoubleRange, widened: Bool) -> Range<Int> {
        guard store.isSorted else { return 0..<store.count }
        return store.withColumn(0) { xs in
            if widened { return ValueScan.visibleIndices(xs, in: range) }
            let lower = ValueScan.lowerBound(xs, range.min)
            return lower..<max(lower, ValueScan.upperBound(xs, range.max))
        }
    }

    /// The y range over `indices` of every y column; with `xRange`, only points whose x is
    /// inside it count (the unsorted path). Every index of the store at once reads the
    /// cached whole-data ranges instead of scanning.
    static func yRange(of store: inout ColumnStore, in indices: Range<Int>, xRange: SCIDoubleRange?)
        -> SCIDoubleRange?
    {
        let everything =
            indices.lowerBound <= 0 && indices.upperBound >= store.count
            && (xRange == nil
                || store.ranges()[0].map { xRange!.contains($0.min) && xRange!.contains($0.max) } == true)
        if everything {
            return store.ranges()[store.yColumns].compactMap { $0 }.reduce(nil) { partial, range in
                partial.map { $0.union(range) } ?? range
            }
        }
        var result: SCIDoubleRange?
        for column in store.yColumns {
            guard let xRange else {
                if let range = store.finiteRange(column: column, in: indices) {
                    result = result.map { $0.union(range) } ?? range
                }
                continue
            }
            let range: SCIDoubleRange? = store.withColumn(column) { ys in
                store.withColumn(0) { xs in
                    var low = Double.infinity
                    var high = -Double.infinity
                    for index in indices where xRange.contains(xs[index]) && ys[index].isFinite {
                        low = min(low, ys[index])
                        high = max(high, ys[index])
                    }
                    return low <= high ? SCIDoubleRange(min: low, max: high) : nil
                }
            }
            if let range { result = result.map { $0.union(range) } ?? range }
        }
        return result
    }
}
