import Foundation

/// An entry and a target: the zone between their prices from the entry's time to the
/// target's, filled and edged in the take-profit style when the target is above the entry
/// and in the stop-loss style when it is below.
///
/// With ``showAxisLabels`` the two prices show as badges on the y axis, with a band between
/// them, and the two dates on the x axis. ``labels`` add text at points, on the segment or on
/// the axes; with none, a label on the zone gives the price change, the percent and the
/// bars from entry to target, as the measure's does.
public final class SCIStopLossTakeProfitAnnotation: SCIMultiPointAnnotationBase {
    /// The colours shown: the take profit's above the entry, else the stop loss's.
    override var mainStyleKeys: (pen: String?, brush: String?) {
        isTakeProfit ? ("takeProfitStroke", "takeProfitFill") : ("stopLossStroke", "stopLossFill")
    }

    /// The edges when the target is above the entry (default green `0xFF089981`, 1 point).
    public var takeProfitStroke: SCIPenStyle = SCIStopLossTakeProfitAnnotation.defaultTakeProfitStroke {
        didSet { if oldValue !== takeProfitStroke { invalidate() } }
    }
    /// The zone when the target is above the entry (default translucent green).
    public var takeProfitFill: SCIBrushStyle = SCIStopLossTakeProfitAnnotation.defaultTakeProfitFill {
        didSet { if oldValue !== takeProfitFill { invalidate() } }
    }
    /// The edges when the target is below the entry (default red `0xFFF23645`, 1 point).
    public var stopLossStroke: SCIPenStyle = SCIStopLossTakeProfitAnnotation.defaultStopLossStroke {
        didSet { if oldValue !== stopLossStroke { invalidate() } }
    }
    /// The zone when the target is below the entry (default translucent red).
    public var stopLossFill: SCIBrushStyle = SCIStopLossTakeProfitAnnotation.defaultStopLossFill {
        didSet { if oldValue !== stopLossFill { invalidate() } }
    }
    /// Whether both prices show as badges on the y axis with a band between them, and both
    /// dates on the x axis (default `true`).
    public var showAxisLabels = true { didSet { if oldValue != showAxisLabels { invalidate() } } }
    /// The opacity of the band between the price badges, 0 to 1 (default 0.2; 0 hides it);
    /// values outside are clamped and NaN is refused.
    public var axisSpanFillOpacity: Double {
        get { spanOpacity }
        set {
            guard let opacity = newValue.opacity, opacity != spanOpacity else { return }
            spanOpacity = opacity
            invalidate()
        }
    }
    private var spanOpacity = 0.2
    /// The labels (default none: one on the zone with the change, the percent and the bars).
    /// At most ``SCIAnnotationDocument/maximumListLength`` are kept; a label at a point the
    /// zone does not have draws nothing.
    public var labels: [SCIMultiPointLabel] = [] {
        didSet {
            if labels.count > SCIAnnotationDocument.maximumListLength {
                labels = Array(labels.prefix(SCIAnnotationDocument.maximumListLength))
            }
            invalidate()
        }
    }
    /// Writes each label's text from what it is anchored to; `nil` (the default) shows each
    /// label's text, or what its anchor is worth. Not saved.
    public var formatLabel: ((SCIMultiPointLabelFormatParams) -> String)? { didSet { invalidate() } }

    /// Green `0xFF089981`, 1 point.
    public static let defaultTakeProfitStroke = SCISolidPenStyle(color: 0xFF08_9981, thickness: 1)
    /// Green `0x33089981`.
    public static let defaultTakeProfitFill = SCISolidBrushStyle(color: 0x3308_9981)
    /// Red `0xFFF23645`, 1 point.
    public static let defaultStopLossStroke = SCISolidPenStyle(color: 0xFFF2_3645, thickness: 1)
    /// Red `0x33F23645`.
    public static let defaultStopLossFill = SCISolidBrushStyle(color: 0x33F2_3645)

    /// Creates an empty zone; a creation modifier places the entry, then the target.
    public init() {
        super.init(pointCount: 2, creationType: .stopLossTakeProfit)
    }

