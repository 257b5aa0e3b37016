import Foundation

/// The pixels of the visible bars of an OHLC series: centre x and the four prices' y.
struct BarPixels {
    var x: [Double] = []
    var open: [Double] = []
    var high: [Double] = []
    var low: [Double] = []
    var close: [Double] = []
    /// Whether each bar rose (close at or above open, in data values).
    var rising: [Bool] = []
    var indices: [Int] = []
    /// The bar width in pixels.
    var width = 1.0
    /// Whether the bars were aggregated per device column (dense data).
    var isAggregated = false

    var count: Int { x.count }

    /// The bars in `indices` that have four finite prices and a finite x; `fraction` of the
    /// bar spacing sets the width.
    static func make(
        _ store: SCISeriesDataView, indices: Range<Int>, fraction: Double, context: SCISeriesRenderContext
    )
        -> BarPixels
    {
        build(store, fraction: fraction, context: context) { _, body in
            for index in indices { body(index..<index + 1) }
        }
    }

    /// The bars of `indices` aggregated per device-pixel column: the first open, the
    /// highest high, the lowest low and the last close of the bars in each column, at the
    /// first bar's x.
    /// `indexed` false reads every bar (what the index must reproduce).
    static func aggregate(
        _ store: SCISeriesDataView, indices: Range<Int>, fraction: Double, context: SCISeriesRenderContext,
        indexed: Bool = true
    )
        -> BarPixels
    {
        var bars = build(
            store, fraction: fraction, context: context, index: index(store, indexed, indices, context)
        ) { xs, body in
            ColumnRuns.forEach(xs: xs, indices: indices, sorted: store.isSorted, context: context, body)
        }
        bars.isAggregated = true
        return bars
    }

    /// The bar-range index of `store` when `count` bars are dense enough to read through it.
    private static func index(
        _ store: SCISeriesDataView, _ indexed: Bool, _ indices: Range<Int>, _ context: SCISeriesRenderContext
    ) -> ExtremaIndex? {
        guard indexed, store.columnCount >= 5,
            LineResampler.shouldIndex(count: indices.count, columns: ColumnRuns.columns(context))
        else { return nil }
        return store.extremaIndex(.barRange)
    }

    /// One bar per group of indices that `groups` yields: the first finite bar's open and x,
    /// the highest and lowest price and the last finite bar's close.
    private static func build(
        _ store: SCISeriesDataView, fraction: Double, context: SCISeriesRenderContext,
        index: ExtremaIndex? = nil,
        groups: (UnsafeBufferPointer<Double>, (Range<Int>) -> Void) -> Void
    ) -> BarPixels {
        var bars = BarPixels()
        var centres = SCISeriesPixels()
        store.withColumn(0) { xs in
            store.withColumn(1) { opens in
                store.withColumn(2) { highs in
                    store.withColumn(3) { lows in
                        store.withColumn(4) { closes in
                            groups(xs) { group in
                                var first = -1
                                var last = -1
                                var high = -Double.infinity
                                var low = Double.infinity
                                func addBars(_ bars: Range<Int>) {
                                    for index in bars {
                                        let prices = (opens[index], highs[index], lows[index], closes[index])
                                        guard xs[index].isFinite || context.isCategory, prices.0.isFinite,
                                            prices.1.isFinite, prices.2.isFinite, prices.3.isFinite
                                        else { continue }
                                        if first < 0 { first = index }
                                        last = index
                                        high = max(high, prices.1, prices.2)
                                        low = min(low, prices.1, prices.2)
                                    }
                                }
                                // Sorted x between two finite ends is finite: the index's
                                // blocks, all of whose bars have four finite prices, count.
                                if let index, group.count >= LineResampler.Emitter.indexedRun,
                                    context.isCategory
                                        || (xs[group.lowerBound].isFinite
                                            && xs[group.upperBound - 1].isFinite)
                                {
                                    store.forEachPiece(of: index, in: group) { piece in
                                        switch piece {
                                        case .block(
                                            let blockFirst, let blockLast, let blockLow, _, let blockHigh, _):
                                            if first < 0 { first = blockFirst }
                                            last = blockLast
                                            high = max(high, blockHigh)
                                            low = min(low, blockLow)
                                        case .points(let bars):
                                            addBars(bars)
                                        }
                                    }
                                } else {
                                    addBars(group)
                                }
                                guard first >= 0 else { return }
                                // Pixels far off screen are brought within the pixel limit:
                                // rectangle arithmetic on them stays finite.
                                let x = context.pixelX(xs[first], index: first).boundedPixel
                                guard x.isFinite else { return }
                                bars.x.append(x)
                                bars.open.append(context.pixelY(opens[first]).boundedPixel)
                                bars.high.append(context.pixelY(high).boundedPixel)
                                bars.low.append(context.pixelY(low).boundedPixel)
                                bars.close.append(context.pixelY(closes[last]).boundedPixel)
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

    /// The left and right pixel edges of bar `index`, whole pixels, at least 1 apart.
    func edges(_ index: Int) -> (left: Double, right: Double) {
        let left = (x[index] - width / 2).rounded()
        return (left, max((x[index] + width / 2).rounded(), left + 1))
    }

    /// The body rectangle of bar `index`: from open to close.
    func body(_ index: Int) -> CGRect {
        let (left, right) = edges(index)
        let top = min(open[index], close[index])
        return CGRect(x: left, y: top, width: right - left, height: max(open[index], close[index]) - top)
    }

    /// The wick of bar `index`, top to bottom.
    func wick(_ index: Int) -> (top: Double, bottom: Double) {
        (min(high[index], low[index]), max(high[index], low[index]))
    }
}
