/// What one change of a data series did, as its observers hear it.
///
/// Indices are those of the series after the change. A first-in-first-out series that drops
/// old rows to make room for appended ones reports them in ``droppedRows``: every index the
/// observer knew shifts down by that many.
public struct SCIDataSeriesUpdate: Sendable, Equatable, CustomStringConvertible {
    /// The kinds of change.
    public enum Kind: Sendable, Equatable {
        /// Rows were added at the end (and maybe old rows dropped from the front).
        case appended
        /// Values of existing rows were replaced.
        case updated
        /// Rows were inserted before the end.
        case inserted
        /// Rows were removed (a FIFO capacity lowered removes them from the front).
        case removed
        /// Every row was removed.
        case cleared
    }

    /// What the change did.
    public let kind: Kind
    /// The first row the change touched: the first appended, updated or inserted row, or
    /// where removed rows were.
    public let startIndex: Int
    /// How many rows it appended, updated, inserted or removed (appended rows that a FIFO
    /// capacity dropped at once are not counted).
    public let count: Int
    /// How many rows were dropped from the front to keep a FIFO capacity: rows held before
    /// the change first, then appended rows dropped at once (when more than the capacity were
    /// appended together). An observer that knew `n` rows lost `min(n, droppedRows)` of them,
    /// and missed rows it never saw when `droppedRows > n`.
    public let droppedRows: Int

    /// A description of a change.
    public init(kind: Kind, startIndex: Int, count: Int, droppedRows: Int = 0) {
        self.kind = kind
        self.startIndex = startIndex
        self.count = count
        self.droppedRows = droppedRows
    }

    /// The change in words: "appended 1 at 41", "removed 3 at 0".
    public var description: String {
        "\(kind) \(count) at \(startIndex)" + (droppedRows > 0 ? ", \(droppedRows) dropped" : "")
    }
}

/// Called after each change of a data series, on the thread that made the change and before
/// the call that made it returns: a consumer that derives data (an indicator) keeps up
/// without polling. Observers run whether or not the series' updates are suspended
/// (suspension holds back redraws, not data).
public typealias SCIDataSeriesObserver = @Sendable (SCIDataSeries, SCIDataSeriesUpdate) -> Void

/// The observers of one data series.
struct DataSeriesObservers: Sendable {
    private var entries: [(token: Int, observer: SCIDataSeriesObserver)] = []
    private var lastToken = 0

    var isEmpty: Bool { entries.isEmpty }

    mutating func add(_ observer: @escaping SCIDataSeriesObserver) -> Int {
        lastToken += 1
        entries.append((lastToken, observer))
        return lastToken
    }

    mutating func remove(_ token: Int) {
        entries.removeAll { $0.token == token }
    }

    var all: [SCIDataSeriesObserver] { entries.map(\.observer) }
}
