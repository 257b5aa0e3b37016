import Foundation

extension SCIMeasureAnnotation {
    /// The box between Start and End, in surface coordinates.
    static func box(_ pixels: [CGPoint]) -> CGRect {
        CGRect(
            x: min(pixels[0].x, pixels[1].x), y: min(pixels[0].y, pixels[1].y),
            width: abs(pixels[1].x - pixels[0].x),
            height: abs(pixels[1].y - pixels[0].y))
    }

    static let labelPadding = (x: 8.0, y: 5.0)

    /// The label's rectangle: above a growing box, below a declining one (flipped to the
    /// other side when it would leave the series area `area`), over the part of the box in
    /// view. A box wholly out of view keeps its label beside it, out of view too: a label is
    /// never pinned to the chart's edge where it would read as a level it is not.
    func labelRect(box: CGRect, lines: [String], area: CGRect) -> CGRect? {
        labelRects(box: box, lines: lines, area: area).first
    }

    /// Where the label may go, best first: ``labelRect(box:lines:area:)``, then the other
    /// side of the box, then beside it, right and left, then each of these slid along the
    /// box's side by half the label's size, once, twice and three times, either way (each
    /// inside the area when the box is in view). The label takes the first that no label
    /// drawn before it covers.
    func labelRects(box: CGRect, lines: [String], area: CGRect) -> [CGRect] {
        let font = labelStyle
        let size = Double(font.fontSize)
        guard !lines.isEmpty, size > 0 else { return [] }
        let lineHeight = SCITextMetrics.lineHeight(fontSize: size)
        let padding = Self.labelPadding
        let width = lines.map { SCITextMetrics.width(of: $0, fontSize: size, bold: font.isBold) }.max() ?? 0
        let height = lineHeight * Double(lines.count) + padding.y * 2
        let labelWidth = width + padding.x * 2
        let gap = 6.0
        let above = Double(box.minY) - gap - height
        let below = Double(box.maxY) + gap
        var y = isGrowing ? above : below
        if y < Double(area.minY) { y = below }
        if y + height > Double(area.maxY) { y = above }
        let centre = Double(box.midX) - labelWidth / 2
        let middle = Double(box.midY) - height / 2
        var starts = [
            (x: centre, y: y), (x: centre, y: y == above ? below : above),
            (x: Double(box.maxX) + gap, y: middle), (x: Double(box.minX) - gap - labelWidth, y: middle),
        ]
        let visible = box.intersection(area)
        let inView = !visible.isNull && visible.width >= 0 && visible.height >= 0
        if inView {
            // Centred over the part of the box in view.
            let centre = Double(box.midX).clamped(to: Double(visible.minX)...Double(visible.maxX))
            starts[0].x = centre - labelWidth / 2
            starts[1].x = centre - labelWidth / 2
        }
        var rects: [CGRect] = []
        for step in 0...3 {
            for (index, start) in starts.enumerated() {
                for sign in step == 0 ? [0.0] : [1.0, -1.0] {
                    // Above and below slide along the box's width, beside it along its height.
                    let slide = Double(step) * sign / 2
                    var x = start.x + (index < 2 ? slide * labelWidth : 0)
                    var y = start.y + (index < 2 ? 0 : slide * height)
                    if inView {
                        x = x.clamped(
                            to: Double(area.minX)...max(Double(area.minX), Double(area.maxX) - labelWidth))
                        y = y.clamped(
                            to: Double(area.minY)...max(Double(area.minY), Double(area.maxY) - height))
                    }
                    rects.append(CGRect(x: x, y: y, width: labelWidth, height: height))
                }
            }
        }
        return rects
    }

    /// Whether the box (grown by a few points) or the label is at `location`.
    func measureBodyContains(_ location: CGPoint, pixels: [CGPoint], mapping: SCIAnnotationMapping) -> Bool {
        guard pixels.count == 2, pixels.allSatisfy(\.isFinite) else { return false }
        let box = Self.box(pixels)
        if box.insetBy(dx: -Self.bodyHitDistance, dy: -Self.bodyHitDistance).contains(location) {
            return true
        }
        let lines = labelLines(mapping: mapping)
        // The label where the last frame drew it, when its box, text and area are as then.
        if let shown = shownLabel, shown.box == box, shown.lines == lines, shown.area == mapping.seriesArea {
            return shown.label.contains(location)
        }
        let rect = labelRect(box: box, lines: lines, area: mapping.seriesArea)
        return rect?.contains(location) ?? false
    }
}
