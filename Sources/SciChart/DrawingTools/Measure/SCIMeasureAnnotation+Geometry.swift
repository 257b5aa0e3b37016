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
        let font = labelStyle
        let size = Double(font.fontSize)
        guard !lines.isEmpty, size > 0 else { return nil }
        let lineHeight = SCITextMetrics.lineHeight(fontSize: size)
        let padding = Self.labelPadding
        let width = lines.map { SCITextMetrics.width(of: $0, fontSize: size, bold: font.isBold) }.max() ?? 0
        let height = lineHeight * Double(lines.count) + padding.y * 2
        let labelWidth = width + padding.x * 2
        let gap = 6.0
        var x = Double(box.midX) - labelWidth / 2
        var y = isGrowing ? Double(box.minY) - gap - height : Double(box.maxY) + gap
        if y < Double(area.minY) { y = Double(box.maxY) + gap }
        if y + height > Double(area.maxY) { y = Double(box.minY) - gap - height }
        let visible = box.intersection(area)
        if !visible.isNull, visible.width >= 0, visible.height >= 0 {
            // Centred over the part of the box in view, and inside the area.
            let centre = Double(box.midX).clamped(to: Double(visible.minX)...Double(visible.maxX))
            x = (centre - labelWidth / 2).clamped(
                to: Double(area.minX)...max(Double(area.minX), Double(area.maxX) - labelWidth))
            y = y.clamped(to: Double(area.minY)...max(Double(area.minY), Double(area.maxY) - height))
        }
        return CGRect(x: x, y: y, width: labelWidth, height: height)
    }

    /// Whether the box (grown by a few points) or the label is at `location`.
    func measureBodyContains(_ location: CGPoint, pixels: [CGPoint], mapping: SCIAnnotationMapping) -> Bool {
        guard pixels.count == 2, pixels.allSatisfy(\.isFinite) else { return false }
        let box = Self.box(pixels)
        if box.insetBy(dx: -Self.bodyHitDistance, dy: -Self.bodyHitDistance).contains(location) {
            return true
        }
        let rect = labelRect(box: box, lines: labelLines(mapping: mapping), area: mapping.seriesArea)
        return rect?.contains(location) ?? false
    }
}
