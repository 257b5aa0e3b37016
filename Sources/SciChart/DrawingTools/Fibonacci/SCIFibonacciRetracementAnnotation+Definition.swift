extension SCIAnnotationCreationType {
    /// Fibonacci retracement levels between two extremes (``SCIFibonacciRetracementAnnotation``).
    public static let fibonacciRetracement = SCIAnnotationCreationType(
        rawValue: "fibonacciRetracement", displayName: "Fibonacci Retracement")
}

extension SCIFibonacciRetracementAnnotation: ISCIAnnotationDefinition {
    /// One kind: ``SCIAnnotationCreationType/fibonacciRetracement``.
    public static let annotationKinds = [
        SCIAnnotationKind(.fibonacciRetracement) { SCIFibonacciRetracementAnnotation() }
    ]
}
