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

extension UInt32: ISCIComparable {
    public var toDouble: Double { Double(self) }
}

extension NSNumber: ISCIComparable {
    public var toDouble: Double { doubleValue }
}

extension NSDate: ISCIComparable {
    public var toDouble: Double { timeIntervalSince1970 }
}

extension NSDate {
    /// Midnight UTC of the day (`NSDate(year: 2011, month: 5, day: 1)`); months and days out
    /// of range roll over into the next ones, as the calendar counts.
    public convenience init(year: Int, month: Int, day: Int) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        let date = calendar.date(from: DateComponents(year: year, month: month, day: day))
        self.init(timeIntervalSince1970: date?.timeIntervalSince1970 ?? .nan)
    }
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

extension ISCIComparable {
    /// The value as stored (SciChart's method form: `xValues.value(at: 0).toDouble()`).
    public func toDouble() -> Double { toDouble }
}
