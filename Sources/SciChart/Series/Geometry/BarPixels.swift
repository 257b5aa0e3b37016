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

    var count: Int { x.count }

    /// The bars in `indices` that have four finite prices and a finite x; `fraction` of the
    /// bar spacing sets the width.
    static func make(
        _ store: ColumnStore, indices: Range<Int>, fraction: Double, context: SeriesRenderContext
    ) -> BarPixels {
        var bars = BarPixels()
        var centres = XyPixels()
        store.withColumn(0) { xs in
            store.withColumn(1) { opens in
                store.withColumn(2) { highs in
                    store.withColumn(3) { lows in
                        store.withColumn(4) { closes in
                            for index in indices {
                                let prices = (opens[index], highs[index], lows[index], closes[index])
                                let x = context.pixelX(xs[index], index: index)
                                guard x.isFinite, prices.0.isFinite, prices.1.isFinite, prices.2.isFinite,
                                    prices.3.isFinite
                                else { continue }
                                bars.x.append(x)
                                bars.open.append(context.pixelY(prices.0))
                                bars.high.append(context.pixelY(prices.1))
                                bars.low.append(context.pixelY(prices.2))
                                bars.close.append(context.pixelY(prices.3))
                                bars.rising.append(prices.3 >= prices.0)
                                bars.indices.append(index)
                                centres.append(x: x, y: 0, index: index)
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
