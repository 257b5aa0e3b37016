import Foundation
import SciChart

extension GalleryCharts {
    /// The classic annotations on SPY's 2016: a box under the candles over the February
    /// low, an arrow and a note on the low, the April high as a labelled price line, a ray
    /// from the February low, the Brexit vote as a labelled time line, the last close as a
    /// tag on the price axis, and a note placed in relative coordinates, which stays in the
    /// corner whatever the zoom.
    public static func spyAnnotations(theme: SCIChartTheme = .dark) -> SCIChartSurface {
        let surface = spyToolChart(
            theme: theme, title: "SPY daily, 2016: classic annotations", from: day(2016, 1, 4),
            to: day(2016, 8, 31))

        let low = SCIBoxAnnotation()
        low.annotationSurface = .belowChart
        low.set(x1: Date(timeIntervalSince1970: day(2016, 1, 20)))
        low.set(y1: 180)
        low.set(x2: Date(timeIntervalSince1970: day(2016, 2, 25)))
        low.set(y2: 196)
        low.fillBrush = SCISolidBrushStyle(color: 0x2629_62FF)
        low.borderPen = SCISolidPenStyle(color: 0x9929_62FF, thickness: 1, strokeDashArray: [4, 3])
        surface.annotations.add(low)

        let arrow = SCILineArrowAnnotation()
        arrow.set(x1: Date(timeIntervalSince1970: day(2016, 3, 14)))
        arrow.set(y1: 184.5)
        arrow.set(x2: Date(timeIntervalSince1970: day(2016, 2, 13)))
        arrow.set(y2: 181.3)
        arrow.stroke = SCISolidPenStyle(color: 0xFFF5_A623, thickness: 2)
        surface.annotations.add(arrow)

        let note = SCITextAnnotation()
        note.text = "The 2016 low:\n181.09 on February 11"
        note.set(x1: Date(timeIntervalSince1970: day(2016, 3, 15)))
        note.set(y1: 184.5)
        note.verticalAnchorPoint = .center
        note.fontStyle = SCIFontStyle(fontSize: 13, textColor: 0xFFF5_A623)
        surface.annotations.add(note)

        let high = SCIHorizontalLineAnnotation()
        high.set(y1: 210.92)
        high.stroke = SCISolidPenStyle(color: 0xFFEF_5350, thickness: 1.5, strokeDashArray: [6, 4])
        high.annotationLabels.add(SCIAnnotationLabel(labelPlacement: .axis))
        high.annotationLabels.add(SCIAnnotationLabel(labelPlacement: .topLeft, text: "April high"))
        surface.annotations.add(high)

        let support = SCIHorizontalLineAnnotation()
        support.horizontalAlignment = .right
        support.set(x1: Date(timeIntervalSince1970: day(2016, 2, 11)))
        support.set(y1: 181.09)
        support.stroke = SCISolidPenStyle(color: 0xFF26_A69A, thickness: 1.5)
        support.annotationLabels.add(SCIAnnotationLabel(labelPlacement: .bottomRight, text: "Support"))
        surface.annotations.add(support)

        let brexit = SCIVerticalLineAnnotation()
        brexit.set(x1: Date(timeIntervalSince1970: day(2016, 6, 24)))
        brexit.stroke = SCISolidPenStyle(color: 0xFFAB_47BC, thickness: 1.5)
        brexit.annotationLabels.add(SCIAnnotationLabel(labelPlacement: .axis))
        brexit.annotationLabels.add(SCIAnnotationLabel(labelPlacement: .topRight, text: "Brexit vote"))
        surface.annotations.add(brexit)

        let last = SCIAxisMarkerAnnotation()
        last.set(y1: 217.38)
        last.backgroundBrush = SCISolidBrushStyle(color: 0xFF26_A69A)
        surface.annotations.add(last)

        let corner = SCITextAnnotation()
        corner.coordinateMode = .relative
        corner.set(x1: 0.02)
        corner.set(y1: 0.03)
        corner.text = "Drawn by code; the note stays in this corner when zoomed"
        corner.fontStyle = SCIFontStyle(fontSize: 12, textColor: theme.axisLabel)
        corner.backgroundColor = theme.seriesAreaBackground.withAlpha(0.85)
        surface.annotations.add(corner)
        return surface
    }
}
