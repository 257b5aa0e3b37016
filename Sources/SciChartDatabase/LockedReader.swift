import SciChart

/// A store's connections, each behind its own lock, and the protocol's questions answered
/// through them: what both stores hold, so each of their methods is one call. A question goes
/// to a free connection, so as many run at once as there are connections (a frame asks for
/// the blocks under its split blocks in chunks, side by side).
struct LockedReader<Runner: PointQueryRunner>: Sendable {
    private let runners: [Locked<Runner>]
    /// The summary read last, which the block queries check levels against.
    private let latest: Locked<SCIPointStoreSummary>
    /// Where a question waits when every connection is busy: they take turns.
    private let turn = Locked(0)
    private let reader: PointReader

    /// The reader of `tables` through `runner` and `more` connections to the same series;
    /// checks the catalogue for the series' tables (`SCIPointStoreError.notASeries` when one
    /// is missing) and reads its summary.
    init(_ runner: Runner, more: [Runner] = [], tables: SeriesTables, dialect: SQLDialect)
        throws(SCIPointStoreError)
    {
        reader = PointReader(tables: tables, dialect: dialect)
        latest = Locked(try reader.checkSeries(runner))
        runners = ([runner] + more).map { Locked($0) }
    }

    /// Asks `body` through a free connection, or waits for one.
    private func withRunner<R>(_ body: (ReaderState<Runner>) throws(SCIPointStoreError) -> R)
        throws(SCIPointStoreError) -> R
    {
        let summary = latest.withLock { $0 }
        for runner in runners {
            if let answer = try runner.withLockIfAvailable({ runner throws(SCIPointStoreError) in
                try body(ReaderState(runner: runner, summary: summary))
            }) {
                return answer
            }
        }
        let index = turn.withLock { turn in
            defer { turn = (turn + 1) % runners.count }
            return turn
        }
        return try runners[index].withLock { runner throws(SCIPointStoreError) in
            try body(ReaderState(runner: runner, summary: summary))
        }
    }

    /// What the store holds now, from its meta row, kept for the block queries' checks. Two
    /// questions asked at once may be answered out of order: the kept summary is the newer
    /// version's.
    func summary() throws(SCIPointStoreError) -> SCIPointStoreSummary {
        let summary = try withRunner { state throws(SCIPointStoreError) in try reader.summary(state.runner) }
        latest.withLock { kept in
            if summary.version >= kept.version { kept = summary }
        }
        return summary
    }

    func blocks(level: Int, meeting xRange: SCIDoubleRange) throws(SCIPointStoreError) -> [SCIPointBlock] {
        try withRunner { state throws(SCIPointStoreError) in
            try reader.blocks(level: level, meeting: xRange, state)
        }
    }

    func blocks(level: Int, ids: Range<Int64>) throws(SCIPointStoreError) -> [SCIPointBlock] {
        try withRunner { state throws(SCIPointStoreError) in try reader.blocks(level: level, ids: ids, state)
        }
    }

    func blocks(level: Int, inParents parents: [Int64]) throws(SCIPointStoreError) -> [SCIPointBlock] {
        try withRunner { state throws(SCIPointStoreError) in
            try reader.blocks(level: level, inParents: parents, state)
        }
    }
}
