extension SCIAnnotationCreationType {
    /// A long or short position: entry, stop and target over one time span
    /// (``SCIPositionAnnotation``).
    public static let position = SCIAnnotationCreationType(rawValue: "position", displayName: "Position")
}

extension SCIPositionAnnotation: ISCIAnnotationDefinition {
    /// One kind: ``SCIAnnotationCreationType/position``.
    public static let annotationKinds = [SCIAnnotationKind(.position) { SCIPositionAnnotation() }]
}
