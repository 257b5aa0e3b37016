import SciChart

/// A store's connection behind its lock, and the protocol's questions answered through it:
/// what both stores hold, so each of their methods is one call.
struct LockedReader<Runner: PointQueryRunner>: Sendable {
    private let state: Locked<ReaderState<Runner>>
    private let reader: PointReader

    /// The reader of `tables` through `runner`; checks the catalogue for the series' tables
    /// (`SCIPointStoreError.notASeries` when one is missing) and reads its summary.
    init(_ runner: Runner, tables: SeriesTables, dialect: SQLDialect) throws(SCIPointStoreError) {
        reader = PointReader(tables: tables, dialect: dialect)
        let summary = try reader.checkSeries(runner)
        state = Locked(ReaderState(runner: runner, summary: summary))
    }

    /// What the store holds now, from its meta row, kept for the block queries' checks.
    func summary() throws(SCIPointStoreError) -> SCIPointStoreSummary {
        try state.withLock { state throws(SCIPointStoreError) in
            state.summary = try reader.summary(state.runner)
            return state.summary
        }
    }

    func blocks(level: Int, meeting xRange: SCIDoubleRange) throws(SCIPointStoreError) -> [SCIPointBlock] {
        try state.withLock { state throws(SCIPointStoreError) in
            try reader.blocks(level: level, meeting: xRange, state)
        }
    }

    func blocks(level: Int, ids: Range<Int64>) throws(SCIPointStoreError) -> [SCIPointBlock] {
        try state.withLock { state throws(SCIPointStoreError) in
            try reader.blocks(level: level, ids: ids, state)
        }
    }

    func blocks(level: Int, inParents parents: [Int64]) throws(SCIPointStoreError) -> [SCIPointBlock] {
        try state.withLock { state throws(SCIPointStoreError) in
            try reader.blocks(level: level, inParents: parents, state)
        }
    }
}
