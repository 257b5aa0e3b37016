import Foundation

/// A value written on an axis: a rounded box in the axis' band, against the series area,
/// centred on a point along the axis and kept inside the surface, and on a vertical axis off
/// its title (a box wider than the room between the series area and the title, or the surface's edge,
/// sits tighter around its text, then reaches over the series area). The crosshair's labels and
/// the drawing tools' price and date badges draw with it.
struct AxisBadge {
    let font: SCIFontStyle
    let background: SCIFill?
    /// Whether a badge whose point lies beyond the series area along its axis is left out
    /// (a drawing's price out of view), rather than kept at the surface's edge.
    var onlyInView = false

    /// Space between the text and the box's edges, in points.
    static let padding = (x: 6.0, y: 3.0)
    /// The least space between the text and the box's sides, for a badge short of room.
    static let tightPadding = 2.0

    /// The box of a badge of `text` on `axis` at surface point `location` (its position along
    /// the axis counts), or `nil` when the axis is not laid out.
    func box(_ text: String, for axis: SCIAxisBase, at location: CGPoint, layout: SCIChartLayout) -> CGRect? {
        guard let calculator = layout.calculator(for: axis), let band = layout.axisFrame(for: axis) else {
            return nil
        }
        let area = layout.seriesArea
        if onlyInView {
            let along = calculator.isHorizontal ? Double(location.x) : Double(location.y)
            let range =
                calculator.isHorizontal
                ? Double(area.minX)...Double(area.maxX) : Double(area.minY)...Double(area.maxY)
            guard range.contains(along) else { return nil }
        }
        let fontSize = Double(font.fontSize)
        let textWidth = SCITextMetrics.width(of: text, fontSize: fontSize, bold: font.isBold)
        var width = textWidth + 2 * Self.padding.x
        let height = SCITextMetrics.lineHeight(fontSize: fontSize) + 2 * Self.padding.y
        let size = layout.size
        if calculator.isHorizontal {
            let x = Self.centred(Double(location.x), extent: width, limit: Double(size.width))
            let below = band.minY >= area.maxY - 0.5
            return CGRect(
                x: x, y: below ? Double(band.minY) : Double(band.maxY) - height, width: width, height: height)
        }
        let y = Self.centred(Double(location.y), extent: height, limit: Double(size.height))
        let right = band.minX >= area.maxX - 0.5
        // The badge ends before the axis' title (on the band's outer edge), else at the
        // surface's edge; one wider than that room sits tighter around its text, and if that
        // is not enough, reaches over the series area.
        var titleColumn = 0.0
        if let title = axis.axisTitle, !title.isEmpty, let placement = layout.layout.placement(for: axis) {
            titleColumn =
                SurfaceLayout.outerGap
                + SCITextMetrics.lineHeight(fontSize: Double(placement.titleFont.fontSize))
        }
        let end =
            right
            ? (titleColumn > 0 ? Double(band.maxX) - titleColumn : Double(size.width))
            : (titleColumn > 0 ? Double(band.minX) + titleColumn : 0)
        let room = right ? end - Double(band.minX) : Double(band.maxX) - end
        if width > room { width = max(textWidth + 2 * Self.tightPadding, room) }
        let x = right ? min(Double(band.minX), max(end - width, 0)) : max(Double(band.maxX) - width, end)
        return CGRect(x: x, y: y, width: width, height: height)
    }

    /// Draws a badge of `text` on `axis` at `location`; returns its box. With `space`, a
    /// badge that would overlap a label or badge drawn before it in the frame is left out.
    @discardableResult
    func draw(
        _ text: String, for axis: SCIAxisBase, at location: CGPoint, layout: SCIChartLayout,
        into list: inout SCIDisplayList, space: LabelSpace? = nil
    ) -> CGRect? {
        guard !text.isEmpty, let box = box(text, for: axis, at: location, layout: layout),
            space?.claim(box, required: false) ?? true
        else { return nil }
        var shape = SCIPath()
        shape.addRoundedRect(box, radius: 3)
        list.fill(shape, background)
        list.text(
            SCITextRun(
                text: text, anchor: CGPoint(x: box.midX, y: box.midY), horizontal: .center, vertical: .center,
                font: font))
        return box
    }

    /// The start of a box of `extent` centred on `centre`, moved inside `0...limit` when it fits.
    private static func centred(_ centre: Double, extent: Double, limit: Double) -> Double {
        min(max(centre - extent / 2, 0), max(limit - extent, 0))
    }
}
