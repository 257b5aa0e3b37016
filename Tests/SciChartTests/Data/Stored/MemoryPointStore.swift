import Foundation
import TestSupport

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

extension M4Scan {
    /// The scan's points as stored points.
    static func points(xs: [Double], ys: [Double], range: SCIDoubleRange, columns: Int) -> [SCIStoredPoint] {
        points(xs: xs, ys: ys, min: range.min, max: range.max, columns: columns).map {
            SCIStoredPoint(row: Int64($0.row), x: $0.x, y: $0.y)
        }
    }
}
