extension SCIAnnotationCreationType {
    /// A rectangle between two corners (``SCIBoxAnnotation``).
    public static let box = SCIAnnotationCreationType(rawValue: "box", displayName: "Rectangle")
}

extension SCIBoxAnnotation: ISCIAnnotationDefinition {
    /// One kind: ``SCIAnnotationCreationType/box``.
    public static let annotationKinds = [SCIAnnotationKind(.box) { SCIBoxAnnotation() }]
}
