import Foundation

/// A line at a price (y1): across the whole series area by default, or from x1 to the right
/// edge (a horizontal ray), from the left edge to x1, or from x1 to x2.
///
/// It drags only up and down (its ``SCIClassicAnnotationBase/dragDirections`` default to
/// ``SCIDirection2D/yDirection``). x1 is 0 until set, so setting y1 alone draws a line
/// across the chart.
///
/// ```swift
/// let line = SCIHorizontalLineAnnotation()
/// line.set(y1: 200)
/// line.annotationLabels.add(SCIAnnotationLabel(labelPlacement: .axis))
/// surface.annotations.add(line)
/// ```
public final class SCIHorizontalLineAnnotation: SCIHorizontalVerticalLineAnnotationBase {
    /// How the line runs across the chart (default ``SCIAlignment/fillHorizontal``): with
    /// both ``SCIAlignment/left`` and ``SCIAlignment/right`` (or neither), from edge to edge;
    /// ``SCIAlignment/right`` from x1 to the right edge; ``SCIAlignment/left`` from the left
    /// edge to x1; ``SCIAlignment/centerHorizontal`` from x1 to x2. On a vertical chart left
    /// is the top.
    public var horizontalAlignment: SCIAlignment = .fillHorizontal {
        didSet { if oldValue != horizontalAlignment { invalidate() } }
    }

    /// The series the line's alert watches, with its handler and where it last looked.
    private var alert: (series: SCIDataSeries, watch: CrossingWatch, handler: (SCIPriceAlert) -> Void)?

    /// The series the line's alert watches, or `nil` when the line carries no alert.
    public var alertSeries: SCIDataSeries? { alert?.series }

    /// Gives the line an alert: `handler` is called once each time a value appended to
    /// `series` from now on (a close for OHLC data, or the last bar's value updated in place)
    /// crosses the line's y1, replacing any alert the line had.
    ///
    /// Values may be appended from any thread. The surface the line is on looks at them when
    /// it next lays out, on its own thread, and calls `handler` there, once per crossing, in
    /// order, after the frame is laid out (so the handler may change the chart). A value on
    /// the line is no crossing until one goes through; dragging the line across the price is
    /// none either. The line must be on a surface, shown or hidden, and its y1 a data value
    /// (not relative); alerts are not saved with the line.
    ///
    /// ```swift
    /// line.setAlert(on: prices) { alert in
    ///     print(alert.direction == .up ? "broke out above" : "fell below", alert.level)
    /// }
    /// ```
    public func setAlert(on series: SCIDataSeries, handler: @escaping (SCIPriceAlert) -> Void) {
        let changedSeries = alert?.series !== series
        alert = (series, CrossingWatch(series), handler)
        // The surface starts hearing of the series' changes.
        if changedSeries { parentSurface?.invalidateLayout() }
    }

    /// Takes the line's alert away.
    public func removeAlert() {
        guard alert != nil else { return }
        alert = nil
        parentSurface?.invalidateLayout()
    }

    public override var followedDataSeries: [SCIDataSeries] { alert.map { [$0.series] } ?? [] }

    /// Finds the crossings since the last layout; returns the handler calls.
    public override func followData() -> (() -> Void)? {
        guard var current = alert else { return nil }
        let level = coordinateMode.isYRelative ? .nan : y1
        let crossings = current.watch.crossings(of: level, in: current.series)
        alert = current
        guard !crossings.isEmpty else { return nil }
        let handler = current.handler
        return { for crossing in crossings { handler(crossing) } }
    }

    /// A line with no coordinates set.
    public init() {
        super.init(marksY: true, creationType: .horizontalLine)
    }

    /// A horizontal line of another kind: the horizontal ray its tool draws.
    init(creationType: SCIAnnotationCreationType, alignment: SCIAlignment) {
        super.init(marksY: true, creationType: creationType)
        horizontalAlignment = alignment
    }

    override var span: Span {
        let (left, right) = (horizontalAlignment.contains(.left), horizontalAlignment.contains(.right))
        if left != right { return left ? .toFirst : .fromFirst }
        return !left && horizontalAlignment.contains(.centerHorizontal) ? .between : .fill
    }

    /// The alignment, with the line's settings.
    public override func encodeSettings(into settings: inout SCIAnnotationSettings) {
        super.encodeSettings(into: &settings)
        settings.setNumber(Double(horizontalAlignment.rawValue), forKey: "horizontalAlignment")
    }

    public override func decodeSettings(from settings: SCIAnnotationSettings) throws {
        try super.decodeSettings(from: settings)
        if let bits = try settings.number(forKey: "horizontalAlignment", in: 0...1023) {
            guard bits == bits.rounded() else {
                throw SCIAnnotationLoadError.invalidValue(
                    field: "\(settings.path).settings.horizontalAlignment", reason: "a whole number")
            }
            horizontalAlignment = SCIAlignment(rawValue: Int(bits))
        }
    }
}
