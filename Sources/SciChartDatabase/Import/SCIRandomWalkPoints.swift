/// A seeded random walk of `count` points, made as it is read (a billion points are never in
/// memory): x is `startX`, `startX + stepX`, ...; y starts at `startY` and moves by a step
/// uniform in [-1, 1) each point. The same seed gives the same points on every machine.
public struct SCIRandomWalkPoints: Sequence, Sendable {
    /// How many points the walk has.
    public let count: Int64
    /// The seed of the walk's generator (SplitMix64).
    public let seed: UInt64
    /// The first x.
    public let startX: Double
    /// The distance between consecutive x (seconds, say).
    public let stepX: Double
    /// The first y.
    public let startY: Double

    /// A walk of `count` points from (`startX`, `startY`), x growing by `stepX`.
    public init(count: Int64, seed: UInt64, startX: Double = 0, stepX: Double = 1, startY: Double = 0) {
        self.count = Swift.max(count, 0)
        self.seed = seed
        self.startX = startX
        self.stepX = stepX
        self.startY = startY
    }

    /// The walk's points in order.
    public func makeIterator() -> Iterator { Iterator(walk: self) }

    /// Hands out a walk's points one by one.
    public struct Iterator: IteratorProtocol, Sendable {
        private let walk: SCIRandomWalkPoints
        private var index: Int64 = 0
        private var state: UInt64
        private var y: Double

        init(walk: SCIRandomWalkPoints) {
            self.walk = walk
            state = walk.seed
            y = walk.startY
        }

        /// The next point, or `nil` after the last.
        public mutating func next() -> (x: Double, y: Double)? {
            guard index < walk.count else { return nil }
            let x = walk.startX + Double(index) * walk.stepX
            if index > 0 { y += Double(nextRandom() >> 11) * 0x1p-52 - 1 }
            index += 1
            return (x, y)
        }

        /// SplitMix64.
        private mutating func nextRandom() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
