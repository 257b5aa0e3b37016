import Foundation

/// An Elliott impulse wave: six points, 0 to 5, joined by lines and labelled (1) to (5),
/// with Elliott's three rules checked live while it is placed and edited. Each broken rule is
/// drawn at the wave it concerns (the wave's line in ``violationColor``, dashed, with what is
/// broken) and listed in ``violations``.
public final class SCIElliottImpulseWaveAnnotation: SCIMultiPointAnnotationBase {
    /// A broken rule's colour is a warning, not a fill.
    override var unstyledKeys: Set<String> { ["violation"] }

    /// The waves' pen (default blue `0xFF2962FF`, 2 points).
    public var waveStroke: SCIPenStyle = SCIElliottImpulseWaveAnnotation.defaultWaveStroke {
        didSet { if oldValue !== waveStroke { invalidate() } }
    }
    /// The labels' font (default 12 points, bold, blue `0xFF2962FF`).
    public var textStyle: SCIFontStyle = SCIElliottImpulseWaveAnnotation.defaultTextStyle {
        didSet { if oldValue !== textStyle { invalidate() } }
    }
    /// The colour of a broken rule's wave and note (default red `0xFFF23645`).
    public var violationColor: SCIColor = 0xFFF2_3645 {
        didSet { if oldValue != violationColor { invalidate() } }
    }

    /// Blue `0xFF2962FF`, 2 points.
    public static let defaultWaveStroke = SCISolidPenStyle(color: 0xFF29_62FF, thickness: 2)
    /// 12 points, bold, blue `0xFF2962FF`.
    public static let defaultTextStyle = SCIFontStyle(fontSize: 12, textColor: 0xFF29_62FF, isBold: true)

    /// Creates an empty wave; a creation modifier places its points 0 to 5.
    public init() {
        super.init(pointCount: 6, creationType: .elliottImpulseWave)
    }

    /// The rules the points placed so far break, in wave order; empty when the wave follows
    /// them all (or too few points are placed to judge).
    public var violations: [SCIElliottWaveRule] {
        ElliottRules.violations(dataPoints.map(\.y))
    }

    public override func drawShape(
        pixels: [CGPoint], mapping: SCIAnnotationMapping, into list: inout SCIDisplayList
    ) {
        let broken = violations
        let pen = SCIStroke(styled(waveStroke))
        // Wave n runs from point n - 1 to point n.
        for wave in 1..<max(pixels.count, 1) {
            var line = SCIPath()
            line.move(to: pixels[wave - 1])
            line.line(to: pixels[wave])
            let rule = broken.first { $0.wave == wave }
            if let rule, let pen {
                list.stroke(line, SCIStroke(color: violationColor, width: pen.width, dashes: [6, 4]))
                let middle = CGPoint(
                    x: (pixels[wave - 1].x + pixels[wave].x) / 2, y: (pixels[wave - 1].y + pixels[wave].y) / 2
                )
                // A broken rule is always said.
                mapping.drawLabel(
                    SCITextRun(
                        text: "✕ \(rule.summary)", anchor: CGPoint(x: middle.x + 6, y: middle.y),
                        horizontal: .left, vertical: .center,
                        font: SCIFontStyle(fontSize: 11, textColor: violationColor)),
                    required: true, into: &list)
            } else {
                list.stroke(line, pen)
            }
        }
        let up = dataPoints.count < 2 || dataPoints[1].y >= dataPoints[0].y
        for index in pixels.indices.dropFirst() {
            // Peaks labelled above, troughs below, in the trend's direction.
            let peak = (index % 2 == 1) == up
            let pixel = pixels[index]
            mapping.drawLabel(
                SCITextRun(
                    text: "(\(index))", anchor: CGPoint(x: pixel.x, y: pixel.y + (peak ? -8 : 8)),
                    horizontal: .center, vertical: peak ? .bottom : .top, font: textStyle),
                required: false, into: &list)
        }
    }

    /// The pen, the font and the violation colour, with the base's settings.
    public override func encodeSettings(into settings: inout SCIAnnotationSettings) {
        super.encodeSettings(into: &settings)
        settings.setPen(waveStroke, forKey: "waveStroke")
        settings.setFont(textStyle, forKey: "text")
        settings.setBrush(SCISolidBrushStyle(color: violationColor), forKey: "violation")
    }

    public override func decodeSettings(from settings: SCIAnnotationSettings) throws {
        try super.decodeSettings(from: settings)
        if let pen = try settings.pen(forKey: "waveStroke") { waveStroke = pen }
        if let font = try settings.font(forKey: "text") { textStyle = font }
        if let brush = try settings.brush(forKey: "violation") { violationColor = brush.color }
    }
}
