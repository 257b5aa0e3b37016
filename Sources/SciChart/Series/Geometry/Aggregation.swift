import Foundation

extension BarPixels {
    /// The bars of `indices` aggregated per device-pixel column: the first open, the
    /// highest high, the lowest low and the last close of the bars in each column, at the
    /// first bar's x.
    static func aggregate(
        _ store: ColumnStore, indices: Range<Int>, fraction: Double, context: SeriesRenderContext
    )
        -> BarPixels
    {
        var bars = BarPixels()
        var centres = XyPixels()
        store.withColumn(0) { xs in
            store.withColumn(1) { opens in
                store.withColumn(2) { highs in
                    store.withColumn(3) { lows in
                        store.withColumn(4) { closes in
                            ColumnRuns.forEach(
                                xs: xs, indices: indices, sorted: store.isSorted, context: context
                            ) {
                                run in
                                var first = -1
                                var last = -1
                                var high = -Double.infinity
                                var low = Double.infinity
                                for index in run {
                                    let prices = (opens[index], highs[index], lows[index], closes[index])
                                    guard prices.0.isFinite, prices.1.isFinite, prices.2.isFinite,
                                        prices.3.isFinite
                                    else { continue }
                                    if first < 0 { first = index }
                                    last = index
                                    high = max(high, prices.1, prices.2)
                                    low = min(low, prices.1, prices.2)
                                }
                                guard first >= 0 else { return }
                                let x = context.pixelX(xs[first], index: first)
                                guard x.isFinite else { return }
                                bars.x.append(x)
                                bars.open.append(context.pixelY(opens[first]))
                                bars.high.append(context.pixelY(high))
                                bars.low.append(context.pixelY(low))
                                bars.close.append(context.pixelY(closes[last]))
                                bars.rising.append(closes[last] >= opens[first])
                                bars.indices.append(first)
                                centres.append(x: x, y: 0, index: first)
                            }
                        }
                    }
                }
            }
        }
        bars.width = BarExtent.width(fraction: fraction, pixels: centres, context: context)
        return bars
    }
}

/// Aggregation of dense columns.
enum ColumnAggregation {
    /// Per device-pixel column, the highest and the lowest finite value, at the first
    /// point's x: columns drawn from the zero line to both cover what every column would.
    static func extremes(_ store: ColumnStore, indices: Range<Int>, context: SeriesRenderContext) -> XyPixels
    {
        var output = XyPixels()
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
