import Dispatch

/// The blocks of a store as a frame reads them: from the cache, and from the store for what
/// the cache lacks (kept in the cache for later frames). Without a store, a miss throws
/// ``BlockSource/Miss``: the owner thread answers from the cache alone.
struct BlockSource {
    /// Thrown when the cache lacks a block and there is no store to ask.
    struct Miss: Error {}

    /// The most parents one query asks the blocks of (a few milliseconds of reading).
    static let parentsPerQuery = 256
    /// The most tiles one query reads.
    static let tilesPerQuery: Int64 = 4

    let summary: SCIPointStoreSummary
    let cache: BlockCache
    let store: (any ISCIPointStore)?
    /// Whether the work is no longer wanted; checked before each query.
    let isCancelled: @Sendable () -> Bool
    /// Whether chunks of a query go to the store at once, on every core (for a frame someone
    /// waits for; work ahead of need leaves the other cores to drawing).
    let isParallel: Bool
    /// How many queries went to the store.
    private(set) var queries = 0
    /// How many blocks this source handed out, from the cache or the store: a frame's work.
    private(set) var blocksLent = 0

    init(
        summary: SCIPointStoreSummary, cache: BlockCache, store: (any ISCIPointStore)?,
        isCancelled: @escaping @Sendable () -> Bool = { false }, isParallel: Bool = false
    ) {
        self.summary = summary
        self.cache = cache
        self.store = store
        self.isCancelled = isCancelled
        self.isParallel = isParallel
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
        // Consecutive missing tiles are read in one query, a few at a time.
        var start = 0
        while start < missing.count {
            var end = start + 1
            while end < missing.count, end - start < Self.tilesPerQuery, missing[end] == missing[end - 1] + 1
            {
                end += 1
            }
            let ids = (missing[start] * size)..<((missing[end - 1] + 1) * size)
            let read = try fetch { try $0.blocks(level: level, ids: ids) }
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
        blocksLent += result.count
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
        if !missing.isEmpty, store == nil { throw Miss() }
        let factor = Int64(summary.factor)
        // In chunks: a read or prefetch no longer wanted stops within one, and a store with
        // several connections reads them side by side.
        let chunks = stride(from: 0, to: missing.count, by: Self.parentsPerQuery).map {
            Array(missing[$0..<min($0 + Self.parentsPerQuery, missing.count)])
        }
        let reads = try fetch(chunks) { store, parents in try store.blocks(level: level, inParents: parents) }
        for (missing, read) in zip(chunks, reads) {
            // Each parent's blocks are kept on their own, for the frames that split it again.
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
        let result = BlockRuns(parents.map { byParent[$0].map { $0[...] } ?? [] })
        blocksLent += result.count
        return result
    }

    /// Asks the store for each of `chunks`, when ``isParallel`` at once on as many threads as
    /// the machine has cores (a store that has one connection answers them in turn); the
    /// answers in the chunks' order. The work no longer wanted stops before each chunk.
    private mutating func fetch(
        _ chunks: [[Int64]], _ query: @Sendable (any ISCIPointStore, [Int64]) throws -> [SCIPointBlock]
    ) throws -> [[SCIPointBlock]] {
        guard !chunks.isEmpty else { return [] }
        guard let store else { throw Miss() }
        guard chunks.count > 1, isParallel else {
            return try chunks.map { chunk in try fetch { try query($0, chunk) } }
        }
        try checkCancelled()
        queries += chunks.count
        let answers = Locked([Result<[SCIPointBlock], any Error>?](repeating: nil, count: chunks.count))
        let isCancelled = self.isCancelled
        DispatchQueue.concurrentPerform(iterations: chunks.count) { index in
            let answer: Result<[SCIPointBlock], any Error> =
                isCancelled()
                ? .failure(SCIPointStoreError.cancelled) : Result { try query(store, chunks[index]) }
            answers.withLock { $0[index] = answer }
        }
        return try answers.withLock { $0 }.map { answer in
            guard let answer else { throw SCIPointStoreError.cancelled }
            return try answer.get()
        }
    }

    /// Asks the store, unless the work is no longer wanted.
    private mutating func fetch(_ query: (any ISCIPointStore) throws -> [SCIPointBlock]) throws
        -> [SCIPointBlock]
    {
        guard let store else { throw Miss() }
        try checkCancelled()
        queries += 1
        return try query(store)
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
