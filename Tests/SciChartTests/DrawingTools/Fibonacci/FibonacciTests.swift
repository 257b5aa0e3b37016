import Foundation
import Testing

@testable import SciChart

/// The Fibonacci retracement placed as the reference describes it (two press, drag and
/// release gestures), its levels where they belong in pixels, its settings, saving and bad
/// input.
@Suite struct FibonacciTests {
    /// The measure fixture's daily candles with a Fibonacci tool instead of the measure.
    static func surface() -> (SCIChartSurface, SCIFibonacciRetracementCreationModifier) {
        let (surface, measure) = MeasureFixture.surface()
        surface.chartModifiers.remove(measure)
        let tool = SCIFibonacciRetracementCreationModifier()
        surface.chartModifiers.add(tool)
        return (surface, tool)
    }

    static func place(_ surface: SCIChartSurface, from: (Double, Double), to: (Double, Double)) {
        MeasureFixture.place(
            surface, MeasureFixture.at(surface, x: from.0, y: from.1),
            MeasureFixture.at(surface, x: to.0, y: to.1))
    }

    /// The y of each horizontal level line drawn, from the overlay's strokes.
    static func levelLineYs(_ surface: SCIChartSurface) -> [Double] {
        let list = surface.renderFrame().overlayLayer.group(named: "annotation:fibonacciRetracement")
        return (list?.commands ?? []).compactMap { command -> Double? in
            guard case .stroke(let path, let stroke) = command, stroke.dashes.isEmpty,
                path.coordinates.count == 4, path.coordinates[1] == path.coordinates[3]
            else { return nil }
            return path.coordinates[1]
        }
    }

    @Test func twoGesturesPlaceLevelsAtTheirPrices() throws {
        let (surface, tool) = Self.surface()
        var calls: [SCIAnnotationCreationType] = []
        tool.annotationCreationCompletionListener = { _, type in calls.append(type) }
        Self.place(surface, from: (10 * 86_400, 150), to: (30 * 86_400, 110))
        #expect(calls == [.fibonacciRetracement])
        let fibonacci = try #require(surface.annotations.first as? SCIFibonacciRetracementAnnotation)
        #expect(fibonacci.isComplete)
        // The tool draws the retracement as traders read it: level 0 at the second point, the
        // end of the move, and each level r of the way back to the first.
        #expect(tool.isReversed && fibonacci.isReversed)
        let first = fibonacci.dataPoints[1].y
        let second = fibonacci.dataPoints[0].y
        let expected = SCIFibonacciRetracementAnnotation.defaultLevels.map { first + (second - first) * $0 }
        #expect(zip(fibonacci.levelPrices.map(\.price), expected).allSatisfy { abs($0 - $1) < 1e-9 })
        // In pixels: one horizontal line per level, where the y axis puts its price.
        let layout = surface.currentLayout
        let pixels = expected.map { Double(layout.surfacePoint(x: 20 * 86_400, y: $0).y) }
        let drawn = Self.levelLineYs(surface)
        #expect(drawn.count == 7)
        #expect(zip(drawn.sorted(), pixels.sorted()).allSatisfy { abs($0 - $1) < 1e-6 })
        // Labelled with ratio and price; the 0.618 level at 61.8% of the way.
        let texts = surface.renderFrame().overlayLayer.textRuns.map(\.text)
        #expect(texts.contains { $0.hasPrefix("0.618 (") })
        #expect(abs(fibonacci.levelPrices[4].price - (first + (second - first) * 0.618)) < 1e-9)
    }

