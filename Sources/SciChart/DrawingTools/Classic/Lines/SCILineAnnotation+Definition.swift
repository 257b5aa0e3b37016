extension SCIAnnotationCreationType {
    /// A line between two points (``SCILineAnnotation``).
    public static let line = SCIAnnotationCreationType(rawValue: "line", displayName: "Line")
}

extension SCILineAnnotation: ISCIAnnotationDefinition {
    /// One kind: ``SCIAnnotationCreationType/line``.
    public static let annotationKinds = [SCIAnnotationKind(.line) { SCILineAnnotation() }]
}
