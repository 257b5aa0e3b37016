import Foundation

/// A series of points with an error above and an error below each value: the data of
/// ``SCIFastErrorBarsRenderableSeries``.
///
/// `high` is the error above `y` and `low` the error below it, in the series' y units
/// (``SCIErrorType/absolute``) or as fractions of `y` (``SCIErrorType/relative``), as the
/// error bar series that draws them says. The y axis fits the values; the error bar series
/// widens its range by the errors.
///
/// ```swift
/// let dataSeries = SCIHlDataSeries(xType: .double, yType: .double)
/// dataSeries.append(x: 1, y: 10, high: 0.5, low: 0.3)   // a bar from 9.7 to 10.5
/// ```
public final class SCIHlDataSeries: SCIDataSeries, @unchecked Sendable {
    /// The column of the error above `y` in an ``SCISeriesDataView`` of this series.
    public static let highColumn = 2
    /// The column of the error below `y`.
    public static let lowColumn = 3

    /// Creates an empty series; `.date` x values are stored as seconds since 1970.
    public init(xType: SCIDataType, yType: SCIDataType) {
        super.init(xType: xType, yType: yType, columnCount: 4, yColumnCount: 1)
    }

    /// Creates an empty series of `Double` values.
    public convenience init() {
        self.init(xType: .double, yType: .double)
    }

    /// Appends one point with its errors above (`high`) and below (`low`).
    public func append<X: ISCIComparable, Y: ISCIComparable>(x: X, y: Y, high: Y, low: Y) {
        let row = [x.toDouble, y.toDouble, high.toDouble, low.toDouble]
        mutate(.appended) { $0.append(columns: row.map { [$0] }) }
    }

    /// Appends points from four arrays; only the points every array has are appended.
    public func append<X: ISCIComparable, Y: ISCIComparable>(x: [X], y: [Y], high: [Y], low: [Y]) {
        func doubles(_ values: [Y]) -> [Double] { values as? [Double] ?? values.map(\.toDouble) }
        let columns = [x as? [Double] ?? x.map(\.toDouble), doubles(y), doubles(high), doubles(low)]
        mutate(.appended) { $0.append(columns: columns) }
    }

    /// Appends points from typed value lists (``SCIDoubleValues`` and its kin), copied in
    /// blocks; only the points every list has are appended.
    public func append<X, Y>(
        x: SCIValueList<X>, y: SCIValueList<Y>, high: SCIValueList<Y>, low: SCIValueList<Y>
    ) {
        let columns = [x.doubles, y.doubles, high.doubles, low.doubles]
        mutate(.appended) { $0.append(columns: columns) }
    }

    /// Replaces the value and its errors at `index` (ignored when out of range).
    public func update<Y: ISCIComparable>(y: Y, high: Y, low: Y, at index: Int) {
        let values = [y.toDouble, high.toDouble, low.toDouble]
        mutate(.updated, at: index) { store in
            for (offset, value) in values.enumerated()
            where !store.update(column: 1 + offset, at: index, to: value) {
                return
            }
        }
    }

    /// A copy of the values as a typed list.
    public var yValues: SCIDoubleValues! { valueList(column: 1) }
    /// A copy of the errors above the values as a typed list.
    public var highValues: SCIDoubleValues! { valueList(column: Self.highColumn) }
    /// A copy of the errors below the values as a typed list.
    public var lowValues: SCIDoubleValues! { valueList(column: Self.lowColumn) }
}
