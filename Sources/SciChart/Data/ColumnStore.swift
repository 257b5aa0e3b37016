import Foundation

/// The storage of a data series: one contiguous `Double` array per column (column 0 is x),
/// with no object per point.
///
/// A FIFO series drops points from the front by moving `head`; the dropped prefix is
/// compacted away once it outgrows the live data, so appends stay amortised O(1).
/// `unsortedPairs` counts adjacent x pairs out of order (or NaN), so sortedness is known in
/// O(1) after every mutation.
///
/// `indexes` summarise the values for resampling; appends and updates keep them current,
/// other changes drop them. A copy of a store shares them: only a read-only view, made under
/// the series' lock, is ever a copy.
struct ColumnStore: Sendable {
    private(set) var columns: [[Double]]
    private(set) var head = 0
    private(set) var unsortedPairs = 0
    private(set) var version: UInt64 = 0
    /// Changes with every mutation but an append at the end: while it stays the same, the
    /// values read earlier are still the first rows (copies extend by the new tail).
    private(set) var rewriteVersion: UInt64 = 0
    /// How many rows were ever appended at the end (rows a FIFO series dropped, or a bulk
    /// append skipped, included): the rows appended since a reading are the difference.
    private(set) var appendedRows: UInt64 = 0
    var fifoCapacity: Int? {
        didSet {
            if let capacity = fifoCapacity { fifoCapacity = max(capacity, 1) }
            trimToCapacity()
        }
    }
    private var cachedRanges: (version: UInt64, ranges: [SCIDoubleRange?])?
    /// Whether the columns' capacity is what a clear kept, not what was reserved.
    private var keptByClear = false
    let indexes = ResamplingIndexes()

    /// The columns whose values the y axis shows: every column after x, except the columns
    /// of values drawn otherwise (a bubble's size).
    let yColumns: Range<Int>

    /// Columns x, then `columnCount - 1` values, of which the first `yColumnCount` (default
    /// all) are y values.
    init(columnCount: Int, yColumnCount: Int? = nil) {
        columns = Array(repeating: [], count: max(columnCount, 2))
        yColumns = 1..<min(max(1 + (yColumnCount ?? columns.count), 2), columns.count)
    }

    var count: Int { columns[0].count - head }

    /// Bytes the columns hold, capacity included.
    var allocatedBytes: Int { columns.reduce(0) { $0 + $1.capacity * MemoryLayout<Double>.stride } }
    var columnCount: Int { columns.count }
    var isSorted: Bool { unsortedPairs == 0 }

    func value(column: Int, at index: Int) -> Double {
        columns[column][head + index]
    }

    /// Calls `body` with zero-based buffers of the live values of `column`.
    func withColumn<R>(_ column: Int, _ body: (UnsafeBufferPointer<Double>) throws -> R) rethrows -> R {
        try columns[column].withUnsafeBufferPointer { buffer in
            try body(UnsafeBufferPointer(rebasing: buffer[head...]))
        }
    }

    /// Calls `body` with zero-based buffers of the live values of every column.
    ///
    /// The buffers are gathered into one array, allocated once, by a recursion that carries
    /// nothing but that array and `body`: a hit test opens a view of the data for a few
    /// reads, so the view must cost little next to them.
    func withColumns<R>(_ body: ([UnsafeBufferPointer<Double>]) throws -> R) rethrows -> R {
        var buffers: [UnsafeBufferPointer<Double>] = []
        buffers.reserveCapacity(columns.count)
        var result: R?
        try Self.gather(columns, head: head, from: 0, into: &buffers) { result = try body($0) }
        // `gather` calls its body exactly once.
        return result!
    }

    private static func gather(
        _ columns: [[Double]], head: Int, from column: Int, into buffers: inout [UnsafeBufferPointer<Double>],
        _ body: ([UnsafeBufferPointer<Double>]) throws -> Void
    ) rethrows {
        guard column < columns.count else { return try body(buffers) }
        try columns[column].withUnsafeBufferPointer { buffer in
            buffers.append(UnsafeBufferPointer(rebasing: buffer[head...]))
            try gather(columns, head: head, from: column + 1, into: &buffers, body)
        }
    }

