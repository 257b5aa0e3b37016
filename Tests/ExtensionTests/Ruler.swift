import Foundation
import SciChart

extension SCIAnnotationCreationType {
    /// A two-point ruler.
    static let ruler = SCIAnnotationCreationType(rawValue: "ruler", displayName: "Ruler")
}

/// A line between two points labelled with the price difference; its end points snap to
/// whole units of x.
final class RulerAnnotation: SCITradingAnnotationBase {
    init() {
        super.init(pointCount: 2, creationType: .ruler)
    }

    /// The price difference, End minus Start.
    var difference: Double? {
        dataPoints.count == 2 ? dataPoints[1].y - dataPoints[0].y : nil
    }

    override func drawShape(pixels: [CGPoint], mapping: SCIAnnotationMapping, into list: inout SCIDisplayList)
    {
        var path = SCIPath()
        path.addPolyline(pixels)
        list.stroke(path, SCIStroke(color: 0xFF68_BC45, width: 2))
        guard let difference, pixels.count == 2 else { return }
        let middle = CGPoint(x: (pixels[0].x + pixels[1].x) / 2, y: (pixels[0].y + pixels[1].y) / 2)
        list.text(
            SCITextRun(
                text: String(format: "%+.2f", locale: Locale(identifier: "en_US_POSIX"), difference),
                anchor: middle, horizontal: .center, vertical: .bottom,
                font: SCIFontStyle(fontSize: 11, textColor: .white)))
    }

    /// Snapping: x to whole units.
    override func adjusted(_ point: SCIDataPoint, index: Int, mapping: SCIAnnotationMapping) -> SCIDataPoint {
        SCIDataPoint(x: point.x.rounded(), y: point.y)
    }
}

final class RulerTool: SCIAnnotationCreationModifierBase {
    init() {
        super.init(makeAnnotation: { RulerAnnotation() })
    }
}
