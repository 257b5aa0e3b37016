extension SCIAnnotationCreationType {
    /// An arrow from one point to another (``SCILineArrowAnnotation``).
    public static let lineArrow = SCIAnnotationCreationType(rawValue: "lineArrow", displayName: "Arrow")
}

extension SCILineArrowAnnotation: ISCIAnnotationDefinition {
    /// One kind: ``SCIAnnotationCreationType/lineArrow``.
    public static let annotationKinds = [SCIAnnotationKind(.lineArrow) { SCILineArrowAnnotation() }]
}