    /// Whether the target is above the entry (take profit); `true` until it is placed, and
    /// when they are level.
    public var isTakeProfit: Bool {
        guard dataPoints.count == 2 else { return true }
        return !(dataPoints[1].y < dataPoints[0].y)
    }

    /// The pen and brush for the current direction.
    var zoneStyle: (stroke: SCIPenStyle, fill: SCIBrushStyle) {
        isTakeProfit ? (styled(takeProfitStroke), takeProfitFill) : (styled(stopLossStroke), stopLossFill)
    }

    func labelDrawer(mapping: SCIAnnotationMapping) -> MultiPointLabels {
        MultiPointLabels(
            annotation: self, labels: labels, format: formatLabel, color: zoneStyle.stroke.color,
            mapping: mapping)
    }

    /// The zone's box in surface coordinates.
    static func box(_ pixels: [CGPoint]) -> CGRect {
        CGRect(enclosing: pixels) ?? .zero
    }

    public override func drawShape(
        pixels: [CGPoint], mapping: SCIAnnotationMapping, into list: inout SCIDisplayList
    ) {
        let style = zoneStyle
        let stroke = SCIStroke(style.stroke)
        guard pixels.count == 2 else {
            Self.drawDot(at: pixels[0], color: style.stroke.color, into: &list)
            return
        }
        let box = Self.box(pixels)
        var zone = SCIPath()
        zone.addRect(box)
        list.fill(zone, SCIFill(style.fill))
        var edges = SCIPath()
        edges.move(to: CGPoint(x: box.minX, y: pixels[0].y))
        edges.line(to: CGPoint(x: box.maxX, y: pixels[0].y))
        edges.move(to: CGPoint(x: box.minX, y: pixels[1].y))
        edges.line(to: CGPoint(x: box.maxX, y: pixels[1].y))
        list.stroke(edges, stroke)
        if labels.isEmpty {
            drawZoneLabel(box: box, mapping: mapping, into: &list)
        } else {
            labelDrawer(mapping: mapping).drawInArea(pixels: pixels, into: &list)
        }
    }

    /// Without labels: the change, the percent and the bars on the zone, against the target.
    private func drawZoneLabel(box: CGRect, mapping: SCIAnnotationMapping, into list: inout SCIDisplayList) {
        let (entry, target) = (dataPoints[0], dataPoints[1])
        var lines = [MeasureText.priceLine(start: entry.y, end: target.y, scale: 1)]
        // The zone's length, whichever way it was drawn: "13 bars", never "-13 bars".
        if let bars = BarCounting.bars(from: entry.x, to: target.x, mapping: mapping) {
            lines.append(MeasureText.barsText(abs(bars)))
        }
        let font = SCIFontStyle(fontSize: 11, textColor: .white)
        let lineHeight = SCITextMetrics.lineHeight(fontSize: 11)
        let width = lines.map { SCITextMetrics.width(of: $0, fontSize: 11) }.max() ?? 0
        let rect = CGRect(
            x: Double(box.midX) - width / 2 - 6,
            y: isTakeProfit
                ? Double(box.minY) + 4 : Double(box.maxY) - 4 - lineHeight * Double(lines.count) - 6,
            width: width + 12, height: lineHeight * Double(lines.count) + 6)
        guard mapping.claimLabel(rect, required: false) else { return }
        var background = SCIPath()
        background.addRoundedRect(rect, radius: 3)
        list.fill(background, SCIFill(color: zoneStyle.stroke.color.withAlpha(0.9)))
        for (index, line) in lines.enumerated() {
            list.text(
                SCITextRun(
                    text: line,
                    anchor: CGPoint(x: rect.midX, y: Double(rect.minY) + 3 + lineHeight * Double(index)),
                    horizontal: .center, vertical: .top, font: font))
        }
    }

    /// How wide the band between the price badges is on the axis, in points.
    static let axisSpanWidth = 4.0

