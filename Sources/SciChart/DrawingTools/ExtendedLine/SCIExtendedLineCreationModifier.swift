/// Creates ``SCIExtendedLineAnnotation``s with one gesture: the press places the first point
/// and the drag the second, which the release locks (on a mouse, a click each).
///
/// ```swift
/// let trendLine = SCIExtendedLineCreationModifier()
/// trendLine.extendStart = false  // a ray from the first point
/// trendLine.stroke = SCISolidPenStyle(color: 0xFFF5A623, thickness: 2)
/// surface.chartModifiers.add(items: trendLine)
/// ```
public final class SCIExtendedLineCreationModifier: SCIMultiPointAnnotationPlacementModifier {
    /// See ``SCIExtendedLineAnnotation/extendStart`` (default `true`).
    public var extendStart = true
    /// See ``SCIExtendedLineAnnotation/extendEnd`` (default `true`).
    public var extendEnd = true

    /// An extended line tool: the infinite line in the default blue pen.
    public init() {
        super.init(makeAnnotation: { SCIExtendedLineAnnotation() })
    }

    public override func configure(_ annotation: SCITradingAnnotationBase) {
        super.configure(annotation)
        guard let line = annotation as? SCIExtendedLineAnnotation else { return }
        line.extendStart = extendStart
        line.extendEnd = extendEnd
    }
}
