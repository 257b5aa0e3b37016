import Foundation

/// A value tag on an axis: a box with the value, pointed at the series area, like the
/// last-price tag of a trading chart.
///
/// It marks y1 on its y axis (``SCIAnnotationBase/annotationSurface`` defaults to
/// ``SCIAnnotationSurface/yAxis``), or x1 on its x axis when the surface is
/// ``SCIAnnotationSurface/xAxis``; the other coordinate is 0 until set, so setting the marked
/// one alone draws the tag. It is drawn only while its value is in view, and drags along its
/// axis.
public final class SCIAxisMarkerAnnotation: SCIClassicAnnotationBase {
    /// The text (default `nil`: the value as the axis writes it).
    public var formattedValue: String? { didSet { if oldValue != formattedValue { invalidate() } } }
    /// Writes the text when ``formattedValue`` is `nil` (default `nil`: the value as the axis
    /// writes it). Code, not settings: a saved annotation does not keep it.
    public var formattedLabelValueProvider: ISCIFormattedValueProvider? { didSet { invalidate() } }
    /// The font and colour of the text (default `nil`: the theme's label size, white).
    public var fontStyle: SCIFontStyle? { didSet { if oldValue !== fontStyle { invalidate() } } }
    /// The length of the pointed end, in points (default 6; negative or non-finite values are
    /// refused).
    public var markerPointSize: Double = 6 {
        didSet {
            if !markerPointSize.isFinite || markerPointSize < 0 {
                markerPointSize = oldValue
            } else if markerPointSize != oldValue {
                invalidate()
            }
        }
    }
    /// The pen around the tag (default `nil`: none).
    public var borderPen: SCIPenStyle? { didSet { if oldValue !== borderPen { invalidate() } } }
    /// The tag's brush (default blue, `0xFF2962FF`).
    public var backgroundBrush: SCIBrushStyle = SCISolidBrushStyle(color: 0xFF29_62FF) {
        didSet { if oldValue !== backgroundBrush { invalidate() } }
    }

    /// The data series whose last value the marker shows (default `nil`: the value set).
    ///
    /// While set, the marker marks the series' last value (the close of OHLC data; its last x
    /// on an x axis) as of each layout of its surface, however values are appended; a drag
    /// does not move it, and a value code sets lasts until the next layout. Appends may come from any thread: the surface reads the
    /// series on its own thread when it lays out. The series is not saved with the marker,
    /// and a marker given a series is not one of the user's drawings
    /// (``SCITradingAnnotationBase/isDrawing`` becomes `false`), so saving leaves it out
    /// rather than bring it back on each load as a second, frozen tag.
    public var followedSeries: SCIDataSeries? {
        didSet {
            guard oldValue !== followedSeries else { return }
            if followedSeries != nil { isDrawing = false }
            followedEnd = nil
            takeFollowedValue()
            // The surface starts or stops hearing of the series' changes.
            parentSurface?.invalidateLayout()
        }
    }
    /// The brush of a marker following OHLC data whose last bar closed at or above its open
    /// (default teal, `0xFF26A69A`).
    public var risingBrush: SCIBrushStyle = SCISolidBrushStyle(color: 0xFF26_A69A) {
        didSet { if oldValue !== risingBrush { invalidate() } }
    }
    /// The brush of a marker following OHLC data whose last bar closed below its open
    /// (default red, `0xFFEF5350`).
    public var fallingBrush: SCIBrushStyle = SCISolidBrushStyle(color: 0xFFEF_5350) {
        didSet { if oldValue !== fallingBrush { invalidate() } }
    }
    /// The followed series' end as last read.
    var followedEnd: SeriesEnd?

    /// A marker with no coordinates set, on its y axis.
    public init() {
        super.init(pointCount: 1, creationType: .axisMarker)
        annotationSurface = .yAxis
        dragDirections = .yDirection
    }

    /// A marker on its y axis that shows the last value of `series` as it changes: a live
    /// chart's last-price tag, coloured by the last bar's direction for OHLC data. It is not
    /// one of the user's drawings (``SCITradingAnnotationBase/isDrawing`` is `false`).
    public convenience init(following series: SCIDataSeries) {
        self.init()
        followedSeries = series
        // An initialiser's assignment calls no observer.
        isDrawing = false
        takeFollowedValue()
    }

