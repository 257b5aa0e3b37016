extension SCIAnnotationCreationType {
    /// A two-point measure of price and time (``SCIMeasureAnnotation``).
    public static let measure = SCIAnnotationCreationType(rawValue: "measure", displayName: "Measure")
}

extension SCIMeasureAnnotation: ISCIAnnotationDefinition {
    /// One kind: ``SCIAnnotationCreationType/measure``.
    public static let annotationKinds = [SCIAnnotationKind(.measure) { SCIMeasureAnnotation() }]
}
