import Dispatch
import Foundation

/// A series of (x, y) points that live in a database (or any ``ISCIPointStore``), of any
/// size: each frame draws the M4 of its viewport (the first, lowest, highest and last point
/// of each device-pixel column, and the rows just outside the range), read from the store's
/// block levels where the points are stored.
///
/// ```swift
/// let store = try SCISQLitePointStore(path: "ticks.db", table: "ticks")
/// let series = SCIDatabaseXyDataSeries(store: store)
/// line.dataSeries = series
/// ```
///
/// Reads run on a background queue of the series: when the viewport moves, the read under
/// way is cancelled; the points of the level above show as soon as they are read and the
/// exact ones replace them when they land; blocks already read stay cached (up to a memory
/// budget), so panning back over a range reads nothing again. A finished read is handed over
/// when the surface next lays out, on its owner thread (the GTK view's main loop): between
/// two frames the series' points are those the last frame drew, which is what hit tests,
/// the rollover, the legend and the accessibility description read. A failed read shows a
/// message in the chart, keeps the last points, and is tried again after 0.5 s, then 1, 2,
/// 4 ... up to 30 s.
///
/// The in-memory points (``SCIDataSeries/count``, ``SCIDataSeries/xValues``) are the view's; ``storedCount`` is the
/// number of stored rows, and ``xRange`` and ``yRange`` are those of every stored row. To run
/// an indicator, hand a range over as an in-memory series with ``points(inXRange:limit:)``.
public final class SCIDatabaseXyDataSeries: SCIDataSeries, @unchecked Sendable {
    /// Where the points live.
    public let store: any ISCIPointStore
    let cache: BlockCache
    private let queue: DispatchQueue
    private let state = Locked(FetchState())
    /// Signalled whenever a read ends, for those waiting on one (an export).
    private let landed = NSCondition()

    struct FetchState {
        var summary: SCIPointStoreSummary?
        /// The viewport the last layout asked for, and a number that changes with it.
        var wanted: M4Request?
        var generation: UInt64 = 0
        /// The viewport the in-memory points answer, and whether exactly.
        var shown: M4Request?
        var shownExact = false
        /// A read that landed and waits for the owner thread.
        var pending: M4Result?
        /// Whether the queue has a read to run (another is not queued while one is).
        var isQueued = false
        var isReading = false
        var failure: String?
        var retryDelay = 0.0
        var rowsInView: Int64 = 0
        var lastReadSeconds: Double?
        var gaveUp = false
        /// The columns of the last exact result, which a pan by whole columns reuses.
        var lastColumns: M4Columns?
        /// The viewport to read the neighbours of, and whether such a read is queued.
        var prefetchWanted: M4Request?
        var isPrefetchQueued = false
        var isPrefetching = false
        /// The x range whose blocks the last prefetch read, at its columns' width.
        var prefetched: M4Request?
    }

    /// A series reading from `store`; the first read (what the store holds) starts at once.
    public init(store: any ISCIPointStore, xType: SCIDataType = .double, yType: SCIDataType = .double) {
        self.store = store
        cache = BlockCache()
        queue = DispatchQueue(label: "SCIDatabaseXyDataSeries.read", qos: .userInitiated)
        super.init(xType: xType, yType: yType, columnCount: 2)
        seriesName = store.displayName
        scheduleRead()
    }

    /// The number of stored rows, or `nil` until the store has answered.
    public var storedCount: Int64? { state.withLock { $0.summary?.count } }

    /// The stored rows whose x lies in the range the last frame drew.
    public var pointsInView: Int64 { state.withLock { $0.rowsInView } }

    /// How long the last read took, in seconds.
    public var lastReadSeconds: Double? { state.withLock { $0.lastReadSeconds } }

    /// Whether a read is queued, running or waiting for the next layout.
    public var isReading: Bool {
        state.withLock { $0.isQueued || $0.isReading || $0.pending != nil }
    }

    /// The message the chart shows over the series: why the last read failed, or that an
    /// export stopped waiting for one; `nil` when all is well.
    public override var statusText: String? {
        state.withLock { state in
            if let failure = state.failure { return "\(store.displayName): \(failure)" }
            if state.gaveUp {
                return "\(store.displayName): still reading; this picture shows coarser points"
            }
            return nil
        }
    }

