/// The suite's random numbers: uniform in [0, 1), seeded, so every run draws the same data.
/// xorshift64*: one multiply a value, fast enough that generating a frame's data costs what
/// it costs the suite's own generator.
struct SuiteRandom {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed == 0 ? 0x9E37_79B9_7F4A_7C15 : seed
    }

    @inline(__always)
    mutating func next() -> Double {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return Double((state &* 0x2545_F491_4F6C_DD1D) >> 11) * 0x1p-53
    }

    /// A random walk of `count` steps of `scale` x (U - 0.5) from `start`, the first value
    /// already one step on.
    mutating func walk(_ count: Int, from start: Double = 0, scale: Double = 10) -> [Double] {
        var y = start
        return [Double](unsafeUninitializedCapacity: count) { buffer, initialized in
            for index in 0..<count {
                y += (next() - 0.5) * scale
                buffer[index] = y
            }
            initialized = count
        }
    }

    /// `count` values of `transform(U)`.
    mutating func values(_ count: Int, _ transform: (Double) -> Double) -> [Double] {
        [Double](unsafeUninitializedCapacity: count) { buffer, initialized in
            for index in 0..<count { buffer[index] = transform(next()) }
            initialized = count
        }
    }

    /// Adds a step of U - 0.5 to every value: one Brownian step of every point.
    mutating func step(_ values: inout [Double]) {
        values.withUnsafeMutableBufferPointer { buffer in
            for index in buffer.indices { buffer[index] += next() - 0.5 }
        }
    }
}

/// The suite's seeded generator of the append case: 32-bit xorshift from 1, as the suite
/// resets it, so the walk is the same in every library.
struct SuiteXorShift32 {
    private var state: UInt32 = 1

    mutating func next() -> Double {
        state ^= state << 13
        state ^= state >> 17
        state ^= state << 5
        return Double(state) / 4_294_967_296
    }
}