    // MARK: - Mutation

    /// Appends an (x, y) row to a two-column store.
    mutating func append(x: Double, y: Double) {
        noteAppendedX(x)
        columns[0].append(x)
        columns[1].append(y)
        didAppend()
    }

    /// Appends an (x, open, high, low, close) row to a five-column store.
    mutating func append(x: Double, open: Double, high: Double, low: Double, close: Double) {
        noteAppendedX(x)
        columns[0].append(x)
        columns[1].append(open)
        columns[2].append(high)
        columns[3].append(low)
        columns[4].append(close)
        didAppend()
    }

    private mutating func noteAppendedX(_ x: Double) {
        if count > 0 && !Self.ordered(columns[0][columns[0].count - 1], x) { unsortedPairs += 1 }
    }

    private mutating func didAppend() {
        appendedRows &+= 1
        version &+= 1
        extendIndexes()
        trimToCapacity()
    }

    /// Brings the indexes up to the appended points, or drops them when x stopped being
    /// sorted.
    @inline(__always)
    private func extendIndexes() {
        guard !indexes.isEmpty else { return }
        guard isSorted else { return indexes.removeAll() }
        guard indexes.completesBlock(at: columns[0].count) else { return }
        withStorage { indexes.extend($0, to: columns[0].count) }
    }

    /// Calls `body` with every column's whole storage (dropped rows included), as an index
    /// reads it.
    private func withStorage(_ body: (ExtentSource) -> Void) {
        var buffers: [UnsafeBufferPointer<Double>] = []
        buffers.reserveCapacity(columns.count)
        Self.gather(columns, head: 0, from: 0, into: &buffers) { body(ExtentSource(columns: $0, base: 0)) }
    }

    /// Appends rows from parallel arrays; only the rows all arrays have are appended. A FIFO
    /// series takes only the rows it will keep.
    mutating func append(columns newColumns: [[Double]]) {
        let rows = newColumns.prefix(columns.count).map(\.count).min() ?? 0
        guard rows > 0, newColumns.count >= columns.count else { return }
        if let capacity = fifoCapacity, rows > capacity {
            // Everything held now and all but the last `capacity` new rows would be dropped.
            removeAll()
            let skip = rows - capacity
            appendedRows &+= UInt64(skip)
            append(columns: newColumns.map { Array($0[skip..<skip + capacity]) })
            return
        }
        unsortedPairs += newColumns[0].withUnsafeBufferPointer { xs in
            // The pair of the last value held and the first appended, then the new pairs.
            var outOfOrder = count > 0 && !Self.ordered(columns[0][columns[0].count - 1], xs[0]) ? 1 : 0
            for index in 1..<rows {
                // As a number, not a branch: a branch on unsorted data is mispredicted half the time.
                outOfOrder &+= Int(unsafeBitCast(!Self.ordered(xs[index - 1], xs[index]), to: UInt8.self))
            }
            return outOfOrder
        }
        for column in 0..<columns.count {
            // Exact capacity for the first bulk append (16 bytes a point); later ones grow
            // geometrically, so repeated appends stay linear. Storage a clear kept is reused
            // unless it is short, or more than twice what this append needs.
            if columns[column].isEmpty {
                let kept = columns[column].capacity
                if kept < rows || (keptByClear && kept / 2 > rows) {
                    columns[column] = []
                    columns[column].reserveCapacity(rows)
                }
            }
            columns[column].append(contentsOf: newColumns[column].prefix(rows))
        }
        keptByClear = false
        appendedRows &+= UInt64(rows)
        version &+= 1
        extendIndexes()
        trimToCapacity()
    }

