import Foundation

/// A series of points with two y values each, `y` and `y1`: the data of band series (a
/// channel's two lines, an indicator and its signal).
///
/// ```swift
/// let macd = SCIXyyDataSeries(xType: .date, yType: .double)
/// macd.append(x: Date(), y: 1.25, y1: 0.9)   // the MACD line and its signal
/// ```
public final class SCIXyyDataSeries: SCIDataSeries, @unchecked Sendable {
    /// The column of the second y value in an ``SCISeriesDataView`` of this series.
    public static let y1Column = 2

    /// Creates an empty series; `.date` x values are stored as seconds since 1970.
    public init(xType: SCIDataType, yType: SCIDataType) {
        super.init(xType: xType, yType: yType, columnCount: 3)
    }

    /// Creates an empty series whose distribution is declared rather than measured (see
    /// ``ISCIDataDistributionCalculator``: a series declared unsorted takes unsorted points
    /// without a warning).
    public init(
        xType: SCIDataType, yType: SCIDataType, dataDistributionCalculator: ISCIDataDistributionCalculator
    ) {
        super.init(
            xType: xType, yType: yType, columnCount: 3, dataDistributionCalculator: dataDistributionCalculator
        )
    }

    /// Creates an empty series of `Double` values.
    public convenience init() {
        self.init(xType: .double, yType: .double)
    }

    /// Appends one point.
    public func append<X: ISCIComparable, Y: ISCIComparable>(x: X, y: Y, y1: Y) {
        let row = [x.toDouble, y.toDouble, y1.toDouble]
        mutate(.appended) { $0.append(columns: row.map { [$0] }) }
    }

    /// Appends points from three arrays; only the points every array has are appended.
    public func append<X: ISCIComparable, Y: ISCIComparable>(x: [X], y: [Y], y1: [Y]) {
        func doubles(_ values: [Y]) -> [Double] { values as? [Double] ?? values.map(\.toDouble) }
        let columns = [x as? [Double] ?? x.map(\.toDouble), doubles(y), doubles(y1)]
        mutate(.appended) { $0.append(columns: columns) }
    }

    /// Appends points from typed value lists (``SCIDoubleValues`` and its kin), copied in
    /// blocks; only the points every list has are appended.
    public func append<X, Y>(x: SCIValueList<X>, y: SCIValueList<Y>, y1: SCIValueList<Y>) {
        let columns = [x.doubles, y.doubles, y1.doubles]
        mutate(.appended) { $0.append(columns: columns) }
    }

    /// Inserts a point before `index` (clamped to `0...count`).
    public func insert<X: ISCIComparable, Y: ISCIComparable>(x: X, y: Y, y1: Y, at index: Int) {
        let row = [x.toDouble, y.toDouble, y1.toDouble]
        mutate(.inserted, at: index) { $0.insert(row: row, at: index) }
    }

    /// Replaces both y values at `index` (ignored when out of range).
    public func update<Y: ISCIComparable>(y: Y, y1: Y, at index: Int) {
        let values = (y.toDouble, y1.toDouble)
        mutate(.updated, at: index) { store in
            if store.update(column: 1, at: index, to: values.0) {
                store.update(column: 2, at: index, to: values.1)
            }
        }
    }

    /// The y value at `index`, or `nil` when out of range.
    public func yValue(at index: Int) -> Double? {
        storage.withLock { index >= 0 && index < $0.count ? $0.value(column: 1, at: index) : nil }
    }

    /// The y1 value at `index`, or `nil` when out of range.
    public func y1Value(at index: Int) -> Double? {
        storage.withLock { index >= 0 && index < $0.count ? $0.value(column: 2, at: index) : nil }
    }

    /// A copy of the y values as a typed list (SciChart's `yValues`; a snapshot, as
    /// ``SCIDataSeries/xValues`` is).
    public var yValues: SCIDoubleValues! { valueList(column: 1) }

    /// A copy of the y1 values as a typed list (SciChart's `y1Values`).
    public var y1Values: SCIDoubleValues! { valueList(column: 2) }

    /// A copy of the y values as an array.
    public var yValuesArray: [Double] { column(1, in: 0..<Int.max) }

    /// A copy of the y1 values as an array.
    public var y1ValuesArray: [Double] { column(2, in: 0..<Int.max) }
}
