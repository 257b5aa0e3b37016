/// A part of a trading annotation a press can land on.
enum AnnotationPart: Equatable {
    /// The grip of the point at this index.
    case grip(Int)
    /// The drawing itself, away from its grips.
    case body
}
