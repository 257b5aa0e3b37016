extension SCIAnnotationCreationType {
    /// An entry and a target, with the zone between them (``SCIStopLossTakeProfitAnnotation``).
    public static let stopLossTakeProfit = SCIAnnotationCreationType(
        rawValue: "stopLossTakeProfit", displayName: "Stop Loss / Take Profit")
}

extension SCIStopLossTakeProfitAnnotation: ISCIAnnotationDefinition {
    /// One kind: ``SCIAnnotationCreationType/stopLossTakeProfit``.
    public static let annotationKinds = [
        SCIAnnotationKind(.stopLossTakeProfit) { SCIStopLossTakeProfitAnnotation() }
    ]
}
