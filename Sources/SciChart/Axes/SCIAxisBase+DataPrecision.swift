import Foundation

/// What the data drawn against an axis says about how to write values on it: the decimals
/// its prices are quoted in, and how far apart its bars are.
enum DataPrecision {
    /// How many rows from the end of each series are sampled.
    static let sampledRows = 256

    /// The fewest decimals (0 to 8) that write every finite value exactly, allowing the noise
    /// of a value stored in single precision (a hundredth of the last digit); `nil` when no
    /// count does (computed values, such as averages) or there are no values.
    static func decimals(of values: [Double]) -> Int? {
        let finite = values.filter(\.isFinite)
        guard !finite.isEmpty else { return nil }
        var scale = 1.0
        for decimals in 0...8 {
            let fits = finite.allSatisfy { value in
                let scaled = abs(value) * scale
                return scaled < 1e15 && abs(scaled - scaled.rounded()) <= 0.01
            }
            if fits { return decimals }
            scale *= 10
        }
        return nil
    }

    /// The median of the positive differences between consecutive `xs`, or `nil` when none.
    static func spacing(of xs: [Double]) -> Double? {
        var gaps: [Double] = []
        gaps.reserveCapacity(xs.count)
        for index in xs.indices.dropFirst() {
            let gap = xs[index] - xs[index - 1]
            if gap > 0, gap.isFinite { gaps.append(gap) }
        }
        guard !gaps.isEmpty else { return nil }
        gaps.sort()
        return gaps[gaps.count / 2]
    }
}

extension SCIAxisBase {
    /// The data series of the surface's series drawn against this axis.
    private var attachedData: [SCIDataSeries] {
        guard let surface else { return [] }
        return surface.allRenderableSeries.compactMap { series in
            guard (isXAxis ? series.xAxisId : series.yAxisId) == axisId else { return nil }
            return series.dataSeries
        }
    }

    /// The decimals the values drawn against this axis are written in (cents for prices
    /// quoted in cents), from the last rows of each series (their x on an x axis, their
    /// values on a y axis): the fewest any series shows (the quoted prices, where averages
    /// of them carry more), the series that show none (computed ones) left out; `nil` when
    /// none shows any. Worked out once a chart generation: every label and reading of a
    /// frame (a description of thousands of series) asks again.
    var dataDecimals: Int? {
        measuredOnce("decimals") { measuredDecimals.map(Double.init) }.map { Int($0) }
    }

    /// How far apart the x values drawn against this axis are (the median over the last rows
    /// of each series, the smallest of the series'); `nil` when no series has two points.
    /// Worked out once a chart generation.
    var dataSpacing: Double? {
        measuredOnce("spacing") { measuredSpacing }
    }

    /// What `measure` gives, worked out once for the surface's current chart generation and
    /// kept in its frame caches under this axis and `name`; `nil` without a surface.
    private func measuredOnce(_ name: String, _ measure: () -> Double?) -> Double? {
        guard let surface else { return nil }
        let key = "\(isXAxis ? "x" : "y") \(name) \(axisId)"
        return surface.frameCaches.axisMeasure(key, generation: surface.chartGeneration, measure: measure)
    }

    private var measuredDecimals: Int? {
        return attachedData.compactMap { data in
            data.read { store in
                let rows = max(store.count - DataPrecision.sampledRows, 0)..<store.count
                var values: [Double] = []
                // The y columns only: a bubble's size and an error bar's errors are not prices.
                for column in isXAxis ? 0..<1 : store.yColumns {
                    store.withColumn(column) { values.append(contentsOf: $0[rows]) }
                }
                return DataPrecision.decimals(of: values)
            }
        }.min()
    }

    private var measuredSpacing: Double? {
        attachedData.compactMap { data in
            data.read { store in
                let rows = max(store.count - DataPrecision.sampledRows, 0)..<store.count
                return DataPrecision.spacing(of: store.withColumn(0) { Array($0[rows]) })
            }
        }.min()
    }
}
