import Foundation

extension SCIHeadAndShouldersAnnotation {
    /// The names of the parts, by point.
    static let partNames = ["", "LS", "", "H", "", "RS", ""]

    func drawPattern(pixels: [CGPoint], mapping: SCIAnnotationMapping, into list: inout SCIDisplayList) {
        for start in stride(from: 0, to: pixels.count - 2, by: 2) {
            var triangle = SCIPath()
            triangle.addPolygon(Array(pixels[start...start + 2]))
            list.fill(triangle, SCIFill(fill))
        }
        var lines = SCIPath()
        lines.addPolyline(pixels)
        list.stroke(lines, SCIStroke(styled(patternStroke)))
        let top = dataPoints.count < 4 || dataPoints[3].y >= dataPoints[2].y
        for (index, name) in Self.partNames.enumerated() where !name.isEmpty && index < pixels.count {
            let pixel = pixels[index]
            mapping.drawLabel(
                SCITextRun(
                    text: name, anchor: CGPoint(x: pixel.x, y: pixel.y + (top ? -8 : 8)), horizontal: .center,
                    vertical: top ? .bottom : .top, font: textStyle),
                required: false, into: &list)
        }
        guard pixels.count >= 5, let edges = mapping.dataXEdges else { return }
        let geometry = HeadAndShouldersGeometry(
            points: dataPoints + Array(repeating: dataPoints[4], count: 7 - dataPoints.count))
        // The neckline from the left trough to a third of the pattern's width past its end
        // (or the area's right edge, when that comes first).
        let reach = min(geometry.reach(placed: dataPoints.count), edges.upperBound)
        let start = SCIDataPoint(x: dataPoints[2].x, y: dataPoints[2].y)
        let end = SCIDataPoint(x: reach, y: geometry.neckline(at: reach))
        var neck = SCIPath()
        neck.move(to: mapping.point(start).bounded)
        neck.line(to: mapping.point(end).bounded)
        list.stroke(neck, SCIStroke(necklineStroke))
        guard dataPoints.count == 7, let target = targetPrice, let breakout else { return }
        let from = mapping.point(SCIDataPoint(x: breakout.x, y: target)).bounded
        let to = mapping.point(SCIDataPoint(x: max(reach, breakout.x), y: target)).bounded
        var level = SCIPath()
        level.move(to: from)
        level.line(to: to)
        guard let pen = SCIStroke(necklineStroke) else { return }
        list.stroke(level, SCIStroke(color: pen.color, width: pen.width, dashes: [6, 4]))
        let text = "Target \(mapping.yAxis.formatCursorText(target, calculator: mapping.yCalculator))"
        // The target is what the pattern is for: always said, inside the series area (against
        // its right edge when the breakout is near it).
        let font = SCIFontStyle(fontSize: textStyle.fontSize, textColor: pen.color)
        let width = SCITextMetrics.width(of: text, fontSize: Double(font.fontSize), bold: font.isBold)
        let area = mapping.seriesArea
        // With the breakout beyond the view, so is the target's line: no label pinned to the
        // edge in its place.
        guard Double(from.x) <= Double(area.maxX) else { return }
        let fits = Double(from.x) + 4 + width <= Double(area.maxX)
        mapping.drawLabel(
            SCITextRun(
                text: text,
                anchor: CGPoint(
                    x: fits ? from.x + 4 : mapping.seriesArea.maxX - 4, y: from.y + (top ? 4 : -4)),
                horizontal: fits ? .left : .right, vertical: top ? .top : .bottom, font: font),
            required: true, into: &list)
    }
}
