import Foundation

/// Draws the value at a cursor on one axis: the axis' text for the value there, as an
/// ``AxisBadge``.
struct CursorAxisLabel {
    let font: SCIFontStyle
    let background: SCIFill?

    func draw(
        for axis: SCIAxisBase, at location: CGPoint, layout: SCIChartLayout, into list: inout SCIDisplayList
    ) {
        guard let calculator = layout.calculator(for: axis) else { return }
        let area = layout.seriesArea
        let offset =
            calculator.isHorizontal ? Double(location.x - area.minX) : Double(location.y - area.minY)
        let text = axis.formatCursorText(calculator.getDataValue(offset), calculator: calculator)
        AxisBadge(font: font, background: background).draw(
            text, for: axis, at: location, layout: layout, into: &list)
    }
}
