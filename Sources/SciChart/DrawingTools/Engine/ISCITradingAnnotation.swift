import Foundation

/// An annotation defined by a fixed number of points that a trader places: a measure, an
/// XABCD pattern.
public protocol ISCITradingAnnotation: AnyObject {
    /// The defining points in data coordinates: x is a `Date` on date and category-date
    /// axes and a `Double` otherwise; y is a `Double`. Independent of pixels; what to store,
    /// analyse or reload.
    func getBaseDataValues() -> [SCIAnnotationDataPoint]
    /// The defining points in surface coordinates (pixels from the surface's top-left),
    /// recomputed after zoom, pan and resize, not clamped to the series area.
    func getBasePoints() -> [CGPoint]
    /// Whether the user may select and reshape the annotation.
    var isEditable: Bool { get set }
    /// What kind of annotation this is.
    var creationType: SCIAnnotationCreationType { get }
}

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