    /// SciChart's annotation puts level 0 at its first point; the trader's reading (the tool's
    /// default) at the second: drawn from a low of 100 to a high of 200, 0.618 reads 138.2.
    @Test func levelZeroIsAtTheFirstPointUnlessReversed() {
        let retracement = SCIFibonacciRetracementAnnotation()
        #expect(!retracement.isReversed)
        #expect(retracement.setDataPoints([SCIDataPoint(x: 0, y: 100), SCIDataPoint(x: 10, y: 200)]))
        let plain = Dictionary(uniqueKeysWithValues: retracement.levelPrices.map { ($0.ratio, $0.price) })
        #expect(plain[0] == 100 && plain[1] == 200 && abs((plain[0.618] ?? 0) - 161.8) < 1e-9)
        retracement.isReversed = true
        let reversed = Dictionary(uniqueKeysWithValues: retracement.levelPrices.map { ($0.ratio, $0.price) })
        #expect(reversed[0] == 200 && reversed[1] == 100 && abs((reversed[0.618] ?? 0) - 138.2) < 1e-9)
        // A tool set to SciChart's reading draws that.
        let (surface, tool) = Self.surface()
        tool.isReversed = false
        Self.place(surface, from: (10 * 86_400, 150), to: (30 * 86_400, 110))
        let drawn = surface.annotations.first as? SCIFibonacciRetracementAnnotation
        #expect(drawn?.isReversed == false && drawn?.levelPrices.first?.price == drawn?.dataPoints[0].y)
    }

    @Test func aDocumentSavedBeforeTheReversedLevelsLoadsAsItWasDrawn() throws {
        let (surface, tool) = Self.surface()
        Self.place(surface, from: (10 * 86_400, 150), to: (30 * 86_400, 110))
        let saved = try surface.saveAnnotations()
        let text = try #require(String(data: saved, encoding: .utf8))
        #expect(text.contains("\"reversed\" : true"))
        let (copy, _) = Self.surface()
        try copy.loadAnnotations(from: saved)
        #expect((copy.annotations.first as? SCIFibonacciRetracementAnnotation)?.isReversed == true)
        // Without the flag (an older document): level 0 at the first point, as drawn then.
        let older = Data(text.replacingOccurrences(of: "\"reversed\" : true,", with: "").utf8)
        #expect(!String(decoding: older, as: UTF8.self).contains("reversed"))
        let (old, _) = Self.surface()
        try old.loadAnnotations(from: older)
        #expect((old.annotations.first as? SCIFibonacciRetracementAnnotation)?.isReversed == false)
        _ = tool
    }

