import Foundation

/// Splits the visible points of a series into runs of consecutive indices that fall in the
/// same device-pixel column: the one mechanism behind line resampling and bar aggregation.
///
/// Sorted and categorical data find each column's first index by binary search (one per
/// column, so the cost is bounded by the width); unsorted data are walked in order and a
/// run ends wherever the column changes, which is correct for any order.
enum ColumnRuns {
    /// The device-pixel column count of the series area at the context's scale.
    static func columns(_ context: SCISeriesRenderContext) -> Int {
        Int.clamping((Double(context.area.width) * context.scale).rounded(.up), to: 1...1_000_000)
    }

    /// Calls `body` with each run of `indices`, in index order. Points outside the series
    /// area's columns come as runs of one.
    static func forEach(
        xs: UnsafeBufferPointer<Double>, indices: Range<Int>, sorted: Bool, context: SCISeriesRenderContext,
        _ body: (Range<Int>) -> Void
    ) {
        guard !indices.isEmpty else { return }
        if sorted || context.isCategory {
            forEachSorted(xs: xs, indices: indices, context: context, body)
        } else {
            forEachSequential(xs: xs, indices: indices, context: context, body)
        }
    }

    private static func forEachSorted(
        xs: UnsafeBufferPointer<Double>, indices: Range<Int>, context: SCISeriesRenderContext,
        _ body: (Range<Int>) -> Void
    ) {
        let columns = columns(context)
        let lower = indices.lowerBound
        let upper = indices.upperBound
        let calculator = context.xCalculator
        var starts = [Int](repeating: lower, count: columns + 1)
        // Each search starts where the previous column's count says the next boundary lies:
        // on evenly spaced data a few reads near it, at worst a binary search.
        var hint = lower
        var step = 0
        for boundary in 0...columns {
            let data = calculator.getDataValue(Double(boundary) / context.scale)
            let start =
                context.isCategory
                ? Int.clamping(data.rounded(.up), to: lower...upper)
                : firstIndex(atOrAfter: data, xs: xs, lower: lower, upper: upper, near: hint + step)
            if boundary > 0 { step = start - hint }
            hint = start
            starts[boundary] = start
        }
        // Where data run against drawing x (a flipped axis, or an x axis drawn vertically,
        // whose values grow upwards), the starts descend; indices must still ascend.
        if calculator.isHorizontal == calculator.hasFlippedCoordinates { starts.reverse() }
        for boundary in 1..<starts.count where starts[boundary] < starts[boundary - 1] {
            starts[boundary] = starts[boundary - 1]
        }
        for index in lower..<min(starts[0], upper) {
            body(index..<index + 1)
        }
        for column in 0..<columns where starts[column + 1] > starts[column] {
            body(starts[column]..<starts[column + 1])
        }
        for index in max(starts[columns], lower)..<upper {
            body(index..<index + 1)
        }
    }

    private static func forEachSequential(
        xs: UnsafeBufferPointer<Double>, indices: Range<Int>, context: SCISeriesRenderContext,
        _ body: (Range<Int>) -> Void
    ) {
        var runStart = indices.lowerBound
        var runColumn = column(of: indices.lowerBound, xs: xs, context: context)
        for index in indices.dropFirst() {
            let column = column(of: index, xs: xs, context: context)
            if column != runColumn || column == nil {
                body(runStart..<index)
                runStart = index
                runColumn = column
            }
        }
        body(runStart..<indices.upperBound)
    }

    /// The device column of point `index`, or `nil` when its x is not finite.
    @inline(__always)
    private static func column(
        of index: Int, xs: UnsafeBufferPointer<Double>, context: SCISeriesRenderContext
    )
        -> Int?
    {
        let pixel = context.pixelX(xs[index], index: index)
        guard pixel.isFinite else { return nil }
        return Int.clamping(
            ((pixel - Double(context.area.minX)) * context.scale).rounded(.down), to: -2...2_000_000)
    }

    /// The first index in `lower..<upper` whose x is at or beyond `data` (sorted x), found by
    /// widening steps from `guess` to a bracket, then a binary search inside it.
    static func firstIndex(
        atOrAfter data: Double, xs: UnsafeBufferPointer<Double>, lower: Int, upper: Int, near guess: Int
    ) -> Int {
        var low = lower
        var high = upper
        let guess = min(max(guess, lower), upper)
        if guess < upper, xs[guess] < data {
            // The answer lies after the guess.
            low = guess + 1
            var width = 1
            while low + width < upper, xs[low + width - 1] < data {
                low += width
                width *= 2
            }
            high = min(low + width, upper)
        } else if guess > lower {
            // At or before the guess.
            high = guess
            var width = 1
            while high - width > lower, !(xs[high - width] < data) {
                high -= width
                width *= 2
            }
            low = max(high - width, lower)
        }
        while low < high {
            let mid = (low + high) / 2
            if xs[mid] < data { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