    /// The price badges with the band between them and the date badges, then axis labels.
    public override func drawAxisMarks(
        pixels: [CGPoint], mapping: SCIAnnotationMapping, into list: inout SCIDisplayList
    ) {
        guard pixels.count == 2 else { return }
        let drawer = labelDrawer(mapping: mapping)
        if showAxisLabels {
            let color = zoneStyle.stroke.color
            if spanOpacity > 0, mapping.yAxis.isVisible,
                let band = mapping.axisFrame(for: mapping.yAxis)
            {
                // Only the part of the band in view, a strip along the axis' edge beside the
                // series area: the axis' labels and title stay readable.
                let area = mapping.seriesArea
                let strip = min(
                    Self.axisSpanWidth, Double(mapping.yCalculator.isHorizontal ? band.height : band.width))
                var span = SCIPath()
                if mapping.yCalculator.isHorizontal {
                    let left = max(min(pixels[0].x, pixels[1].x), area.minX)
                    let right = min(max(pixels[0].x, pixels[1].x), area.maxX)
                    let y = band.midY >= area.midY ? Double(band.minY) : Double(band.maxY) - strip
                    if right > left {
                        span.addRect(
                            CGRect(x: Double(left), y: y, width: Double(right - left), height: strip))
                    }
                } else {
                    let top = max(min(pixels[0].y, pixels[1].y), area.minY)
                    let bottom = min(max(pixels[0].y, pixels[1].y), area.maxY)
                    let x = band.midX >= area.midX ? Double(band.minX) : Double(band.maxX) - strip
                    if bottom > top {
                        span.addRect(CGRect(x: x, y: Double(top), width: strip, height: Double(bottom - top)))
                    }
                }
                if !span.isEmpty { list.fill(span, SCIFill(color: color.multiplyingAlpha(by: spanOpacity))) }
            }
            if mapping.yAxis.isVisible {
                mapping.drawAxisBadges(
                    dataPoints.map { drawer.price($0.y) }, on: mapping.yAxis, at: pixels, color: color,
                    into: &list)
            }
            if mapping.xAxis.isVisible {
                mapping.drawAxisBadges(
                    dataPoints.map { drawer.xText($0.x) }, on: mapping.xAxis, at: pixels, color: color,
                    into: &list)
            }
        }
        drawer.drawOnAxes(pixels: pixels, into: &list)
    }

    /// The zone, grown by a few points, takes a press.
    public override func bodyContains(
        _ location: CGPoint, pixels: [CGPoint], mapping: SCIAnnotationMapping
    ) -> Bool {
        guard pixels.count == 2, pixels.allSatisfy(\.isFinite) else { return false }
        return Self.box(pixels).insetBy(dx: -Self.bodyHitDistance, dy: -Self.bodyHitDistance).contains(
            location)
    }

    /// The four styles, the axis labels, the band's opacity and the labels, with the base's
    /// settings.
    public override func encodeSettings(into settings: inout SCIAnnotationSettings) {
        super.encodeSettings(into: &settings)
        settings.setPen(takeProfitStroke, forKey: "takeProfitStroke")
        settings.setBrush(takeProfitFill, forKey: "takeProfitFill")
        settings.setPen(stopLossStroke, forKey: "stopLossStroke")
        settings.setBrush(stopLossFill, forKey: "stopLossFill")
        settings.setFlag(showAxisLabels, forKey: "showAxisLabels")
        settings.setNumber(axisSpanFillOpacity, forKey: "axisSpanFillOpacity")
        settings.setLabels(labels, forKey: "labels")
    }

    public override func decodeSettings(from settings: SCIAnnotationSettings) throws {
        try super.decodeSettings(from: settings)
        if let pen = try settings.pen(forKey: "takeProfitStroke") { takeProfitStroke = pen }
        if let brush = try settings.brush(forKey: "takeProfitFill") { takeProfitFill = brush }
        if let pen = try settings.pen(forKey: "stopLossStroke") { stopLossStroke = pen }
        if let brush = try settings.brush(forKey: "stopLossFill") { stopLossFill = brush }
        showAxisLabels = settings.flag(forKey: "showAxisLabels") ?? true
        if let opacity = try settings.number(forKey: "axisSpanFillOpacity", in: 0...1) {
            axisSpanFillOpacity = opacity
        }
        labels = try settings.labels(forKey: "labels") ?? []
    }
}
