import Foundation

/// One defining point of a trading annotation, in data coordinates.
public struct SCIAnnotationDataPoint: CustomStringConvertible {
    /// A `Date` on date and category-date axes, a `Double` otherwise.
    public let x: any ISCIComparable
    /// The y value.
    public let y: Double

    /// A point with the given values.
    public init(x: any ISCIComparable, y: Double) {
        self.x = x
        self.y = y
    }

    /// x as stored: seconds since 1970 for dates.
    public var xValue: Double { x.toDouble }

    /// x as a date, when it is one.
    public var date: Date? { x as? Date }

    public var description: String { "(\(x), \(y))" }
}
