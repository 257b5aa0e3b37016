import Foundation

/// M4 resampling of lines: in each device-pixel column, the first, lowest, highest and
/// last point of each finite run, at their true x. A line through these covers the same
/// pixels as the line through every point, at a cost bounded by the width, not the data.
enum LineResampler {
    /// Whether `count` points on `columns` device columns are worth resampling.
    static func shouldResample(count: Int, columns: Int) -> Bool {
        count > 4 * max(columns, 1)
    }

    /// Whether `count` points on `columns` device columns are dense enough to read through a
    /// resampling index: on average several of its blocks a column.
    static func shouldIndex(count: Int, columns: Int) -> Bool {
        count >= 64 * max(columns, 1)
    }

    /// The resampled pixels of `indices`; NaN values stay gaps.
    /// `indexed` false reads every point (what the index must reproduce).
    static func resample(
        _ store: SCISeriesDataView, yColumn: Int = 1, indices: Range<Int>, context: SCISeriesRenderContext,
        indexed: Bool = true
    ) -> SCISeriesPixels {
        store.withColumn(0) { xs in
            store.withColumn(yColumn) { ys in
                var output = SCISeriesPixels()
                output.isResampled = true
                let expected = ColumnRuns.columns(context) * 4 + 8
                output.xs.reserveCapacity(expected)
                output.ys.reserveCapacity(expected)
                output.indices.reserveCapacity(expected)
                let index =
                    indexed && shouldIndex(count: indices.count, columns: ColumnRuns.columns(context))
                    ? store.extremaIndex(.values(column: yColumn)) : nil
                // Columns read through the index are kept for the next frame, which a pan
                // makes mostly of the same columns.
                let memo = index.flatMap { _ in
                    context.geometry?.lineColumnMemo(
                        for: .init(
                            seriesId: store.seriesId, rewriteVersion: store.rewriteVersion, yColumn: yColumn))
                }
                memo?.beginFrame()
                let emitter = Emitter(xs: xs, ys: ys, context: context, index: index, data: store, memo: memo)
                ColumnRuns.forEach(xs: xs, indices: indices, sorted: store.isSorted, context: context) {
                    run in
                    emitter.emitColumn(run, into: &output)
                }
                memo?.endFrame()
                return output
            }
        }
    }

    /// First, lowest, highest and last of a run of finite points, by index.
    struct Extremes {
        var first = -1
        var last = -1
        var low = -1
        var high = -1
        var lowValue = Double.infinity
        var highValue = -Double.infinity

        var isEmpty: Bool { first < 0 }

        /// Adds points `first...last`, all finite, whose extremes are given.
        @inline(__always)
        mutating func addBlock(
            first blockFirst: Int, last blockLast: Int, low: Double, lowAt: Int, high: Double, highAt: Int
        ) {
            if first < 0 { first = blockFirst }
            last = blockLast
            if low < lowValue {
                lowValue = low
                self.low = lowAt
            }
            if high > highValue {
                highValue = high
                self.high = highAt
            }
        }

        /// Adds the points of `range` from the pieces `index` gives: whole blocks at once, the
        /// other points through `points` (callers differ in what a non-finite point does).
        @inline(__always)
        mutating func add(
            _ range: Range<Int>, through index: ExtremaIndex, of data: SCISeriesDataView,
            points: (inout Extremes, Range<Int>) -> Void
        ) {
            data.forEachPiece(of: index, in: range) { piece in
                switch piece {
                case .block(let first, let last, let low, let lowAt, let high, let highAt):
                    addBlock(first: first, last: last, low: low, lowAt: lowAt, high: high, highAt: highAt)
                case .points(let range):
                    points(&self, range)
                }
            }
        }

        mutating func add(_ index: Int, _ y: Double) {
            if first < 0 { first = index }
            last = index
            if y < lowValue {
                lowValue = y
                low = index
            }
            if y > highValue {
                highValue = y
                high = index
            }
        }
    }

    struct Emitter {
        let xs: UnsafeBufferPointer<Double>
        let ys: UnsafeBufferPointer<Double>
        let context: SCISeriesRenderContext
        /// The data's resampling index, read for long runs.
        let index: ExtremaIndex?
        let data: SCISeriesDataView
        /// The last frame's indexed columns, and where this frame's are recorded.
        let memo: LineColumnMemo?

        /// Runs at least this long are read through the index.
        static let indexedRun = 4 * ExtremaIndex.fanout

        func emit(_ index: Int, into output: inout SCISeriesPixels) {
            emit(index, value: ys[index], into: &output)
        }

        /// Emits point `index`, whose y is `value` (known already, so not read again).
        @inline(__always)
        func emit(_ index: Int, value: Double, into output: inout SCISeriesPixels) {
            let x = xs[index]
            memo?.record(.init(index: index, x: x, y: value))
            Self.point(index, x: x, y: value, context: context, into: &output)
        }

        /// Appends point `index` at data values `x`, `y`.
        @inline(__always)
        private static func point(
            _ index: Int, x: Double, y: Double, context: SCISeriesRenderContext,
            into output: inout SCISeriesPixels
        ) {
            output.append(x: context.pixelX(x, index: index), y: context.pixelY(y), index: index)
        }

        /// Marks a gap, once.
        func emitGap(_ index: Int, into output: inout SCISeriesPixels) {
            memo?.record(.init(index: index, x: .nan, y: .nan))
            Self.gap(index, into: &output)
        }

        @inline(__always)
        private static func gap(_ index: Int, into output: inout SCISeriesPixels) {
            guard let last = output.ys.last, last.isFinite else { return }
            output.append(x: .nan, y: .nan, index: index)
        }

