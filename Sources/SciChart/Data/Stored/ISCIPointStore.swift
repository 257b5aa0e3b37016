/// Where the points of a ``SCIDatabaseXyDataSeries`` live: a table of rows (x, y) in x
/// order, and tables of ``SCIPointBlock`` summaries, each level `factor` times coarser than
/// the one below it.
///
/// The series calls a store from one background queue at a time, never from two threads at
/// once; a store may still be shared by several series, so implementations lock. Every
/// method may throw ``SCIPointStoreError``; no error text holds a password.
public protocol ISCIPointStore: AnyObject, Sendable {
    /// What the store holds now; its ``SCIPointStoreSummary/version`` changes whenever the
    /// stored points do.
    func summary() throws -> SCIPointStoreSummary

    /// The blocks of `level` (0 for the rows themselves) whose rows' x extent meets `xRange`,
    /// in id order (every method returns blocks in id order; callers rely on it).
    func blocks(level: Int, meeting xRange: SCIDoubleRange) throws -> [SCIPointBlock]

    /// The blocks of `level` with an id in `ids`, in id order.
    func blocks(level: Int, ids: Range<Int64>) throws -> [SCIPointBlock]

    /// The blocks of `level` whose parents (the blocks of `level + 1` holding them) are
    /// `parents`, in id order.
    func blocks(level: Int, inParents parents: [Int64]) throws -> [SCIPointBlock]

    /// A short text naming the store for messages and descriptions, with no password in it.
    var displayName: String { get }
}

/// What a store holds.
public struct SCIPointStoreSummary: Sendable, Equatable {
    /// The number of rows.
    public var count: Int64
    /// The x of the first and last rows, or `nil` when there are none.
    public var xRange: SCIDoubleRange?
    /// The lowest and highest finite y, or `nil` when there is none.
    public var yRange: SCIDoubleRange?
    /// The number of block levels above the rows (level 1 to `levels`).
    public var levels: Int
    /// How many blocks (or rows) of one level a block of the next holds.
    public var factor: Int
    /// A number that changes whenever the stored points change.
    public var version: Int64

    /// A summary with every part given.
    public init(
        count: Int64, xRange: SCIDoubleRange?, yRange: SCIDoubleRange?, levels: Int, factor: Int,
        version: Int64
    ) {
        self.count = count
        self.xRange = xRange
        self.yRange = yRange
        self.levels = levels
        self.factor = factor
        self.version = version
    }
}

/// Why a store could not answer, in words fit for the chart and the log: no error holds a
/// password.
public enum SCIPointStoreError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The database could not be opened or reached (the file is missing, is not a database,
    /// or the server refused the connection or the password), or a file to import could not
    /// be opened or read; the text says which ("the database …", "the file …").
    case cannotOpen(String)
    /// The connection was lost or a query failed.
    case query(String)
    /// A table or column name that is refused (not a plain identifier, or not in the
    /// catalogue).
    case refusedName(String)
    /// The named table is not a stored series (missing, or its level tables are).
    case notASeries(String)
    /// A row of the input that cannot be stored: its 1-based line or row number and why.
    case badRow(line: Int64, reason: String)
    /// The work was cancelled.
    case cancelled

    public var description: String {
        switch self {
        case .cannotOpen(let text): "cannot open \(text)"
        case .query(let text): "the database query failed: \(text)"
        case .refusedName(let name): "refused table or column name \(name)"
        case .notASeries(let text): "not a stored series: \(text)"
        case .badRow(let line, let reason): "line \(line): \(reason)"
        case .cancelled: "cancelled"
        }
    }
}
