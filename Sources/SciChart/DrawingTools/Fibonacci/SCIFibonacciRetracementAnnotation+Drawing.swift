import Foundation

extension SCIFibonacciRetracementAnnotation {
    /// The data x the level lines run between: the points' x, or the series area's edge on a
    /// side that extends.
    func levelSpan(mapping: SCIAnnotationMapping) -> (start: Double, end: Double)? {
        guard dataPoints.count == 2 else { return nil }
        var start = min(dataPoints[0].x, dataPoints[1].x)
        var end = max(dataPoints[0].x, dataPoints[1].x)
        if extendStart || extendEnd, let edges = mapping.dataXEdges {
            if extendStart { start = min(start, edges.lowerBound) }
            if extendEnd { end = max(end, edges.upperBound) }
        }
        return (start, end)
    }

    /// The surface points of each level line's ends, with its level, in ratio order.
    func levelLines(mapping: SCIAnnotationMapping) -> [(
        level: FibonacciLevels.Level, from: CGPoint, to: CGPoint
    )] {
        guard let span = levelSpan(mapping: mapping) else { return [] }
        return resolvedLevels.compactMap { level in
            let from = mapping.point(SCIDataPoint(x: span.start, y: level.price)).bounded
            let to = mapping.point(SCIDataPoint(x: span.end, y: level.price)).bounded
            return from.isFinite && to.isFinite ? (level, from, to) : nil
        }
    }

    func drawRetracement(pixels: [CGPoint], mapping: SCIAnnotationMapping, into list: inout SCIDisplayList) {
        let lines = levelLines(mapping: mapping)
        let firstColor = lines.first?.level.color ?? FibonacciLevels.color(in: regionColors, at: 0)
        guard pixels.count == 2 else {
            // The first point alone: a dot where it is.
            Self.drawDot(at: pixels[0], color: firstColor, into: &list)
            return
        }
        for (lower, upper) in zip(lines, lines.dropFirst()) where fillOpacity > 0 {
            var region = SCIPath()
            region.addPolygon([lower.from, lower.to, upper.to, upper.from])
            list.fill(region, SCIFill(color: lower.level.color.multiplyingAlpha(by: fillOpacity)))
        }
        let pen = styled(SCISolidPenStyle(color: .white, thickness: 1))
        for line in lines {
            var path = SCIPath()
            path.move(to: line.from)
            path.line(to: line.to)
            list.stroke(
                path,
                SCIStroke(
                    color: line.level.color, width: Double(pen.thickness),
                    dashes: pen.strokeDashArray?.map(Double.init) ?? []))
        }
        if showConnectorLine {
            var connector = SCIPath()
            connector.move(to: pixels[0])
            connector.line(to: pixels[1])
            let stroke =
                SCIStroke(connectorLineStroke)
                ?? SCIStroke(color: firstColor, width: 1, dashes: [4, 4])
            list.stroke(connector, stroke)
        }
        drawLabels(lines, mapping: mapping, into: &list)
    }

    /// Each level's ratio and price beside its line.
    private func drawLabels(
        _ lines: [(level: FibonacciLevels.Level, from: CGPoint, to: CGPoint)], mapping: SCIAnnotationMapping,
        into list: inout SCIDisplayList
    ) {
        let font = labelStyle
        guard font.fontSize > 0, !levels.isEmpty else { return }
        let area = mapping.seriesArea
        let gap = 4.0
        for line in lines {
            let text = FibonacciLevels.label(
                ratio: line.level.ratio,
                price: mapping.yAxis.formatCursorText(line.level.price, calculator: mapping.yCalculator))
            let color = fibonacciLabelColorMode == .multiColor ? line.level.color : font.color
            let style = SCIFontStyle(fontSize: font.fontSize, textColor: color, isBold: font.isBold)
            // The line's ends on screen, left to right.
            let (left, right) = line.from.x <= line.to.x ? (line.from, line.to) : (line.to, line.from)
            let width = SCITextMetrics.width(of: text, fontSize: Double(font.fontSize), bold: font.isBold)
            let run: SCITextRun
            switch fibonacciLabelPlacement {
            case .left where Double(left.x) - gap - width >= Double(area.minX):
                run = SCITextRun(
                    text: text, anchor: CGPoint(x: Double(left.x) - gap, y: Double(left.y)),
                    horizontal: .right,
                    vertical: .center, font: style)
            case .left, .top:
                // No room on the left (a line from the area's edge): above the line's start.
                run = SCITextRun(
                    text: text, anchor: CGPoint(x: Double(left.x) + gap, y: Double(left.y) - 2),
                    horizontal: .left,
                    vertical: .bottom, font: style)
            case .inside:
                run = SCITextRun(
                    text: text, anchor: CGPoint(x: Double(right.x) - gap, y: Double(right.y) - 2),
                    horizontal: .right, vertical: .bottom, font: style)
            }
            // Crowded levels (zoomed out) show the labels that find room.
            mapping.drawLabel(run, required: false, into: &list)
        }
    }

    /// Whether `location` is on a level line, between the outer levels, or on the connector.
    func retracementContains(_ location: CGPoint, pixels: [CGPoint], mapping: SCIAnnotationMapping) -> Bool {
        guard pixels.count == 2, pixels.allSatisfy(\.isFinite) else { return false }
        let reach = Self.bodyHitDistance
        if showConnectorLine, HitGeometry.distance(from: location, toSegment: pixels[0], pixels[1]) <= reach {
            return true
        }
        let lines = levelLines(mapping: mapping)
        for line in lines where HitGeometry.distance(from: location, toSegment: line.from, line.to) <= reach {
            return true
        }
        guard let first = lines.first, let last = lines.last, lines.count > 1 else { return false }
        return HitGeometry.convexPolygon([first.from, first.to, last.to, last.from], contains: location)
    }
}
