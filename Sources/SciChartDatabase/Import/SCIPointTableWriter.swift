import SciChart

/// Writes a stored series, row by row, in one streaming pass: the rows, the block levels
/// `SCIPointLevelBuilder` makes of them, and at ``finish()`` the level indexes and the meta
/// row. Memory does not grow with the rows.
///
/// Rows must come in x order: an x that is not finite or smaller than the one before is
/// `SCIPointStoreError.badRow` naming the row (from 1). A y that is not finite
/// is a gap. After an error the writer takes nothing more, and the import is abandoned: the
/// series stored under that name before is kept (the writers work in one transaction).
public protocol SCIPointTableWriter: AnyObject {
    /// The rows appended so far.
    var rowsWritten: Int64 { get }

    /// Appends one row.
    func append(x: Double, y: Double) throws

    /// Appends rows: `x[i]` with `y[i]`; both arrays have the same length.
    func append(x: [Double], y: [Double]) throws

    /// Writes what is left, builds the indexes, writes the meta row (its version one more
    /// than the replaced series', or 1) and commits. Returns the stored series' summary.
    func finish() throws -> SCIPointStoreSummary
}

extension SCIPointTableWriter {
    /// Appends every point of `points` (a ``SCIRandomWalkPoints``, say), a batch at a time.
    public func append<Points: Sequence>(contentsOf points: Points) throws
    where Points.Element == (x: Double, y: Double) {
        var xs: [Double] = []
        var ys: [Double] = []
        xs.reserveCapacity(8192)
        ys.reserveCapacity(8192)
        for point in points {
            xs.append(point.x)
            ys.append(point.y)
            if xs.count == 8192 {
                try append(x: xs, y: ys)
                xs.removeAll(keepingCapacity: true)
                ys.removeAll(keepingCapacity: true)
            }
        }
        if !xs.isEmpty { try append(x: xs, y: ys) }
    }
}

/// The blocks under one block of the level above: a row of a level table.
struct BlockGroup {
    /// The parent's id.
    let id: Int64
    /// At least one block, in id order.
    let blocks: ArraySlice<SCIPointBlock>
}

/// Where an engine's writer puts what ``ImportingWriter`` hands it.
protocol PointTableSink: AnyObject {
    /// Writes rows `firstRow`, `firstRow + 1`, ... with `x` and `y` (NaN: a gap, stored NULL).
    func writeRows(firstRow: Int64, x: ArraySlice<Double>, y: ArraySlice<Double>) throws(SCIPointStoreError)
    /// Writes groups of finished blocks of `level`, one row each (``BlockColumns``): each
    /// group the blocks under one parent, in id order.
    func writeGroups(level: Int, _ groups: [BlockGroup]) throws(SCIPointStoreError)
    /// Drops level tables above `summary.levels`, builds the indexes, writes the meta row
    /// and commits.
    func finish(_ summary: SCIPointStoreSummary) throws(SCIPointStoreError)
    /// Rolls the import back (after an error), releasing the database.
    func abandon()
}

/// The engine-independent part of a writer: the level builder, a batch of rows, progress.
final class ImportingWriter<Sink: PointTableSink>: SCIPointTableWriter {
    private let sink: Sink
    private let version: Int64
    private var builder: SCIPointLevelBuilder
    private var throttle: ProgressThrottle
    private var xs: [Double] = []
    private var ys: [Double] = []
    private var firstBuffered: Int64 = 0
    private var failure: SCIPointStoreError?
    /// Each level's finished blocks whose group may still grow.
    private var pending: [Int: [SCIPointBlock]] = [:]
    private let factor: Int64
    private var finished = false
    private static var batch: Int { 8192 }

    init(
        sink: Sink, version: Int64, factor: Int, maximumLevels: Int,
        progress: ((SCIPointImportProgress) -> Void)?
    ) {
        self.sink = sink
        self.version = version
        builder = SCIPointLevelBuilder(factor: factor, maximumLevels: maximumLevels)
        self.factor = Int64(builder.factor)
        throttle = ProgressThrottle(progress)
        xs.reserveCapacity(Self.batch)
        ys.reserveCapacity(Self.batch)
    }

    var rowsWritten: Int64 { builder.count }

    private func checkOpen() throws(SCIPointStoreError) {
        if let failure { throw .query("the import stopped at an earlier error (\(failure))") }
        if finished { throw .query("the import is finished") }
    }

    /// Runs `body`; an error stops the import.
    private func guarded<T>(_ body: () throws(SCIPointStoreError) -> T) throws(SCIPointStoreError) -> T {
        try checkOpen()
        do {
            return try body()
        } catch {
            failure = error
            sink.abandon()
            throw error
        }
    }

    func append(x: Double, y: Double) throws {
        try guarded { () throws(SCIPointStoreError) in try add(x: x, y: y) }
    }

    func append(x: [Double], y: [Double]) throws {
        try guarded { () throws(SCIPointStoreError) in
            guard x.count == y.count else {
                throw .badRow(
                    line: builder.count + Int64(min(x.count, y.count)) + 1,
                    reason: "\(x.count) x values and \(y.count) y values")
            }
            for index in x.indices { try add(x: x[index], y: y[index]) }
        }
    }

    private func add(x: Double, y: Double) throws(SCIPointStoreError) {
        let row = try builder.append(x: x, y: y)
        if xs.isEmpty { firstBuffered = row }
        xs.append(x)
        ys.append(y)
        if xs.count >= Self.batch { try flush() }
    }

    private func flush() throws(SCIPointStoreError) {
        if !xs.isEmpty {
            try sink.writeRows(firstRow: firstBuffered, x: xs[...], y: ys[...])
            xs.removeAll(keepingCapacity: true)
            ys.removeAll(keepingCapacity: true)
        }
        try write(builder.takeFinished(), final: false)
        throttle.report(rows: builder.count)
    }

    /// Hands the sink the whole groups among `finished` and the blocks kept before them; the
    /// last group of a level, unless full, waits for its other blocks (all of it when `final`).
    private func write(_ finished: [(level: Int, blocks: [SCIPointBlock])], final: Bool)
        throws(SCIPointStoreError)
    {
        for (level, blocks) in finished { pending[level, default: []] += blocks }
        for level in pending.keys.sorted() {
            guard let blocks = pending[level], let last = blocks.last else { continue }
            var end = blocks.count
            if !final, (last.id + 1) % factor != 0 {
                while end > 0, blocks[end - 1].id / factor == last.id / factor { end -= 1 }
            }
            var groups: [BlockGroup] = []
            var start = 0
            while start < end {
                var next = start + 1
                while next < end, blocks[next].id / factor == blocks[start].id / factor { next += 1 }
                groups.append(BlockGroup(id: blocks[start].id / factor, blocks: blocks[start..<next]))
                start = next
            }
            if !groups.isEmpty { try sink.writeGroups(level: level, groups) }
            pending[level] = Array(blocks[end...])
        }
    }

    func finish() throws -> SCIPointStoreSummary {
        try guarded { () throws(SCIPointStoreError) in
            try flush()
            try write(builder.finish(), final: true)
            let summary = builder.summary(version: version)
            try sink.finish(summary)
            finished = true
            throttle.report(rows: builder.count, final: true)
            return summary
        }
    }
}
