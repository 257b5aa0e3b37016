import Foundation

/// A series of (x, y) points: the data of line, mountain, column and scatter series.
///
/// ```swift
/// let prices = SCIXyDataSeries(xType: .date, yType: .double)
/// prices.seriesName = "Close"
/// prices.append(x: Date(), y: 101.5)
/// ```
public final class SCIXyDataSeries: SCIDataSeries, @unchecked Sendable {
    /// Creates an empty series; `.date` x values are stored as seconds since 1970.
    public init(xType: SCIDataType, yType: SCIDataType) {
        super.init(xType: xType, yType: yType, columnCount: 2)
    }

    /// Creates an empty series whose distribution is declared rather than measured (see
    /// ``ISCIDataDistributionCalculator``: a series declared unsorted takes unsorted points
    /// without a warning).
    public init(
        xType: SCIDataType, yType: SCIDataType, dataDistributionCalculator: ISCIDataDistributionCalculator
    ) {
        super.init(
            xType: xType, yType: yType, columnCount: 2, dataDistributionCalculator: dataDistributionCalculator
        )
    }

    /// Creates an empty series of `Double` x and y values.
    public convenience init() {
        self.init(xType: .double, yType: .double)
    }

    /// Appends one point (the fast path for `Double` values).
    public func append(x: Double, y: Double) {
        mutate(.appended) { $0.append(x: x, y: y) }
    }

    /// Appends points from two `Double` arrays (the fast path); when their lengths differ,
    /// only the pairs both have are appended.
    public func append(x: [Double], y: [Double]) {
        mutate(.appended) { $0.append(columns: [x, y]) }
    }

    /// Appends one point.
    public func append<X: ISCIComparable, Y: ISCIComparable>(x: X, y: Y) {
        let xValue = x.toDouble
        let yValue = y.toDouble
        mutate(.appended) { $0.append(x: xValue, y: yValue) }
    }

    /// Appends points from two arrays; when their lengths differ, only the pairs both have
    /// are appended.
    public func append<X: ISCIComparable, Y: ISCIComparable>(x: [X], y: [Y]) {
        append(x: x.map(\.toDouble), y: y.map(\.toDouble))
    }

    /// Appends points from two typed value lists (``SCIDoubleValues`` and its kin), copied
    /// in blocks; when their lengths differ, only the pairs both have are appended.
    public func append<X, Y>(x: SCIValueList<X>, y: SCIValueList<Y>) {
        let columns = [x.doubles, y.doubles]
        mutate(.appended) { $0.append(columns: columns) }
    }

    /// Inserts a point before `index` (clamped to `0...count`).
    public func insert<X: ISCIComparable, Y: ISCIComparable>(x: X, y: Y, at index: Int) {
        let row = [x.toDouble, y.toDouble]
        mutate(.inserted, at: index) { $0.insert(row: row, at: index) }
    }

    /// Replaces the y value at `index` (ignored when out of range).
    public func update<Y: ISCIComparable>(y: Y, at index: Int) {
        let value = y.toDouble
        mutate(.updated, at: index) { _ = $0.update(column: 1, at: index, to: value) }
    }

    /// Replaces the x and y values at `index` (ignored when out of range).
    public func update<X: ISCIComparable, Y: ISCIComparable>(x: X, y: Y, at index: Int) {
        let xValue = x.toDouble
        let yValue = y.toDouble
        mutate(.updated, at: index) { store in
            if store.update(column: 0, at: index, to: xValue) {
                store.update(column: 1, at: index, to: yValue)
            }
        }
    }

    /// Each point as a bar whose four prices are its y.
    override func indicatorBars(of store: ColumnStore, in rows: Range<Int>) -> [SCIOhlcBar] {
        rows.map { index in
            let y = store.value(column: 1, at: index)
            return SCIOhlcBar(x: store.value(column: 0, at: index), open: y, high: y, low: y, close: y)
        }
    }

    /// The y value at `index`, or `nil` when out of range.
    public func yValue(at index: Int) -> Double? {
        storage.withLock { index >= 0 && index < $0.count ? $0.value(column: 1, at: index) : nil }
    }

    /// A copy of the y values as a typed list (SciChart's `yValues`; a snapshot, as
    /// ``SCIDataSeries/xValues`` is).
    public var yValues: SCIDoubleValues! { valueList(column: 1) }

    /// A copy of the y values as an array.
    public var yValuesArray: [Double] { storage.withLock { $0.withColumn(1) { Array($0) } } }

    /// A copy of the y values of the rows in `range` (the part of it inside the data).
    public func yValues(in range: Range<Int>) -> [Double] { column(1, in: range) }
}