    public override var followedDataSeries: [SCIDataSeries] { followedSeries.map { [$0] } ?? [] }

    public override func followData() -> (() -> Void)? {
        takeFollowedValue()
        return nil
    }

    /// A following marker stays on its value: a drag does not move it.
    public override func points(
        movingBodyBy offset: CGPoint, from points: [SCIDataPoint], mapping: SCIAnnotationMapping
    ) -> [SCIDataPoint] {
        followedSeries == nil ? super.points(movingBodyBy: offset, from: points, mapping: mapping) : points
    }

    /// Whether the marker is on its x axis rather than its y axis.
    var marksX: Bool { annotationSurface == .xAxis }

    /// The coordinate the marker does not mark is 0 until set.
    override func coordinatesChanged(_ points: [SCIDataPoint]) -> [SCIDataPoint] {
        var filled = points
        if filled[0].x.isNaN, !marksX { filled[0].x = 0 }
        if filled[0].y.isNaN, marksX { filled[0].y = 0 }
        return filled
    }

    /// Moved whole, along its axis.
    public override var hasPointGrips: Bool { false }

    /// How far the tag reaches across `axis` from the series area's edge: its point and its
    /// box around the value's text, as the axis writes it with the ranges being laid out;
    /// 0 when the marker is hidden, not on that axis, or has no value.
    override func badgeRoom(on axis: SCIAxisBase, theme: SCIChartTheme) -> Double {
        guard !isHidden, let surface = parentSurface else { return 0 }
        let own = marksX ? surface.xAxis(withId: xAxisId) : surface.yAxis(withId: yAxisId)
        let value = marksX ? dataPoints.first?.x : dataPoints.first?.y
        guard own === axis, let value, value.isFinite else { return 0 }
        // The ranges are resolved before axes are measured; the layout is not made yet.
        let calculator = SCICoordinateCalculator.detached(axis: axis)
        let text =
            formattedValue ?? formattedLabelValueProvider?.text(for: value, on: axis, calculator: calculator)
            ?? axis.formatCursorText(value, calculator: calculator)
        let size = tagSize(
            of: text, font: fontStyle ?? SCIFontStyle(fontSize: theme.labelFontSize, textColor: .white))
        return markerPointSize + (marksX ? size.height : size.width)
    }

    /// The size of the tag's box around `text`, its point left out.
    private func tagSize(of text: String, font: SCIFontStyle) -> CGSize {
        let size = Double(font.fontSize)
        return CGSize(
            width: SCITextMetrics.width(of: SCITextRun.sanitize(text), fontSize: size, bold: font.isBold)
                + 10,
            height: SCITextMetrics.lineHeight(fontSize: size) + 6)
    }

