// The Swift code samples of the four spec pages, verbatim apart from
// straightened quotes and line breaks, each wrapped in the smallest context
// that lets it compile. UIKit-only lines (views, layout constraints, the
// xib cell) are left out; "Assume a surface has been created" becomes a
// `surface` property. A test target compiles this file unchanged.
import Foundation
import SciChart

class SelectedSeriesStyle: SCIStyleBase<ISCIRenderableSeries> {
    let Stroke = "Stroke"
    let selectedStrokeStyle = SCISolidPenStyle(color: .white, thickness: 4)
    let PointMarker = "PointMarker"
    let selectedPointMarker: ISCIPointMarker
    init() {
        selectedPointMarker = SCIEllipsePointMarker()
        selectedPointMarker.size = CGSize(width: 10, height: 10)
        selectedPointMarker.fillStyle = SCISolidBrushStyle(colorCode: 0xFFFF00DC)
        selectedPointMarker.strokeStyle = SCISolidPenStyle(color: .white, thickness: 1)
        super.init(styleableType: SCIRenderableSeriesBase.self)
    }
    override func applyStyleInternal(to styleableObject: ISCIRenderableSeries!) {
        putProperty(Stroke, value: styleableObject.strokeStyle, intoObject: styleableObject)
        putProperty(PointMarker, value: styleableObject.pointMarker, intoObject: styleableObject)
        styleableObject.strokeStyle = selectedStrokeStyle
        styleableObject.pointMarker = selectedPointMarker
    }
    override func discardStyleInternal(from styleableObject: ISCIRenderableSeries!) {
        let penStyle = getValueFromProperty(Stroke, ofType: SCISolidPenStyle.self, fromObject: styleableObject)
        let pointMarker = getValueFromProperty(PointMarker, ofType: ISCIPointMarker.self, fromObject: styleableObject)
        styleableObject.strokeStyle = penStyle as? SCIPenStyle
        styleableObject.pointMarker = pointMarker as? ISCIPointMarker
    }
}

@MainActor
final class SelectionSample {
    let surface = SCIChartSurface()

    func setUp() {
        // Create a SCISeriesSelectionModifier
        let seriesSelectionModifier = SCISeriesSelectionModifier()
        // Set a style which will be applied to a RenderableSeries when selected
        seriesSelectionModifier.selectedSeriesStyle = SelectedSeriesStyle()
        // Add the modifier to the surface
        self.surface.chartModifiers.add(seriesSelectionModifier)
    }
}
