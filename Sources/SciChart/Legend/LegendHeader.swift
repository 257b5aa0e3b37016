import Foundation

/// A legend's header row: a disclosure triangle and the title, above the items, in the
/// legend's own coordinates (origin at its top-left). It never scrolls with the items.
struct LegendHeader: Equatable {
    /// The title as drawn (cut with an ellipsis to the room there is) and its width.
    let text: String
    let textWidth: Double
    /// The row's height: a row of one-line items plus the legend's padding, in whole points.
    let height: Double
    /// The width the header needs: padding, the triangle, its gap and the title.
    let width: Double
    let isCollapsed: Bool

    /// The triangle's size and the gap after it.
    static let triangleSize = 8.0
    static let triangleGap = 6.0

    /// The header of `title` in a legend at most `legendWidth` wide; `nil` for no title.
    init?(title: String?, isCollapsed: Bool, metrics: LegendMetrics, legendWidth: Double) {
        guard let title, !title.isEmpty else { return nil }
        let chrome = Self.chrome(metrics)
        let room = max((legendWidth.isNaN ? 0 : legendWidth) - chrome, 0)
        let fitted = LegendText.fit(title, fontSize: metrics.fontSize, bold: true, maxWidth: room)
        text = fitted.text
        textWidth = fitted.width
        height = (metrics.rowHeight + metrics.padding).rounded(.up)
        width = chrome + fitted.width
        self.isCollapsed = isCollapsed
    }

    /// What the header takes besides its title.
    private static func chrome(_ metrics: LegendMetrics) -> Double {
        2 * metrics.padding + 2 * metrics.cellInsetX + triangleSize + triangleGap
    }

    /// The row in the legend's own coordinates, for a legend `width` wide.
    func row(width: Double) -> CGRect {
        CGRect(x: 0, y: 0, width: width, height: height)
    }

    /// Draws the header at the top of `frame` (view coordinates): the triangle (pointing down
    /// when the items show, right when collapsed), the title in bold, and a rule under the row
    /// when the items show.
    func draw(
        in frame: CGRect, metrics: LegendMetrics, font: SCIFontStyle, colors: LegendColors,
        isHovered: Bool, into list: inout SCIDisplayList
    ) {
        let row = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: height)
        if isHovered {
            var highlight = SCIPath()
            highlight.addRoundedRect(row.insetBy(dx: 2, dy: 2), radius: 3)
            list.fill(highlight, SCIFill(color: colors.hover))
        }
        let left = Double(row.minX) + metrics.padding + metrics.cellInsetX
        let midY = Double(row.midY)
        let half = Self.triangleSize / 2
        let triangle: [CGPoint] =
            isCollapsed
            ? [
                CGPoint(x: left + 1, y: midY - half), CGPoint(x: left + 1 + half * 1.5, y: midY),
                CGPoint(x: left + 1, y: midY + half),
            ]
            : [
                CGPoint(x: left, y: midY - half * 0.75),
                CGPoint(x: left + Self.triangleSize, y: midY - half * 0.75),
                CGPoint(x: left + half, y: midY + half * 0.75),
            ]
        var path = SCIPath()
        path.addPolygon(triangle)
        list.fill(path, SCIFill(color: colors.text))
        if !text.isEmpty {
            list.text(
                SCITextRun(
                    text: text, anchor: CGPoint(x: left + Self.triangleSize + Self.triangleGap, y: midY),
                    horizontal: .left, vertical: .center,
                    font: SCIFontStyle(fontSize: font.fontSize, textColor: font.color, isBold: true)))
        }
        guard !isCollapsed else { return }
        var rule = SCIPath()
        rule.move(to: CGPoint(x: row.minX + metrics.padding, y: row.maxY - 0.5))
        rule.line(to: CGPoint(x: row.maxX - metrics.padding, y: row.maxY - 0.5))
        list.stroke(
            rule, SCIStroke(color: colors.border == .clear ? colors.indicator : colors.border, width: 1))
    }
}
