import Foundation

/// Draws the ``SCIMultiPointLabel``s of a drawing: point and segment labels inside the series
/// area, axis labels as badges on the axes.
struct MultiPointLabels {
    let annotation: SCITradingAnnotationBase
    let labels: [SCIMultiPointLabel]
    let format: ((SCIMultiPointLabelFormatParams) -> String)?
    /// The colour of text without a font of its own, and of the badges.
    let color: SCIColor
    let mapping: SCIAnnotationMapping

    /// The points, in data and on the surface.
    var points: [SCIDataPoint] { annotation.dataPoints }

    /// The text of label `index` anchored at `data` and `pixel`.
    private func text(_ index: Int, anchor data: SCIDataPoint, pixel: CGPoint, fallback: String) -> String {
        let label = labels[index]
        let standard = label.text.isEmpty ? fallback : label.text
        guard let format else { return standard }
        return format(
            SCIMultiPointLabelFormatParams(
                annotation: annotation, label: label, labelIndex: index, anchorMode: label.anchorMode,
                anchorData: data, anchorPixel: pixel, points: points, defaultText: standard))
    }

    /// Point and segment labels, above or below their anchors.
    func drawInArea(pixels: [CGPoint], into list: inout SCIDisplayList) {
        for (index, label) in labels.enumerated() where label.anchorMode != .axis {
            let anchor: (data: SCIDataPoint, pixel: CGPoint, fallback: String)
            switch label.anchorMode {
            case .point:
                guard pixels.indices.contains(label.pointIndex) else { continue }
                let point = points[label.pointIndex]
                anchor = (point, pixels[label.pointIndex], price(point.y))
            default:
                let (start, end) = (label.segmentStartIndex, label.segmentEndIndex)
                guard pixels.indices.contains(start), pixels.indices.contains(end) else { continue }
                let data = SCIDataPoint(
                    x: (points[start].x + points[end].x) / 2, y: (points[start].y + points[end].y) / 2)
                let pixel = CGPoint(
                    x: (pixels[start].x + pixels[end].x) / 2, y: (pixels[start].y + pixels[end].y) / 2)
                anchor = (
                    data, pixel, MeasureText.priceLine(start: points[start].y, end: points[end].y, scale: 1)
                )
            }
            let string = text(index, anchor: anchor.data, pixel: anchor.pixel, fallback: anchor.fallback)
            let font = label.fontStyle ?? SCIFontStyle(fontSize: 11, textColor: color)
            let above = label.verticalTextPosition == .top
            // Labels a user asked for are drawn; others keep clear of them.
            mapping.drawLabel(
                SCITextRun(
                    text: string, anchor: CGPoint(x: anchor.pixel.x, y: anchor.pixel.y + (above ? -6 : 6)),
                    horizontal: .center, vertical: above ? .bottom : .top, font: font),
                required: true, into: &list)
        }
    }

    /// Axis labels: the point's price on the y axis, its date or x on the x axis; the badges
    /// on one axis set side by side where they would overlap.
    func drawOnAxes(pixels: [CGPoint], into list: inout SCIDisplayList) {
        var onY: (texts: [String], at: [CGPoint]) = ([], [])
        var onX: (texts: [String], at: [CGPoint]) = ([], [])
        for (index, label) in labels.enumerated() where label.anchorMode == .axis {
            guard pixels.indices.contains(label.pointIndex) else { continue }
            let point = points[label.pointIndex]
            let pixel = pixels[label.pointIndex]
            if label.axisDrawMode != .x, mapping.yAxis.isVisible {
                onY.texts.append(text(index, anchor: point, pixel: pixel, fallback: price(point.y)))
                onY.at.append(pixel)
            }
            if label.axisDrawMode != .y, mapping.xAxis.isVisible {
                onX.texts.append(text(index, anchor: point, pixel: pixel, fallback: xText(point.x)))
                onX.at.append(pixel)
            }
        }
        if !onY.texts.isEmpty {
            mapping.drawAxisBadges(onY.texts, on: mapping.yAxis, at: onY.at, color: color, into: &list)
        }
        if !onX.texts.isEmpty {
            mapping.drawAxisBadges(onX.texts, on: mapping.xAxis, at: onX.at, color: color, into: &list)
        }
    }

    /// A price as the y axis writes it.
    func price(_ value: Double) -> String {
        mapping.yText(value)
    }

    /// An x as the x axis writes it (see ``SCIAnnotationMapping/xText(_:)``).
    func xText(_ value: Double) -> String {
        mapping.xText(value)
    }
}
