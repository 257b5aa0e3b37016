import Foundation

/// A line at a time (x1): across the whole series area by default, or from y1 to the
/// bottom edge, from the top edge to y1, or from y1 to y2.
///
/// It drags only left and right (its ``SCIClassicAnnotationBase/dragDirections`` default to
/// ``SCIDirection2D/xDirection``). y1 is 0 until set, so setting x1 alone draws a line down
/// the chart.
public final class SCIVerticalLineAnnotation: SCIHorizontalVerticalLineAnnotationBase {
    /// How the line runs down the chart (default ``SCIAlignment/fillVertical``): with both
    /// ``SCIAlignment/top`` and ``SCIAlignment/bottom`` (or neither), from edge to edge;
    /// ``SCIAlignment/bottom`` from y1 to the bottom edge; ``SCIAlignment/top`` from the top
    /// edge to y1; ``SCIAlignment/centerVertical`` from y1 to y2. On a vertical chart top is
    /// the left.
    public var verticalAlignment: SCIAlignment = .fillVertical {
        didSet { if oldValue != verticalAlignment { invalidate() } }
    }

    /// A line with no coordinates set.
    public init() {
        super.init(marksY: false, creationType: .verticalLine)
    }

    override var span: Span {
        let (top, bottom) = (verticalAlignment.contains(.top), verticalAlignment.contains(.bottom))
        if top != bottom { return top ? .toFirst : .fromFirst }
        return !top && verticalAlignment.contains(.centerVertical) ? .between : .fill
    }

    /// The alignment, with the line's settings.
    public override func encodeSettings(into settings: inout SCIAnnotationSettings) {
        super.encodeSettings(into: &settings)
        settings.setNumber(Double(verticalAlignment.rawValue), forKey: "verticalAlignment")
    }

    public override func decodeSettings(from settings: SCIAnnotationSettings) throws {
        try super.decodeSettings(from: settings)
        if let bits = try settings.number(forKey: "verticalAlignment", in: 0...1023) {
            guard bits == bits.rounded() else {
                throw SCIAnnotationLoadError.invalidValue(
                    field: "\(settings.path).settings.verticalAlignment", reason: "a whole number")
            }
            verticalAlignment = SCIAlignment(rawValue: Int(bits))
        }
    }
}
