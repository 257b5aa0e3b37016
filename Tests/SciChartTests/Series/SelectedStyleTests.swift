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
        // An original marker of the exact type, so restoring it through the protocol type
        // (`ofType: ISCIPointMarker.self`) is what the test sees.
        let originalMarker = SCISquarePointMarker()
        series.pointMarker = originalMarker
        let style = WhiteWhenSelected()
        series.selectedSeriesStyle = style
        let surface = SeriesFixture.surface(series)
        series.isSelected = true
        #expect(series.strokeStyle === style.pen)
        #expect(series.pointMarker === style.marker)
        #expect(SeriesFixture.seriesList(surface).strokes.first?.1.color == .white)
        series.isSelected = false
        #expect(series.strokeStyle === original)
        #expect(series.pointMarker === originalMarker)
        #expect(SeriesFixture.seriesList(surface).strokes.first?.1.color == 0xFF00_FF00)
        #expect(style.savedObjectCount == 0)
    }

    @Test func aStyleForColumnsLeavesLinesAlone() {
        final class WhiteColumns: SCIStyleBase<ISCIRenderableSeries> {
            init() { super.init(styleableType: SCIFastColumnRenderableSeries.self) }
            override func applyStyleInternal(to styleableObject: ISCIRenderableSeries!) {
                styleableObject.strokeStyle = SCISolidPenStyle(color: .white, thickness: 4)
            }
        }
        let style = WhiteColumns()
        let line = SeriesFixture.line([1, 2], [1, 2])
        let pen = line.strokeStyle
        line.selectedSeriesStyle = style
        line.isSelected = true
        #expect(line.strokeStyle === pen)
        let column = SCIFastColumnRenderableSeries()
        column.selectedSeriesStyle = style
        column.isSelected = true
        #expect(column.strokeStyle?.color == .white)
    }

    @Test func oneStyleServesManySeriesAndForgetsFreedOnes() {
        let style = WhiteWhenSelected()
        let kept = SeriesFixture.line([1, 2], [1, 2])
        let keptPen = kept.strokeStyle
        kept.selectedSeriesStyle = style
        kept.isSelected = true
        do {
            let freed = SeriesFixture.line([1, 2], [1, 2])
            freed.selectedSeriesStyle = style
            freed.isSelected = true
            #expect(style.savedObjectCount == 2)
        }
        // The series freed while selected leaves nothing behind.
        #expect(style.savedObjectCount == 1)
        kept.isSelected = false
        #expect(kept.strokeStyle === keptPen)
        #expect(style.savedObjectCount == 0)
    }

    @Test func aNewSeriesNeverSeesAFreedSeriesValues() {
        let style = WhiteWhenSelected()
        var identifiers: Set<ObjectIdentifier> = []
        // Series freed while selected; later series often reuse their addresses.
        for _ in 0..<200 {
            let series = SeriesFixture.line([1, 2], [1, 2])
            series.selectedSeriesStyle = style
            series.isSelected = true
            identifiers.insert(ObjectIdentifier(series))
        }
        for _ in 0..<200 {
            let fresh = SeriesFixture.line([1, 2], [1, 2])
            let value = style.getValueFromProperty("Stroke", ofType: SCIPenStyle.self, fromObject: fresh)
            #expect(value == nil)
        }
        #expect(style.savedObjectCount == 0)
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

/// One style instance shared by many series costs constant time per series: selecting and
/// deselecting 20,000 with the same style takes well under the limit (a list scanned per
/// call took minutes).
@Suite struct SharedStyleScalingTests {
    @Test(.timeLimit(.minutes(1)))
    func twentyThousandSeriesShareOneStyle() {
        let style = WhiteWhenSelected()
        let series = (0..<20_000).map { _ in SCIFastLineRenderableSeries() }
        let originals = series.map { _ in SCISolidPenStyle(color: 0xFF00_FF00, thickness: 1) }
        for (line, pen) in zip(series, originals) {
            line.strokeStyle = pen
            line.selectedSeriesStyle = style
            line.isSelected = true
        }
        #expect(series.allSatisfy { $0.strokeStyle === style.pen })
        #expect(style.savedObjectCount == 20_000)
        for line in series { line.isSelected = false }
        #expect(zip(series, originals).allSatisfy { $0.strokeStyle === $1 })
        #expect(style.savedObjectCount == 0)
    }

    @Test func aFreedSeriesValuesAreNotAnotherSeries() {
        let style = WhiteWhenSelected()
        for _ in 0..<500 {
            // Series made and freed in turn may reuse an address: none sees another's values.
            let line = SCIFastLineRenderableSeries()
            let pen = SCISolidPenStyle(color: 0xFF12_3456, thickness: 1)
            line.strokeStyle = pen
            line.selectedSeriesStyle = style
            line.isSelected = true
            let other = SCIFastLineRenderableSeries()
            #expect(style.getValueFromProperty("Stroke", ofType: SCIPenStyle.self, fromObject: other) == nil)
            line.isSelected = false
            #expect(line.strokeStyle === pen)
        }
        #expect(style.savedObjectCount == 0)
    }
}
