extension SCIAnnotationCreationType {
    /// An Elliott impulse wave of six points, 0 to 5, with Elliott's rules checked
    /// (``SCIElliottImpulseWaveAnnotation``).
    public static let elliottImpulseWave = SCIAnnotationCreationType(
        rawValue: "elliottImpulseWave", displayName: "Elliott Impulse Wave")
}

extension SCIElliottImpulseWaveAnnotation: ISCIAnnotationDefinition {
    /// One kind: ``SCIAnnotationCreationType/elliottImpulseWave``.
    public static let annotationKinds = [
        SCIAnnotationKind(.elliottImpulseWave) { SCIElliottImpulseWaveAnnotation() }
    ]
}
