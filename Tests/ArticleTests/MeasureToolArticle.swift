import Foundation
import SciChart
import Testing

/// The code of MeasureTool.md, run on SPY's rally of February to April 2016.
@Suite struct MeasureToolArticle {
    @Test func configureDrawReadEditSave() throws {
        let surface = ArticleCharts.spy(from: (2016, 1, 4), to: (2016, 5, 31))
        var printed: [String] = []
        func print(_ line: String) { printed.append(line) }

        let modifier = SCIMeasureCreationModifier()
        modifier.growingStroke = SCISolidPenStyle(color: 0xFF2563EB, thickness: 2)
        modifier.growingFill = SCISolidBrushStyle(color: 0x292563EB)
        modifier.decliningStroke = SCISolidPenStyle(color: 0xFFDC2626, thickness: 2)
        modifier.decliningFill = SCISolidBrushStyle(color: 0x29DC2626)
        modifier.labelStyle = SCIFontStyle(fontSize: 12, textColor: .white)
        modifier.yValueScaleFactor = 100
        modifier.snapToCandles = true
        modifier.isEditable = true
        modifier.annotationCreationCompletionListener = { createdAnnotation, type in
            guard let measure = createdAnnotation as? SCIMeasureAnnotation else { return }
            let points = measure.getBaseDataValues()
            // Index mapping: 0 = Start, 1 = End
            print("Start: \(points[0].x), \(points[0].y)")
            print("End: \(points[1].x), \(points[1].y)")
        }
        surface.chartModifiers.add(items: modifier)

        // February 11 low to April 20 high: a growing measure.
        let start = ArticleCharts.location(on: surface, (2016, 2, 11), 181.09)
        let end = ArticleCharts.location(on: surface, (2016, 4, 20), 210.92)
        ArticleCharts.drag(on: surface, from: start, to: start, at: 10)
        #expect(modifier.isPlacing && modifier.activePointIndex == 1)
        ArticleCharts.drag(on: surface, from: end, to: end, at: 20)
        #expect(printed.count == 2 && printed[0].hasPrefix("Start: 2016-02-11"))
        #expect(!modifier.isPlacing && modifier.activePointIndex == 0)

        let measures = surface.annotations.compactMap { $0 as? SCIMeasureAnnotation }
        let dataPoints = measures.map { $0.getBaseDataValues() }  // dates and prices
        let pixels = measures.map { $0.getBasePoints() }  // surface points, as of now

        #expect(measures.count == 1 && measures[0].isGrowing)
        #expect(
            dataPoints[0].compactMap(\.date)
                == [(2016, 2, 11), (2016, 4, 20)].map {
                    Date(timeIntervalSince1970: ArticleCharts.day($0))
                })
        #expect(abs(pixels[0][1].y - end.y) < 1)
        // The label the article quotes.
        let texts = surface.renderDisplayList().textRuns.map(\.text)
        #expect(texts.contains("+2983.00 (+16.47%)") && texts.contains("47 bars, 69d"))

        // Switching tools.
        modifier.reset()
        modifier.isEnabled = false
        #expect(surface.annotations.count == 1)

        // Editing: a tap selects, Delete removes, undo brings it back.
        surface.handlePointer(SCIPointerEvent(phase: .began, location: start, timestamp: 30))
        surface.handlePointer(SCIPointerEvent(phase: .ended, location: start, timestamp: 30.1))
        #expect(surface.selectedAnnotation === measures[0])
        surface.handleKey(.delete)
        #expect(surface.annotations.isEmpty)
        surface.undo()
        #expect(surface.annotations.count == 1)

        let other = ArticleCharts.spy(from: (2016, 1, 4), to: (2016, 5, 31))
        let saved = try surface.saveAnnotations()
        try other.loadAnnotations(from: saved)
        other.undo()

        #expect(other.annotations.isEmpty)
        other.redo()
        let loaded = try #require(other.annotations.first as? SCIMeasureAnnotation)
        #expect(loaded.yValueScaleFactor == 100 && loaded.snapToCandles)
    }
}
