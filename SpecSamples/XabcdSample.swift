// The Swift code samples of the four spec pages, verbatim apart from
// straightened quotes and line breaks, each wrapped in the smallest context
// that lets it compile. UIKit-only lines (views, layout constraints, the
// xib cell) are left out; "Assume a surface has been created" becomes a
// `surface` property. A test target compiles this file unchanged.
import Foundation
import SciChart

@MainActor
final class XabcdSample {
    let surface = SCIChartSurface()
    var log: [String] = []

    func setUp() {
        // Create a new XABCD creation modifier instance
        let modifier = SCIXabcdCreationModifier()

        // Set the stroke (outline) style for the XABCD annotation lines
        modifier.annotationStroke = SCISolidPenStyle(color: 0xFFE97064, thickness: 2)

        // Set the fill style for the annotation
        modifier.annotationFill = SCISolidBrushStyle(color: 0x55AAAA00)

        modifier.annotationCreationCompletionListener  = { [weak self] createdAnnotation, type in
            guard self != nil else { return }

            print("Annotation created: \(createdAnnotation), type: \(SCIAnnotationTypeName(type))")

            guard let xabcd = createdAnnotation as? SCIXabcdAnnotation else { return }
            let arrPoints = xabcd.getBaseDataValues()

            // Get data points
            // Index mapping: 0 = X, 1 = A, 2 = B, 3 = C, 4 = D
            print("XABCD point X: \(arrPoints[0].x), \(arrPoints[0].y)")
            print("XABCD point A: \(arrPoints[1].x), \(arrPoints[1].y)")
            self?.log.append("xabcd \(arrPoints.count)")  // added: lets a test see the call
        }

        // Add the modifier to the chart surface
        surface.chartModifiers.add(modifier)
        // added: the members the page's property table names
        _ = modifier.isDragging
        _ = modifier.activePointIndex
        modifier.reset()
    }
}
