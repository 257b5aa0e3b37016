import Foundation

/// The part of a series' drawn geometry near a pointer: how dense data are hit-tested.
///
/// A frame caches what it drew of each series: M4 line points, one aggregated bar or two
/// columns per device column, one scatter point per device pixel. On sorted or categorical
/// data these are in column order, so the entries whose x lies within the radius of the
/// pointer are found by binary search on their x, and a hit test reads those few (four per
/// column at most for lines) instead of every point near the pointer. The drawn geometry
/// covers the pixels every point would, so the result is right to the pixel; and it is small
/// and in cache, where the data are large, so the search costs nanoseconds, not the cache
/// misses of searching ten million values.
enum DrawnWindow {
    /// The positions in `xs` (drawing-space x of drawn geometry, in drawing order: ascending,
    /// or descending on a flipped axis) of the entries whose x lies in `range`, and two more
    /// each side: the neighbours whose segments cross into the range, and slack for the
    /// entries of one column, which share or nearly share an x. A NaN entry (a gap marker,
    /// never two in a row) is searched by its neighbour's x.
    ///
    /// Drawn geometry spreads nearly evenly over the device columns, so the search starts
    /// where the range's x falls between the first and last entries' and widens from there:
    /// it reads a few neighbouring entries where a bisection of the whole geometry would read
    /// one cache line per step.
    static func positions(of range: ClosedRange<Double>, in xs: [Double]) -> Range<Int> {
        xs.withUnsafeBufferPointer { xs in
            let count = xs.count
            var first = 0
            while first < count && !xs[first].isFinite { first += 1 }
            guard first < count else { return 0..<0 }
            var last = count - 1
            while !xs[last].isFinite { last -= 1 }
            // Keys ascend along the positions either way.
            let sign = xs[last] < xs[first] ? -1.0 : 1.0
            func key(_ position: Int) -> Double {
                var value = xs[position]
                if value.isNaN { value = xs[position + 1 < count ? position + 1 : position - 1] }
                return sign * value
            }
            let (low, high) =
                sign < 0 ? (-range.upperBound, -range.lowerBound) : (range.lowerBound, range.upperBound)
            let firstKey = key(first)
            let span = key(last) - firstKey
            func guess(_ value: Double) -> Int {
                let fraction = span > 0 ? (value - firstKey) / span : 0
                // Also false for NaN.
                guard fraction > 0 else { return first }
                return fraction < 1 ? first + Int(fraction * Double(last - first)) : last
            }
            let lower = firstPosition(in: count, near: guess(low)) { key($0) >= low }
            let upper = firstPosition(in: count, near: max(guess(high), lower)) { key($0) > high }
            let start = max(lower - 2, 0)
            return start..<max(min(upper + 2, count), start)
        }
    }

    /// The drawing-space x range within `radius` of `point`.
    static func range(around point: CGPoint, radius: Double) -> ClosedRange<Double> {
        let x = Double(point.x)
        return (x - radius)...(x + radius)
    }

    /// The first of `count` positions where `holds` is true (it holds from some position on,
    /// or nowhere: then `count`), searched from `guess` (in `0...count`) outward by doubling
    /// steps, then by bisection of the bracket found.
    static func firstPosition(in count: Int, near guess: Int, where holds: (Int) -> Bool) -> Int {
        let guess = min(max(guess, 0), count)
        var low: Int
        var high: Int
        var step = 1
        if guess == count || holds(guess) {
            // At or before the guess (`count` stands for "nowhere", past every position).
            high = guess
            var probe = high - step
            while probe >= 0 && holds(probe) {
                high = probe
                step *= 2
                probe = high - step
            }
            low = max(probe + 1, 0)
        } else {
            // After the guess.
            low = guess + 1
            var probe = guess + step
            while probe < count && !holds(probe) {
                low = probe + 1
                step *= 2
                probe = guess + step
            }
            high = min(probe, count)
        }
        while low < high {
            let mid = low + (high - low) / 2
            if holds(mid) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}

extension SCISeriesPixels {
    /// The points at `positions`.
    func slice(_ positions: Range<Int>) -> SCISeriesPixels {
        var slice = SCISeriesPixels()
        slice.xs = Array(xs[positions])
        slice.ys = Array(ys[positions])
        slice.indices = Array(indices[positions])
        slice.isResampled = isResampled
        return slice
    }
}
