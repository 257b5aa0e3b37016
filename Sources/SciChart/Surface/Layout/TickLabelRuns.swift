import Foundation

extension AxisPlacement {
    /// The offsets of `all` (with their indices) that lie along the axis' own stretch of the
    /// series area: the whole area, or its part for an axis stacked along its side.
    func offsetsInView(_ all: [Double]) -> [(index: Int, offset: Double)] {
        let start = calculator.pixelOffset
        let end = start + calculator.viewportLength
        return all.enumerated().compactMap { index, offset in
            offset.isFinite && offset >= start - 0.5 && offset <= end + 0.5 ? (index, offset) : nil
        }
    }
}

extension SurfaceLayout {
    /// The tick labels of the axis at `placement` as the chart layer draws them: at the major
    /// ticks in view, past the ticks (and an inner title), aligned, spaced and turned by the
    /// axis' tick label style. The overlay reads them too, to hide a label a badge would half
    /// cover.
    func tickLabelRuns(of placement: AxisPlacement) -> [SCITextRun] {
        let look = placement.look
        guard look.drawLabels else { return [] }
        let tickLength = look.drawMajorTicks ? SurfaceLayout.tickLength : 0
        // The title's room when it sits between the ticks and the labels.
        let horizontal = placement.side == .top || placement.side == .bottom
        let innerTitle = SurfaceLayout.titleIsInner(look.titlePlacement, side: placement.side)
        let titleRoom = SurfaceLayout.titleExtent(
            look.title, placement: look.titlePlacement, orientation: look.titleOrientation,
            margins: look.titleMargins, horizontalAxis: horizontal, font: placement.titleFont)
        let style = look.tickLabelStyle
        let gap = tickLength + SurfaceLayout.labelGap + (innerTitle ? titleRoom : 0)
        var runs: [SCITextRun] = []
        for (index, offset) in placement.offsetsInView(placement.majorOffsets)
        where index < placement.ticks.labels.count {
            let text = placement.ticks.labels[index]
            guard !text.isEmpty else { continue }
            runs.append(
                labelRun(
                    text, at: offset, gap: gap, angle: Double(style.rotationAngle),
                    alignment: style.alignment,
                    margins: style.margins, placement: placement, font: placement.labelFont))
        }
        return runs
    }

    /// A tick label at `offset` along the axis, `gap` from the band's edge next to the series
    /// area, aligned, spaced and turned by the axis' tick label style.
    private func labelRun(
        _ text: String, at offset: Double, gap: Double, angle: Double, alignment: SCIAlignment,
        margins: UIEdgeInsets, placement: AxisPlacement, font: SCIFontStyle
    ) -> SCITextRun {
        let area = seriesArea
        let band = placement.band
        switch placement.side {
        case .top, .bottom:
            let bottom = placement.side == .bottom
            let y =
                bottom
                ? Double(band.minY) + gap + Double(margins.top)
                : Double(band.maxY) - gap - Double(margins.bottom)
            var x = Double(area.minX) + offset
            if angle != 0 {
                // Turned labels hang from their tick, their near end at it.
                let startsAtTick = (angle > 0) == bottom
                return SCITextRun(
                    text: text, anchor: CGPoint(x: x, y: y), horizontal: startsAtTick ? .left : .right,
                    vertical: .center, font: font, rotation: angle)
            }
            var horizontal = SCITextHorizontalAnchor.center
            if alignment.contains(.left) && !alignment.contains(.right) {
                horizontal = .right
            } else if alignment.contains(.right) && !alignment.contains(.left) {
                horizontal = .left
            } else {
                let width = SCITextMetrics.width(of: text, fontSize: Double(font.fontSize), bold: font.isBold)
                x = x.clamped(to: (width / 2)...max(width / 2, Double(size.width) - width / 2))
            }
            return SCITextRun(
                text: text, anchor: CGPoint(x: x, y: y), horizontal: horizontal,
                vertical: bottom ? .top : .bottom,
                font: font, rotation: 0)
        default:
            let left = placement.side == .left
            let x =
                left
                ? Double(band.maxX) - gap - Double(margins.right)
                : Double(band.minX) + gap + Double(margins.left)
            var vertical = SCITextVerticalAnchor.center
            if alignment.contains(.top) && !alignment.contains(.bottom) {
                vertical = .bottom
            } else if alignment.contains(.bottom) && !alignment.contains(.top) {
                vertical = .top
            }
            return SCITextRun(
                text: text, anchor: CGPoint(x: x, y: Double(area.minY) + offset),
                horizontal: left ? .right : .left,
                vertical: vertical, font: font, rotation: angle)
        }
    }

}
