/// The blocks of a store as a frame reads them: from the cache, and from the store for what
/// the cache lacks (kept in the cache for later frames). Without a store, a miss throws
/// ``BlockSource/Miss``: the owner thread answers from the cache alone.
struct BlockSource {
    /// Thrown when the cache lacks a block and there is no store to ask.
    struct Miss: Error {}

    let summary: SCIPointStoreSummary
    let cache: BlockCache
    let store: (any ISCIPointStore)?
    /// Whether the work is no longer wanted; checked before each query.
    let isCancelled: @Sendable () -> Bool
    /// How many queries went to the store.
    private(set) var queries = 0

    init(
        summary: SCIPointStoreSummary, cache: BlockCache, store: (any ISCIPointStore)?,
        isCancelled: @escaping @Sendable () -> Bool = { false }
    ) {
        self.summary = summary
        self.cache = cache
        self.store = store
        self.isCancelled = isCancelled
    }

    /// The rows a block of `level` covers.
    func span(_ level: Int) -> Int64 {
        SCIPointLevelBuilder.span(factor: summary.factor, level: level)
    }

    /// The number of blocks of `level`.
    func blockCount(_ level: Int) -> Int64 {
        let span = span(level)
        return summary.count / span + (summary.count % span == 0 ? 0 : 1)
    }

    /// The blocks of `level` with ids in `ids` (clamped to the level), read tile by tile.
    mutating func blocks(level: Int, ids: Range<Int64>) throws -> BlockRuns {
        let ids = ids.clamped(to: 0..<blockCount(level))
        guard !ids.isEmpty else { return BlockRuns() }
        let size = BlockCache.tileSize
        let tiles = (ids.lowerBound / size)...((ids.upperBound - 1) / size)
        var byTile: [Int64: [SCIPointBlock]] = [:]
        var missing: [Int64] = []
        for tile in tiles {
            let key = BlockCache.Key(level: level, number: tile, isChildren: false)
            if let kept = cache.blocks(key) { byTile[tile] = kept } else { missing.append(tile) }
        }
        // Consecutive missing tiles are read in one query.
        var start = 0
        while start < missing.count {
            var end = start + 1
            while end < missing.count, missing[end] == missing[end - 1] + 1 { end += 1 }
            let read = try fetch(level: level, ids: (missing[start] * size)..<((missing[end - 1] + 1) * size))
            for tile in missing[start..<end] {
                let lower = read.partitioningIndex { $0.id >= tile * size }
                let upper = read.partitioningIndex { $0.id >= (tile + 1) * size }
                let blocks = Array(read[lower..<upper])
                cache.keep(blocks, as: BlockCache.Key(level: level, number: tile, isChildren: false))
                byTile[tile] = blocks
            }
            start = end
        }
        var result = BlockRuns()
        for tile in tiles {
            guard let blocks = byTile[tile] else { continue }
            let lower = blocks.partitioningIndex { $0.id >= ids.lowerBound }
            let upper = blocks.partitioningIndex { $0.id >= ids.upperBound }
            result.append(blocks[lower..<upper])
        }
        return result
    }

    /// Whether the cache holds the blocks under every one of `parents`.
    func hasBlocks(level: Int, inParents parents: [Int64]) -> Bool {
        parents.allSatisfy { cache.blocks(BlockCache.Key(level: level, number: $0, isChildren: true)) != nil }
    }

    /// The blocks of `level` under each of `parents` (blocks of `level + 1`, in id order).
    mutating func blocks(level: Int, inParents parents: [Int64]) throws -> BlockRuns {
        var byParent: [Int64: [SCIPointBlock]] = [:]
        var missing: [Int64] = []
        for parent in parents {
            let key = BlockCache.Key(level: level, number: parent, isChildren: true)
            if let kept = cache.blocks(key) { byParent[parent] = kept } else { missing.append(parent) }
        }
        if !missing.isEmpty {
            guard let store else { throw Miss() }
            try checkCancelled()
            queries += 1
            let read = try store.blocks(level: level, inParents: missing)
            // Each parent's blocks are kept on their own, for the frames that split it again.
            let factor = Int64(summary.factor)
            var start = 0
            while start < read.count {
                let parent = read[start].id / factor
                var end = start + 1
                while end < read.count, read[end].id / factor == parent { end += 1 }
                let blocks = Array(read[start..<end])
                cache.keep(blocks, as: BlockCache.Key(level: level, number: parent, isChildren: true))
                byParent[parent] = blocks
                start = end
            }
            for parent in missing where byParent[parent] == nil {
                cache.keep([], as: BlockCache.Key(level: level, number: parent, isChildren: true))
            }
        }
        return BlockRuns(parents.map { byParent[$0].map { $0[...] } ?? [] })
    }

    private mutating func fetch(level: Int, ids: Range<Int64>) throws -> [SCIPointBlock] {
        guard let store else { throw Miss() }
        try checkCancelled()
        queries += 1
        return try store.blocks(level: level, ids: ids)
    }

    private func checkCancelled() throws {
        if isCancelled() { throw SCIPointStoreError.cancelled }
    }
}

extension RandomAccessCollection {
    /// The first index whose element satisfies `belongs`, which must be false then true along
    /// the collection.
    func partitioningIndex(where belongs: (Element) -> Bool) -> Index {
        var low = startIndex
        var length = count
        while length > 0 {
            let half = length / 2
            let middle = index(low, offsetBy: half)
            if belongs(self[middle]) {
                length = half
            } else {
                low = index(after: middle)
                length -= half + 1
            }
        }
        return low
    }
}
