import Foundation

/// A series of open-high-low-close bars: the data of candlestick and OHLC series.
///
/// Bad bars (open above high, low above close, NaN) are kept as given; the drawing shows
/// them as they are and NaN bars are gaps.
public final class SCIOhlcDataSeries: SCIDataSeries, @unchecked Sendable {
    /// Creates an empty series; `.date` x values are stored as seconds since 1970.
    public init(xType: SCIDataType, yType: SCIDataType) {
        super.init(xType: xType, yType: yType, columnCount: 5)
    }

    /// Creates an empty series whose distribution is declared rather than measured (see
    /// ``ISCIDataDistributionCalculator``: a series declared unsorted takes unsorted points
    /// without a warning).
    public init(
        xType: SCIDataType, yType: SCIDataType, dataDistributionCalculator: ISCIDataDistributionCalculator
    ) {
        super.init(
            xType: xType, yType: yType, columnCount: 5, dataDistributionCalculator: dataDistributionCalculator
        )
    }

    /// Appends one bar.
    public func append<X: ISCIComparable, Y: ISCIComparable>(x: X, open: Y, high: Y, low: Y, close: Y) {
        let values = (x.toDouble, open.toDouble, high.toDouble, low.toDouble, close.toDouble)
        mutate(.appended) {
            $0.append(x: values.0, open: values.1, high: values.2, low: values.3, close: values.4)
        }
    }

    /// Appends bars from parallel arrays; only the bars every array has are appended.
    public func append<X: ISCIComparable, Y: ISCIComparable>(
        x: [X], open: [Y], high: [Y], low: [Y], close: [Y]
    ) {
        func doubles(_ values: [Y]) -> [Double] { values as? [Double] ?? values.map(\.toDouble) }
        let columns = [
            x as? [Double] ?? x.map(\.toDouble), doubles(open), doubles(high), doubles(low), doubles(close),
        ]
        mutate(.appended) { $0.append(columns: columns) }
    }

    /// Appends bars from typed value lists (``SCIDoubleValues`` and its kin), copied in
    /// blocks; only the bars every list has are appended.
    public func append<X, Y>(
        x: SCIValueList<X>, open: SCIValueList<Y>, high: SCIValueList<Y>, low: SCIValueList<Y>,
        close: SCIValueList<Y>
    ) {
        let columns = [x.doubles, open.doubles, high.doubles, low.doubles, close.doubles]
        mutate(.appended) { $0.append(columns: columns) }
    }

    /// Inserts a bar before `index` (clamped to `0...count`).
    public func insert<X: ISCIComparable, Y: ISCIComparable>(
        x: X, open: Y, high: Y, low: Y, close: Y, at index: Int
    ) {
        let row = [x.toDouble, open.toDouble, high.toDouble, low.toDouble, close.toDouble]
        mutate(.inserted, at: index) { $0.insert(row: row, at: index) }
    }

    /// Replaces the prices of the bar at `index` (ignored when out of range).
    public func update<Y: ISCIComparable>(open: Y, high: Y, low: Y, close: Y, at index: Int) {
        let values = [open.toDouble, high.toDouble, low.toDouble, close.toDouble]
        mutate(.updated, at: index) { store in
            for (offset, value) in values.enumerated() {
                store.update(column: offset + 1, at: index, to: value)
            }
        }
    }

    /// The bars in `range` (the part of it inside the data), read in one look.
    public func bars(in range: Range<Int>) -> [SCIOhlcBar] {
        storage.withLock { store in Self.bars(of: store, in: range.clamped(to: 0..<store.count)) }
    }

    /// The bars of `rows` of `store`.
    private static func bars(of store: ColumnStore, in rows: Range<Int>) -> [SCIOhlcBar] {
        rows.map { index in
            SCIOhlcBar(
                x: store.value(column: 0, at: index), open: store.value(column: 1, at: index),
                high: store.value(column: 2, at: index), low: store.value(column: 3, at: index),
                close: store.value(column: 4, at: index))
        }
    }

    /// The bars.
    override func indicatorBars(of store: ColumnStore, in rows: Range<Int>) -> [SCIOhlcBar] {
        Self.bars(of: store, in: rows)
    }

    /// The bar at `index`, or `nil` when out of range.
    public func bar(at index: Int) -> SCIOhlcBar? {
        storage.withLock { store in
            guard index >= 0, index < store.count else { return nil }
            return SCIOhlcBar(
                x: store.value(column: 0, at: index), open: store.value(column: 1, at: index),
                high: store.value(column: 2, at: index), low: store.value(column: 3, at: index),
                close: store.value(column: 4, at: index))
        }
    }

    /// A copy of the open column as a typed list (SciChart's `openValues`; a snapshot, as
    /// ``SCIDataSeries/xValues`` is).
    public var openValues: SCIDoubleValues! { valueList(column: 1) }
    /// A copy of the high column as a typed list.
    public var highValues: SCIDoubleValues! { valueList(column: 2) }
    /// A copy of the low column as a typed list.
    public var lowValues: SCIDoubleValues! { valueList(column: 3) }
    /// A copy of the close column as a typed list.
    public var closeValues: SCIDoubleValues! { valueList(column: 4) }

    /// A copy of the open column as an array.
    public var openValuesArray: [Double] { storage.withLock { $0.withColumn(1) { Array($0) } } }
    /// A copy of the high column as an array.
    public var highValuesArray: [Double] { storage.withLock { $0.withColumn(2) { Array($0) } } }
    /// A copy of the low column as an array.
    public var lowValuesArray: [Double] { storage.withLock { $0.withColumn(3) { Array($0) } } }
    /// A copy of the close column as an array.
    public var closeValuesArray: [Double] { storage.withLock { $0.withColumn(4) { Array($0) } } }
}
