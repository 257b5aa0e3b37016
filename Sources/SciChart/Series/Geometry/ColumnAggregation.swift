import Foundation

/// Aggregation of dense columns.
enum ColumnAggregation {
    /// Per device-pixel column, the highest and the lowest finite value, at the first
    /// point's x: columns drawn from the zero line to both cover what every column would.
    static func extremes(_ store: SCISeriesDataView, indices: Range<Int>, context: SCISeriesRenderContext)
        -> SCISeriesPixels
    {
        var output = SCISeriesPixels()
        output.isResampled = true
        store.withColumn(0) { xs in
            store.withColumn(1) { ys in
                ColumnRuns.forEach(xs: xs, indices: indices, sorted: store.isSorted, context: context) {
                    run in
                    var extremes = LineResampler.Extremes()
                    for index in run where ys[index].isFinite && xs[index].isFinite {
                        extremes.add(index, ys[index])
                    }
                    guard !extremes.isEmpty else { return }
                    let x = context.pixelX(xs[extremes.first], index: extremes.first)
                    output.append(x: x, y: context.pixelY(extremes.highValue), index: extremes.high)
                    if extremes.low != extremes.high {
                        output.append(x: x, y: context.pixelY(extremes.lowValue), index: extremes.low)
                    }
                }
            }
        }
        return output
    }
}
