extension SCIAnnotationCreationType {
    /// A stroke drawn by hand (``SCIFreehandDrawingAnnotation``).
    public static let freehandDrawing = SCIAnnotationCreationType(
        rawValue: "freehandDrawing", displayName: "Freehand Drawing")
}

extension SCIFreehandDrawingAnnotation: ISCIAnnotationDefinition {
    /// One kind: ``SCIAnnotationCreationType/freehandDrawing``.
    public static let annotationKinds = [
        SCIAnnotationKind(.freehandDrawing) { SCIFreehandDrawingAnnotation() }
    ]
}
