import SciChart

/// Keeps an indicator's output series equal to its kernel run over its source series, one
/// source change at a time: appended bars are computed from the kernel's state (a live
/// chart pays per new bar), an update of the last bar is recomputed from the state saved
/// before it, and any other change (an earlier bar updated, bars inserted or removed)
/// recomputes everything.
final class IndicatorEngine<Kernel: IndicatorKernel>: Sendable {
    private struct State: Sendable {
        /// The kernel after every bar computed but the last.
        var beforeLast: StartedKernel<Kernel>
        /// The kernel after every bar computed.
        var current: StartedKernel<Kernel>
        /// How many bars the outputs hold.
        var computed = 0
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
    let outputs: [SCIXyDataSeries]
    private let state: Locked<State>

    /// An engine writing `outputs` (one per kernel output used) from the rows `rows` reads;
    /// `rowCount` says how many there are.
    init(
        kernel: Kernel, outputs: [SCIXyDataSeries], followsDrops: Bool,
        fifoCapacity: @escaping @Sendable () -> Int?, rowCount: @escaping @Sendable () -> Int,
        rows: @escaping @Sendable (Range<Int>) -> [IndicatorRow]
    ) {
        self.fifoCapacity = fifoCapacity
        fresh = kernel
        self.followsDrops = followsDrops
        outputCount = outputs.count
        self.outputs = outputs
        self.rows = rows
        self.rowCount = rowCount
        state = Locked(State(beforeLast: StartedKernel(kernel), current: StartedKernel(kernel)))
        recomputeAll()
    }

    /// Brings the outputs up to date after `update` of a source.
    func sourceChanged(_ update: SCIDataSeriesUpdate) {
        state.withLock { state in
            switch update.kind {
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
        let all = rows(0..<rowCount())
        var kernel = StartedKernel(fresh)
        var beforeLast = kernel
        var values = Array(repeating: [Double](repeating: .nan, count: all.count), count: outputCount)
        for (index, row) in all.enumerated() {
            if index == all.count - 1 { beforeLast = kernel }
            let next = kernel.next(row)
            for output in 0..<outputCount { values[output][index] = next[output] }
        }
        state = State(beforeLast: beforeLast, current: kernel, computed: all.count)
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

    private func computeNew(_ state: inout State) {
        let count = rowCount()
        guard count > state.computed else { return }
        let new = rows(state.computed..<count)
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
