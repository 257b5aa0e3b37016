import Foundation

/// A measure of the price and time between two points (Start and End): a box coloured by
/// direction, arrows along the change, and a label of the price change, percent change,
/// bars and time between them.
///
/// Direction is resolved by data y: End above Start is growing (``growingStroke``,
/// ``growingFill``), below is declining; equal counts as growing.
public final class SCIMeasureAnnotation: SCITradingAnnotationBase {
    /// Outline of a growing measure (End above Start).
    public var growingStroke: SCIPenStyle = SCIMeasureAnnotation.defaultGrowingStroke {
        didSet { invalidate() }
    }
    /// Fill of a growing measure.
    public var growingFill: SCIBrushStyle = SCIMeasureAnnotation.defaultGrowingFill {
        didSet { invalidate() }
    }
    /// Outline of a declining measure (End below Start).
    public var decliningStroke: SCIPenStyle = SCIMeasureAnnotation.defaultDecliningStroke {
        didSet { invalidate() }
    }
    /// Fill of a declining measure.
    public var decliningFill: SCIBrushStyle = SCIMeasureAnnotation.defaultDecliningFill {
        didSet { invalidate() }
    }
    /// The label's font and text colour.
    public var labelStyle: SCIFontStyle = SCIMeasureAnnotation.defaultLabelStyle { didSet { invalidate() } }
    /// The factor applied to the price change shown in the label (pips, points); default 1.
    /// A non-finite factor drops the change from the label; it is not saved (JSON has no
    /// NaN), so it loads back as 1.
    public var yValueScaleFactor = 1.0 { didSet { invalidate() } }
    /// Whether x snaps to the nearest candle's centre when a point is placed or dragged.
    public var snapToCandles = false { didSet { invalidate() } }

    public static let defaultGrowingStroke = SCISolidPenStyle(color: 0xFF29_62FF, thickness: 1)
    public static let defaultGrowingFill = SCISolidBrushStyle(color: 0x3329_62FF)
    public static let defaultDecliningStroke = SCISolidPenStyle(color: 0xFFF2_3645, thickness: 1)
    public static let defaultDecliningFill = SCISolidBrushStyle(color: 0x33F2_3645)
    public static let defaultLabelStyle = SCIFontStyle(fontSize: 12, textColor: .white)

    /// Creates an empty measure; a creation modifier places its points.
    public init() {
        super.init(pointCount: 2, creationType: .measure)
    }

    /// Whether End is at or above Start (by data y); `true` until End is placed.
    public var isGrowing: Bool {
        guard points.count == 2 else { return true }
        return !(points[1].y < points[0].y)
    }

    /// The pen and brush for the current direction.
    var directionStyle: (stroke: SCIPenStyle, fill: SCIBrushStyle) {
        isGrowing ? (growingStroke, growingFill) : (decliningStroke, decliningFill)
    }

    /// The two label lines: price change and percent, then bars and time (or x change).
    public var labelLines: [String] {
        guard points.count == 2 else { return [] }
        let (start, end) = (points[0], points[1])
        let frame = frame()
        let price = MeasureText.priceLine(start: start.y, end: end.y, scale: yValueScaleFactor)
        let range = MeasureText.rangeLine(
            bars: frame.flatMap { barCount(frame: $0) }, startX: start.x, endX: end.x,
            xIsDate: frame?.xIsDate ?? false)
        return range.isEmpty ? [price] : [price, range]
    }

    /// The signed number of bars between the points: the difference of their bar indices in
    /// the first series drawn on the x axis.
    func barCount(frame: AnnotationFrame) -> Int? {
        guard points.count == 2, let surface = parentSurface else { return nil }
        if frame.xAxis.isCategoryAxis, let bars = frame.x.categoryBars {
            guard let first = bars.index(forDate: points[0].x), let second = bars.index(forDate: points[1].x)
            else {
                return nil
            }
            return Int.clamping(second.rounded() - first.rounded(), to: -1_000_000_000...1_000_000_000)
        }
        let series = surface.renderableSeries.first { series in
            series.isVisible && surface.axes(of: series)?.x === frame.xAxis
                && (series.dataSeries?.count ?? 0) > 0
        }
        guard let data = series?.dataSeries, let first = data.nearestIndex(toX: points[0].x),
            let second = data.nearestIndex(toX: points[1].x)
        else { return nil }
        return second - first
    }

