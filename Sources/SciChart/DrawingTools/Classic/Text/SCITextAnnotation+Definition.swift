extension SCIAnnotationCreationType {
    /// Text at a point (``SCITextAnnotation``).
    public static let text = SCIAnnotationCreationType(rawValue: "text", displayName: "Text")
}

extension SCITextAnnotation: ISCIAnnotationDefinition {
    /// One kind: ``SCIAnnotationCreationType/text``.
    public static let annotationKinds = [SCIAnnotationKind(.text) { SCITextAnnotation() }]
}
