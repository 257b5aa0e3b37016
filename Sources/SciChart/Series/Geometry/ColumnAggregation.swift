import Foundation

/// Aggregation of dense columns.
enum ColumnAggregation {
    /// Per device-pixel column, the highest and the lowest finite value, at the first
    /// point's x: columns drawn from the zero line to both cover what every column would.
    /// `indexed` false reads every point (what the index must reproduce).
    static func extremes(
        _ store: SCISeriesDataView, indices: Range<Int>, context: SCISeriesRenderContext, indexed: Bool = true
    )
        -> SCISeriesPixels
    {
        var output = SCISeriesPixels()
        output.isResampled = true
        let index =
            indexed && LineResampler.shouldIndex(count: indices.count, columns: ColumnRuns.columns(context))
            ? store.extremaIndex(.values(column: 1)) : nil
        store.withColumn(0) { xs in
            store.withColumn(1) { ys in
                ColumnRuns.forEach(xs: xs, indices: indices, sorted: store.isSorted, context: context) {
                    run in
                    var extremes = LineResampler.Extremes()
                    func addPoints(_ extremes: inout LineResampler.Extremes, _ points: Range<Int>) {
                        for index in points where ys[index].isFinite && xs[index].isFinite {
                            extremes.add(index, ys[index])
                        }
                    }
                    // Sorted x between two finite ends is finite: the index's blocks count.
                    if let index, run.count >= LineResampler.Emitter.indexedRun,
                        xs[run.lowerBound].isFinite, xs[run.upperBound - 1].isFinite
                    {
                        extremes.add(run, through: index, of: store, points: addPoints)
                    } else {
                        addPoints(&extremes, run)
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
