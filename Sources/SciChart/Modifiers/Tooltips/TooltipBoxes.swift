import Foundation

/// Tooltip boxes: measured from their lines, kept inside the series area and clear of each
/// other, and drawn in their series' colours.
struct TooltipBox {
    var lines: [String]
    var color: SCIColor
    /// The box, in surface coordinates.
    var frame: CGRect

    static let padding = 4.0
    static let gap = 3.0

    /// The size of a box holding `lines` in `fontSize`.
    static func size(of lines: [String], fontSize: Double) -> CGSize {
        let width = lines.map { SCITextMetrics.width(of: $0, fontSize: fontSize) }.max() ?? 0
        let height = SCITextMetrics.lineHeight(fontSize: fontSize) * Double(lines.count)
        return CGSize(width: width + padding * 2, height: height + padding * 2)
    }

    /// Moves `boxes` (in any order) so that none overlaps another vertically where they
    /// overlap horizontally, each staying as near its place as it can, all inside `area`
    /// as far as they fit: boxes go down from the top in order of their y, and a column
    /// that runs past the bottom is pushed back up.
    static func separate(_ boxes: inout [TooltipBox], in area: CGRect) {
        // In order of where they want to be (ties in the order given), then inside the area.
        let order = boxes.indices.sorted { (boxes[$0].frame.minY, $0) < (boxes[$1].frame.minY, $1) }
        for index in boxes.indices { boxes[index].frame = boxes[index].frame.keptInside(area) }
        var placed: [Int] = []
        for index in order {
            for other in placed where boxes[other].frame.overlapsHorizontally(boxes[index].frame) {
                let bottom = boxes[other].frame.maxY + gap
                if boxes[index].frame.minY < bottom { boxes[index].frame.origin.y = bottom }
            }
            placed.append(index)
        }
        // Back up from the bottom, in reverse.
        var limit = area.maxY
        for index in order.reversed() where boxes[index].frame.maxY > limit {
            boxes[index].frame.origin.y = max(area.minY, limit - boxes[index].frame.height)
            limit = boxes[index].frame.minY - gap
        }
    }

    /// Draws the box: its colour behind text that reads on it.
    func draw(into list: inout SCIDisplayList, font: SCIFontStyle) {
        let fontSize = Double(font.fontSize)
        var path = SCIPath()
        path.addRoundedRect(frame, radius: 3)
        list.fill(path, SCIFill(color: color.withAlpha(0.92)))
        let text = color.readableText
        var baseline = Double(frame.minY) + Self.padding + SCITextMetrics.ascent(fontSize: fontSize)
        for line in lines {
            list.text(
                SCITextRun(
                    text: line, origin: CGPoint(x: Double(frame.minX) + Self.padding, y: baseline),
                    fontSize: fontSize,
                    isBold: font.isBold, color: text))
            baseline += SCITextMetrics.lineHeight(fontSize: fontSize)
        }
    }
}

extension SCIColor {
    /// Black or white, whichever reads better on this colour (by its relative luminance).
    var readableText: SCIColor {
        func linear(_ channel: UInt8) -> Double {
            let value = Double(channel) / 255
            return value <= 0.039_28 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        let luminance = 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
        return luminance > 0.179 ? SCIColor(argb: 0xFF00_0000) : SCIColor(argb: 0xFFFF_FFFF)
    }
}

extension CGRect {
    /// The rectangle moved (not resized) to lie inside `area` as far as it fits, its top
    /// left corner kept inside.
    func keptInside(_ area: CGRect) -> CGRect {
        var moved = self
        moved.origin.x = max(area.minX, min(moved.origin.x, area.maxX - moved.width))
        moved.origin.y = max(area.minY, min(moved.origin.y, area.maxY - moved.height))
        return moved
    }

    /// Whether the two share some x.
    func overlapsHorizontally(_ other: CGRect) -> Bool {
        minX < other.maxX && other.minX < maxX
    }
}
