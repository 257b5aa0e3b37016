extension SCIAnnotationCreationType {
    /// A five-point XABCD harmonic pattern (``SCIXabcdAnnotation``).
    public static let xAbcd = SCIAnnotationCreationType(rawValue: "xabcd", displayName: "XABCD")
    /// The same as ``xAbcd``.
    @available(*, deprecated, renamed: "xAbcd")
    public static var xabcd: SCIAnnotationCreationType { xAbcd }
}

extension SCIXabcdAnnotation: ISCIAnnotationDefinition {
    /// One kind: ``SCIAnnotationCreationType/xAbcd``.
    public static let annotationKinds = [SCIAnnotationKind(.xAbcd) { SCIXabcdAnnotation() }]
}
