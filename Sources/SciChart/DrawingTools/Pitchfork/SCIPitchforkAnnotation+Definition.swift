extension SCIAnnotationCreationType {
    /// Andrews' pitchfork: handle, upper and lower points (``SCIPitchforkAnnotation``).
    public static let pitchFork = SCIAnnotationCreationType(rawValue: "pitchFork", displayName: "Pitchfork")
}

extension SCIPitchforkAnnotation: ISCIAnnotationDefinition {
    /// One kind: ``SCIAnnotationCreationType/pitchFork``.
    public static let annotationKinds = [SCIAnnotationKind(.pitchFork) { SCIPitchforkAnnotation() }]
}
