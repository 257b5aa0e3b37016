/// The end of a data series as one look under its lock saw it: what annotations that follow
/// live data read (an axis marker on the last value, a line's alert).
struct SeriesEnd: Sendable, Equatable {
    /// The last row's x.
    var x: Double
    /// The last row's value: the close of OHLC data, the y of x-y data.
    var value: Double
    /// The last row's open (OHLC data), else `nil`.
    var open: Double?
    /// How many rows were ever appended; the rows appended between two looks are the
    /// difference.
    var appendedRows: UInt64
    /// The series' change count.
    var version: UInt64
}

extension SCIDataSeries {
    /// The column a follower reads: the close (column 4) of OHLC data, else y.
    private static func valueColumn(of store: ColumnStore) -> Int {
        store.columnCount >= 5 ? 4 : 1
    }

    private static func end(of store: ColumnStore) -> SeriesEnd? {
        guard store.count > 0 else { return nil }
        let last = store.count - 1
        return SeriesEnd(
            x: store.value(column: 0, at: last), value: store.value(column: valueColumn(of: store), at: last),
            open: store.columnCount >= 5 ? store.value(column: 1, at: last) : nil,
            appendedRows: store.appendedRows, version: store.version)
    }

    /// The series' end now, or `nil` when it is empty.
    var end: SeriesEnd? { read { Self.end(of: $0) } }

    /// How many rows were ever appended, the change count and the end, in one look: where a
    /// follower starts (read apart, a row appended between them would be taken as the last
    /// value and then replayed as new).
    var followStart: (appendedRows: UInt64, version: UInt64, end: SeriesEnd?) {
        read { ($0.appendedRows, $0.version, Self.end(of: $0)) }
    }

    /// The (x, value) rows appended since `appendedRows` rows had been (those the series still
    /// holds, oldest first), or the last row alone when none was appended but the series
    /// changed since `version` (a bar updated in place); with the end as of the same look.
    func rowsAppended(since appendedRows: UInt64, version: UInt64) -> (
        rows: [(x: Double, value: Double)], end: SeriesEnd?
    ) {
        read { store in
            guard let end = Self.end(of: store) else { return ([], nil) }
            let appended = store.appendedRows &- appendedRows
            let fresh =
                appended > 0 ? Int(min(appended, UInt64(store.count))) : (store.version != version ? 1 : 0)
            let column = Self.valueColumn(of: store)
            let rows = (store.count - fresh..<store.count).map { index in
                (x: store.value(column: 0, at: index), value: store.value(column: column, at: index))
            }
            return (rows, end)
        }
    }
}
