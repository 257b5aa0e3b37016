// The Swift code samples of the four spec pages, verbatim apart from
// straightened quotes and line breaks, each wrapped in the smallest context
// that lets it compile. UIKit-only lines (views, layout constraints, the
// xib cell) are left out; "Assume a surface has been created" becomes a
// `surface` property. A test target compiles this file unchanged.
import Foundation
import SciChart

@MainActor
final class MeasureSample {
    let surface = SCIChartSurface()
    var measureModifier: SCIMeasureCreationModifier!
    var log: [String] = []

    func setUp() {
        // Create a new Measure creation modifier instance
        self.measureModifier = SCIMeasureCreationModifier()

        // Set the style used when the second point is above the first (growing)
        self.measureModifier.growingStroke = SCISolidPenStyle(color: 0xFF2563EB, thickness: 2)
        self.measureModifier.growingFill = SCISolidBrushStyle(color: 0x292563EB)

        // Set the style used when the second point is below the first (declining)
        self.measureModifier.decliningStroke = SCISolidPenStyle(color: 0xFFDC2626, thickness: 2)
        self.measureModifier.decliningFill = SCISolidBrushStyle(color: 0x29DC2626)

        // Scale the measured price difference shown in the label (e.g. pips, points, %)
        self.measureModifier.yValueScaleFactor = 100
        self.measureModifier.snapToCandles = true
        self.measureModifier.isEditable = true

        self.measureModifier.annotationCreationCompletionListener = { [weak self] createdAnnotation, type in
            guard self != nil else { return }

            print("Measure annotation created: \(createdAnnotation), type: \(SCIAnnotationTypeName(type))")

            guard let measure = createdAnnotation as? SCIMeasureAnnotation else { return }
            let arrPoints = measure.getBaseDataValues()

            // Get data points
            // Index mapping: 0 = Start, 1 = End
            print("Measure point Start: \(arrPoints[0].x), \(arrPoints[0].y)")
            print("Measure point End: \(arrPoints[1].x), \(arrPoints[1].y)")
            self?.log.append("measure \(arrPoints.count)")  // added: lets a test see the call
        }

        // Add the modifier to the chart surface
        self.surface.chartModifiers.add(items: self.measureModifier)
    }
}
