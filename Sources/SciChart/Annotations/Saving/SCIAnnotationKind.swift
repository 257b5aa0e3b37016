/// One kind of drawing an annotation class can be made as: its creation type (whose raw value
/// is the name a saved document gives it) and how to make an empty one. Most classes are one
/// kind; ``SCIHorizontalLineAnnotation`` is two (the line across the chart and the ray).
public struct SCIAnnotationKind: Sendable {
    /// What tools and documents call the kind.
    public let creationType: SCIAnnotationCreationType
    /// How to make an empty annotation of the kind: no points, the kind's default look.
    public let make: @Sendable () -> SCITradingAnnotationBase

    /// The kind `creationType`, whose empty annotations `make` makes.
    public init(
        _ creationType: SCIAnnotationCreationType, make: @escaping @Sendable () -> SCITradingAnnotationBase
    ) {
        self.creationType = creationType
        self.make = make
    }

    /// The name saved documents give the kind: the creation type's raw value.
    public var savedTypeName: String { creationType.rawValue }
}
