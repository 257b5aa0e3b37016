import Foundation

/// The series the bench draws, from a closed form that `benchmarks/compare.py` repeats in
/// NumPy so both sides draw the same line.
public enum BenchData {
    /// y at index `i`: a slow wave, a faster one and integer-hash noise.
    @inline(__always)
    public static func y(_ i: Int) -> Double {
        let value = Double(i)
        return sin(value / 1_600_000) * 40 + sin(value / 90_000) * 12 + Double((i &* 7919) % 1000) / 100
    }

    /// x and y arrays of `count` points, x = 0, 1, 2, ...
    public static func arrays(count: Int) -> (x: [Double], y: [Double]) {
        let xs = [Double](unsafeUninitializedCapacity: count) { buffer, initialized in
            for index in 0..<count { buffer[index] = Double(index) }
            initialized = count
        }
        let ys = [Double](unsafeUninitializedCapacity: count) { buffer, initialized in
            for index in 0..<count { buffer[index] = y(index) }
            initialized = count
        }
        return (xs, ys)
    }
}