    /// The y values of the points the last frame drew (NaN for a gap), in the order of
    /// ``SCIDataSeries/xValues``, as a typed list.
    public var yValues: SCIDoubleValues! { valueList(column: 1) }

    /// The y values of the points the last frame drew, as an array.
    public var yValuesArray: [Double] { column(1, in: 0..<count) }

    /// The x of the first and last stored rows.
    public override var xRange: SCIDoubleRange? { state.withLock { $0.summary?.xRange } }

    /// The lowest and highest finite stored y.
    public override var yRange: SCIDoubleRange? { state.withLock { $0.summary?.yRange } }

    // MARK: - The owner thread's side

    /// Called by the surface on its owner thread when it lays out: hands over a read that
    /// landed, and asks for `request` when it differs from what is shown. Answers from the
    /// cache at once when it can (exactly, else the level above); otherwise reads in the
    /// background. Returns whether the in-memory points changed.
    func prepare(_ request: M4Request) -> Bool {
        var changed = false
        let (handOver, summary, isNew) = state.withLock { state -> (M4Result?, SCIPointStoreSummary?, Bool) in
            let pending = state.pending
            state.pending = nil
            let isNew = state.wanted != request
            if isNew {
                state.wanted = request
                state.generation &+= 1
                state.gaveUp = false
            }
            return (pending, state.summary, isNew)
        }
        let known = state.withLock { $0.lastColumns }
        if let handOver, handOver.request == request { changed = apply(handOver) }
        guard isNew else { return changed }
        guard let summary else {
            scheduleRead()
            return changed
        }
        var source = BlockSource(summary: summary, cache: cache, store: nil)
        if let exact = try? M4Resolver.resolve(request, from: &source, known: known) {
            changed = apply(exact) || changed
            prefetchIfNeeded(around: request)
            return changed
        }
        // The blocks were read, and are gone from the cache: read them again after this read.
        state.withLock { $0.prefetched = nil }
        let target = M4Resolver.level(for: request, summary: summary)
        if target < summary.levels,
            let kept = try? M4Resolver.walk(to: target + 1, request: request, from: &source)
        {
            changed =
                apply(M4Resolver.coarseResult(request, kept, level: target + 1, version: summary.version))
                || changed
        }
        scheduleRead()
        return changed
    }

    /// Puts `result`'s points in memory, unless exact points of the same viewport are there.
    private func apply(_ result: M4Result) -> Bool {
        let take = state.withLock { state -> Bool in
            // A result of the points before the store changed is not shown, nor reused.
            guard result.version == state.summary?.version else { return false }
            if !result.isExact, state.shown == result.request, state.shownExact { return false }
            state.shown = result.request
            state.shownExact = result.isExact
            state.rowsInView = result.rowsInView
            if let columns = result.columns { state.lastColumns = columns }
            return true
        }
        guard take else { return false }
        let xs = result.points.map(\.x)
        let ys = result.points.map(\.y)
        read { store in
            store.removeAll()
            store.append(columns: [xs, ys])
        }
        return true
    }

    // MARK: - The background side

    private func scheduleRead(after delay: Double = 0) {
        let schedule = state.withLock { state -> Bool in
            guard !state.isQueued else { return false }
            state.isQueued = true
            return true
        }
        guard schedule else { return }
        let work: @Sendable () -> Void = { [weak self] in self?.runRead() }
        if delay > 0 {
            queue.asyncAfter(deadline: .now() + delay, execute: work)
        } else {
            queue.async(execute: work)
        }
    }

    /// Reads what the store holds (again, to see whether it changed), then the wanted
    /// viewport; hands each result over for the next layout.
    private func runRead() {
        let (request, generation) = state.withLock { state -> (M4Request?, UInt64) in
            state.isQueued = false
            state.isReading = true
            return (state.wanted, state.generation)
        }
        let started = DispatchTime.now()
        defer { finishRead() }
        do {
            let summary = try store.summary()
            let changed = state.withLock { state -> Bool in
                defer { state.summary = summary }
                return state.summary != summary
            }
            if changed {
                cache.removeAll()
                state.withLock { state in
                    state.shown = nil
                    state.lastColumns = nil
                    state.prefetched = nil
                }
            }
            let (isShown, known) = state.withLock { ($0.shown == request && $0.shownExact, $0.lastColumns) }
            guard let request, !isShown else {
                succeed(changed: changed)
                return
            }
            let isCancelled: @Sendable () -> Bool = { [weak self] in
                self?.state.withLock { $0.generation != generation } ?? true
            }
            var source = BlockSource(
                summary: summary, cache: cache, store: store, isCancelled: isCancelled, isParallel: true)
            let result = try M4Resolver.resolve(request, from: &source, known: known) { [weak self] coarse in
                self?.handOver(coarse, generation: generation)
            }
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
            state.withLock { $0.lastReadSeconds = seconds }
            handOver(result, generation: generation)
            succeed(changed: false)
            prefetchIfNeeded(around: request)
        } catch SCIPointStoreError.cancelled {
            // A newer viewport's read is queued.
        } catch {
            fail(error)
        }
    }

