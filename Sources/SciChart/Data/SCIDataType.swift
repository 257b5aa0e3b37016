import Foundation

/// The type of the values a data series holds in one dimension.
///
/// Values are stored as `Double`; `.date` values are seconds since 1970.
public enum SCIDataType: Int, Sendable, Codable {
    /// 64-bit floating-point numbers.
    case double
    /// 32-bit floating-point numbers (stored as `Double`).
    case float
    /// 32-bit integers (stored as `Double`).
    case int32
    /// 64-bit integers (stored as `Double`: exact up to 2^53).
    case int64
    /// Dates, stored as seconds since 1970 (UTC).
    case date

    /// SciChart's name for ``int32``.
    public static let int = SCIDataType.int32
    /// SciChart's name for ``int64``.
    public static let long = SCIDataType.int64
}
