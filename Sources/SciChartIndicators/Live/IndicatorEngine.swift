import SciChart

/// Keeps an indicator's output series equal to its kernel run over its source series, one
/// source change at a time: appended bars are computed from the kernel's state (a live
/// chart pays per new bar), an update of the last bar is recomputed from the state saved
/// before it, and any other change (an earlier bar updated, bars inserted or removed)
/// recomputes everything.
///
/// An engine of one source follows its appends by the count of rows ever appended, read in
/// one look with the rows (``SCIDataSeries/indicatorBars(appendedSince:)``), not by the sizes
/// of the changes it hears: when several threads append at once, the changes are heard in any
/// order and after the series changed again, and a FIFO source's drops would otherwise skip one
/// bar and compute another twice.
final class IndicatorEngine<Kernel: IndicatorKernel>: Sendable {
    /// What one look at a single source gives: the rows appended since a mark (every row
    /// without one), the new mark, the number of rows held, and whether appended rows were
    /// dropped before the look.
    typealias Appended = (rows: [IndicatorRow], mark: UInt64, count: Int, missed: Bool)

    private struct State: Sendable {
        /// The kernel after every bar computed but the last.
        var beforeLast: StartedKernel<Kernel>
        /// The kernel after every bar computed.
        var current: StartedKernel<Kernel>
        /// How many bars the outputs hold.
        var computed = 0
        /// How many rows the single source had ever been appended when last looked at.
        var mark: UInt64 = 0
    }

    private let fresh: Kernel
    private let outputCount: Int
    private let rows: @Sendable (Range<Int>) -> [IndicatorRow]
    private let rowCount: @Sendable () -> Int
    /// Whether rows dropped from the front of the source drop the same rows of the outputs
    /// (one source, whose FIFO capacity the outputs share); with two sources, a drop
    /// recomputes.
    private let followsDrops: Bool
    /// The FIFO capacity the outputs take (the source's), read at each full recompute.
    private let fifoCapacity: @Sendable () -> Int?
    /// A single source's rows appended since a mark, in one look; `nil` with two sources.
    private let appended: (@Sendable (UInt64?) -> Appended)?
    let outputs: [SCIXyDataSeries]
    private let state: Locked<State>

    /// An engine writing `outputs` (one per kernel output used) from the rows `rows` reads;
    /// `rowCount` says how many there are; `appended`, for a single source, reads the rows
    /// appended since a mark. It computes nothing until ``recomputeAll()``: its owner follows
    /// the sources first, so that no change between the two is missed.
    init(
        kernel: Kernel, outputs: [SCIXyDataSeries], followsDrops: Bool,
        fifoCapacity: @escaping @Sendable () -> Int?, rowCount: @escaping @Sendable () -> Int,
        rows: @escaping @Sendable (Range<Int>) -> [IndicatorRow],
        appended: (@Sendable (UInt64?) -> Appended)? = nil
    ) {
        self.appended = appended
        self.fifoCapacity = fifoCapacity
        fresh = kernel
        self.followsDrops = followsDrops
        outputCount = outputs.count
        self.outputs = outputs
        self.rows = rows
        self.rowCount = rowCount
        state = Locked(State(beforeLast: StartedKernel(kernel), current: StartedKernel(kernel)))
    }

    /// Brings the outputs up to date after `update` of a source.
    func sourceChanged(_ update: SCIDataSeriesUpdate) {
        state.withLock { state in
            switch update.kind {
            case .appended where appended != nil:
                followAppends(&state)
            case .appended
            where update.droppedRows == 0 || followsDrops && update.droppedRows <= state.computed:
                state.computed -= update.droppedRows
                computeNew(&state)
            case .updated where update.startIndex >= state.computed:
                break
            case .updated where update.startIndex == state.computed - 1:
                recomputeLast(&state)
            default:
                recompute(&state)
            }
        }
    }

    /// Computes everything again (after a change the engine cannot follow bar by bar).
    func recomputeAll() {
        state.withLock { recompute(&$0) }
    }

    private func recompute(_ state: inout State) {
        var mark: UInt64 = 0
        let all: [IndicatorRow]
        if let appended {
            let look = appended(nil)
            all = look.rows
            mark = look.mark
        } else {
            all = rows(0..<rowCount())
        }
        var kernel = StartedKernel(fresh)
        var beforeLast = kernel
        var values = Array(repeating: [Double](repeating: .nan, count: all.count), count: outputCount)
        for (index, row) in all.enumerated() {
            if index == all.count - 1 { beforeLast = kernel }
            let next = kernel.next(row)
            for output in 0..<outputCount { values[output][index] = next[output] }
        }
        state = State(beforeLast: beforeLast, current: kernel, computed: all.count, mark: mark)
        let xs = all.map(\.x)
        let capacity = fifoCapacity()
        for (output, series) in outputs.enumerated() {
            SCIUpdateSuspender.usingWith(series) {
                if series.fifoCapacity != capacity { series.fifoCapacity = capacity }
                series.clear()
                series.append(x: xs, y: values[output])
            }
        }
    }

    /// Computes the rows a single source had appended since the engine last looked; when some
    /// were dropped before it looked (a FIFO source that moved on), everything again.
    private func followAppends(_ state: inout State) {
        guard let look = appended?(state.mark) else { return }
        guard !look.missed else { return recompute(&state) }
        state.mark = look.mark
        append(look.rows, &state)
        state.computed = look.count
    }

    private func computeNew(_ state: inout State) {
        let count = rowCount()
        guard count > state.computed else { return }
        append(rows(state.computed..<count), &state)
    }

    /// Steps the kernel over `new` rows and appends their values to the outputs.
    private func append(_ new: [IndicatorRow], _ state: inout State) {
        guard !new.isEmpty else { return }
        var values = Array(repeating: [Double](), count: outputCount)
        for output in 0..<outputCount { values[output].reserveCapacity(new.count) }
        for (index, row) in new.enumerated() {
            if index == new.count - 1 { state.beforeLast = state.current }
            let next = state.current.next(row)
            for output in 0..<outputCount { values[output].append(next[output]) }
        }
        state.computed += new.count
        if new.count == 1 {
            for (output, series) in outputs.enumerated() { series.append(x: new[0].x, y: values[output][0]) }
        } else {
            let xs = new.map(\.x)
            for (output, series) in outputs.enumerated() { series.append(x: xs, y: values[output]) }
        }
    }

    private func recomputeLast(_ state: inout State) {
        let last = state.computed - 1
        guard let row = rows(last..<last + 1).first else { return recompute(&state) }
        state.current = state.beforeLast
        let next = state.current.next(row)
        for (output, series) in outputs.enumerated() { series.update(x: row.x, y: next[output], at: last) }
    }
}