    /// Inserts a row before `index` (clamped to `0...count`).
    mutating func insert(row: [Double], at index: Int) {
        let position = min(max(index, 0), count)
        let absolute = head + position
        let x = row.first ?? .nan
        // The pair (before, after) is replaced by (before, x) and (x, after).
        let before: Double? = position > 0 ? columns[0][absolute - 1] : nil
        let after: Double? = position < count ? columns[0][absolute] : nil
        if let before, let after, !Self.ordered(before, after) { unsortedPairs -= 1 }
        if let before, !Self.ordered(before, x) { unsortedPairs += 1 }
        if let after, !Self.ordered(x, after) { unsortedPairs += 1 }
        for column in 0..<columns.count {
            columns[column].insert(column < row.count ? row[column] : .nan, at: absolute)
        }
        indexes.removeAll()
        didMutate()
        trimToCapacity()
    }

    /// Replaces the value of `column` at `index`; returns false when out of range.
    @discardableResult
    mutating func update(column: Int, at index: Int, to value: Double) -> Bool {
        guard index >= 0, index < count, column < columns.count else { return false }
        let absolute = head + index
        if column == 0 {
            adjustPairs(around: index, sign: -1)
            columns[0][absolute] = value
            adjustPairs(around: index, sign: 1)
        } else {
            columns[column][absolute] = value
        }
        if !indexes.isEmpty {
            if isSorted {
                withStorage { indexes.refresh($0, at: absolute) }
            } else {
                indexes.removeAll()
            }
        }
        didMutate()
        return true
    }

    /// Removes the row at `index`; an index outside the data removes nothing.
    mutating func remove(at index: Int) {
        guard index >= 0, index < count else { return }
        remove(start: index, length: 1)
    }

    /// Removes the rows of `start..<start + length` that lie inside the data (the range is
    /// clipped to it: what lies outside removes nothing).
    mutating func remove(start: Int, length: Int) {
        guard length > 0 else { return }
        let (end, overflow) = start.addingReportingOverflow(length)
        let lower = min(max(start, 0), count)
        let upper = min(max(overflow ? Int.max : end, lower), count)
        guard upper > lower else { return }
        // Pairs inside [lower - 1, upper] disappear; one pair (lower - 1, upper) appears.
        for index in max(lower - 1, 0)..<min(upper, count - 1) where !pairOrdered(index) {
            unsortedPairs -= 1
        }
        if lower > 0 && upper < count
            && !Self.ordered(columns[0][head + lower - 1], columns[0][head + upper])
        {
            unsortedPairs += 1
        }
        for column in 0..<columns.count {
            columns[column].removeSubrange((head + lower)..<(head + upper))
        }
        indexes.removeAll()
        didMutate()
    }

    /// Makes room for `count` rows in all, so appends up to it do not reallocate. A
    /// request beyond a quarter of the machine's memory is capped there: a reservation is a hint,
    /// and an allocation that cannot succeed would end the process.
    mutating func reserveCapacity(_ count: Int) {
        let budget =
            ProcessInfo.processInfo.physicalMemory / 4 / UInt64(columns.count * MemoryLayout<Double>.stride)
        let total = head + min(max(count, 0), Int(clamping: budget))
        for column in 0..<columns.count where columns[column].capacity < total {
            columns[column].reserveCapacity(total)
        }
        keptByClear = false
    }

    /// Removes every row; `keepingCapacity` keeps the storage for the rows appended next
    /// (the next bulk append lets it go if it needs less than half of it).
    mutating func removeAll(keepingCapacity: Bool = false) {
        for column in 0..<columns.count {
            columns[column].removeAll(keepingCapacity: keepingCapacity)
        }
        keptByClear = keepingCapacity
        head = 0
        unsortedPairs = 0
        indexes.removeAll()
        didMutate()
    }

    /// A mutation other than an append at the end.
    private mutating func didMutate() {
        version &+= 1
        rewriteVersion &+= 1
    }