    /// The tag's outline for the point at `pixel`: the box on the axis band and its point
    /// against the series area; `nil` when the axis is not laid out or the value is out of
    /// view.
    func outline(at pixel: CGPoint, mapping: SCIAnnotationMapping) -> (
        shape: [CGPoint], text: CGPoint, String
    )? {
        let axis = marksX ? mapping.xAxis : mapping.yAxis
        guard let band = mapping.axisFrame(for: axis) else { return nil }
        let area = mapping.seriesArea
        let calculator = marksX ? mapping.xCalculator : mapping.yCalculator
        let across = calculator.isHorizontal
        let along = Double(across ? pixel.x : pixel.y)
        let (low, high) =
            across ? (Double(area.minX), Double(area.maxX)) : (Double(area.minY), Double(area.maxY))
        guard along.isFinite, along >= low - 0.5, along <= high + 0.5 else { return nil }
        // A relative value is shown as the data value at the tag.
        let value =
            mapping.coordinateMode == .absolute
            ? dataPoints[0] : mapping.with(coordinateMode: .absolute).dataPoint(pixel)
        let text =
            formattedValue
            ?? formattedLabelValueProvider?.text(
                for: marksX ? value.x : value.y, on: axis, calculator: calculator)
            // A followed series' last value is data: it reads as the crosshair reads it.
            ?? (marksX ? mapping.xText(value.x) : mapping.yText(value.y, exact: followedSeries == nil))
        let box = tagSize(
            of: text,
            font: fontStyle ?? SCIFontStyle(fontSize: mapping.theme.labelFontSize, textColor: .white))
        let (width, height) = (Double(box.width), Double(box.height))
        let point = markerPointSize
        if across {
            // On an x axis above or below the area: the point towards the area.
            let below = band.minY >= area.maxY - 0.5
            let edge = Double(below ? band.minY : band.maxY)
            let direction = below ? 1.0 : -1.0
            let (left, right) = (along - width / 2, along + width / 2)
            let (near, far) = (edge + direction * point, edge + direction * (point + height))
            return (
                [
                    CGPoint(x: along, y: edge), CGPoint(x: right, y: near), CGPoint(x: right, y: far),
                    CGPoint(x: left, y: far), CGPoint(x: left, y: near),
                ], CGPoint(x: along, y: (near + far) / 2), text
            )
        }
        let right = band.minX >= area.maxX - 0.5
        let edge = Double(right ? band.minX : band.maxX)
        let direction = right ? 1.0 : -1.0
        let (top, bottom) = (along - height / 2, along + height / 2)
        let (near, far) = (edge + direction * point, edge + direction * (point + width))
        return (
            [
                CGPoint(x: edge, y: along), CGPoint(x: near, y: top), CGPoint(x: far, y: top),
                CGPoint(x: far, y: bottom), CGPoint(x: near, y: bottom),
            ], CGPoint(x: (near + far) / 2, y: along), text
        )
    }

    public override func drawShape(
        pixels: [CGPoint], mapping: SCIAnnotationMapping, into list: inout SCIDisplayList
    ) {
        guard let (shape, centre, text) = outline(at: pixels[0], mapping: mapping) else { return }
        var path = SCIPath()
        path.move(to: shape[0])
        for corner in shape.dropFirst() { path.line(to: corner) }
        path.close()
        list.draw(path, fill: SCIFill(color: brush.color), stroke: borderPen.flatMap { SCIStroke($0) })
        // The tag is always drawn; the drawings' badges after it keep clear of it.
        if let bounds = CGRect(enclosing: shape) { _ = mapping.claimLabel(bounds, required: true) }
        let font = fontStyle ?? SCIFontStyle(fontSize: mapping.theme.labelFontSize, textColor: .white)
        list.text(SCITextRun(text: text, anchor: centre, horizontal: .center, vertical: .center, font: font))
    }

    /// The tag takes a press.
    public override func bodyContains(_ location: CGPoint, pixels: [CGPoint], mapping: SCIAnnotationMapping)
        -> Bool
    {
        guard let first = pixels.first, let (shape, _, _) = outline(at: first, mapping: mapping) else {
            return false
        }
        return CGRect(enclosing: shape)?.insetBy(dx: -2, dy: -2).contains(location) ?? false
    }

    // MARK: - Saving

    /// The text and the tag's styles, with the base's settings.
    public override func encodeSettings(into settings: inout SCIAnnotationSettings) {
        super.encodeSettings(into: &settings)
        settings.setOptionalText(formattedValue, forKey: "formattedValue")
        settings.setOptionalFont(fontStyle, forKey: "fontStyle")
        settings.setNumber(markerPointSize, forKey: "markerPointSize")
        settings.setOptionalPen(borderPen, forKey: "borderPen")
        settings.setBrush(backgroundBrush, forKey: "backgroundBrush")
    }

    public override func decodeSettings(from settings: SCIAnnotationSettings) throws {
        try super.decodeSettings(from: settings)
        formattedValue = try settings.text(forKey: "formattedValue")
        fontStyle = try settings.font(forKey: "fontStyle")
        if let size = try settings.number(forKey: "markerPointSize", in: 0...10_000) {
            markerPointSize = size
        }
        borderPen = try settings.pen(forKey: "borderPen")
        if let brush = try settings.brush(forKey: "backgroundBrush") { backgroundBrush = brush }
    }
}
