/// Blocks in id order, as runs of the arrays they are kept in: a frame reads tens of
/// thousands of cached blocks, and runs lend them without copying one.
struct BlockRuns {
    private(set) var runs: [ArraySlice<SCIPointBlock>] = []

    init(_ runs: [ArraySlice<SCIPointBlock>] = []) {
        self.runs = runs.filter { !$0.isEmpty }
    }

    /// Adds a run after the others (its ids after theirs).
    mutating func append(_ run: ArraySlice<SCIPointBlock>) {
        if !run.isEmpty { runs.append(run) }
    }

    var count: Int { runs.reduce(0) { $0 + $1.count } }
    var isEmpty: Bool { runs.isEmpty }
    var first: SCIPointBlock? { runs.first?.first }
    var last: SCIPointBlock? { runs.last?.last }

    /// Every block, copied into one array.
    var all: [SCIPointBlock] { runs.flatMap { $0 } }

    /// The blocks whose x extent meets `range`, with the one before and the one after it.
    func meeting(_ range: SCIDoubleRange) -> BlockRuns {
        // Positions as (run, index); the first block whose last x reaches the range, and the
        // first whose first x is past it.
        let lower = position { $0.lastX >= range.min }
        let upper = position { $0.firstX > range.max }
        let from = step(lower, by: -1)
        let to = step(max(upper, lower), by: 1)
        return slice(from, to)
    }

    /// A position: the run and the index in it (`runs.count, 0` past the end).
    private struct Position: Comparable {
        var run: Int
        var index: Int
        static func < (a: Position, b: Position) -> Bool { (a.run, a.index) < (b.run, b.index) }
    }

    /// The first position whose block satisfies `belongs`, false then true along the runs.
    private func position(where belongs: (SCIPointBlock) -> Bool) -> Position {
        for (number, run) in runs.enumerated() where belongs(run[run.index(before: run.endIndex)]) {
            return Position(run: number, index: run.partitioningIndex(where: belongs))
        }
        return Position(run: runs.count, index: 0)
    }

    /// `position` moved one block back (-1) or forward (1), within `start...end`.
    private func step(_ position: Position, by delta: Int) -> Position {
        if delta < 0 {
            if position.run < runs.count, position.index > runs[position.run].startIndex {
                return Position(run: position.run, index: position.index - 1)
            }
            guard position.run > 0 else { return Position(run: 0, index: runs.first?.startIndex ?? 0) }
            let previous = runs[position.run - 1]
            return Position(run: position.run - 1, index: previous.endIndex - 1)
        }
        guard position.run < runs.count else { return position }
        let next = position.index + 1
        if next < runs[position.run].endIndex { return Position(run: position.run, index: next) }
        return position.run + 1 < runs.count
            ? Position(run: position.run + 1, index: runs[position.run + 1].startIndex)
            : Position(run: runs.count, index: 0)
    }

    /// The blocks from `from` up to, not including, `to`.
    private func slice(_ from: Position, _ to: Position) -> BlockRuns {
        guard from < to else { return BlockRuns() }
        var result = BlockRuns()
        for number in from.run..<min(to.run + 1, runs.count) {
            let run = runs[number]
            let lower = number == from.run ? from.index : run.startIndex
            let upper = number == to.run ? to.index : run.endIndex
            if lower < upper { result.append(run[lower..<upper]) }
        }
        return result
    }
}
