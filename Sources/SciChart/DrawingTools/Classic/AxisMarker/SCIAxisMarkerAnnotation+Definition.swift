extension SCIAnnotationCreationType {
    /// A value badge on an axis (``SCIAxisMarkerAnnotation``).
    public static let axisMarker = SCIAnnotationCreationType(
        rawValue: "axisMarker", displayName: "Axis Marker")
}

extension SCIAxisMarkerAnnotation: ISCIAnnotationDefinition {
    /// One kind: ``SCIAnnotationCreationType/axisMarker``.
    public static let annotationKinds = [SCIAnnotationKind(.axisMarker) { SCIAxisMarkerAnnotation() }]
}