        /// Emits the extremes in index order, each once.
        func flush(_ extremes: inout Extremes, into output: inout SCISeriesPixels) {
            guard !extremes.isEmpty else { return }
            // First and last bound the other two: only the middle pair needs ordering. The
            // lowest and highest values are known: only their x is read.
            let lowFirst = extremes.low <= extremes.high
            let (second, secondValue) =
                lowFirst ? (extremes.low, extremes.lowValue) : (extremes.high, extremes.highValue)
            let (third, thirdValue) =
                lowFirst ? (extremes.high, extremes.highValue) : (extremes.low, extremes.lowValue)
            emit(extremes.first, into: &output)
            if second != extremes.first { emit(second, value: secondValue, into: &output) }
            if third != second { emit(third, value: thirdValue, into: &output) }
            if extremes.last != third { emit(extremes.last, into: &output) }
            extremes = Extremes()
        }

        /// Emits one run: as it is when short, else its extremes, found by a tight scan
        /// when it holds no NaN.
        func emitColumn(_ range: Range<Int>, into output: inout SCISeriesPixels) {
            if range.count <= 4 {
                for index in range {
                    if ys[index].isFinite && xs[index].isFinite {
                        emit(index, into: &output)
                    } else {
                        emitGap(index, into: &output)
                    }
                }
                return
            }
            if let index, range.count >= Self.indexedRun {
                return emitIndexed(range, index: index, into: &output)
            }
            let (low, high, allFinite) = Self.scan(ys, range)
            var extremes = Extremes()
            guard allFinite else {
                addPoints(range, to: &extremes, into: &output)
                flush(&extremes, into: &output)
                return
            }
            extremes.first = range.lowerBound
            extremes.last = range.upperBound - 1
            extremes.low = firstIndex(of: low, in: range)
            extremes.high = firstIndex(of: high, in: range)
            extremes.lowValue = ys[extremes.low]
            extremes.highValue = ys[extremes.high]
            flush(&extremes, into: &output)
        }

        /// The same as the scan of a long run, from the index's pieces: whole blocks give their
        /// extremes, the points between them are read one by one. A run the last frame had is
        /// emitted again from the memo.
        private func emitIndexed(_ range: Range<Int>, index: ExtremaIndex, into output: inout SCISeriesPixels)
        {
            if let memo {
                let replayed = memo.replay(range) { emission in
                    if emission.isGap {
                        Self.gap(emission.index, into: &output)
                    } else {
                        Self.point(
                            emission.index, x: emission.x, y: emission.y, context: context, into: &output)
                    }
                }
                if replayed { return }
                memo.beginRun()
            }
            defer { memo?.endRun(range) }
            var extremes = Extremes()
            extremes.add(range, through: index, of: data) { extremes, points in
                addPoints(points, to: &extremes, into: &output)
            }
            flush(&extremes, into: &output)
        }

        /// Adds `points` one by one; a non-finite one ends the run so far (emitted) and leaves
        /// a gap.
        @inline(__always)
        private func addPoints(
            _ points: Range<Int>, to extremes: inout Extremes, into output: inout SCISeriesPixels
        ) {
            for point in points {
                let y = ys[point]
                if y.isFinite {
                    extremes.add(point, y)
                } else {
                    flush(&extremes, into: &output)
                    emitGap(point, into: &output)
                }
            }
        }

        /// The lowest and highest value of `range` and whether every value is finite, in
        /// four independent lanes so the loop runs at memory speed.
        @inline(__always)
        static func scan(_ ys: UnsafeBufferPointer<Double>, _ range: Range<Int>) -> (Double, Double, Bool) {
            var lows = (Double.infinity, Double.infinity, Double.infinity, Double.infinity)
            var highs = (-Double.infinity, -Double.infinity, -Double.infinity, -Double.infinity)
            // x - x is 0 for finite x and NaN otherwise, and NaN sticks in a sum.
            var check = (0.0, 0.0)
            var index = range.lowerBound
            while index + 4 <= range.upperBound {
                let (a, b, c, d) = (ys[index], ys[index + 1], ys[index + 2], ys[index + 3])
                lows = (
                    a < lows.0 ? a : lows.0, b < lows.1 ? b : lows.1, c < lows.2 ? c : lows.2,
                    d < lows.3 ? d : lows.3
                )
                highs = (
                    a > highs.0 ? a : highs.0, b > highs.1 ? b : highs.1, c > highs.2 ? c : highs.2,
                    d > highs.3 ? d : highs.3
                )
                check = (check.0 + (a - a) + (c - c), check.1 + (b - b) + (d - d))
                index += 4
            }
            var low = Swift.min(Swift.min(lows.0, lows.1), Swift.min(lows.2, lows.3))
            var high = Swift.max(Swift.max(highs.0, highs.1), Swift.max(highs.2, highs.3))
            var allFinite = check.0 + check.1 == 0
            while index < range.upperBound {
                let value = ys[index]
                low = Swift.min(low, value)
                high = Swift.max(high, value)
                allFinite = allFinite && value.isFinite
                index += 1
            }
            return (low, high, allFinite)
        }

        /// The first index in `range` holding `value`, eight values per step.
        private func firstIndex(of value: Double, in range: Range<Int>) -> Int {
            var index = range.lowerBound
            let base = UnsafeRawPointer(ys.baseAddress!)
            let target = SIMD8<Double>(repeating: value)
            while index + 8 <= range.upperBound {
                if any(base.loadUnaligned(fromByteOffset: index * 8, as: SIMD8<Double>.self) .== target) {
                    break
                }
                index += 8
            }
            while index < range.upperBound && ys[index] != value { index += 1 }
            return Swift.min(index, range.upperBound - 1)
        }
    }
}
