extension SCIAnnotationCreationType {
    /// A line across the chart at a time (``SCIVerticalLineAnnotation``).
    public static let verticalLine = SCIAnnotationCreationType(
        rawValue: "verticalLine", displayName: "Vertical Line")
}

extension SCIVerticalLineAnnotation: ISCIAnnotationDefinition {
    /// One kind: ``SCIAnnotationCreationType/verticalLine``.
    public static let annotationKinds = [SCIAnnotationKind(.verticalLine) { SCIVerticalLineAnnotation() }]
}
