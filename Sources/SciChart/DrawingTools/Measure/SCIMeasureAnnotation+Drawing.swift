import Foundation

extension SCIMeasureAnnotation {
    /// The box, its arrows and the label; Start alone is a dot.
    func drawMeasure(pixels: [CGPoint], mapping: SCIAnnotationMapping, into list: inout SCIDisplayList) {
        let style = directionStyle
        let stroke = SCIStroke(style.stroke)
        guard pixels.count == 2 else {
            // Start alone: a dot where it is.
            Self.drawDot(at: pixels[0], color: style.stroke.color, into: &list)
            return
        }
        let (start, end) = (pixels[0], pixels[1])
        let box = Self.box(pixels)
        var outline = SCIPath()
        outline.addRect(box)
        list.fill(outline, SCIFill(style.fill))
        list.stroke(outline, stroke)

        // Arrows along the change: one across the box at its centre in each direction.
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

        drawLabel(box: box, mapping: mapping, into: &list)
    }

    /// Draws the label in its rectangle.
    private func drawLabel(box: CGRect, mapping: SCIAnnotationMapping, into list: inout SCIDisplayList) {
        let lines = labelLines(mapping: mapping)
        let font = labelStyle
        let candidates = labelRects(box: box, lines: lines, area: mapping.seriesArea)
        // The measure's label is always drawn, where no label drawn before it is if it can;
        // later drawings keep their labels clear of it.
        guard let rect = candidates.first(where: { mapping.labels?.isClear($0) ?? true }) ?? candidates.first
        else { return }
        mapping.labels?.take(rect)
        if mapping.labels != nil { shownLabel = (box, lines, mapping.seriesArea, rect) }
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
