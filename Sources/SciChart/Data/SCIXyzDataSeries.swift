import Foundation

/// A series of points with a third value each, `z`: the data of bubble series (x and y
/// place a bubble, z sizes it).
///
/// The y axis fits the `y` values only; `z` is drawn otherwise. Series that draw x-y data
/// (lines, scatters, columns) draw an x-y-z series' x and y.
///
/// ```swift
/// let dataSeries = SCIXyzDataSeries(xType: .double, yType: .double)
/// dataSeries.append(x: 1, y: 2.5, z: 40)
/// ```
public final class SCIXyzDataSeries: SCIDataSeries, @unchecked Sendable {
    /// The column of the z value in an ``SCISeriesDataView`` of this series.
    public static let zColumn = 2

    /// The type of the z values (stored as `Double`, as every value is).
    public let zType: SCIDataType

    /// Creates an empty series; `.date` x values are stored as seconds since 1970.
    public init(xType: SCIDataType, yType: SCIDataType, zType: SCIDataType) {
        self.zType = zType
        super.init(xType: xType, yType: yType, columnCount: 3, yColumnCount: 1)
    }

    /// Creates an empty series whose z values are of the y values' type.
    public convenience init(xType: SCIDataType, yType: SCIDataType) {
        self.init(xType: xType, yType: yType, zType: yType)
    }

    /// Creates an empty series of `Double` values.
    public convenience init() {
        self.init(xType: .double, yType: .double, zType: .double)
    }

    /// Appends one point.
    public func append<X: ISCIComparable, Y: ISCIComparable, Z: ISCIComparable>(x: X, y: Y, z: Z) {
        let row = [x.toDouble, y.toDouble, z.toDouble]
        mutate(.appended) { $0.append(columns: row.map { [$0] }) }
    }

    /// Appends points from three arrays; only the points every array has are appended.
    public func append<X: ISCIComparable, Y: ISCIComparable, Z: ISCIComparable>(x: [X], y: [Y], z: [Z]) {
        let columns = [
            x as? [Double] ?? x.map(\.toDouble), y as? [Double] ?? y.map(\.toDouble),
            z as? [Double] ?? z.map(\.toDouble),
        ]
        mutate(.appended) { $0.append(columns: columns) }
    }

    /// Appends points from typed value lists (``SCIDoubleValues`` and its kin), copied in
    /// blocks; only the points every list has are appended.
    public func append<X, Y, Z>(x: SCIValueList<X>, y: SCIValueList<Y>, z: SCIValueList<Z>) {
        let columns = [x.doubles, y.doubles, z.doubles]
        mutate(.appended) { $0.append(columns: columns) }
    }

    /// Inserts a point before `index` (clamped to `0...count`).
    public func insert<X: ISCIComparable, Y: ISCIComparable, Z: ISCIComparable>(
        x: X, y: Y, z: Z, at index: Int
    ) {
        let row = [x.toDouble, y.toDouble, z.toDouble]
        mutate(.inserted, at: index) { $0.insert(row: row, at: index) }
    }

    /// Replaces the y and z values at `index` (ignored when out of range).
    public func update<Y: ISCIComparable, Z: ISCIComparable>(y: Y, z: Z, at index: Int) {
        let values = (y.toDouble, z.toDouble)
        mutate(.updated, at: index) { store in
            if store.update(column: 1, at: index, to: values.0) {
                store.update(column: Self.zColumn, at: index, to: values.1)
            }
        }
    }

    /// The y value at `index`, or `nil` when out of range.
    public func yValue(at index: Int) -> Double? {
        storage.withLock { index >= 0 && index < $0.count ? $0.value(column: 1, at: index) : nil }
    }

    /// The z value at `index`, or `nil` when out of range.
    public func zValue(at index: Int) -> Double? {
        storage.withLock { index >= 0 && index < $0.count ? $0.value(column: Self.zColumn, at: index) : nil }
    }

    /// The min and max of the finite z values, or `nil` when there are none.
    public var zRange: SCIDoubleRange? { storage.withLock { $0.ranges()[Self.zColumn] } }

    /// A copy of the y values as a typed list (SciChart's `yValues`).
    public var yValues: SCIDoubleValues! { valueList(column: 1) }

    /// A copy of the z values as a typed list (SciChart's `zValues`).
    public var zValues: SCIDoubleValues! { valueList(column: Self.zColumn) }

    /// A copy of the y values as an array.
    public var yValuesArray: [Double] { column(1, in: 0..<Int.max) }

    /// A copy of the z values as an array.
    public var zValuesArray: [Double] { column(Self.zColumn, in: 0..<Int.max) }
}
