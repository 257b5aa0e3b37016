/// The bars of a category axis: a copy of the x values (dates) of the first series on the
/// axis, taken when the surface lays out, which turn bar indices into dates and back. A
/// value: every part of a frame reads the same bars, whatever a producer thread appends
/// meanwhile.
struct CategoryBars: Sendable {
    /// The bar dates, as the data series held them at layout time.
    private(set) var dates: [Double]
    /// Whether the dates are finite and in non-decreasing order.
    private(set) var isSorted: Bool
    /// The data series they were copied from, and its version then.
    private(set) var seriesId: UInt64
    private(set) var version: UInt64
    /// The series' ``ColumnStore/rewriteVersion`` then: while it stays, the copy extends by
    /// the appended tail.
    private(set) var rewriteVersion: UInt64

    var count: Int { dates.count }

    /// A copy of the bars of `series` now.
    init(copying series: SCIDataSeries) {
        (dates, isSorted, seriesId, version, rewriteVersion) = series.read { store in
            (
                store.withColumn(0) { Array($0) }, store.isSorted, series.seriesId, store.version,
                store.rewriteVersion
            )
        }
    }

    /// Brings the copy up to date with `series`: nothing to do when it did not change, the
    /// appended tail when it only grew at the end (in place when this copy is the only one),
    /// a new copy otherwise.
    mutating func update(from series: SCIDataSeries) {
        guard seriesId == series.seriesId else {
            self = CategoryBars(copying: series)
            return
        }
        let grown: Bool = series.read { store in
            guard store.version != version else { return true }
            guard store.rewriteVersion == rewriteVersion, store.count >= dates.count else { return false }
            store.withColumn(0) { dates.append(contentsOf: $0[dates.count...]) }
            (isSorted, version) = (store.isSorted, store.version)
            return true
        }
        if !grown { self = CategoryBars(copying: series) }
    }

    /// Calls `body` with the bar dates.
    func withDates<R>(_ body: (UnsafeBufferPointer<Double>, Bool) -> R) -> R {
        dates.withUnsafeBufferPointer { body($0, isSorted) }
    }

    /// The date at a fractional bar index: interpolated between bars, extrapolated past the
    /// ends with the average bar spacing. `nil` when there are no bars.
    func date(atIndex index: Double) -> Double? {
        guard index.isFinite else { return nil }
        return withDates { dates, _ in Self.date(atIndex: index, in: dates) }
    }

    static func date(atIndex index: Double, in dates: UnsafeBufferPointer<Double>) -> Double? {
        let count = dates.count
        guard count > 0 else { return nil }
        let spacing = averageSpacing(dates)
        if index <= 0 { return dates[0] + index * spacing }
        if index >= Double(count - 1) { return dates[count - 1] + (index - Double(count - 1)) * spacing }
        let lower = Int(index)
        let fraction = index - Double(lower)
        return dates[lower] + (dates[lower + 1] - dates[lower]) * fraction
    }

    /// The fractional bar index of `date`, the inverse of ``date(atIndex:)`` on sorted bars;
    /// on unsorted bars, the index of the nearest date. `nil` when there are no bars.
    func index(forDate date: Double) -> Double? {
        withDates { dates, sorted in Self.index(forDate: date, in: dates, sorted: sorted) }
    }

    static func index(forDate date: Double, in dates: UnsafeBufferPointer<Double>, sorted: Bool) -> Double? {
        let count = dates.count
        guard count > 0, date.isFinite else { return nil }
        guard sorted else {
            var best = 0
            for index in 0..<count where abs(dates[index] - date) < abs(dates[best] - date) {
                best = index
            }
            return Double(best)
        }
        let spacing = averageSpacing(dates)
        if date <= dates[0] { return spacing > 0 ? (date - dates[0]) / spacing : 0 }
        if date >= dates[count - 1] {
            return Double(count - 1) + (spacing > 0 ? (date - dates[count - 1]) / spacing : 0)
        }
        let upper = ValueScan.lowerBound(dates, date)
        let lower = upper - 1
        let gap = dates[upper] - dates[lower]
        return Double(lower) + (gap > 0 ? (date - dates[lower]) / gap : 0)
    }

    /// The mean distance between bars, or 1 day when it cannot be known.
    static func averageSpacing(_ dates: UnsafeBufferPointer<Double>) -> Double {
        guard dates.count > 1 else { return 86_400 }
        let spacing = (dates[dates.count - 1] - dates[0]) / Double(dates.count - 1)
        return spacing.isFinite && spacing > 0 ? spacing : 86_400
    }
}
