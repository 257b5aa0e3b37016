import Foundation

/// Lines of text in a padded box, anchored at a point and rotated about it: what a text
/// annotation and a line's labels draw, hit-test and frame.
struct TextBox {
    /// The lines drawn: at most ``maximumLines``, each cut by the text run to its limit.
    let lines: [String]
    let font: SCIFontStyle
    let padding: UIEdgeInsets
    let alignment: SCITextAlignment
    /// The width of each line.
    private let widths: [Double]
    /// The box before rotation.
    let size: CGSize

    /// The most lines drawn; a text of more shows its first ones.
    static let maximumLines = 500

    init(text: String, font: SCIFontStyle, padding: UIEdgeInsets, alignment: SCITextAlignment = .left) {
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).prefix(Self.maximumLines) {
            lines.append(SCITextRun.sanitize(String(line)))
        }
        self.lines = lines
        self.font = font
        self.padding = padding
        self.alignment = alignment
        widths = lines.map {
            SCITextMetrics.width(of: $0, fontSize: Double(font.fontSize), bold: font.isBold)
        }
        let lineHeight = SCITextMetrics.lineHeight(fontSize: Double(font.fontSize))
        size = CGSize(
            width: (widths.max() ?? 0) + Self.clean(padding.left) + Self.clean(padding.right),
            height: lineHeight * Double(lines.count) + Self.clean(padding.top) + Self.clean(padding.bottom))
    }

    /// A padding as drawn: finite and not negative.
    static func clean(_ value: CGFloat) -> Double {
        let double = Double(value)
        return double.isFinite ? min(max(double, 0), 10_000) : 0
    }

    /// An angle in degrees as drawn: within a turn, 0 when not finite.
    static func angle(_ degrees: Double) -> Double {
        degrees.isFinite ? degrees.truncatingRemainder(dividingBy: 360) : 0
    }

    /// Where the box is: its top-left corner before rotation, for a box whose point at the
    /// fractions `fx`, `fy` of its size is on `anchor`.
    private func origin(anchor: CGPoint, fx: Double, fy: Double) -> CGPoint {
        CGPoint(
            x: Double(anchor.x) - fx * Double(size.width), y: Double(anchor.y) - fy * Double(size.height))
    }

    /// `point` rotated clockwise by `degrees` about `centre`.
    private static func rotate(_ point: CGPoint, about centre: CGPoint, degrees: Double) -> CGPoint {
        guard degrees != 0 else { return point }
        let radians = degrees * .pi / 180
        let (c, s) = (cos(radians), sin(radians))
        let dx = Double(point.x - centre.x)
        let dy = Double(point.y - centre.y)
        return CGPoint(x: Double(centre.x) + dx * c - dy * s, y: Double(centre.y) + dx * s + dy * c)
    }

    /// The box's four corners on the surface, clockwise from its top-left before rotation.
    func corners(anchor: CGPoint, fx: Double, fy: Double, rotation: Double) -> [CGPoint] {
        let angle = Self.angle(rotation)
        let o = origin(anchor: anchor, fx: fx, fy: fy)
        let (w, h) = (Double(size.width), Double(size.height))
        return [
            o, CGPoint(x: Double(o.x) + w, y: Double(o.y)), CGPoint(x: Double(o.x) + w, y: Double(o.y) + h),
            CGPoint(x: Double(o.x), y: Double(o.y) + h),
        ].map { Self.rotate($0, about: anchor, degrees: angle) }
    }

    /// Whether `location` is in the box (grown by `margin` points).
    func contains(
        _ location: CGPoint, anchor: CGPoint, fx: Double, fy: Double, rotation: Double, margin: Double = 0
    ) -> Bool {
        // Turned back into the box's own frame, the test is a rectangle's.
        let local = Self.rotate(location, about: anchor, degrees: -Self.angle(rotation))
        let box = CGRect(origin: origin(anchor: anchor, fx: fx, fy: fy), size: size)
        return box.insetBy(dx: -margin, dy: -margin).contains(local)
    }

    /// Draws the background, the border and the lines.
    func draw(
        anchor: CGPoint, fx: Double, fy: Double, rotation: Double, background: SCIColor?, border: SCIStroke?,
        into list: inout SCIDisplayList
    ) {
        let angle = Self.angle(rotation)
        let corners = corners(anchor: anchor, fx: fx, fy: fy, rotation: angle)
        guard corners.allSatisfy(\.isFinite) else { return }
        if background.map({ $0.alpha > 0 }) == true || border != nil {
            var shape = SCIPath()
            shape.move(to: corners[0])
            for corner in corners.dropFirst() { shape.line(to: corner) }
            shape.close()
            list.draw(shape, fill: background.map { SCIFill(color: $0) }, stroke: border)
        }
        let fontSize = Double(font.fontSize)
        let lineHeight = SCITextMetrics.lineHeight(fontSize: fontSize)
        let ascent = SCITextMetrics.ascent(fontSize: fontSize)
        let o = origin(anchor: anchor, fx: fx, fy: fy)
        let inner = Double(size.width) - Self.clean(padding.left) - Self.clean(padding.right)
        for (index, line) in lines.enumerated() where !line.isEmpty {
            let x = Double(o.x) + Self.clean(padding.left) + alignment.fraction * (inner - widths[index])
            let y = Double(o.y) + Self.clean(padding.top) + ascent + lineHeight * Double(index)
            let start = Self.rotate(CGPoint(x: x, y: y), about: anchor, degrees: angle)
            list.text(
                SCITextRun(
                    text: line, origin: start, fontSize: fontSize, isBold: font.isBold, color: font.color,
                    rotation: angle))
        }
    }
}
