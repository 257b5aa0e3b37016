/// An annotation class that says what it is: the kinds of drawing it is made as, each with its
/// creation type, its saved type name and how to make an empty one. Registering the class in
/// an ``SCIAnnotationTypeRegistry`` lets documents that hold it save and load; a creation
/// modifier that makes it places it.
///
/// ```swift
/// final class PriceLineAnnotation: SCITradingAnnotationBase, ISCIAnnotationDefinition {
///     static let annotationKinds = [SCIAnnotationKind(.priceLine) { PriceLineAnnotation() }]
///     init() { super.init(pointCount: 1, creationType: .priceLine) }
/// }
/// SCIAnnotationRegistry.register(PriceLineAnnotation.self)
/// ```
///
/// The built-in drawing tools' annotations conform, and the list of their classes is the only
/// place a built-in tool is named.
public protocol ISCIAnnotationDefinition: SCITradingAnnotationBase {
    /// The kinds of drawing the class is made as (one for most classes).
    static var annotationKinds: [SCIAnnotationKind] { get }
}
