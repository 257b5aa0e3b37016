extension SCIAnnotationCreationType {
    /// A line across the chart at a price (``SCIHorizontalLineAnnotation``).
    public static let horizontalLine = SCIAnnotationCreationType(
        rawValue: "horizontalLine", displayName: "Horizontal Line")

    /// A price line from a point to the right edge: a horizontal line aligned right
    /// (``SCIHorizontalLineAnnotation``).
    public static let horizontalRay = SCIAnnotationCreationType(
        rawValue: "horizontalRay", displayName: "Horizontal Ray")
}

extension SCIHorizontalLineAnnotation: ISCIAnnotationDefinition {
    /// Two kinds: ``SCIAnnotationCreationType/horizontalLine`` and ``SCIAnnotationCreationType/horizontalRay``.
    public static let annotationKinds = [
        SCIAnnotationKind(.horizontalLine) { SCIHorizontalLineAnnotation() },
        SCIAnnotationKind(.horizontalRay) {
            SCIHorizontalLineAnnotation(creationType: .horizontalRay, alignment: .right)
        },
    ]
}
