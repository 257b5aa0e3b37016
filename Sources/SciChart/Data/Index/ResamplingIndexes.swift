import Foundation

/// The resampling indexes of one data series (at most one per ``IndexedExtent``), kept with
/// its columns in its ``ColumnStore`` and, like them, read and changed only under the
/// series' lock.
///
/// An index is made by the first frame that resamples many points per pixel column of a
/// large series with sorted x (``index(_:source:count:head:)``); from then on the store
/// keeps it current as points are appended or changed, and drops it when the data stop
/// being sorted or are inserted into or removed from anywhere but the oldest end (the next
/// frame that needs it builds it again).
final class ResamplingIndexes: @unchecked Sendable {
    // Every access happens under the owning data series' lock.
    private(set) var entries: [ExtremaIndex] = []

    /// Series with fewer points than this are never indexed: scanning them costs less than
    /// keeping an index.
    static let minimumCount = 1 << 16

    var isEmpty: Bool { entries.isEmpty }

    /// Bytes the indexes hold.
    var bytes: Int { entries.reduce(0) { $0 + $1.bytes } }

    /// The index over `extent`, if a frame made one.
    func existing(_ extent: IndexedExtent) -> ExtremaIndex? {
        entries.first { $0.extent == extent }
    }

    /// The index over `extent`, made now from `source` when there is none: `count` points
    /// from storage position `head`. `nil` for a series too small to index.
    func index(_ extent: IndexedExtent, source: ExtentSource, count: Int, head: Int) -> ExtremaIndex? {
        if let index = existing(extent) { return index }
        guard count >= Self.minimumCount else { return nil }
        let fanout = ExtremaIndex.fanout
        let index = ExtremaIndex(extent: extent, origin: (head + fanout - 1) / fanout * fanout)
        index.reserve(points: head + count - index.origin)
        index.extend(source, to: head + count)
        entries.append(index)
        noteBlockEnds()
        return index
    }

    /// Whether points up to storage position `end` complete a block of some index: most
    /// appends do not, and cost this comparison only.
    @inline(__always)
    func completesBlock(at end: Int) -> Bool {
        end >= nextBlockEnd
    }

    /// The storage position at which the next block of some index completes.
    private var nextBlockEnd = Int.max

    /// Adds the blocks completed by points appended up to storage position `end`.
    func extend(_ source: ExtentSource, to end: Int) {
        for index in entries { index.extend(source, to: end) }
        noteBlockEnds()
    }

    private func noteBlockEnds() {
        nextBlockEnd = entries.map { $0.indexedEnd + ExtremaIndex.fanout }.min() ?? .max
    }

    /// Summarises again what holds storage position `position`.
    func refresh(_ source: ExtentSource, at position: Int) {
        for index in entries { index.refresh(source, at: position) }
    }

    /// Shifts every index after the store dropped its first `drop` storage positions.
    func rebase(droppingFirst drop: Int) {
        for index in entries { index.rebase(droppingFirst: drop) }
        noteBlockEnds()
    }

    func removeAll() {
        if !entries.isEmpty { entries = [] }
        nextBlockEnd = .max
    }
}
