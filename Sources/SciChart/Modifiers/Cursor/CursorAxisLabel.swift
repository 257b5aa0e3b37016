import Foundation

/// Draws the value at a cursor on one axis: a rounded box in the axis' band, against the
/// series area, centred on the cursor and kept inside the surface.
struct CursorAxisLabel {
    let font: SCIFontStyle
    let background: SCIFill?

    /// Space between the text and the box's edges, in points.
    static let padding = (x: 6.0, y: 3.0)

    func draw(
        for axis: SCIAxisBase, at location: CGPoint, layout: SCIChartLayout, into list: inout SCIDisplayList
    ) {
        let area = layout.seriesArea
        guard let calculator = layout.calculator(for: axis), let band = layout.axisFrame(for: axis) else {
            return
        }
        let offset =
            calculator.isHorizontal ? Double(location.x - area.minX) : Double(location.y - area.minY)
        let text = axis.formatCursorText(calculator.getDataValue(offset), calculator: calculator)
        guard !text.isEmpty else { return }
        let fontSize = Double(font.fontSize)
        let width = SCITextMetrics.width(of: text, fontSize: fontSize, bold: font.isBold) + 2 * Self.padding.x
        let height = SCITextMetrics.lineHeight(fontSize: fontSize) + 2 * Self.padding.y
        let size = layout.size
        let box: CGRect
        if calculator.isHorizontal {
            let x = Self.centred(Double(location.x), extent: width, limit: Double(size.width))
            let below = band.minY >= area.maxY - 0.5
            box = CGRect(
                x: x, y: below ? Double(band.minY) : Double(band.maxY) - height, width: width, height: height)
        } else {
            let y = Self.centred(Double(location.y), extent: height, limit: Double(size.height))
            let right = band.minX >= area.maxX - 0.5
            box = CGRect(
                x: right ? Double(band.minX) : Double(band.maxX) - width, y: y, width: width, height: height)
        }
        var shape = SCIPath()
        shape.addRoundedRect(box, radius: 3)
        list.fill(shape, background)
        list.text(
            SCITextRun(
                text: text, anchor: CGPoint(x: box.midX, y: box.midY), horizontal: .center, vertical: .center,
                font: font))
    }

    /// The start of a box of `extent` centred on `centre`, moved inside `0...limit` when it fits.
    private static func centred(_ centre: Double, extent: Double, limit: Double) -> Double {
        min(max(centre - extent / 2, 0), max(limit - extent, 0))
    }
}
