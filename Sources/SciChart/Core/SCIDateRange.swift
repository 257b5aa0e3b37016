import Foundation

/// A range of dates: the ``SCIDoubleRange`` a date axis holds, made from dates and read
/// back as dates.
///
/// Date axes keep their ranges in seconds since 1970, so a date range is a double range
/// whose ends are those seconds: it is assigned to an axis, linked and changed as any range
/// is, and ``SCIDoubleRange/diff`` is its length in seconds (what a date axis' zoom limits
/// measure).
///
/// ```swift
/// let axis = SCIDateAxis()
/// axis.visibleRange = SCIDateRange(min: dateMin, max: dateMax)
/// ```
public final class SCIDateRange: SCIDoubleRange, @unchecked Sendable {
    /// The range from `min` to `max`, as given (see ``SCIDoubleRange/isValid``).
    public init(min: Date, max: Date) {
        super.init(min: min.timeIntervalSince1970, max: max.timeIntervalSince1970)
    }

    /// The range between two moments in seconds since 1970.
    public override init(min: Double, max: Double) {
        super.init(min: min, max: max)
    }

    /// A range not set yet (both ends NaN): an axis given it fills it with its range.
    public convenience init() {
        self.init(min: Double.nan, max: Double.nan)
    }

    /// The first date (`nil` while the range is not set).
    public var minAsDate: Date? { Self.date(min) }

    /// The last date (`nil` while the range is not set).
    public var maxAsDate: Date? { Self.date(max) }

    /// The length of the range as a time interval, in seconds.
    public var timeInterval: TimeInterval { diff }

    private static func date(_ seconds: Double) -> Date? {
        seconds.isFinite ? Date(timeIntervalSince1970: seconds) : nil
    }
}
