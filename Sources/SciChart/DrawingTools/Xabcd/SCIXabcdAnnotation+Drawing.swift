import Foundation

extension SCIXabcdAnnotation {
    /// The dashed lines and the ratios they are labelled with: from point, to point, and
    /// the moves (as pairs of point indices) whose ratio the label shows.
    static let ratioLines: [(from: Int, to: Int, numerator: (Int, Int), denominator: (Int, Int))] = [
        (0, 2, (1, 2), (0, 1)),  // X–B: AB / XA
        (1, 3, (2, 3), (1, 2)),  // A–C: BC / AB
        (2, 4, (3, 4), (2, 3)),  // B–D: CD / BC
        (0, 4, (1, 4), (0, 1)),  // X–D: AD / XA
    ]

    /// The text of a ratio: three decimals, or a dash when the move it divides by is zero.
    static func ratioText(_ prices: [Double], _ numerator: (Int, Int), _ denominator: (Int, Int)) -> String {
        let top = abs(prices[numerator.1] - prices[numerator.0])
        let bottom = abs(prices[denominator.1] - prices[denominator.0])
        guard bottom > 0, (top / bottom).isFinite else { return "—" }
        return NumberText.fixed(top / bottom, decimals: 3)
    }

    /// Draws what is placed so far: triangles, dashed ratio lines, legs, reversal zones,
    /// then the labels, kept off the legs and inside the series area.
    func drawPattern(pixels: [CGPoint], mapping: SCIAnnotationMapping, into list: inout SCIDisplayList) {
        let theme = mapping.theme
        let stroke = SCIStroke(annotationStroke)
        let color = annotationStroke.color
        let prices = dataPoints.map(\.y)

        var triangles = SCIPath()
        if pixels.count >= 3 { triangles.addPolygon(Array(pixels[0..<3])) }
        if pixels.count == 5 { triangles.addPolygon(Array(pixels[2..<5])) }
        list.fill(triangles, SCIFill(annotationFill))

        let available = Self.ratioLines.filter { $0.to < pixels.count }
        var dashed = SCIPath()
        for line in available {
            dashed.move(to: pixels[line.from])
            dashed.line(to: pixels[line.to])
        }
        let width = max(Double(annotationStroke.thickness) * 0.6, 1)
        list.stroke(dashed, SCIStroke(color: color.withAlpha(0.8), width: width, dashes: [5, 4]))

        if pixels.count == 1 {
            Self.drawDot(at: pixels[0], color: color, into: &list)
        } else {
            var legs = SCIPath()
            legs.addPolyline(pixels)
            list.stroke(legs, stroke.map { SCIStroke(color: $0.color, width: $0.width, lineCap: .round) })
        }

        if isBeingPlaced, showsPotentialReversalZones, pixels.count == 5 {
            drawReversalZones(mapping: mapping, into: &list)
        }

        // The letters and the pattern's name first, then the ratios where there is room.
        var layout = XabcdLabelLayout(legs: pixels, area: mapping.seriesArea, space: mapping.labels)
        for (index, pixel) in pixels.enumerated() {
            let outward = outwardDirection(index, mapping: mapping)
            let name = Self.pointNames[index]
            guard let rect = layout.placeNear(pixel, direction: outward, text: name, font: labelStyle) else {
                continue
            }
            Self.drawLabel(name, in: rect, font: labelStyle, background: color.withAlpha(0.9), into: &list)
            if index == 4, let pattern = harmonicPattern {
                let beyond = CGPoint(
                    x: Double(rect.midX) + Double(outward.x) * Double(rect.height),
                    y: Double(rect.midY) + Double(outward.y) * Double(rect.height))
                let text = pattern.description
                if let nameRect = layout.placeNear(beyond, direction: outward, text: text, font: labelStyle) {
                    Self.drawLabel(
                        text, in: nameRect, font: labelStyle, background: color.withAlpha(0.9), into: &list)
                }
            }
        }
        let ratioFont = SCIFontStyle(
            fontSize: max(labelStyle.fontSize - 1, 1), textColor: theme.toolLabelText, isBold: false)
        for line in available {
            let text = Self.ratioText(prices, line.numerator, line.denominator)
            guard
                let rect = layout.placeOnLine(
                    text: text, font: ratioFont, from: pixels[line.from], to: pixels[line.to], required: false
                )
            else { continue }
            Self.drawLabel(
                text, in: rect, font: ratioFont, background: theme.toolLabelBackground, into: &list)
        }
    }

