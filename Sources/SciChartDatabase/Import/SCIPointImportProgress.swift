/// How far an import has got, as its progress callback receives it (at most about ten times a
/// second, and once at the end).
public struct SCIPointImportProgress: Sendable, Equatable {
    /// The rows written so far.
    public var rows: Int64
    /// The seconds since the import started.
    public var elapsedSeconds: Double
    /// The bytes of the input read so far, when the input is a file.
    public var bytesRead: Int64?
    /// The size of the input file, when the input is a file.
    public var bytesTotal: Int64?

    /// A report of `rows` written in `elapsedSeconds`, and of the file's bytes when reading one.
    public init(rows: Int64, elapsedSeconds: Double, bytesRead: Int64? = nil, bytesTotal: Int64? = nil) {
        self.rows = rows
        self.elapsedSeconds = elapsedSeconds
        self.bytesRead = bytesRead
        self.bytesTotal = bytesTotal
    }
}

/// Calls a progress callback at most every tenth of a second.
struct ProgressThrottle {
    private let callback: ((SCIPointImportProgress) -> Void)?
    private let start = ContinuousClock.now
    private var lastReport: ContinuousClock.Instant?

    init(_ callback: ((SCIPointImportProgress) -> Void)?) { self.callback = callback }

    /// The seconds since the throttle was made.
    var elapsedSeconds: Double {
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }

    /// Reports when a tenth of a second has passed since the last report, or when `final`.
    mutating func report(rows: Int64, bytesRead: Int64? = nil, bytesTotal: Int64? = nil, final: Bool = false)
    {
        guard let callback else { return }
        let now = ContinuousClock.now
        if !final, let lastReport, now - lastReport < .milliseconds(100) { return }
        lastReport = now
        callback(
            SCIPointImportProgress(
                rows: rows, elapsedSeconds: elapsedSeconds, bytesRead: bytesRead, bytesTotal: bytesTotal))
    }
}