    @Test func everySettingIsTheToolsAndTheAnnotations() throws {
        let (surface, tool) = Self.surface()
        #expect(tool.levels == SCIFibonacciRetracementAnnotation.defaultLevels)
        #expect(tool.fillOpacity == 0.2 && tool.showConnectorLine && tool.connectorLineStroke == nil)
        #expect(tool.fibonacciLabelPlacement == .left && tool.fibonacciLabelColorMode == .multiColor)
        #expect(!tool.extendStart && !tool.extendEnd && tool.keepPlacingAfterComplete && tool.isReversed)
        tool.levels = [0, 0.5, 1, 1.618]
        tool.regionColors = [.red, .blue]
        tool.fillOpacity = 0.5
        tool.showConnectorLine = false
        tool.connectorLineStroke = SCISolidPenStyle(color: .yellow, thickness: 2)
        tool.fibonacciLabelPlacement = .inside
        tool.fibonacciLabelColorMode = .singleColor
        tool.labelStyle = SCIFontStyle(fontSize: 14, textColor: .green)
        tool.extendStart = true
        tool.extendEnd = true
        tool.stroke = SCISolidPenStyle(color: .white, thickness: 3, strokeDashArray: [2, 2])
        Self.place(surface, from: (10 * 86_400, 150), to: (30 * 86_400, 110))
        let fibonacci = try #require(surface.annotations.first as? SCIFibonacciRetracementAnnotation)
        #expect(fibonacci.levels == [0, 0.5, 1, 1.618] && fibonacci.regionColors == [.red, .blue])
        #expect(fibonacci.fillOpacity == 0.5 && !fibonacci.showConnectorLine)
        #expect(fibonacci.connectorLineStroke === tool.connectorLineStroke)
        #expect(
            fibonacci.fibonacciLabelPlacement == .inside && fibonacci.fibonacciLabelColorMode == .singleColor)
        #expect(fibonacci.labelStyle === tool.labelStyle && fibonacci.extendStart && fibonacci.extendEnd)
        // Extended both ways, the lines run from edge to edge; 1.618 lies past the first point
        // (level 0 at the second, as traders read it).
        let area = surface.seriesAreaFrame
        let list = try #require(
            surface.renderFrame().overlayLayer.group(named: "annotation:fibonacciRetracement"))
        let lines = list.commands.compactMap { command -> SCIPath? in
            guard case .stroke(let path, let stroke) = command else { return nil }
            #expect(stroke.width == 3 && stroke.dashes == [2, 2])
            return path
        }
        #expect(lines.count == 4)
        for line in lines {
            let xs = [line.coordinates[0], line.coordinates[2]].sorted()
            #expect(abs(xs[0] - Double(area.minX)) < 1e-6 && abs(xs[1] - Double(area.maxX)) < 1e-6)
        }
        #expect(abs(fibonacci.levelPrices[3].price - (110 + (150 - 110) * 1.618)) < 1.5)
        // Single colour: every label in the label style's colour.
        #expect(list.textRuns.allSatisfy { $0.color == .green } && list.textRuns.count == 4)
    }

    @Test func pointsOnOnePriceDrawEveryLevelOnOneLine() throws {
        let (surface, _) = Self.surface()
        Self.place(surface, from: (10 * 86_400, 130), to: (30 * 86_400, 130))
        let fibonacci = try #require(surface.annotations.first as? SCIFibonacciRetracementAnnotation)
        #expect(fibonacci.levelPrices.allSatisfy { $0.price == fibonacci.dataPoints[0].y })
        let frame = surface.renderFrame()
        #expect(frame.displayList.isFinite)
        #expect(Set(Self.levelLineYs(surface)).count == 1)
    }

    @Test func levelsBetweenTheLargestDoublesStayBetweenThem() throws {
        let levels = FibonacciLevels.levels(
            ratios: [0, 0.236, 0.5, 1], first: -1.5e308, second: 1.5e308, ramp: [.red, .blue])
        #expect(levels.allSatisfy { $0.price.isFinite })
        #expect(levels[0].price == -1.5e308 && levels[2].price == 0 && levels[3].price == 1.5e308)
        #expect(levels[1].price < 0 && levels[1].price > -1.5e308)
        // Ordinary points keep the prices they had.
        #expect(FibonacciLevels.price(100, 200, 0.618) == 100 + 100 * 0.618)
        // Drawn on a chart, such a retracement puts no NaN in the frame.
        let (surface, _) = Self.surface()
        let fibonacci = SCIFibonacciRetracementAnnotation()
        #expect(
            fibonacci.setDataPoints([
                SCIDataPoint(x: 10 * 86_400, y: -1.5e308), SCIDataPoint(x: 30 * 86_400, y: 1.5e308),
            ]))
        fibonacci.levels = (0...255).map { -1 + 3 * Double($0) / 255 }
        surface.annotations.add(fibonacci)
        #expect(fibonacci.levelPrices.filter { (0...1).contains($0.ratio) }.allSatisfy { $0.price.isFinite })
        #expect(surface.renderFrame().displayList.isFinite)
    }

    @Test func badLevelsAreRefusedAndChangeNothing() {
        let fibonacci = SCIFibonacciRetracementAnnotation()
        let tool = SCIFibonacciRetracementCreationModifier()
        for bad in [[0, .nan, 1], [0, .infinity], Array(repeating: 0.5, count: 257)] as [[Double]] {
            fibonacci.levels = bad
            tool.levels = bad
        }
        #expect(fibonacci.levels == SCIFibonacciRetracementAnnotation.defaultLevels)
        #expect(tool.levels == SCIFibonacciRetracementAnnotation.defaultLevels)
        fibonacci.fillOpacity = .nan
        tool.fillOpacity = 7
        #expect(fibonacci.fillOpacity == 0.2 && tool.fillOpacity == 1)
        // Unsorted and beyond 0-1 are fine.
        fibonacci.levels = [1, -0.5, 0.5, 2.618]
        #expect(fibonacci.levels == [1, -0.5, 0.5, 2.618])
    }

    @Test func anEmptyListDrawsTheTwoPointsLinesOnly() throws {
        let (surface, tool) = Self.surface()
        tool.levels = []
        Self.place(surface, from: (10 * 86_400, 150), to: (30 * 86_400, 110))
        let fibonacci = try #require(surface.annotations.first as? SCIFibonacciRetracementAnnotation)
        #expect(fibonacci.levels.isEmpty && fibonacci.levelPrices.map(\.ratio) == [0, 1])
        #expect(Self.levelLineYs(surface).count == 2)
        #expect(surface.renderFrame().overlayLayer.textRuns.isEmpty)
    }

    @Test func savingLoadsBackTheSameDocument() throws {
        let (surface, tool) = Self.surface()
        tool.levels = [0, 0.382, 0.618, 1, 1.272]
        tool.regionColors = [0xFF11_2233, 0x8844_5566]
        tool.connectorLineStroke = SCISolidPenStyle(color: .yellow, thickness: 2, strokeDashArray: [3, 1])
        tool.fibonacciLabelPlacement = .top
        tool.extendEnd = true
        tool.snapToCandles = true
        Self.place(surface, from: (10 * 86_400, 150), to: (30 * 86_400, 110))
        // And one with every default.
        tool.levels = SCIFibonacciRetracementAnnotation.defaultLevels
        tool.connectorLineStroke = nil
        Self.place(surface, from: (12 * 86_400, 120), to: (40 * 86_400, 160))
        let saved = try surface.saveAnnotations()
        let (copy, _) = Self.surface()
        try copy.loadAnnotations(from: saved)
        #expect(try copy.saveAnnotations() == saved)
        let loaded = try #require(copy.annotations.first as? SCIFibonacciRetracementAnnotation)
        #expect(
            loaded.levels == [0, 0.382, 0.618, 1, 1.272] && loaded.regionColors == [0xFF11_2233, 0x8844_5566])
        #expect(
            loaded.connectorLineStroke?.strokeDashArray == [3, 1] && loaded.fibonacciLabelPlacement == .top)
        #expect(loaded.extendEnd && loaded.snapToCandles)
        // Undo and redo of the load.
        copy.undo()
        #expect(copy.annotations.isEmpty)
        copy.redo()
        #expect(copy.annotations.count == 2)
    }

    @Test func badDocumentsAreRefusedAndChangeNothing() throws {
        let (surface, _) = Self.surface()
        Self.place(surface, from: (10 * 86_400, 150), to: (30 * 86_400, 110))
        let good = String(decoding: try surface.saveAnnotations(), as: UTF8.self)
        let cases: [(String, String)] = [
            ("\"fibonacciLabelPlacement\" : \"left\"", "\"fibonacciLabelPlacement\" : \"middle\""),
            ("\"fibonacciLabelColorMode\" : \"multiColor\"", "\"fibonacciLabelColorMode\" : 3"),
            ("0.236,", "1e999,"),
            ("\"fillOpacity\" : 0.2", "\"fillOpacity\" : 1.5"),
            ("\"#FFF23645\"", "\"red\""),
        ]
        for (from, to) in cases {
            #expect(good.contains(from), "the saved document holds \(from)")
            let bad = good.replacingOccurrences(of: from, with: to)
            let target = Self.surface().0
            #expect(throws: SCIAnnotationLoadError.self) { try target.loadAnnotations(from: Data(bad.utf8)) }
            #expect(target.annotations.isEmpty)
        }
    }
}
