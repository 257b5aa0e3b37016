import Foundation
import SciChart
import Testing

/// The code of ClassicAnnotations.md.
@Suite struct ClassicAnnotationsArticle {
    @Test func aBoxUnderTheCandlesAndANoteInTheCorner() throws {
        let surface = ArticleCharts.spy(from: (2016, 1, 4), to: (2016, 8, 31))

        let box = SCIBoxAnnotation()
        box.set(x1: Date(timeIntervalSince1970: 1_453_248_000))
        box.set(y1: 180)
        box.set(x2: Date(timeIntervalSince1970: 1_456_358_400))
        box.set(y2: 196)
        box.fillBrush = SCISolidBrushStyle(color: 0x2629_62FF)
        box.annotationSurface = .belowChart
        box.isEditable = true
        surface.annotations.add(box)

        let corner = SCITextAnnotation()
        corner.coordinateMode = .relative
        corner.set(x1: 0.02)
        corner.set(y1: 0.03)
        corner.text = "Drawn by code"
        surface.annotations.add(corner)

        #expect(box.x1 as? Date == Date(timeIntervalSince1970: 1_453_248_000) && box.y2 == 196)
        // Under the series, in the chart layer; the note in the overlay, in its corner.
        #expect(surface.renderFrame().chartLayer.group(named: "annotations:belowChart") != nil)
        let before = surface.renderFrame().overlayLayer.group(named: "annotation:text")?.textRuns.first?
            .bounds
        surface.xAxes[0].visibleRange = SCIDoubleRange(min: 1_420_070_400, max: 1_483_228_800)
        let after = surface.renderFrame().overlayLayer.group(named: "annotation:text")?.textRuns.first?.bounds
        #expect(before != nil && before == after)
    }

    @Test func aPriceLineWithItsLabels() throws {
        let surface = ArticleCharts.spy(from: (2016, 1, 4), to: (2016, 8, 31))

        let high = SCIHorizontalLineAnnotation()
        high.set(y1: 210.92)
        high.annotationLabels.add(SCIAnnotationLabel(labelPlacement: .topLeft, text: "April high"))
        high.annotationLabels.add(SCIAnnotationLabel(labelPlacement: .axis))
        surface.annotations.add(high)

        let frame = surface.renderFrame()
        #expect(
            frame.overlayLayer.group(named: "annotation:horizontalLine")?.textRuns.first?.text == "April high"
        )
        #expect(frame.overlayLayer.group(named: "axes:horizontalLine")?.textRuns.first?.text == "210.92")
    }

    @Test func theLastPriceAndAnAlert() throws {
        let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
        let xAxis = SCINumericAxis()
        xAxis.autoRange = .always
        let yAxis = SCINumericAxis()
        yAxis.autoRange = .always
        surface.xAxes.add(xAxis)
        surface.yAxes.add(yAxis)

        let prices = SCIXyDataSeries(xType: .double, yType: .double)
        let lastPrice = SCIAxisMarkerAnnotation(following: prices)
        let level = SCIHorizontalLineAnnotation()
        level.set(y1: 101)
        level.isDrawing = false
        level.setAlert(on: prices) { alert in
            print(alert.direction == .up ? "above" : "below", alert.level)
        }
        surface.annotations.add(items: lastPrice, level)

        let line = SCIFastLineRenderableSeries()
        line.dataSeries = prices
        surface.renderableSeries.add(line)
        prices.append(x: [0, 1, 2], y: [100, 102, 100.5])
        surface.layoutIfNeeded()
        #expect(lastPrice.y1 == 100.5)
        #expect(surface.drawings.isEmpty)
    }

    @Test func toolsThatDrawThem() throws {
        let surface = ArticleCharts.spy(from: (2016, 1, 4), to: (2016, 8, 31))

        let rectangle = SCIBoxCreationModifier()
        rectangle.template.fillBrush = SCISolidBrushStyle(color: 0x33F5_A623)
        rectangle.isEditable = true
        surface.chartModifiers.add(items: rectangle, SCITextCreationModifier())

        for note in surface.chartModifiers.compactMap({ $0 as? SCITextCreationModifier }) {
            note.isEnabled = false
        }
        ArticleCharts.drag(
            on: surface, from: ArticleCharts.location(on: surface, (2016, 3, 1), 190),
            to: ArticleCharts.location(on: surface, (2016, 4, 1), 200), at: 0)
        let drawn = try #require(surface.annotations.first as? SCIBoxAnnotation)
        #expect(drawn.fillBrush.color == 0x33F5_A623 && drawn.isEditable)
    }
}
