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
