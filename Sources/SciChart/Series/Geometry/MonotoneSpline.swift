import Foundation

/// The curve splines draw through their points: a monotone cubic (Fritsch and Carlson's
/// piecewise cubic Hermite interpolation), in drawing space and as a function of x.
///
/// The curve passes through every point, is smooth where the data turn smoothly, and never
/// overshoots: between two points it stays between their values, so a spline shows no high
/// or low the data do not have, and rising (or falling) data give a rising (or falling)
/// curve. Each segment is sampled at up to `upSampleFactor` points (fewer on segments
/// shorter than that many pixels, and fewer when the samples would pass the budget). A run
/// of points whose x do not all advance the same way (unsorted data, repeated x) is drawn
/// straight: a curve in x cannot pass through it. Gaps (non-finite points) stay gaps, one
/// gap marker however many points are missing. Each sample carries the data index of the
/// point its segment starts from, so a palette colours a whole segment by that point.
enum MonotoneSpline {
    /// The most points a segment is sampled at.
    static let maximumUpSampleFactor = 100

    /// The curve through `pixels`, of at most about `budget` samples.
    static func curve(through pixels: SCISeriesPixels, upSampleFactor: Int, budget: Int = .max)
        -> SCISeriesPixels
    {
        let curve = curve(
            xs: pixels.xs, columns: [pixels.ys], indices: pixels.indices, factor: upSampleFactor,
            budget: budget)
        var result = SCISeriesPixels()
        result.xs = curve.xs
        result.ys = curve.columns[0]
        result.indices = curve.indices
        return result
    }

    /// The curves through several y columns over the same x (a band's two lines): samples at
    /// the same x in every column.
    static func curve(xs: [Double], columns: [[Double]], indices: [Int], factor: Int, budget: Int = .max) -> (
        xs: [Double], columns: [[Double]], indices: [Int]
    ) {
        let perSegment = xs.isEmpty ? 1 : max(budget / xs.count, 1)
        let factor = min(max(factor, 1), maximumUpSampleFactor, perSegment)
        var outXs: [Double] = []
        var outColumns = [[Double]](repeating: [], count: columns.count)
        var outIndices: [Int] = []
        outXs.reserveCapacity(xs.count * min(factor, 8))
        func emit(_ x: Double, _ values: [Double], _ index: Int) {
            outXs.append(x)
            for column in values.indices { outColumns[column].append(values[column]) }
            outIndices.append(index)
        }
        let count = xs.count
        var start = 0
        while start < count {
            guard isFinite(start, xs, columns) else {
                if outXs.last?.isNaN != true {
                    emit(.nan, [Double](repeating: .nan, count: columns.count), indices[start])
                }
                start += 1
                continue
            }
            var end = start + 1
            while end < count, isFinite(end, xs, columns) { end += 1 }
            let run = start..<end
            let slopes = columns.map { slopesOf(xs, $0, run) }
            emit(xs[start], columns.map { $0[start] }, indices[start])
            for left in run.dropLast() {
                let right = left + 1
                let dx = xs[right] - xs[left]
                // No more samples than pixels of length; a length past the factor (or too
                // large to count) takes the factor.
                let length = (abs(dx) + columns.reduce(0.0) { max($0, abs($1[right] - $1[left])) }).rounded(
                    .up)
                let steps = slopes[0].isEmpty ? 1 : length < Double(factor) ? max(1, Int(length)) : factor
                for step in 1..<steps {
                    let t = Double(step) / Double(steps)
                    let values = columns.indices.map { column in
                        hermite(
                            columns[column][left], columns[column][right],
                            slopes[column][left - start] * dx, slopes[column][right - start] * dx, t)
                    }
                    emit(xs[left] + t * dx, values, indices[left])
                }
                emit(xs[right], columns.map { $0[right] }, indices[right])
            }
            start = end
        }
        return (outXs, outColumns, outIndices)
    }

    private static func isFinite(_ index: Int, _ xs: [Double], _ columns: [[Double]]) -> Bool {
        xs[index].isFinite && columns.allSatisfy { $0[index].isFinite }
    }

    /// The slope dy/dx at each point of `run` (indexed from the run's start), keeping the curve
    /// monotone between points; empty when the run's x do not all advance one way.
    static func slopesOf(_ xs: [Double], _ ys: [Double], _ run: Range<Int>) -> [Double] {
        let count = run.count
        guard count >= 2 else { return [] }
        let first = run.lowerBound
        var secants = [Double](repeating: 0, count: count - 1)
        let direction = (xs[first + 1] - xs[first]).sign
        for offset in 0..<(count - 1) {
            let dx = xs[first + offset + 1] - xs[first + offset]
            guard dx != 0, dx.sign == direction else { return [] }
            secants[offset] = (ys[first + offset + 1] - ys[first + offset]) / dx
        }
        var slopes = [Double](repeating: 0, count: count)
        slopes[0] = secants[0]
        slopes[count - 1] = secants[count - 2]
        for offset in stride(from: 1, to: count - 1, by: 1) {
            let before = secants[offset - 1]
            let after = secants[offset]
            // A turning point (or a flat side) is flat: no overshoot past the point.
            slopes[offset] = before * after > 0 ? (before + after) / 2 : 0
        }
        // Fritsch and Carlson's bound: slopes too steep for the secant are scaled back.
        for offset in 0..<(count - 1) {
            let secant = secants[offset]
            if secant == 0 {
                slopes[offset] = 0
                slopes[offset + 1] = 0
                continue
            }
            let alpha = slopes[offset] / secant
            let beta = slopes[offset + 1] / secant
            let length = alpha * alpha + beta * beta
            if length > 9 {
                let tau = 3 / length.squareRoot()
                slopes[offset] = tau * alpha * secant
                slopes[offset + 1] = tau * beta * secant
            }
        }
        return slopes
    }

    /// The cubic Hermite value at `t` in `0...1` between `y0` and `y1` with end tangents
    /// `m0` and `m1` (per unit of `t`).
    @inline(__always)
    static func hermite(_ y0: Double, _ y1: Double, _ m0: Double, _ m1: Double, _ t: Double) -> Double {
        let t2 = t * t
        let t3 = t2 * t
        return (2 * t3 - 3 * t2 + 1) * y0 + (t3 - 2 * t2 + t) * m0 + (-2 * t3 + 3 * t2) * y1 + (t3 - t2) * m1
    }
}
