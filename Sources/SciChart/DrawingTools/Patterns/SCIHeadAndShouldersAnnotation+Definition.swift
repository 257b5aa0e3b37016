extension SCIAnnotationCreationType {
    /// A head and shoulders pattern of seven points with its neckline and target
    /// (``SCIHeadAndShouldersAnnotation``).
    public static let headAndShoulders = SCIAnnotationCreationType(
        rawValue: "headAndShoulders", displayName: "Head and Shoulders")
}

extension SCIHeadAndShouldersAnnotation: ISCIAnnotationDefinition {
    /// One kind: ``SCIAnnotationCreationType/headAndShoulders``.
    public static let annotationKinds = [
        SCIAnnotationKind(.headAndShoulders) { SCIHeadAndShouldersAnnotation() }
    ]
}
