extension SCIAnnotationCreationType {
    /// A trend line, ray or infinite line through two points (``SCIExtendedLineAnnotation``).
    public static let extendedLine = SCIAnnotationCreationType(
        rawValue: "extendedLine", displayName: "Extended Line")
}

extension SCIExtendedLineAnnotation: ISCIAnnotationDefinition {
    /// One kind: ``SCIAnnotationCreationType/extendedLine``.
    public static let annotationKinds = [SCIAnnotationKind(.extendedLine) { SCIExtendedLineAnnotation() }]
}
