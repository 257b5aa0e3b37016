import Foundation

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

extension ISCIComparable {
    /// The value as a date: seconds since 1970 (what a label provider of a date axis reads).
    public func toDate() -> Date { Date(timeIntervalSince1970: toDouble) }
}
