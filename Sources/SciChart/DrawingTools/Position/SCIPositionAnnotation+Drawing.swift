import Foundation

extension SCIPositionAnnotation {
    /// The span's left and right edges and the three levels' heights, in surface points; the
    /// box around both zones. `nil` before the stop is placed.
    func zoneBox(_ pixels: [CGPoint]) -> CGRect? {
        guard pixels.count >= 2 else { return nil }
        let end = pixels.count == 3 ? pixels[2].x : pixels[1].x
        let left = min(pixels[0].x, end)
        let right = max(pixels[0].x, end)
        let ys = pixels.map(\.y)
        guard let top = ys.min(), let bottom = ys.max() else { return nil }
        return CGRect(x: left, y: top, width: max(right - left, 0), height: bottom - top)
    }

    func drawPosition(pixels: [CGPoint], mapping: SCIAnnotationMapping, into list: inout SCIDisplayList) {
        guard let box = zoneBox(pixels) else {
            Self.drawDot(at: pixels[0], color: entryStroke.color, into: &list)
            return
        }
        let (left, right) = (Double(box.minX), Double(box.maxX))
        let entryY = Double(pixels[0].y)
        func band(_ y: Double, _ brush: SCIBrushStyle) {
            var path = SCIPath()
            path.addRect(CGRect(x: left, y: min(entryY, y), width: right - left, height: abs(y - entryY)))
            list.fill(path, SCIFill(brush))
        }
        band(Double(pixels[1].y), lossFill)
        if pixels.count == 3 { band(Double(pixels[2].y), profitFill) }
        let levels: [(y: Double, pen: SCIPenStyle)] =
            [(entryY, entryStroke), (Double(pixels[1].y), lossStroke)]
            + (pixels.count == 3 ? [(Double(pixels[2].y), profitStroke)] : [])
        for level in levels {
            var line = SCIPath()
            line.move(to: CGPoint(x: left, y: level.y))
            line.line(to: CGPoint(x: right, y: level.y))
            list.stroke(line, SCIStroke(styled(level.pen)))
        }
        drawLabels(pixels: pixels, left: left, right: right, mapping: mapping, into: &list)
    }

    /// The text of each level: "Target 218.88 (+15.65, +7.70%)", "Stop ...", and the entry's
    /// side and ratio.
    func levelTexts(mapping: SCIAnnotationMapping) -> [String] {
        func price(_ value: Double) -> String {
            mapping.yAxis.formatCursorText(value, calculator: mapping.yCalculator)
        }
        func level(_ name: String, _ value: Double) -> String {
            let change = value - entryPrice
            var parts = [MeasureText.signed(change)]
            let percent = change / abs(entryPrice) * 100
            if entryPrice != 0, percent.isFinite {
                parts.append(MeasureText.signed(percent, percent: true) + "%")
            }
            return "\(name) \(price(value)) (\(parts.joined(separator: ", ")))"
        }
        var side = "\(isLong ? "Long" : "Short") \(price(entryPrice))"
        if let ratio = riskRewardRatio { side += ", risk/reward \(NumberText.fixed(ratio, decimals: 2))" }
        var texts = [side, level("Stop", stopPrice)]
        if dataPoints.count == 3 { texts.append(level("Target", targetPrice)) }
        return texts
    }

    private func drawLabels(
        pixels: [CGPoint], left: Double, right: Double, mapping: SCIAnnotationMapping,
        into list: inout SCIDisplayList
    ) {
        let font = labelStyle
        guard font.fontSize > 0 else { return }
        let texts = levelTexts(mapping: mapping)
        let colors = [entryStroke.color, lossStroke.color, profitStroke.color]
        let size = Double(font.fontSize)
        let height = SCITextMetrics.lineHeight(fontSize: size) + 4
        for (index, text) in texts.enumerated() where index < pixels.count {
            let width = SCITextMetrics.width(of: text, fontSize: size, bold: font.isBold) + 10
            let y = Double(pixels[index].y)
            // Outside the zone: above the top level, below the bottom one, the entry inside.
            var above = index == 0 ? true : y <= Double(pixels[0].y)
            // Inside the zone rather than cut off by the series area's edge.
            let area = mapping.seriesArea
            if above, y - height - 2 < Double(area.minY) { above = false }
            if !above, y + height + 2 > Double(area.maxY) { above = true }
            let rect = CGRect(
                x: (left + right) / 2 - width / 2, y: above ? y - height - 2 : y + 2, width: width,
                height: height)
            // The three levels are the position: always labelled.
            _ = mapping.claimLabel(rect, required: true)
            var background = SCIPath()
            background.addRoundedRect(rect, radius: 3)
            list.fill(background, SCIFill(color: colors[index].withAlpha(0.9)))
            list.text(
                SCITextRun(
                    text: text, anchor: CGPoint(x: rect.midX, y: rect.midY), horizontal: .center,
                    vertical: .center, font: font))
        }
    }
}
