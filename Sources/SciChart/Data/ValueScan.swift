/// Scans and searches over contiguous values, written so the compiler vectorises them.
enum ValueScan {
    /// The min and max of the finite values, or `nil` when there are none.
    static func finiteRange(_ values: UnsafeBufferPointer<Double>) -> SCIDoubleRange? {
        finiteRange(values, in: 0..<values.count)
    }

    /// The min and max of the finite values in `indices`, or `nil` when there are none.
    static func finiteRange(_ values: UnsafeBufferPointer<Double>, in indices: Range<Int>) -> SCIDoubleRange?
    {
        let lower = max(indices.lowerBound, 0)
        let upper = min(indices.upperBound, values.count)
        guard lower < upper else { return nil }
        // NaN fails both comparisons, so it never wins; infinities are filtered after.
        var low = Double.infinity
        var high = -Double.infinity
        var index = lower
        while index < upper {
            let value = values[index]
            low = value < low ? value : low
            high = value > high ? value : high
            index += 1
        }
        if low.isFinite && high.isFinite { return SCIDoubleRange(min: low, max: high) }
        if low == .infinity && high == -.infinity { return nil }
        // Rare: some values are infinite. Rescan for the finite extremes only.
        low = .infinity
        high = -.infinity
        for index in lower..<upper where values[index].isFinite {
            low = min(low, values[index])
            high = max(high, values[index])
        }
        return low <= high ? SCIDoubleRange(min: low, max: high) : nil
    }

    /// The first index whose value is not less than `value` (sorted values).
    static func lowerBound(_ values: UnsafeBufferPointer<Double>, _ value: Double) -> Int {
        var low = 0
        var high = values.count
        while low < high {
            let mid = (low + high) / 2
            if values[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The first index whose value is greater than `value` (sorted values).
    static func upperBound(_ values: UnsafeBufferPointer<Double>, _ value: Double) -> Int {
        var low = 0
        var high = values.count
        while low < high {
            let mid = (low + high) / 2
            if values[mid] <= value { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The index of the finite value nearest to `value`: by binary search when `sorted`
    /// (finite and non-decreasing), by a scan otherwise (the first of equally near ones);
    /// `nil` when there is none or `value` is NaN. The one nearest-x search of the library.
    static func nearestIndex(_ values: UnsafeBufferPointer<Double>, to value: Double, sorted: Bool = true)
        -> Int?
    {
        guard !values.isEmpty, !value.isNaN else { return nil }
        guard sorted else {
            var best: Int?
            var bestDistance = Double.infinity
            for index in 0..<values.count where values[index].isFinite {
                let distance = abs(values[index] - value)
                if distance < bestDistance {
                    bestDistance = distance
                    best = index
                }
            }
            return best
        }
        let index = lowerBound(values, value)
        if index == 0 { return 0 }
        if index == values.count { return values.count - 1 }
        return value - values[index - 1] <= values[index] - value ? index - 1 : index
    }

    /// The indices whose x lies in `range`, widened by one point on each side so that lines
    /// reach the edges of the view (sorted values).
    static func visibleIndices(_ values: UnsafeBufferPointer<Double>, in range: SCIDoubleRange) -> Range<Int>
    {
        guard !values.isEmpty else { return 0..<0 }
        let first = max(lowerBound(values, range.min) - 1, 0)
        let last = min(upperBound(values, range.max) + 1, values.count)
        return first..<max(first, last)
    }
}
