// A drawing tool written as a user of the library writes one: public API only, no
// @testable import. The documentation's "Write your own tool" article shows this file.
import Foundation
import SciChart

extension SCIAnnotationCreationType {
    /// A horizontal line at a price.
    static let priceLine = SCIAnnotationCreationType(rawValue: "priceLine", displayName: "Price line")
}

/// A horizontal line across the chart at one price, labelled with the price at the right.
final class PriceLineAnnotation: SCITradingAnnotationBase {
    var lineColor: SCIColor = 0xFFF5_A623 {
        didSet { invalidate() }
    }

    init() {
        super.init(pointCount: 1, creationType: .priceLine)
    }

    /// The price, once placed.
    var price: Double? { dataPoints.first?.y }

    override func drawShape(pixels: [CGPoint], mapping: SCIAnnotationMapping, into list: inout SCIDisplayList)
    {
        let area = mapping.seriesArea
        let y = pixels[0].y
        var line = SCIPath()
        line.move(to: CGPoint(x: area.minX, y: y))
        line.line(to: CGPoint(x: area.maxX, y: y))
        list.stroke(line, SCIStroke(color: lineColor, width: 1.5, dashes: [6, 3]))
        // The price above the line, unless a label another drawing placed first is there.
        let font = SCIFontStyle(fontSize: 11, textColor: lineColor)
        let run = SCITextRun(
            text: priceText, anchor: CGPoint(x: area.maxX - 4, y: y - 3), horizontal: .right,
            vertical: .bottom,
            font: font)
        mapping.drawLabel(run, required: false, into: &list)
    }

    /// The price as a badge on the y axis, drawn outside the series area's clip.
    override func drawAxisMarks(
        pixels: [CGPoint], mapping: SCIAnnotationMapping, into list: inout SCIDisplayList
    ) {
        mapping.drawAxisBadge(priceText, on: mapping.yAxis, at: pixels[0], color: lineColor, into: &list)
    }

    private var priceText: String {
        String(format: "%.2f", locale: Locale(identifier: "en_US_POSIX"), dataPoints[0].y)
    }

    /// The whole line takes a press, not only its point.
    override func bodyContains(_ location: CGPoint, pixels: [CGPoint], mapping: SCIAnnotationMapping) -> Bool
    {
        abs(location.y - pixels[0].y) <= Self.bodyHitDistance && mapping.seriesArea.contains(location)
    }

    override func encodeSettings(into settings: inout SCIAnnotationSettings) {
        settings.setBrush(SCISolidBrushStyle(color: lineColor), forKey: "line")
    }

    override func decodeSettings(from settings: SCIAnnotationSettings) throws {
        if let brush = try settings.brush(forKey: "line") { lineColor = brush.color }
    }
}

/// What registries need to know: the price line is one kind of drawing, made empty by its
/// initialiser.
extension PriceLineAnnotation: ISCIAnnotationDefinition {
    static let annotationKinds = [SCIAnnotationKind(.priceLine) { PriceLineAnnotation() }]
}

/// Places a price line with one press, drag and release.
final class PriceLineTool: SCIAnnotationCreationModifierBase {
    var lineColor: SCIColor = 0xFFF5_A623

    init() {
        super.init(makeAnnotation: { PriceLineAnnotation() })
    }

    override func configure(_ annotation: SCITradingAnnotationBase) {
        super.configure(annotation)
        (annotation as? PriceLineAnnotation)?.lineColor = lineColor
    }
}
