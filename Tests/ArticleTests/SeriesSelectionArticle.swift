import Foundation
import SciChart
import SciChartCairo
import Testing

/// The spec's selected-series style, as SeriesSelection.md shows it (the spec's sample with
/// its property names in lower camel case).
final class SelectedSeriesStyle: SCIStyleBase<ISCIRenderableSeries> {
    let strokeKey = "Stroke"
    let pointMarkerKey = "PointMarker"
    let selectedStrokeStyle = SCISolidPenStyle(color: .white, thickness: 4)
    let selectedPointMarker: ISCIPointMarker

    init() {
        selectedPointMarker = SCIEllipsePointMarker()
        selectedPointMarker.size = CGSize(width: 10, height: 10)
        selectedPointMarker.fillStyle = SCISolidBrushStyle(colorCode: 0xFFFF00DC)
        selectedPointMarker.strokeStyle = SCISolidPenStyle(color: .white, thickness: 1)
        super.init(styleableType: SCIRenderableSeriesBase.self)
    }

    override func applyStyleInternal(to styleableObject: ISCIRenderableSeries!) {
        putProperty(strokeKey, value: styleableObject.strokeStyle, intoObject: styleableObject)
        putProperty(pointMarkerKey, value: styleableObject.pointMarker, intoObject: styleableObject)
        styleableObject.strokeStyle = selectedStrokeStyle
        styleableObject.pointMarker = selectedPointMarker
    }

    override func discardStyleInternal(from styleableObject: ISCIRenderableSeries!) {
        let penStyle = getValueFromProperty(strokeKey, ofType: SCIPenStyle.self, fromObject: styleableObject)
        let pointMarker = getValueFromProperty(
            pointMarkerKey, ofType: ISCIPointMarker.self, fromObject: styleableObject)
        styleableObject.strokeStyle = penStyle as? SCIPenStyle
        styleableObject.pointMarker = pointMarker as? ISCIPointMarker
    }
}

/// The code of SeriesSelection.md, on SPY's closes and moving averages of early 2016.
@Suite struct SeriesSelectionArticle {
    /// SPY candles with their 50- and 200-day averages, January to March 2016, dark.
    static func chart() -> SCIChartSurface {
        let surface = ArticleCharts.spy(from: (2016, 1, 4), to: (2016, 3, 31))
        surface.theme = .dark
        surface.chartTitle = "SPY, early 2016: the 50-day average selected"
        return surface
    }

    @Test func selectAtATapAndDeselect() throws {
        let surface = Self.chart()

        let selection = SCISeriesSelectionModifier()
        selection.selectedSeriesStyle = SelectedSeriesStyle()
        var changes: [String] = []
        selection.selectionChangedListener = { series in
            changes.append(series?.dataSeries?.seriesName ?? "nothing")
        }
        surface.chartModifiers.add(selection)

        let style = try #require(selection.selectedSeriesStyle as? SelectedSeriesStyle)
        let average = surface.renderableSeries[1]
        let before = average.strokeStyle
        let day = ArticleCharts.day((2016, 2, 16))
        let index = try #require(average.dataSeries?.nearestIndex(toX: day))
        tap(surface, at: location(of: average, at: index, on: surface), time: 0)
        #expect(surface.renderableSeries.map(\.isSelected) == [false, true, false])
        #expect(selection.selectedSeries === average)
        #expect(average.strokeStyle === style.selectedStrokeStyle)
        #expect(average.pointMarker === style.selectedPointMarker)

        let picture = try surface.renderImage(scale: 1)
        try ArticlePictures.check(picture, named: "series-selection.png")

        // A tap on nothing deselects and gives the series its own style back.
        tap(
            surface, at: CGPoint(x: surface.seriesAreaFrame.midX, y: surface.seriesAreaFrame.minY + 2),
            time: 5)
        #expect(surface.renderableSeries.allSatisfy { !$0.isSelected })
        #expect(average.strokeStyle === before && average.pointMarker == nil)
        #expect(changes == [average.dataSeries?.seriesName ?? "", "nothing"])

        // Selecting in code applies and discards the series' own selected style.
        let longAverage = surface.renderableSeries[2]
        longAverage.selectedSeriesStyle = SelectedSeriesStyle()
        longAverage.isSelected = true
        #expect(longAverage.pointMarker != nil && longAverage.strokeStyle?.thickness == 4)
        longAverage.isSelected = false
        #expect(longAverage.pointMarker == nil && longAverage.strokeStyle?.thickness != 4)
    }

    /// A tap as a host sends one: a press and a release at the same place.
    private func tap(_ surface: SCIChartSurface, at location: CGPoint, time: Double) {
        surface.handlePointer(SCIPointerEvent(phase: .began, location: location, timestamp: time))
        surface.handlePointer(SCIPointerEvent(phase: .ended, location: location, timestamp: time + 0.05))
    }

    /// The surface point of data point `index` of a line series.
    private func location(of series: SCIRenderableSeriesBase, at index: Int, on surface: SCIChartSurface)
        -> CGPoint
    {
        let data = series.dataSeries as? SCIXyDataSeries
        let x = data?.xValue(at: index) ?? 0
        let y = data?.yValue(at: index) ?? 0
        return surface.currentLayout.surfacePoint(x: x, y: y)
    }
}
