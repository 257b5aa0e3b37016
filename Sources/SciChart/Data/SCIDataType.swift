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
}

/// A value that a data series accepts: numbers and dates.
public protocol ISCIComparable {
    /// The value as stored: numbers as they are, dates as seconds since 1970.
    var toDouble: Double { get }
}

extension Double: ISCIComparable {
    public var toDouble: Double { self }
}

extension Float: ISCIComparable {
    public var toDouble: Double { Double(self) }
}

extension Int: ISCIComparable {
    public var toDouble: Double { Double(self) }
}

extension Int32: ISCIComparable {
    public var toDouble: Double { Double(self) }
}

extension Int64: ISCIComparable {
    public var toDouble: Double { Double(self) }
}

extension Date: ISCIComparable {
    public var toDouble: Double { timeIntervalSince1970 }
}

#if canImport(Darwin)
    extension CGFloat: ISCIComparable {
        public var toDouble: Double { Double(self) }
    }
#else
    extension CGFloat: ISCIComparable {
        public var toDouble: Double { Double(self) }
    }
#endif