    override func savedStyle() -> (
        style: [String: StyleRecord], settings: [String: Double], flags: [String: Bool]
    ) {
        let style: [String: StyleRecord] = [
            "growingStroke": AnnotationCoding.style(growingStroke),
            "growingFill": AnnotationCoding.style(growingFill),
            "decliningStroke": AnnotationCoding.style(decliningStroke),
            "decliningFill": AnnotationCoding.style(decliningFill),
            "label": AnnotationCoding.style(labelStyle),
        ]
        let settings = yValueScaleFactor.isFinite ? ["yValueScaleFactor": yValueScaleFactor] : [:]
        return (style, settings, ["snapToCandles": snapToCandles])
    }

    override func loadStyle(
        _ style: [String: StyleRecord], settings: [String: Double], flags: [String: Bool], path: String
    ) throws {
        let known: Set = ["growingStroke", "growingFill", "decliningStroke", "decliningFill", "label"]
        if let unknown = style.keys.sorted().first(where: { !known.contains($0) }) {
            throw SCIAnnotationLoadError.invalidValue(
                field: "\(path).style.\(unknown)", reason: "not a measure style")
        }
        if let record = style["growingStroke"] {
            growingStroke = try AnnotationCoding.pen(record, field: "\(path).style.growingStroke")
        }
        if let record = style["growingFill"] {
            growingFill = try AnnotationCoding.brush(record, field: "\(path).style.growingFill")
        }
        if let record = style["decliningStroke"] {
            decliningStroke = try AnnotationCoding.pen(record, field: "\(path).style.decliningStroke")
        }
        if let record = style["decliningFill"] {
            decliningFill = try AnnotationCoding.brush(record, field: "\(path).style.decliningFill")
        }
        if let record = style["label"] {
            labelStyle = try AnnotationCoding.font(record, field: "\(path).style.label")
        }
        if let factor = try AnnotationCoding.number(
            settings["yValueScaleFactor"], field: "\(path).settings.yValueScaleFactor",
            range: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude)
        {
            yValueScaleFactor = factor
        }
        snapToCandles = flags["snapToCandles"] ?? false
    }

    override func adjusted(
        _ point: SCIDataPoint, index: Int, frame: AnnotationFrame, surface: SCIChartSurface
    )
        -> SCIDataPoint
    {
        guard snapToCandles,
            let x = CandleSnapping.nearestCandleX(to: point.x, frame: frame, surface: surface)
        else { return point }
        return SCIDataPoint(x: x, y: point.y)
    }

    override func drawShape(
        pixels: [CGPoint], frame: AnnotationFrame, into list: inout SCIDisplayList, surface: SCIChartSurface
    ) {
        let style = directionStyle
        let stroke = SCIStroke(style.stroke)
        guard pixels.count == 2 else {
            // Start alone: a dot where it is.
            var dot = SCIPath()
            dot.addEllipse(in: CGRect(x: pixels[0].x - 3, y: pixels[0].y - 3, width: 6, height: 6))
            list.fill(dot, SCIFill(color: style.stroke.color))
            return
        }
        let (start, end) = (pixels[0], pixels[1])
        let box = Self.box(pixels)
        var outline = SCIPath()
        outline.addRect(box)
        list.fill(outline, SCIFill(style.fill))
        list.stroke(outline, stroke)

        // Arrows along the change: price at the box's centre x, time at its centre y.
        var arrows = SCIPath()
        let head = 7.0
        if abs(end.y - start.y) > 2 {
            arrows.addArrow(
                from: CGPoint(x: box.midX, y: start.y), to: CGPoint(x: box.midX, y: end.y), headLength: head)
        }
        if abs(end.x - start.x) > 2 {
            arrows.addArrow(
                from: CGPoint(x: start.x, y: box.midY), to: CGPoint(x: end.x, y: box.midY), headLength: head)
        }
        list.stroke(
            arrows, stroke.map { SCIStroke(color: $0.color, width: max($0.width, 1), lineCap: .round) })

        drawLabel(box: box, frame: frame, into: &list)
    }

    /// The box between Start and End, in surface coordinates.
    static func box(_ pixels: [CGPoint]) -> CGRect {
        CGRect(
            x: min(pixels[0].x, pixels[1].x), y: min(pixels[0].y, pixels[1].y),
            width: abs(pixels[1].x - pixels[0].x),
            height: abs(pixels[1].y - pixels[0].y))
    }

