import Foundation

/// Draws series markers and checkboxes.
enum LegendMarkerDrawing {
    /// How much of its colour a hidden series' marker keeps.
    static let dimmedOpacity = 0.35

    /// Draws `marker` centred in `box`.
    static func draw(_ marker: SCILegendMarker, in box: CGRect, dimmed: Bool, into list: inout SCIDisplayList)
    {
        func color(_ value: SCIColor) -> SCIColor {
            dimmed ? value.multiplyingAlpha(by: dimmedOpacity) : value
        }
        let (minX, midY, maxX) = (Double(box.minX), Double(box.midY), Double(box.maxX))
        switch marker {
        case .line(let lineColor, let thickness):
            var path = SCIPath()
            path.move(to: CGPoint(x: minX, y: midY))
            path.line(to: CGPoint(x: maxX, y: midY))
            let width = thickness.isFinite ? min(max(thickness, 1.5), 4) : 1.5
            list.stroke(path, SCIStroke(color: color(lineColor), width: width, lineCap: .round))
        case .point(let dotColor):
            var path = SCIPath()
            let radius = min(Double(box.height) / 2, 4.5)
            path.addEllipse(
                in: CGRect(x: box.midX - radius, y: midY - radius, width: 2 * radius, height: 2 * radius))
            list.fill(path, SCIFill(color: color(dotColor)))
        case .fill(let fillColor, let outline):
            let rect = box.insetBy(dx: 1, dy: 1)
            var path = SCIPath()
            path.addRect(rect)
            list.fill(path, SCIFill(color: color(fillColor)))
            if let outline {
                var edge = SCIPath()
                edge.move(to: CGPoint(x: rect.minX, y: rect.minY + 0.75))
                edge.line(to: CGPoint(x: rect.maxX, y: rect.minY + 0.75))
                list.stroke(edge, SCIStroke(color: color(outline), width: 1.5))
            }
        case .upDown(let up, let down):
            let bodyWidth = min(Double(box.width) / 4, 5)
            drawBar(
                x: minX + Double(box.width) * 0.3, bodyWidth: bodyWidth, box: box, rising: true,
                color: color(up),
                into: &list)
            drawBar(
                x: minX + Double(box.width) * 0.7, bodyWidth: bodyWidth, box: box, rising: false,
                color: color(down), into: &list)
        }
    }

    /// One small candle centred on `x`: a wick the box's height, a body of two thirds of
    /// it, raised (rising) or lowered (falling).
    private static func drawBar(
        x: Double, bodyWidth: Double, box: CGRect, rising: Bool, color: SCIColor,
        into list: inout SCIDisplayList
    ) {
        let (top, height) = (Double(box.minY), Double(box.height))
        var wick = SCIPath()
        wick.move(to: CGPoint(x: x, y: top))
        wick.line(to: CGPoint(x: x, y: top + height))
        list.stroke(wick, SCIStroke(color: color, width: 1))
        let bodyTop = rising ? top + height * 0.15 : top + height * 0.3
        var body = SCIPath()
        body.addRect(CGRect(x: x - bodyWidth / 2, y: bodyTop, width: bodyWidth, height: height * 0.55))
        list.fill(body, SCIFill(color: color))
    }

    /// Draws a checkbox in `box`: an outline, or filled with a check mark when checked.
    static func drawCheckBox(
        in box: CGRect, checked: Bool, colors: LegendColors, into list: inout SCIDisplayList
    ) {
        var square = SCIPath()
        if checked {
            square.addRoundedRect(box, radius: 2.5)
            list.fill(square, SCIFill(color: colors.text))
            let (x, y, size) = (Double(box.minX), Double(box.minY), Double(box.width))
            var mark = SCIPath()
            mark.addPolyline([
                CGPoint(x: x + size * 0.22, y: y + size * 0.52),
                CGPoint(x: x + size * 0.42, y: y + size * 0.72),
                CGPoint(x: x + size * 0.78, y: y + size * 0.3),
            ])
            list.stroke(
                mark, SCIStroke(color: colors.checkMark, width: 1.8, lineJoin: .round, lineCap: .round))
        } else {
            square.addRoundedRect(box.insetBy(dx: 0.6, dy: 0.6), radius: 2.5)
            list.stroke(square, SCIStroke(color: colors.text.multiplyingAlpha(by: 0.8), width: 1.2))
        }
    }
}
