import Foundation

@testable import SciChart

/// A store in memory, built with the level builder as the database stores are, answering
/// each query by reading its arrays: what the resolver and the series are tested against.
final class MemoryPointStore: ISCIPointStore, @unchecked Sendable {
    let summaryValue: SCIPointStoreSummary
    /// Level 0 (the rows) and each level's blocks, by id.
    let levels: [[SCIPointBlock]]
    private let lock = NSLock()
    private var queryCount = 0
    /// Thrown by every query while set.
    private var failure: SCIPointStoreError?
    /// Waited on by each query while set.
    private var gate: DispatchSemaphore?

    init(xs: [Double], ys: [Double], factor: Int = 16, version: Int64 = 1) throws {
        var builder = SCIPointLevelBuilder(factor: factor)
        var rows: [SCIPointBlock] = []
        var levels: [[SCIPointBlock]] = Array(repeating: [], count: builder.maximumLevels + 1)
        for (x, y) in zip(xs, ys) {
            let row = try builder.append(x: x, y: y)
            rows.append(SCIPointBlock(row: row, x: x, y: y))
            for (level, blocks) in builder.takeFinished() { levels[level].append(contentsOf: blocks) }
        }
        for (level, blocks) in builder.finish() { levels[level].append(contentsOf: blocks) }
        summaryValue = builder.summary(version: version)
        levels[0] = rows
        self.levels = Array(levels.prefix(summaryValue.levels + 1))
    }

    var displayName: String { "memory" }

    var queries: Int { lock.withLock { queryCount } }

    func fail(with error: SCIPointStoreError?) { lock.withLock { failure = error } }

    func hold(_ semaphore: DispatchSemaphore?) { lock.withLock { gate = semaphore } }

    private func query() throws {
        let (error, gate) = lock.withLock { () -> (SCIPointStoreError?, DispatchSemaphore?) in
            queryCount += 1
            return (failure, self.gate)
        }
        gate?.wait()
        gate?.signal()
        if let error { throw error }
    }

    func summary() throws -> SCIPointStoreSummary {
        try query()
        return summaryValue
    }

    func blocks(level: Int, meeting xRange: SCIDoubleRange) throws -> [SCIPointBlock] {
        try query()
        return levels[level].filter { $0.lastX >= xRange.min && $0.firstX <= xRange.max }
    }

    func blocks(level: Int, ids: Range<Int64>) throws -> [SCIPointBlock] {
        try query()
        return levels[level].filter { ids.contains($0.id) }
    }

    func blocks(level: Int, inParents parents: [Int64]) throws -> [SCIPointBlock] {
        try query()
        let wanted = Set(parents)
        let factor = Int64(summaryValue.factor)
        return levels[level].filter { wanted.contains($0.id / factor) }
    }
}

/// The M4 of a viewport by reading every row: the answer a store's frame must equal.
enum M4Scan {
    static func points(xs: [Double], ys: [Double], range: SCIDoubleRange, columns: Int) -> [SCIStoredPoint] {
        let width = range.max - range.min
        var first: [Int?] = Array(repeating: nil, count: columns)
        var last: [Int?] = Array(repeating: nil, count: columns)
        var low: [Int?] = Array(repeating: nil, count: columns)
        var high: [Int?] = Array(repeating: nil, count: columns)
        var gap: [Int?] = Array(repeating: nil, count: columns)
        var before: Int?
        var after: Int?
        for row in xs.indices {
            let x = xs[row]
            let y = ys[row]
            if x < range.min {
                before = row
                continue
            }
            if x > range.max {
                if after == nil { after = row }
                continue
            }
            var column = width > 0 ? Int(((x - range.min) * (Double(columns) / width)).rounded(.down)) : 0
            column = min(max(column, 0), columns - 1)
            guard y.isFinite else {
                if gap[column] == nil { gap[column] = row }
                continue
            }
            if first[column] == nil { first[column] = row }
            last[column] = row
            if low[column].map({ y < ys[$0] }) ?? true { low[column] = row }
            if high[column].map({ y > ys[$0] }) ?? true { high[column] = row }
        }
        func point(_ row: Int) -> SCIStoredPoint {
            SCIStoredPoint(row: Int64(row), x: xs[row], y: ys[row].isFinite ? ys[row] : .nan)
        }
        var result: [SCIStoredPoint] = before.map { [point($0)] } ?? []
        for column in 0..<columns {
            let rows = Set(
                [first[column], low[column], high[column], last[column], gap[column]].compactMap { $0 })
            result.append(contentsOf: rows.sorted().map(point))
        }
        if let after { result.append(point(after)) }
        return result
    }
}
