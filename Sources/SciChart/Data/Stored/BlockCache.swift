/// Blocks read from a store and kept for later frames, up to a memory budget: tiles of
/// consecutive ids of one level, and the blocks under one block (what a frame reads to split
/// a block that crosses a column's edge). Panning back and forth over ranges read before
/// reads nothing again. The least recently used entries go first.
final class BlockCache: Sendable {
    /// The ids of one tile.
    static let tileSize: Int64 = 1024

    struct Key: Hashable {
        /// The level of the blocks kept.
        var level: Int
        /// The tile's number (`id / tileSize`), or the parent's id for the blocks under it.
        var number: Int64
        var isChildren: Bool
    }

    /// A class, so that marking an entry used writes one field, not the table.
    private final class Entry {
        let blocks: [SCIPointBlock]
        var used: UInt64

        init(blocks: [SCIPointBlock], used: UInt64) {
            self.blocks = blocks
            self.used = used
        }
    }

    private struct State {
        var entries: [Key: Entry] = [:]
        var clock: UInt64 = 0
        var bytes = 0
    }

    private let state = Locked(State())
    /// The most bytes of blocks kept.
    let budget: Int

    init(budget: Int = 96 << 20) {
        self.budget = max(budget, 1 << 20)
    }

    /// The bytes of blocks kept.
    var bytes: Int { state.withLock { $0.bytes } }

    /// The blocks kept under `key`, marked as just used.
    func blocks(_ key: Key) -> [SCIPointBlock]? {
        state.withLock { state in
            guard let entry = state.entries[key] else { return nil }
            state.clock &+= 1
            entry.used = state.clock
            return entry.blocks
        }
    }

    /// Keeps `blocks` under `key`, dropping the least recently used entries past the budget.
    func keep(_ blocks: [SCIPointBlock], as key: Key) {
        state.withLock { state in
            state.clock &+= 1
            if let old = state.entries[key] { state.bytes -= Self.bytes(of: old.blocks) }
            state.entries[key] = Entry(blocks: blocks, used: state.clock)
            state.bytes += Self.bytes(of: blocks)
            guard state.bytes > budget else { return }
            for (key, entry) in state.entries.sorted(by: { $0.value.used < $1.value.used }) {
                guard state.bytes > budget * 3 / 4 else { break }
                state.entries[key] = nil
                state.bytes -= Self.bytes(of: entry.blocks)
            }
        }
    }

    /// Forgets every block (the store's points changed).
    func removeAll() {
        state.withLock { $0 = State() }
    }

    private static func bytes(of blocks: [SCIPointBlock]) -> Int {
        blocks.count * MemoryLayout<SCIPointBlock>.stride + 64
    }
}
