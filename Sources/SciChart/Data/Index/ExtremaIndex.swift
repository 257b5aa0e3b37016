import Foundation

/// Which values of each point an ``ExtremaIndex`` summarises.
enum IndexedExtent: Hashable, Sendable {
    /// One column's values: the y of a line, a mountain or a column series.
    case values(column: Int)
    /// The high and low of OHLC bars (columns 2 and 3); a bar counts as finite only when its
    /// four prices are.
    case barRange
}

/// A part of a range of points, as an ``ExtremaIndex`` hands it out: either a block whose
/// values are all finite, summarised, or points to read one by one.
enum ExtremaPiece {
    /// Points `first...last`, all finite, whose lowest value `low` lies first at `lowAt` and
    /// highest `high` first at `highAt`.
    case block(first: Int, last: Int, low: Double, lowAt: Int, high: Double, highAt: Int)
    /// Points to read one by one: at the range's ends, or blocks holding a value that is not
    /// finite.
    case points(Range<Int>)
}

/// Where an index reads the values it summarises: the columns, and the storage position of
/// each buffer's first element.
struct ExtentSource {
    let columns: [UnsafeBufferPointer<Double>]
    let base: Int
}

/// A multi-resolution summary of a data series' values for resampling: for blocks of 16
/// points, then of 256, 4,096 and so on, the lowest and highest value and where each first
/// occurs, or a mark that the block holds a value that is not finite.
///
/// A frame asks for the pieces of each pixel column's points: whole blocks, as coarse as
/// fit inside the column, and points at the column's edges and inside marked blocks. What
/// resampling computes from the pieces is what it computes from every point, with a read
/// of O(log n) values a column rather than n / columns.
///
/// Positions are the store's storage positions, which stay put while a FIFO series drops
/// its oldest points; the store shifts the index when it compacts (``rebase(droppingFirst:)``).
/// Appends extend the index a block at a time (amortised O(1) a point).
final class ExtremaIndex {
    /// Points per level-0 block, and blocks per block of the next level.
    static let fanout = 16
    /// log2 of ``fanout``.
    static let fanoutShift = 4
    /// The most levels: blocks of 16, 256, ..., 16^6 points (offsets within a block fit in
    /// 32 bits).
    static let maximumLevels = 6

    /// The points in a block of `level`.
    static func blockSizeOfLevel(_ level: Int) -> Int { 1 << sizeShift(level) }

    /// log2 of the block size of `level`.
    @inline(__always)
    static func sizeShift(_ level: Int) -> Int { fanoutShift * (level + 1) }

    /// A block's extremes, with their offsets from the block's first point (24 bytes, so a
    /// block is read in one cache line); `low` NaN marks a block holding a non-finite value.
    struct Summary {
        var low = Double.infinity
        var high = -Double.infinity
        var lowOffset: UInt32 = 0
        var highOffset: UInt32 = 0

        static var marked: Summary { Summary(low: .nan, high: .nan) }

        var isMarked: Bool { low.isNaN }
    }

    /// One level's blocks.
    typealias Level = [Summary]

    let extent: IndexedExtent
    /// The storage position of the first block's first point.
    private(set) var origin: Int
    // Read in tight loops under the series' lock: no dynamic exclusivity checks.
    @exclusivity(unchecked) private(set) var levels: [Level] = [[]]

    init(extent: IndexedExtent, origin: Int) {
        self.extent = extent
        self.origin = origin
    }

    /// The storage position after the last point in a level-0 block.
    var indexedEnd: Int { origin + levels[0].count * Self.fanout }

    /// Bytes the levels hold, spare capacity included.
    var bytes: Int { levels.reduce(0) { $0 + $1.capacity * MemoryLayout<Summary>.stride } }

    // MARK: - Building

    /// Adds the blocks that the points up to storage position `end` complete.
    func extend(_ source: ExtentSource, to end: Int) {
        let fanout = Self.fanout
        guard indexedEnd + fanout <= end else { return }
        while indexedEnd + fanout <= end {
            levels[0].append(summarise(source, from: indexedEnd))
        }
        extendCoarserLevels()
    }

    /// Adds to each level above the finest the blocks its finer level has completed,
    /// making levels as they fill.
    private func extendCoarserLevels() {
        let fanout = Self.fanout
        var level = 1
        while level < Self.maximumLevels, levels[level - 1].count >= (levelCount(level) + 1) * fanout {
            if level == levels.count { levels.append([]) }
            while levels[level - 1].count >= (levels[level].count + 1) * fanout {
                levels[level].append(merge(level: level - 1, firstChild: levels[level].count * fanout))
            }
            level += 1
        }
    }

    private func levelCount(_ level: Int) -> Int {
        level < levels.count ? levels[level].count : 0
    }

    /// Summarises again the blocks holding storage position `position`, after its values
    /// changed.
    func refresh(_ source: ExtentSource, at position: Int) {
        guard position >= origin, position < indexedEnd else { return }
        var block = (position - origin) / Self.fanout
        levels[0][block] = summarise(source, from: origin + block * Self.fanout)
        for level in 1..<levels.count {
            block /= Self.fanout
            guard block < levels[level].count else { break }
            levels[level][block] = merge(level: level - 1, firstChild: block * Self.fanout)
        }
    }

    /// Shifts the index after the store dropped its first `drop` storage positions (a
    /// multiple of the block size): blocks that began before them go, and the coarser levels
    /// are summarised again from the finest.
    func rebase(droppingFirst drop: Int) {
        guard drop > 0 else { return }
        if origin >= drop {
            origin -= drop
            return
        }
        let gone = min((drop - origin + Self.fanout - 1) / Self.fanout, levels[0].count)
        var finest = levels[0]
        finest.removeFirst(gone)
        origin = max(origin + gone * Self.fanout - drop, 0)
        if finest.count == 0 { origin = 0 }
        levels = [finest]
        extendCoarserLevels()
    }