    private func handOver(_ result: M4Result, generation: UInt64) {
        let taken = state.withLock { state -> Bool in
            guard state.generation == generation else { return false }
            if !result.isExact, state.pending?.isExact == true { return false }
            state.pending = result
            return true
        }
        guard taken else { return }
        signalLanded()
        notifyChanged()
    }

    /// Wakes those waiting in ``waitForReads(until:)``.
    private func signalLanded() {
        landed.lock()
        landed.broadcast()
        landed.unlock()
    }

    private func succeed(changed: Bool) {
        let cleared = state.withLock { state -> Bool in
            defer {
                state.failure = nil
                state.retryDelay = 0
            }
            return state.failure != nil
        }
        if cleared || changed { notifyChanged() }
    }

    private func fail(_ error: any Error) {
        let text = (error as? SCIPointStoreError)?.description ?? "the read failed"
        let delay = state.withLock { state -> Double in
            state.failure = text
            state.retryDelay = min(max(state.retryDelay * 2, 0.5), 30)
            return state.retryDelay
        }
        notifyChanged()
        scheduleRead(after: delay)
    }

    private func finishRead() {
        let again = state.withLock { state -> Bool in
            state.isReading = false
            // A viewport asked for while this read ran is read next.
            return state.failure == nil && state.wanted != nil && state.wanted != state.pending?.request
                && state.wanted != state.shown
        }
        signalLanded()
        if again { scheduleRead() }
    }

    /// Reads, in the background, the blocks of the views a width to each side of `request`
    /// on its grid of columns, unless the last such read covers `request` with half a width
    /// to spare: pans by whole pixels then find every block they split cached, and are
    /// answered within the layout. While one such read is queued or running, the newest
    /// `request` waits for it to end (a drag asks on every frame, and restarting would never
    /// finish).
    private func prefetchIfNeeded(around request: M4Request) {
        guard request.range.max > request.range.min else { return }
        let schedule = state.withLock { state -> Bool in
            if Self.covers(state.prefetched, request) { return false }
            state.prefetchWanted = request
            guard !state.isPrefetchQueued, !state.isPrefetching else { return false }
            state.isPrefetchQueued = true
            return true
        }
        if schedule { schedulePrefetch() }
    }

    /// Whether a read ahead that covered `done` holds what pans from `request` need soon.
    private static func covers(_ done: M4Request?, _ request: M4Request) -> Bool {
        guard let done, done.columns == request.columns else { return false }
        let width = request.range.max - request.range.min
        return abs((done.range.max - done.range.min) - 3 * width) <= width * 1e-9
            && request.range.min - width / 2 >= done.range.min
            && request.range.max + width / 2 <= done.range.max
    }

    /// The views a width to each side of the wanted one, to resolve from the cache and the
    /// store: a read asked for meanwhile stops it (the queue runs one at a time, and a read
    /// comes first), and so does the series going away.
    private struct Prefetch {
        let request: M4Request
        let summary: SCIPointStoreSummary
        let cache: BlockCache
        let store: any ISCIPointStore
        let isCancelled: @Sendable () -> Bool

        /// Whether both views were resolved.
        func run() -> Bool {
            let width = request.range.max - request.range.min
            guard width > 0, width.isFinite else { return false }
            for side in [-1.0, 1.0] {
                let shifted = M4Request(
                    range: SCIDoubleRange(
                        min: request.range.min + side * width, max: request.range.max + side * width),
                    columns: request.columns)
                var source = BlockSource(
                    summary: summary, cache: cache, store: store, isCancelled: isCancelled)
                guard (try? M4Resolver.resolve(shifted, from: &source)) != nil else { return false }
            }
            return true
        }

