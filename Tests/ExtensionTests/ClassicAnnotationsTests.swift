import Foundation
import SciChart
import Testing

/// Every classic annotation through the public API alone: made by code with settings other
/// than the defaults, moved with the pointer, deleted, undone, saved and loaded back to the
/// same document.
@Suite struct ClassicAnnotationsTests {
    /// One of each classic annotation on a 0...100 by 0...200 chart, styled away from the
    /// defaults, each with a point to grab its body.
    static func annotations() -> [(SCIClassicAnnotationBase, grab: (x: Double, y: Double))] {
        let line = SCILineAnnotation()
        line.set(x1: 10)
        line.set(y1: 20)
        line.set(x2: 30)
        line.set(y2: 60)
        line.stroke = SCISolidPenStyle(color: 0xFF11_2233, thickness: 3, strokeDashArray: [5, 2])

        let arrow = SCILineArrowAnnotation()
        arrow.set(x1: 40)
        arrow.set(y1: 20)
        arrow.set(x2: 60)
        arrow.set(y2: 60)
        arrow.headLength = 20
        arrow.headWidth = 14

        let box = SCIBoxAnnotation()
        box.set(x1: 70)
        box.set(y1: 20)
        box.set(x2: 90)
        box.set(y2: 60)
        box.fillBrush = SCISolidBrushStyle(color: 0x44FF_0000)
        box.borderPen = SCISolidPenStyle(color: 0xFFFF_0000, thickness: 2)
        box.resizeDirections = .xDirection

        let text = SCITextAnnotation()
        text.set(x1: 10)
        text.set(y1: 150)
        text.text = "Two\nlines"
        text.fontStyle = SCIFontStyle(fontSize: 16, textColor: 0xFF00_8800, isBold: true)
        text.alignment = .center
        text.padding = UIEdgeInsets(top: 2, left: 3, bottom: 4, right: 5)
        text.rotationAngle = 15
        text.backgroundColor = 0x2200_0000
        text.horizontalAnchorPoint = .center
        text.verticalAnchorPoint = .bottom
        text.canEditText = true

        let horizontal = SCIHorizontalLineAnnotation()
        horizontal.set(x1: 20)
        horizontal.set(y1: 100)
        horizontal.horizontalAlignment = .right
        let label = SCIAnnotationLabel(labelPlacement: .topLeft, text: "Alert")
        label.fontStyle = SCIFontStyle(fontSize: 10, textColor: 0xFF44_4444)
        label.backgroundBrush = SCISolidBrushStyle(color: 0xFFEE_EEEE)
        label.borderPen = SCISolidPenStyle(color: 0xFF00_0000, thickness: 1)
        label.padding = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        label.rotationAngle = -10
        horizontal.annotationLabels.add(label)
        horizontal.annotationLabels.add(SCIAnnotationLabel(labelPlacement: .axis))

        let vertical = SCIVerticalLineAnnotation()
        vertical.set(x1: 50)
        vertical.set(y1: 120)
        vertical.set(y2: 180)
        vertical.verticalAlignment = .centerVertical
        vertical.annotationLabels.add(SCIAnnotationLabel(labelPlacement: .bottom))

        let marker = SCIAxisMarkerAnnotation()
        marker.set(y1: 170)
        marker.formattedValue = "Last"
        marker.markerPointSize = 9
        marker.backgroundBrush = SCISolidBrushStyle(color: 0xFF00_8800)

        let relative = SCIBoxAnnotation()
        relative.coordinateMode = .relative
        relative.annotationSurface = .belowChart
        relative.set(x1: 0.4)
        relative.set(y1: 0.05)
        relative.set(x2: 0.6)
        relative.set(y2: 0.15)
        let list: [(SCIClassicAnnotationBase, grab: (x: Double, y: Double))] = [
            (line, (20, 40)), (arrow, (50, 40)), (box, (80, 40)), (text, (10, 158)), (horizontal, (60, 100)),
            (vertical, (50, 150)), (relative, (50, 190)), (marker, (-1, 170)),
        ]
        return list
    }

    @Test func everyClassicAnnotationIsEditedDeletedUndoneSavedAndLoaded() throws {
        for (annotation, grab) in Self.annotations() {
            let (surface, _) = ExtensionTests.surface()
            annotation.isEditable = true
            surface.annotations.add(annotation)
            let name = "\(type(of: annotation))"
            let before = try surface.saveAnnotations()

            // Moved with the pointer: a press on its body and a drag.
            var start = ExtensionTests.point(surface, x: grab.x, y: grab.y)
            if annotation is SCIAxisMarkerAnnotation { start.x = surface.seriesAreaFrame.maxX + 20 }
            ExtensionTests.drag(surface, from: start, to: CGPoint(x: start.x + 25, y: start.y - 30), time: 0)
            let moved = try surface.saveAnnotations()
            #expect(moved != before, "\(name) did not move")
            #expect(annotation.isSelected, "\(name) is not selected")

            // Deleted with the key, then brought back; undone to where it was.
            #expect(surface.handleKey(.delete), "\(name)")
            #expect(surface.annotations.isEmpty, "\(name)")
            #expect(surface.undo() && surface.annotations.count == 1, "\(name)")
            #expect(surface.undo(), "\(name)")
            #expect(try surface.saveAnnotations() == before, "\(name) was not put back")

            // Saved and loaded: the same document again, every setting kept.
            let (copy, _) = ExtensionTests.surface()
            try copy.loadAnnotations(from: before)
            #expect(try copy.saveAnnotations() == before, "\(name) did not round-trip")
            let loaded = try #require(copy.annotations.first)
            #expect(type(of: loaded) == type(of: annotation), "\(name)")
        }
    }

    @Test func unknownCoordinateModesAndAlignmentsAreTypedErrorsThatChangeNothing() throws {
        let (surface, _) = ExtensionTests.surface()
        let box = SCIBoxAnnotation()
        box.set(x1: 10)
        box.set(y1: 10)
        box.set(x2: 20)
        box.set(y2: 20)
        surface.annotations.add(box)
        let saved = String(decoding: try surface.saveAnnotations(), as: UTF8.self)
        let (target, _) = ExtensionTests.surface()
        let bad = saved.replacingOccurrences(of: "\"absolute\"", with: "\"sideways\"")
        #expect(throws: SCIAnnotationLoadError.self) { try target.loadAnnotations(from: Data(bad.utf8)) }
        let surfaceName = saved.replacingOccurrences(of: "\"aboveChart\"", with: "\"everywhere\"")
        #expect(throws: SCIAnnotationLoadError.self) {
            try target.loadAnnotations(from: Data(surfaceName.utf8))
        }
        #expect(target.annotations.isEmpty)
    }
}