    /// The summary of the 16 points from storage position `start`.
    private func summarise(_ source: ExtentSource, from start: Int) -> Summary {
        let first = start - source.base
        var summary = Summary()
        switch extent {
        case .values(let column):
            // Branch-free in two lanes (x - x is 0 for finite x only, and NaN sticks in a
            // sum); then the first offsets holding the lowest and the highest.
            let values = UnsafeBufferPointer(rebasing: source.columns[column][first..<first + Self.fanout])
            var lows = (values[0], values[1])
            var highs = lows
            var check = (0.0, 0.0)
            var offset = 0
            while offset < Self.fanout {
                let (a, b) = (values[offset], values[offset + 1])
                lows = (a < lows.0 ? a : lows.0, b < lows.1 ? b : lows.1)
                highs = (a > highs.0 ? a : highs.0, b > highs.1 ? b : highs.1)
                check = (check.0 + (a - a), check.1 + (b - b))
                offset += 2
            }
            guard check.0 + check.1 == 0 else { return .marked }
            summary.low = lows.0 < lows.1 ? lows.0 : lows.1
            summary.high = highs.0 > highs.1 ? highs.0 : highs.1
            summary.lowOffset = UInt32(Self.firstOffset(of: summary.low, in: values))
            summary.highOffset = UInt32(Self.firstOffset(of: summary.high, in: values))
        case .barRange:
            let (opens, highs, lows, closes) = (
                source.columns[1], source.columns[2], source.columns[3], source.columns[4]
            )
            for offset in 0..<Self.fanout {
                let index = first + offset
                let (high, low) = (highs[index], lows[index])
                guard opens[index].isFinite, high.isFinite, low.isFinite, closes[index].isFinite else {
                    return .marked
                }
                let top = Swift.max(high, low)
                let bottom = Swift.min(high, low)
                if bottom < summary.low {
                    summary.low = bottom
                    summary.lowOffset = UInt32(offset)
                }
                if top > summary.high {
                    summary.high = top
                    summary.highOffset = UInt32(offset)
                }
            }
        }
        return summary
    }

    /// The first offset of `values` holding `value` (which one of them does).
    @inline(__always)
    private static func firstOffset(of value: Double, in values: UnsafeBufferPointer<Double>) -> Int {
        var offset = 0
        while offset < values.count - 1 && values[offset] != value { offset += 1 }
        return offset
    }

    /// Makes room for the blocks of `count` points from the origin, so that building the
    /// index from nothing does not grow its arrays step by step.
    func reserve(points count: Int) {
        var blocks = count >> Self.fanoutShift
        for level in 0..<Self.maximumLevels where blocks > 0 {
            if level == levels.count { levels.append([]) }
            levels[level].reserveCapacity(blocks)
            blocks >>= Self.fanoutShift
        }
    }

    /// The summary of the 16 blocks of `level` from `firstChild`.
    private func merge(level: Int, firstChild: Int) -> Summary {
        var summary = Summary()
        let shift = Self.sizeShift(level)
        for child in firstChild..<firstChild + Self.fanout {
            let block = levels[level][child]
            guard !block.isMarked else { return .marked }
            let offset = UInt32((child - firstChild) << shift)
            if block.low < summary.low {
                summary.low = block.low
                summary.lowOffset = offset + block.lowOffset
            }
            if block.high > summary.high {
                summary.high = block.high
                summary.highOffset = offset + block.highOffset
            }
        }
        return summary
    }

    // MARK: - Reading

    /// Calls `body` with the pieces of the points `range` (positions counted from storage
    /// position `base`), in order; each point is in exactly one piece.
    func forEachPiece(in range: Range<Int>, base: Int, _ body: (ExtremaPiece) -> Void) {
        guard !range.isEmpty else { return }
        let lower = range.lowerBound + base
        let upper = range.upperBound + base
        var position = lower
        if position < origin {
            let end = Swift.min(origin, upper)
            body(.points((position - base)..<(end - base)))
            position = end
        }
        visit(position, upper, maxLevel: levels.count - 1, base: base, body)
    }

    private func visit(_ lower: Int, _ upper: Int, maxLevel: Int, base: Int, _ body: (ExtremaPiece) -> Void) {
        var position = lower
        var pointsStart = lower
        while position < upper {
            let relative = position - origin
            var level = maxLevel
            while level >= 0 {
                let shift = Self.sizeShift(level)
                let size = 1 << shift
                if relative & (size - 1) == 0, position + size <= upper,
                    relative >> shift < levels[level].count
                {
                    break
                }
                level -= 1
            }
            guard level >= 0 else {
                // No block starts here: up to the next level-0 boundary are single points.
                position = Swift.min(upper, origin + ((relative >> Self.fanoutShift) + 1) << Self.fanoutShift)
                continue
            }
            if pointsStart < position { body(.points((pointsStart - base)..<(position - base))) }
            let shift = Self.sizeShift(level)
            let size = 1 << shift
            let summary = levels[level][relative >> shift]
            if summary.isMarked {
                if level == 0 {
                    body(.points((position - base)..<(position + size - base)))
                } else {
                    visit(position, position + size, maxLevel: level - 1, base: base, body)
                }
            } else {
                body(
                    .block(
                        first: position - base, last: position + size - 1 - base, low: summary.low,
                        lowAt: position + Int(summary.lowOffset) - base, high: summary.high,
                        highAt: position + Int(summary.highOffset) - base))
            }
            position += size
            pointsStart = position
        }
        if pointsStart < upper { body(.points((pointsStart - base)..<(upper - base))) }
    }
}