        /// The x range whose blocks a finished prefetch read.
        var covered: M4Request {
            let width = request.range.max - request.range.min
            return M4Request(
                range: SCIDoubleRange(min: request.range.min - width, max: request.range.max + width),
                columns: request.columns)
        }
    }

    private func schedulePrefetch() {
        // Weak while it runs: a series no longer shown stops reading.
        queue.async { [weak self] in
            guard let prefetch = self?.takePrefetch() else { return }
            let finished = prefetch.run()
            // When the view moved on meanwhile, the newest view's sides are read next. One
            // that failed or was stopped is not tried again here: the next read or frame asks.
            let again = self?.state.withLock { state -> Bool in
                state.isPrefetching = false
                guard finished else { return false }
                state.prefetched = prefetch.covered
                guard let wanted = state.prefetchWanted, !Self.covers(state.prefetched, wanted),
                    !state.isPrefetchQueued
                else { return false }
                state.isPrefetchQueued = true
                return true
            }
            if again == true { self?.schedulePrefetch() }
        }
    }

    private func takePrefetch() -> Prefetch? {
        let (wanted, summary) = state.withLock { state -> (M4Request?, SCIPointStoreSummary?) in
            state.isPrefetchQueued = false
            state.isPrefetching = state.prefetchWanted != nil && state.summary != nil
            return (state.prefetchWanted, state.summary)
        }
        guard let wanted, let summary else { return nil }
        return Prefetch(
            request: wanted, summary: summary, cache: cache, store: store,
            isCancelled: { [weak self] in
                self?.state.withLock { $0.isQueued } ?? true
            })
    }

    // MARK: - Waiting, for exports

    /// Waits until no read is under way, a result waits for the next layout (the level above
    /// lands first: laying it out may change the columns the exact read should have), or
    /// `deadline` passes.
    func waitForReads(until deadline: Date) {
        landed.lock()
        defer { landed.unlock() }
        while state.withLock({ ($0.isQueued || $0.isReading) && $0.pending == nil }) {
            guard landed.wait(until: deadline) else { break }
        }
    }

    /// Whether a read landed and waits for the next layout.
    var hasPendingResult: Bool { state.withLock { $0.pending != nil } }

    /// Whether blocks beside the view are being read ahead of pans.
    var isPrefetching: Bool { state.withLock { $0.isPrefetchQueued || $0.isPrefetching } }

    /// Whether the in-memory points are the exact answer to the last viewport asked for.
    var isSettled: Bool {
        state.withLock { state in
            // A failure is drawn as it is: waiting would not change the picture.
            state.failure != nil
                || (state.pending == nil && !state.isQueued && !state.isReading && state.wanted != nil
                    && state.shown == state.wanted && state.shownExact)
        }
    }

    /// Marks that an export stopped waiting for a read (the picture says so), or clears it.
    func noteGaveUp(_ gaveUp: Bool) {
        let changed = state.withLock { state -> Bool in
            defer { state.gaveUp = gaveUp }
            return state.gaveUp != gaveUp
        }
        if changed { notifyChanged() }
    }

    // MARK: - Handing points over

    /// The stored points with x in `xRange`, read now (on the calling thread), as an
    /// in-memory series: the data indicators and other in-memory tools take. Throws when the
    /// store fails, or ``SCIPointStoreError/query(_:)`` when more than `limit` rows lie in
    /// the range.
    public func points(inXRange xRange: SCIDoubleRange, limit: Int = 10_000_000) throws -> SCIXyDataSeries {
        let summary = try state.withLock({ $0.summary }) ?? store.summary()
        let request = M4Request(range: xRange, columns: 1)
        var source = BlockSource(summary: summary, cache: BlockCache(budget: 1 << 20), store: store)
        let blocks = try M4Resolver.walk(to: 0, request: request, from: &source)
        let rows = blocks.all.filter { $0.firstX >= xRange.min && $0.firstX <= xRange.max }
        guard rows.count <= limit else {
            throw SCIPointStoreError.query(
                "\(rows.count) rows lie in the range, more than the limit of \(limit)")
        }
        let series = SCIXyDataSeries(xType: xType, yType: yType)
        series.seriesName = seriesName
        series.append(x: rows.map(\.firstX), y: rows.map { $0.first?.y ?? .nan })
        return series
    }
}