    /// The unit vector, in surface points, from point `index` away from the turn it makes:
    /// towards higher prices at a peak, lower ones at a trough.
    func outwardDirection(_ index: Int, mapping: SCIAnnotationMapping) -> CGPoint {
        let point = dataPoints[index]
        let neighbours = [index - 1, index + 1].filter { dataPoints.indices.contains($0) }.map {
            dataPoints[$0].y
        }
        let isPeak = neighbours.isEmpty || neighbours.allSatisfy { point.y >= $0 }
        let here = mapping.point(point)
        let step = abs(point.y) > 0 ? abs(point.y) * 1e-3 : 1
        let up = mapping.point(SCIDataPoint(x: point.x, y: point.y + step))
        var dx = Double(up.x - here.x)
        var dy = Double(up.y - here.y)
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0, length.isFinite else { return CGPoint(x: 0, y: isPeak ? -1 : 1) }
        dx /= length
        dy /= length
        return isPeak ? CGPoint(x: dx, y: dy) : CGPoint(x: -dx, y: -dy)
    }

    /// A label: a rounded background and the text centred in `rect`.
    static func drawLabel(
        _ text: String, in rect: CGRect, font: SCIFontStyle, background: SCIColor,
        into list: inout SCIDisplayList
    ) {
        var pill = SCIPath()
        pill.addRoundedRect(rect, radius: 3)
        list.fill(pill, SCIFill(color: background))
        list.text(
            SCITextRun(
                text: text, anchor: CGPoint(x: rect.midX, y: rect.midY), horizontal: .center,
                vertical: .center,
                font: font))
    }

    /// Bands at the prices where D would complete each pattern X, A, B and C fit, from C
    /// onwards, each named.
    private func drawReversalZones(mapping: SCIAnnotationMapping, into list: inout SCIDisplayList) {
        let zones = potentialReversalZones
        guard !zones.isEmpty, dataPoints.count == 5 else { return }
        let c = dataPoints[3]
        let d = dataPoints[4]
        let reach = max(d.x - c.x, (c.x - dataPoints[0].x) * 0.5)
        let end = c.x + (reach.isFinite && reach > 0 ? reach : 1)
        let color = annotationStroke.color
        let font = SCIFontStyle(fontSize: max(labelStyle.fontSize - 1, 1), textColor: .white, isBold: false)
        for zone in zones {
            let corners = [
                mapping.point(SCIDataPoint(x: c.x, y: zone.low)).bounded,
                mapping.point(SCIDataPoint(x: end, y: zone.high)).bounded,
            ]
            guard corners.allSatisfy(\.isFinite) else { continue }
            var band = CGRect(
                x: min(corners[0].x, corners[1].x), y: min(corners[0].y, corners[1].y),
                width: abs(corners[1].x - corners[0].x), height: abs(corners[1].y - corners[0].y))
            // An exact level is a thin band: keep it visible.
            let minimum = 4.0
            if band.height < minimum { band = band.insetBy(dx: 0, dy: (band.height - minimum) / 2) }
            if band.width < minimum { band = band.insetBy(dx: (band.width - minimum) / 2, dy: 0) }
            var path = SCIPath()
            path.addRect(band)
            list.draw(
                path, fill: SCIFill(color: color.withAlpha(0.22)),
                stroke: SCIStroke(color: color.withAlpha(0.8), width: 1, dashes: [3, 2]))
            let far = mapping.point(SCIDataPoint(x: end, y: zone.low / 2 + zone.high / 2)).bounded
            let size = XabcdLabelLayout.size(of: zone.name, font: font)
            let label = CGRect(
                x: Double(far.x) + 4, y: Double(far.y) - Double(size.height) / 2, width: size.width,
                height: size.height)
            Self.drawLabel(zone.name, in: label, font: font, background: color.withAlpha(0.85), into: &list)
        }
    }
}