    static let labelPadding = (x: 8.0, y: 5.0)

    /// The label's rectangle: above a growing box, below a declining one, kept inside the
    /// series area (flipped to the other side first, then clamped).
    func labelRect(box: CGRect, lines: [String], frame: AnnotationFrame) -> CGRect? {
        let font = labelStyle
        let size = Double(font.fontSize)
        guard !lines.isEmpty, size > 0 else { return nil }
        let lineHeight = SCITextMetrics.lineHeight(fontSize: size)
        let padding = Self.labelPadding
        let width = lines.map { SCITextMetrics.width(of: $0, fontSize: size, bold: font.isBold) }.max() ?? 0
        let height = lineHeight * Double(lines.count) + padding.y * 2
        let labelWidth = width + padding.x * 2
        let gap = 6.0
        let area = frame.area
        var x = Double(box.midX) - labelWidth / 2
        var y = isGrowing ? Double(box.minY) - gap - height : Double(box.maxY) + gap
        if y < Double(area.minY) { y = Double(box.maxY) + gap }
        if y + height > Double(area.maxY) { y = Double(box.minY) - gap - height }
        x = x.clamped(to: Double(area.minX)...max(Double(area.minX), Double(area.maxX) - labelWidth))
        y = y.clamped(to: Double(area.minY)...max(Double(area.minY), Double(area.maxY) - height))
        return CGRect(x: x, y: y, width: labelWidth, height: height)
    }

    override func bodyContains(_ location: CGPoint, frame: AnnotationFrame) -> Bool {
        guard points.count == 2 else { return false }
        let pixels = points.map(frame.point)
        guard pixels.allSatisfy(\.isFinite) else { return false }
        let box = Self.box(pixels)
        if box.insetBy(dx: -4, dy: -4).contains(location) { return true }
        return labelRect(box: box, lines: labelLines, frame: frame)?.contains(location) ?? false
    }

    /// Draws the label in its rectangle.
    private func drawLabel(box: CGRect, frame: AnnotationFrame, into list: inout SCIDisplayList) {
        let lines = labelLines
        let font = labelStyle
        guard let rect = labelRect(box: box, lines: lines, frame: frame) else { return }
        let lineHeight = SCITextMetrics.lineHeight(fontSize: Double(font.fontSize))
        let padding = Self.labelPadding
        let y = Double(rect.minY)
        var background = SCIPath()
        background.addRoundedRect(rect, radius: 4)
        list.fill(background, SCIFill(color: directionStyle.stroke.color.withAlpha(0.9)))
        for (index, line) in lines.enumerated() {
            let anchor = CGPoint(x: rect.midX, y: y + padding.y + lineHeight * Double(index))
            list.text(SCITextRun(text: line, anchor: anchor, horizontal: .center, vertical: .top, font: font))
        }
    }
}

/// Snapping x to candles.
enum CandleSnapping {
    /// The x of the candle nearest to `x` among the OHLC series drawn on the frame's axes:
    /// its bar centre (the bar's date on a category axis). `nil` when there is none. Each
    /// series is read under one lock, so a producer changing it meanwhile is safe.
    static func nearestCandleX(to x: Double, frame: AnnotationFrame, surface: SCIChartSurface) -> Double? {
        guard x.isFinite else { return nil }
        for series in surface.renderableSeries where series.isVisible {
            guard series is SCIOhlcRenderableSeriesBase, let data = series.dataSeries,
                let axes = surface.axes(of: series), axes.x === frame.xAxis, axes.y === frame.yAxis
            else { continue }
            let snapped: Double? = data.read { store in
                store.withColumn(0) { xs in
                    guard !xs.isEmpty else { return nil }
                    if frame.xAxis.isCategoryAxis {
                        guard let index = CategoryBars.index(forDate: x, in: xs, sorted: store.isSorted)
                        else { return nil }
                        return xs[Int.clamping(index.rounded(), to: 0...(xs.count - 1))]
                    }
                    if store.isSorted { return ValueScan.nearestIndex(xs, to: x).map { xs[$0] } }
                    var best: Int?
                    for index in 0..<xs.count where xs[index].isFinite {
                        if best == nil || abs(xs[index] - x) < abs(xs[best!] - x) { best = index }
                    }
                    return best.map { xs[$0] }
                }
            }
            if let snapped { return snapped }
        }
        return nil
    }
}
