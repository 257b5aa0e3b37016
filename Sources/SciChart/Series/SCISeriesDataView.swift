/// A read-only view of a data series' values, handed to a series' draw and hit-test hooks
/// while the series' lock is held.
///
/// Columns are numbered as the data series stores them: ``x`` (0) and ``y`` (1) for XY
/// data; ``x``, ``open``, ``high``, ``low`` and ``close`` (0 to 4) for OHLC data. Values are
/// lent as `Span`s, which cannot outlive the closure they are passed to, and the view itself
/// is valid only during the call it was passed to: using it afterwards stops the program
/// with a message, rather than reading memory a producer thread may be changing.
///
/// ```swift
/// override func draw(_ data: SCISeriesDataView, context: SCISeriesRenderContext,
///                    into list: inout SCIDisplayList) {
///     let visible = context.visibleIndices(of: data)
///     data.withValues(column: SCISeriesDataView.y) { ys in ... }
/// }
/// ```
public final class SCISeriesDataView {
    /// The x column.
    public static let x = 0
    /// The y column of XY data.
    public static let y = 1
    /// The open column of OHLC data.
    public static let open = 1
    /// The high column of OHLC data.
    public static let high = 2
    /// The low column of OHLC data.
    public static let low = 3
    /// The close column of OHLC data.
    public static let close = 4

    private var columns: [UnsafeBufferPointer<Double>]
    private var isValid = true
    /// The data series' resampling indexes, and the storage position of the first point.
    private var indexes: ResamplingIndexes?
    private let head: Int

    /// The number of points.
    public let count: Int
    /// Whether the x values are finite and non-decreasing (visible ranges are then found by
    /// binary search).
    public let isSorted: Bool
    /// A number that changes whenever the data changes.
    public let version: UInt64
    /// The ``SCIDataSeries/seriesId`` of the data series viewed.
    public let seriesId: UInt64
    /// A number that changes whenever the data change other than by appends at the end:
    /// while it stays the same, every point read earlier is still at its index.
    let rewriteVersion: UInt64

    private init(
        columns: [UnsafeBufferPointer<Double>], isSorted: Bool, version: UInt64, rewriteVersion: UInt64,
        seriesId: UInt64, indexes: ResamplingIndexes?, head: Int
    ) {
        self.columns = columns
        self.indexes = indexes
        self.head = head
        self.count = columns.first?.count ?? 0
        self.isSorted = isSorted
        self.version = version
        self.rewriteVersion = rewriteVersion
        self.seriesId = seriesId
    }

    /// The number of columns: 2 for XY data, 5 for OHLC data.
    public var columnCount: Int { columns.count }

    /// Calls `body` with the values of `column` (0 is x).
    public func withValues<R>(column: Int, _ body: (Span<Double>) throws -> R) rethrows -> R {
        try body(self.column(column).span)
    }

    /// Calls `body` with the x values.
    public func withXValues<R>(_ body: (Span<Double>) throws -> R) rethrows -> R {
        try withValues(column: Self.x, body)
    }

    /// Calls `body` with the y values (the opens of OHLC data).
    public func withYValues<R>(_ body: (Span<Double>) throws -> R) rethrows -> R {
        try withValues(column: Self.y, body)
    }

    /// The value of `column` at `index`, or NaN when either is out of range.
    public func value(column: Int, at index: Int) -> Double {
        let values = self.column(column)
        return index >= 0 && index < values.count ? values[index] : .nan
    }

    // MARK: - Internals

    /// The values of `column`, for the library's own series.
    func column(_ index: Int) -> UnsafeBufferPointer<Double> {
        precondition(isValid, "an SCISeriesDataView is valid only during the call it was passed to")
        guard index >= 0, index < columns.count else { return UnsafeBufferPointer(start: nil, count: 0) }
        return columns[index]
    }

    /// Calls `body` with the values of `column` as a buffer (the library's own fast paths).
    func withColumn<R>(_ index: Int, _ body: (UnsafeBufferPointer<Double>) throws -> R) rethrows -> R {
        try body(column(index))
    }

    /// The resampling index over `extent` of sorted data large enough to index, made now
    /// when there is none (the view is read under the series' lock, which guards it).
    func extremaIndex(_ extent: IndexedExtent) -> ExtremaIndex? {
        precondition(isValid, "an SCISeriesDataView is valid only during the call it was passed to")
        guard isSorted, let indexes else { return nil }
        return indexes.index(
            extent, source: ExtentSource(columns: columns, base: head), count: count, head: head)
    }

    /// Calls `body` with the pieces of the points `range` that `index` (of this data) gives.
    func forEachPiece(of index: ExtremaIndex, in range: Range<Int>, _ body: (ExtremaPiece) -> Void) {
        index.forEachPiece(in: range, base: head, body)
    }

    /// Calls `body` with a view of `store`, valid only during the call.
    static func with<R>(_ store: ColumnStore, seriesId: UInt64, _ body: (SCISeriesDataView) throws -> R)
        rethrows -> R
    {
        // Read before, so that the closure captures a few words rather than the store.
        let isSorted = store.isSorted
        let version = store.version
        let rewriteVersion = store.rewriteVersion
        let indexes = store.indexes
        let head = store.head
        return try store.withColumns { buffers in
            let view = SCISeriesDataView(
                columns: buffers, isSorted: isSorted, version: version, rewriteVersion: rewriteVersion,
                seriesId: seriesId, indexes: indexes, head: head)
            defer {
                view.isValid = false
                view.columns = []
                view.indexes = nil
            }
            return try body(view)
        }
    }
}
