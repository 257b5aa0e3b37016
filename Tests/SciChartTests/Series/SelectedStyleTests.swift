import Foundation
import Testing

@testable import SciChart

/// A style like the spec's SelectedSeriesStyle: a white pen and a marker while selected.
final class WhiteWhenSelected: SCIStyleBase<ISCIRenderableSeries> {
    let pen = SCISolidPenStyle(color: .white, thickness: 4)
    let marker = SCIEllipsePointMarker()

    init() {
        super.init(styleableType: SCIRenderableSeriesBase.self)
    }

    override func applyStyleInternal(to styleableObject: ISCIRenderableSeries!) {
        putProperty("Stroke", value: styleableObject.strokeStyle, intoObject: styleableObject)
        putProperty("PointMarker", value: styleableObject.pointMarker, intoObject: styleableObject)
        styleableObject.strokeStyle = pen
        styleableObject.pointMarker = marker
    }

    override func discardStyleInternal(from styleableObject: ISCIRenderableSeries!) {
        let stroke = getValueFromProperty(
            "Stroke", ofType: SCISolidPenStyle.self, fromObject: styleableObject)
        let marker = getValueFromProperty(
            "PointMarker", ofType: ISCIPointMarker.self, fromObject: styleableObject)
        styleableObject.strokeStyle = stroke as? SCIPenStyle
        styleableObject.pointMarker = marker as? ISCIPointMarker
    }
}

@Suite struct SelectedStyleTests {
    @Test func selectingAppliesAndDeselectingRestores() throws {
        let series = SeriesFixture.line([1, 2, 3], [10, 20, 30])
        let original = series.strokeStyle
        let style = WhiteWhenSelected()
        series.selectedSeriesStyle = style
        let surface = SeriesFixture.surface(series)
        series.isSelected = true
        #expect(series.strokeStyle === style.pen)
        #expect(series.pointMarker === style.marker)
        #expect(SeriesFixture.seriesList(surface).strokes.first?.1.color == .white)
        series.isSelected = false
        #expect(series.strokeStyle === original)
        #expect(series.pointMarker == nil)
        #expect(SeriesFixture.seriesList(surface).strokes.first?.1.color == 0xFF00_FF00)
    }

    @Test func styleOfAnotherTypeIsIgnored() {
        final class OnlyColumns: SCIStyleBase<SCIFastColumnRenderableSeries> {
            var applied = 0
            init() { super.init(styleableType: SCIFastColumnRenderableSeries.self) }
            override func applyStyleInternal(to styleableObject: SCIFastColumnRenderableSeries!) {
                applied += 1
            }
        }
        let style = OnlyColumns()
        let line = SeriesFixture.line([1, 2], [1, 2])
        line.selectedSeriesStyle = style
        line.isSelected = true
        #expect(style.applied == 0)
        #expect(
            ObjectIdentifier(style.styleableObjectType)
                == ObjectIdentifier(SCIFastColumnRenderableSeries.self))
    }

    @Test func replacingTheStyleWhileSelectedSwapsIt() {
        let series = SeriesFixture.line([1, 2], [1, 2])
        let original = series.strokeStyle
        series.selectedSeriesStyle = WhiteWhenSelected()
        series.isSelected = true
        let second = WhiteWhenSelected()
        series.selectedSeriesStyle = second
        #expect(series.strokeStyle === second.pen)
        series.isSelected = false
        #expect(series.strokeStyle === original)
    }
}
