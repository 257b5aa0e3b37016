import Foundation
import SciChart
import SciChartDatabase
import Testing

/// Rows to store and what a store must answer about them, computed in memory.
struct StoreFixture {
    var xs: [Double] = []
    var ys: [Double] = []
    var factor = 16

    /// `count` rows: x grows by 0 (a duplicate), 1 or 2; y walks, with gaps and spikes.
    static func generated(count: Int, seed: UInt64 = 7) -> StoreFixture {
        var fixture = StoreFixture()
        var state = seed
        func random() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        var x = 1000.0
        var y = 0.0
        for _ in 0..<count {
            x += Double(random() % 3) * 0.5
            y += Double(Int64(random() % 201) - 100) / 100
            let pick = random() % 100
            fixture.xs.append(x)
            fixture.ys.append(pick < 3 ? .nan : pick < 5 ? y * 1000 + 1e6 : y)
        }
        return fixture
    }

    var count: Int { xs.count }

    /// The rows a level of span `factor^level` holds, block by block.
    func blocks(level: Int) -> [SCIPointBlock] {
        var span = 1
        for _ in 0..<level { span *= factor }
        return stride(from: 0, to: count, by: span).map { start in
            var block = SCIPointBlock(row: Int64(start), x: xs[start], y: ys[start])
            for row in (start + 1)..<min(start + span, count) {
                block.merge(SCIPointBlock(row: Int64(row), x: xs[row], y: ys[row]))
            }
            block.id = Int64(start / span)
            return block
        }
    }

    /// Writes the rows through `writer`, half one by one and half as arrays.
    func write(into writer: any SCIPointTableWriter) throws -> SCIPointStoreSummary {
        let half = count / 2
        for row in 0..<half { try writer.append(x: xs[row], y: ys[row]) }
        try writer.append(x: Array(xs[half...]), y: Array(ys[half...]))
        return try writer.finish()
    }

    /// The summary the level builder makes of the rows.
    func builderSummary(version: Int64) throws -> SCIPointStoreSummary {
        var builder = SCIPointLevelBuilder(factor: factor)
        for row in 0..<count { try builder.append(x: xs[row], y: ys[row]) }
        _ = builder.finish()
        return builder.summary(version: version)
    }
}

/// Blocks compared with their gap's NaN y set aside (NaN is equal to nothing).
func comparable(_ blocks: [SCIPointBlock]) -> [SCIPointBlock] {
    blocks.map { block in
        var copy = block
        copy.gap?.y = 0
        return copy
    }
}

/// Checks every question of the protocol at every level against the fixture.
func expectStore(_ store: any ISCIPointStore, holds fixture: StoreFixture, version: Int64) throws {
    let summary = try store.summary()
    #expect(summary == (try fixture.builderSummary(version: version)))
    for level in 0...summary.levels {
        let expected = fixture.blocks(level: level)
        let all = try store.blocks(level: level, ids: 0..<Int64(expected.count + 5))
        #expect(comparable(all) == comparable(expected), "level \(level), every id")
        if expected.count > 3 {
            let middle = Int64(expected.count / 3)..<Int64(expected.count / 2)
            let part = try store.blocks(level: level, ids: middle)
            #expect(
                comparable(part)
                    == comparable(Array(expected[Int(middle.lowerBound)..<Int(middle.upperBound)])))
        }
        guard let first = fixture.xs.first, let last = fixture.xs.last else { continue }
        let span = last - first
        let ranges = [
            (first - 10, first - 1), (first, last), (first + span * 0.3, first + span * 0.31),
            (first + span * 0.5, first + span * 0.5), (last, last + 5), (last + 1, last + 2),
            (first - 5, first),
        ]
        for (low, high) in ranges {
            let meeting = try store.blocks(level: level, meeting: SCIDoubleRange(min: low, max: high))
            let wanted = expected.filter { $0.lastX >= low && $0.firstX <= high }
            #expect(comparable(meeting) == comparable(wanted), "level \(level) meeting \(low)...\(high)")
        }
        if level < summary.levels {
            let parentCount = Int64(fixture.blocks(level: level + 1).count)
            let parents =
                [0, parentCount / 2, parentCount - 1, parentCount / 2, parentCount + 3]
                + (0..<Int64(700)).map { $0 * 3 % max(parentCount, 1) }
            let inside = try store.blocks(level: level, inParents: parents)
            let parentSet = Set(parents)
            let wanted = expected.filter { parentSet.contains($0.id / Int64(fixture.factor)) }
            #expect(comparable(inside) == comparable(wanted), "level \(level) in parents")
        }
    }
}

/// A fresh temporary folder's file path.
func temporaryPath(_ name: String) -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "scichart-db-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder.appendingPathComponent(name).path
}

/// The values whose bits must come back unchanged, in x order.
let exactValues: [Double] = [
    -1.7976931348623157e308, -1, -0.0, 0, .leastNonzeroMagnitude, 1e-300, 0.1, 0.30000000000000004, 1,
    1.7976931348623157e308,
]
