import Foundation

/// Text at a point (x1, y1): a note on the chart, one line or several (split at newlines).
///
/// The text's box, with ``padding`` around the lines and ``backgroundColor`` behind them, is
/// placed with its ``horizontalAnchorPoint`` and ``verticalAnchorPoint`` on the point and
/// turned by ``rotationAngle`` about it. With ``canEditText``, a second tap on the selected
/// annotation edits its text in place (see ``SCIChartSurface/handleText(_:)``).
public final class SCITextAnnotation: SCIClassicAnnotationBase, ISCITextEditableAnnotation {
    /// The text (default empty: nothing is drawn). Lines are split at newlines; the first
    /// 500 lines are drawn, each cut at 4,096 characters.
    public var text: String = "" { didSet { if oldValue != text { invalidate() } } }
    /// A note stays where it is placed: the magnet does not move it onto a candle.
    public override var canSnapToCandles: Bool { false }
    /// The font and colour of the text (default 14 points, blue `0xFF2962FF`).
    public var fontStyle = SCIFontStyle(fontSize: 14, textColor: 0xFF29_62FF) {
        didSet { if oldValue !== fontStyle { invalidate() } }
    }
    /// How the lines are aligned in the box (default ``SCITextAlignment/left``).
    public var alignment: SCITextAlignment = .left { didSet { if oldValue != alignment { invalidate() } } }
    /// Space between the lines and the box's edges, in points (default 4 on each side;
    /// negative or non-finite sides read as 0).
    public var padding = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4) {
        didSet { if oldValue != padding { invalidate() } }
    }
    /// The clockwise turn of the box about its point, in degrees (default 0); any finite
    /// angle is drawn within one turn, and a non-finite one is refused.
    public var rotationAngle: Double = 0 {
        didSet {
            if !rotationAngle.isFinite {
                rotationAngle = oldValue
            } else if oldValue != rotationAngle {
                invalidate()
            }
        }
    }
    /// The colour behind the text (default clear).
    public var backgroundColor: SCIColor = .clear {
        didSet { if oldValue != backgroundColor { invalidate() } }
    }
    /// Which side of the box is on the point, left to right (default
    /// ``SCIHorizontalAnchorPoint/left``).
    public var horizontalAnchorPoint: SCIHorizontalAnchorPoint = .left {
        didSet { if oldValue != horizontalAnchorPoint { invalidate() } }
    }
    /// Which side of the box is on the point, top to bottom (default
    /// ``SCIVerticalAnchorPoint/top``).
    public var verticalAnchorPoint: SCIVerticalAnchorPoint = .top {
        didSet { if oldValue != verticalAnchorPoint { invalidate() } }
    }
    /// Whether a second tap on the selected annotation edits its text with the keyboard
    /// (default `false`).
    public var canEditText = false

    /// Text with no coordinates set.
    public init() {
        super.init(pointCount: 1, creationType: .text)
    }

    /// The box of the text as drawn now (the text being edited, while it is).
    var box: TextBox {
        TextBox(text: shownText, font: fontStyle, padding: padding, alignment: alignment)
    }

    /// The text drawn: the edit in progress while there is one.
    var shownText: String { editingText ?? text }

    /// The text being typed, while the annotation is edited in place (``ISCITextEditableAnnotation``);
    /// `nil` otherwise.
    public var editingText: String? { didSet { if oldValue != editingText { invalidate() } } }

    /// Moved whole: its selection is a frame around the text.
    public override var hasPointGrips: Bool { false }

    public override func drawShape(
        pixels: [CGPoint], mapping: SCIAnnotationMapping, into list: inout SCIDisplayList
    ) {
        let box = box
        let (fx, fy) = (horizontalAnchorPoint.fraction, verticalAnchorPoint.fraction)
        box.draw(
            anchor: pixels[0], fx: fx, fy: fy, rotation: rotationAngle, background: backgroundColor,
            border: nil, into: &list)
        if editingText != nil { drawCaret(box, anchor: pixels[0], into: &list) }
    }

    /// A caret after the last character of the text being edited.
    private func drawCaret(_ box: TextBox, anchor: CGPoint, into list: inout SCIDisplayList) {
        let corners = box.corners(
            anchor: anchor, fx: horizontalAnchorPoint.fraction, fy: verticalAnchorPoint.fraction,
            rotation: rotationAngle)
        let lastWidth = SCITextMetrics.width(
            of: box.lines.last ?? "", fontSize: Double(fontStyle.fontSize), bold: fontStyle.isBold)
        let lineHeight = SCITextMetrics.lineHeight(fontSize: Double(fontStyle.fontSize))
        let lines = Double(max(box.lines.count, 1))
        // Along the box's top edge and down its left edge, in its own turned frame.
        let across = CGPoint(x: corners[1].x - corners[0].x, y: corners[1].y - corners[0].y)
        let down = CGPoint(x: corners[3].x - corners[0].x, y: corners[3].y - corners[0].y)
        let width = max(Double(box.size.width), 1)
        let height = max(Double(box.size.height), 1)
        let inner = Double(box.size.width) - TextBox.clean(padding.left) - TextBox.clean(padding.right)
        let x = TextBox.clean(padding.left) + alignment.fraction * (inner - lastWidth) + lastWidth + 1
        func at(_ x: Double, _ y: Double) -> CGPoint {
            CGPoint(
                x: Double(corners[0].x) + Double(across.x) * x / width + Double(down.x) * y / height,
                y: Double(corners[0].y) + Double(across.y) * x / width + Double(down.y) * y / height)
        }
        let top = TextBox.clean(padding.top) + lineHeight * (lines - 1)
        var caret = SCIPath()
        caret.move(to: at(x, top))
        caret.line(to: at(x, top + lineHeight))
        list.stroke(caret, SCIStroke(color: fontStyle.color, width: 1.5))
    }

    /// The text's box, grown by a few points, takes a press.
    public override func bodyContains(_ location: CGPoint, pixels: [CGPoint], mapping: SCIAnnotationMapping)
        -> Bool
    {
        guard let anchor = pixels.first else { return false }
        return box.contains(
            location, anchor: anchor, fx: horizontalAnchorPoint.fraction, fy: verticalAnchorPoint.fraction,
            rotation: rotationAngle, margin: Self.bodyHitDistance)
    }

    /// The frame around the turned box.
    public override func selectionFrame(pixels: [CGPoint], mapping: SCIAnnotationMapping) -> CGRect? {
        guard let anchor = pixels.first else { return nil }
        let corners = box.corners(
            anchor: anchor, fx: horizontalAnchorPoint.fraction, fy: verticalAnchorPoint.fraction,
            rotation: rotationAngle)
        return CGRect(enclosing: corners)?.insetBy(dx: -3, dy: -3)
    }

    // MARK: - Saving

    /// The text and how it is drawn, with the base's settings.
    public override func encodeSettings(into settings: inout SCIAnnotationSettings) {
        super.encodeSettings(into: &settings)
        settings.setText(text, forKey: "text")
        settings.setFont(fontStyle, forKey: "fontStyle")
        settings.setText(alignment.rawValue, forKey: "alignment")
        settings.setNumbers(
            [padding.top, padding.left, padding.bottom, padding.right].map(TextBox.clean), forKey: "padding")
        settings.setNumber(rotationAngle, forKey: "rotationAngle")
        settings.setColors([backgroundColor], forKey: "backgroundColor")
        settings.setText(horizontalAnchorPoint.rawValue, forKey: "horizontalAnchorPoint")
        settings.setText(verticalAnchorPoint.rawValue, forKey: "verticalAnchorPoint")
        settings.setFlag(canEditText, forKey: "canEditText")
    }

    public override func decodeSettings(from settings: SCIAnnotationSettings) throws {
        try super.decodeSettings(from: settings)
        text = try settings.text(forKey: "text", maximumLength: SCIAnnotationDocument.maximumNoteLength) ?? ""
        if let font = try settings.font(forKey: "fontStyle") { fontStyle = font }
        alignment = try settings.value(forKey: "alignment", as: SCITextAlignment.self) ?? .left
        if let sides = try settings.numbers(forKey: "padding", in: 0...10_000) {
            guard sides.count == 4 else {
                throw SCIAnnotationLoadError.invalidValue(
                    field: "\(settings.path).lists.padding", reason: "four numbers: top, left, bottom, right")
            }
            padding = UIEdgeInsets(top: sides[0], left: sides[1], bottom: sides[2], right: sides[3])
        }
        rotationAngle =
            try settings.number(
                forKey: "rotationAngle", in: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude)
            ?? 0
        if let colors = try settings.colors(forKey: "backgroundColor") {
            guard colors.count == 1 else {
                throw SCIAnnotationLoadError.invalidValue(
                    field: "\(settings.path).colors.backgroundColor", reason: "one colour")
            }
            backgroundColor = colors[0]
        }
        horizontalAnchorPoint =
            try settings.value(forKey: "horizontalAnchorPoint", as: SCIHorizontalAnchorPoint.self) ?? .left
        verticalAnchorPoint =
            try settings.value(forKey: "verticalAnchorPoint", as: SCIVerticalAnchorPoint.self) ?? .top
        canEditText = settings.flag(forKey: "canEditText") ?? false
    }
}