    private mutating func trimToCapacity() {
        guard let capacity = fifoCapacity, count > capacity else { return }
        let drop = count - capacity
        for index in 0..<drop where !pairOrdered(index) {
            unsortedPairs -= 1
        }
        head += drop
        if head >= max(capacity, 4096) {
            // Compact; and when the storage holds far more than the capacity (a bulk append
            // or a capacity made smaller), let go of it, keeping room to grow to twice it.
            // A whole number of index blocks goes, so the indexes shift rather than rebuild.
            let dropped = head - head % ExtremaIndex.fanout
            let oversized = columns[0].capacity > 4 * max(capacity, 1024)
            for column in 0..<columns.count {
                if oversized {
                    var kept: [Double] = []
                    kept.reserveCapacity(2 * capacity + ExtremaIndex.fanout)
                    kept.append(contentsOf: columns[column][dropped...])
                    columns[column] = kept
                } else {
                    columns[column].removeFirst(dropped)
                }
            }
            head -= dropped
            indexes.rebase(droppingFirst: dropped)
        }
        didMutate()
    }

    /// Adds `sign` for each out-of-order pair touching `index`.
    private mutating func adjustPairs(around index: Int, sign: Int) {
        if index > 0 && !pairOrdered(index - 1) { unsortedPairs += sign }
        if index < count - 1 && !pairOrdered(index) { unsortedPairs += sign }
    }

    /// Whether x[index] and x[index + 1] are in order.
    private func pairOrdered(_ index: Int) -> Bool {
        Self.ordered(columns[0][head + index], columns[0][head + index + 1])
    }

    /// `a <= b`, with NaN never in order, so a NaN x takes the unsorted (safe) path.
    private static func ordered(_ first: Double, _ second: Double) -> Bool {
        first <= second
    }

    // MARK: - Queries

    /// The first and last finite values of sorted `values`: their min and max.
    private static func sortedFiniteRange(_ values: UnsafeBufferPointer<Double>) -> SCIDoubleRange? {
        guard let first = values.firstIndex(where: \.isFinite),
            let last = values.lastIndex(where: \.isFinite)
        else { return nil }
        return SCIDoubleRange(min: values[first], max: values[last])
    }

    /// The finite min and max of column `column` over `indices`: read through the resampling
    /// index of its values when a frame made one (its blocks, and the points at the range's
    /// ends: O(log n) reads, so a y axis fitted to the visible data each frame costs little
    /// at any size); otherwise by a scan. Queries never make an index: a series drawn
    /// without resampling costs nothing for one.
    func finiteRange(column: Int, in indices: Range<Int>) -> SCIDoubleRange? {
        let indices = indices.clamped(to: 0..<count)
        guard isSorted, indices.count >= 4 * ExtremaIndex.blockSizeOfLevel(2),
            let index = indexes.existing(.values(column: column))
        else {
            return withColumn(column) { ValueScan.finiteRange($0, in: indices) }
        }
        var low = Double.infinity
        var high = -Double.infinity
        withColumn(column) { values in
            index.forEachPiece(in: indices, base: head) { piece in
                switch piece {
                case .block(_, _, let blockLow, _, let blockHigh, _):
                    low = Swift.min(low, blockLow)
                    high = Swift.max(high, blockHigh)
                case .points(let points):
                    if let range = ValueScan.finiteRange(values, in: points) {
                        low = Swift.min(low, range.min)
                        high = Swift.max(high, range.max)
                    }
                }
            }
        }
        return low <= high ? SCIDoubleRange(min: low, max: high) : nil
    }

    /// The finite min and max of each column (column 0 is x), cached until the next change.
    /// Sorted x is read from its ends, and the y of a large XY series through its index, so
    /// a live series whose axes follow its data costs no scan a frame. The ranges returned
    /// are new (the cache's are never handed out: a range is an object a caller may change,
    /// or give to an axis that pans it).
    mutating func ranges() -> [SCIDoubleRange?] {
        if let cached = cachedRanges, cached.version == version { return cached.ranges.map { $0?.copy() } }
        let ranges = (0..<columns.count).map { column in
            if column == 0 && isSorted { return withColumn(0) { Self.sortedFiniteRange($0) } }
            return finiteRange(column: column, in: 0..<count)
        }
        cachedRanges = (version, ranges)
        return ranges.map { $0?.copy() }
    }
}
