import Foundation
import Gallery
import Testing

@testable import SciChart

enum XabcdFixture {
    /// A chart of x 0...100 and prices 0...200 (no series) with an XABCD tool.
    static func surface() -> (SCIChartSurface, SCIXabcdCreationModifier) {
        let surface = Fixture.numericSurface(
            x: SCIDoubleRange(min: 0, max: 100), y: SCIDoubleRange(min: 0, max: 200))
        let modifier = SCIXabcdCreationModifier()
        modifier.isEditable = true
        surface.chartModifiers.add(modifier)
        return (surface, modifier)
    }

    /// The exact Gartley of the recognition tests, scaled into the chart: X 20 at 50, A 35
    /// at 150, B 50 at 88.2, C 65 at 119.1, D 80 at 71.4.
    static let gartley: [(Double, Double)] = [(20, 50), (35, 150), (50, 88.2), (65, 119.1), (80, 71.4)]

    static func place(_ surface: SCIChartSurface, _ points: [(Double, Double)], from time: Double = 0) {
        for (index, point) in points.enumerated() {
            let location = surface.point(x: point.0, y: point.1)
            surface.drag([location], time: time + Double(index))
        }
    }
}

/// The XABCD tool: placement, drawing, recognition live and after edits, saving, undo,
/// snapping and bad input.
@Suite struct XabcdTests {
    @Test func aPlacedPatternDrawsItsLegsTrianglesRatiosAndName() throws {
        let (surface, _) = XabcdFixture.surface()
        XabcdFixture.place(surface, XabcdFixture.gartley)
        let pattern = try #require(surface.annotations.first as? SCIXabcdAnnotation)
        let recognised = try #require(pattern.harmonicPattern)
        #expect(recognised.name == "Gartley" && recognised.isBullish && recognised.error < 1e-3)
        let list = try #require(surface.renderFrame().overlayLayer.group(named: "annotation:xabcd"))
        let triangles = try #require(list.fills.first).0
        #expect(triangles.verbs.filter { $0 == .close }.count == 2)
        let texts = list.textRuns.map(\.text)
        for name in ["X", "A", "B", "C", "D", "0.618", "0.500", "1.544", "0.786", "Bullish Gartley"] {
            #expect(texts.contains(name), "missing \(name) in \(texts)")
        }
        // The dashed ratio lines: X-B, A-C, B-D and X-D.
        let dashed = try #require(list.strokes.first { !$0.1.dashes.isEmpty }).0
        #expect(dashed.verbs.filter { $0 == .move }.count == 4)
    }

    @Test func labelsStayOffTheLegsAndInsideTheSeriesArea() throws {
        for make in [GalleryCharts.spyXabcd, GalleryCharts.spyXabcdPlacing] {
            let surface = make(.dark)
            let area = surface.seriesAreaFrame
            for case let pattern as SCIXabcdAnnotation in surface.annotations {
                let legs = pattern.getBasePoints()
                var list = SCIDisplayList()
                pattern.draw(into: &list, layout: surface.currentLayout)
                let runs = list.textRuns.filter { $0.text.count <= 6 && !$0.text.contains(" ") }
                #expect(runs.count >= legs.count)
                for run in runs {
                    let box = run.bounds
                    #expect(area.insetBy(dx: -0.5, dy: -0.5).contains(box), "\(run.text) leaves the area")
                    for (start, end) in zip(legs, legs.dropFirst()) {
                        #expect(ClippedPath.clip(start, end, to: box) == nil, "\(run.text) is on a leg")
                    }
                }
            }
        }
    }

    @Test func whilePlacingThePartPlacedShowsAndZonesShowForD() throws {
        let (surface, modifier) = XabcdFixture.surface()
        XabcdFixture.place(surface, Array(XabcdFixture.gartley.prefix(3)))
        let pattern = try #require(surface.annotations.first as? SCIXabcdAnnotation)
        #expect(pattern.isBeingPlaced && pattern.dataPoints.count == 3)
        var texts = surface.renderFrame().overlayLayer.textRuns.map(\.text)
        #expect(texts.contains("0.618") && texts.contains("B") && !texts.contains("C"))
        XabcdFixture.place(surface, [XabcdFixture.gartley[3]], from: 10)
        // D follows the pointer: the zones of the patterns X, A, B and C fit show.
        surface.pointer(.began, 500, 400, time: 20)
        #expect(modifier.activePointIndex == 4 && modifier.isDragging)
        texts = surface.renderFrame().overlayLayer.textRuns.map(\.text)
        #expect(texts.contains("Gartley"))
        let zone = try #require(pattern.potentialReversalZones.first { $0.name == "Gartley" })
        #expect(abs(zone.low - 71.4) < 0.01)
        surface.pointer(.ended, 500, 400, time: 20)
        #expect(!pattern.isBeingPlaced)
        #expect(!surface.renderFrame().overlayLayer.textRuns.map(\.text).contains("Gartley"))
    }

    @Test func movingAGripRecomputesThePatternAndUndoPutsItBack() throws {
        let (surface, modifier) = XabcdFixture.surface()
        XabcdFixture.place(surface, XabcdFixture.gartley)
        modifier.isEnabled = false
        let pattern = try #require(surface.annotations.first as? SCIXabcdAnnotation)
        #expect(pattern.harmonicPattern?.name == "Gartley")
        // D down to AD/XA 1.27 and CD/BC 2.05: a Butterfly needs AB/XA 0.786, so none.
        let d = pattern.getBasePoints()[4]
        surface.drag([d, surface.point(x: 80, y: 23)], time: 30)
        #expect(abs(pattern.dataPoints[4].y - 23) < 1e-6)
        #expect(pattern.harmonicPattern == nil)
        surface.undo()
        #expect(pattern.harmonicPattern?.name == "Gartley")
    }

    @Test func patternsSaveAndLoadWithTheirStylesAndAreRecognisedAgain() throws {
        let (surface, modifier) = XabcdFixture.surface()
        modifier.annotationStroke = SCISolidPenStyle(color: 0xFFE9_7064, thickness: 3)
        modifier.annotationFill = SCISolidBrushStyle(color: 0x55AA_AA00)
        modifier.snapToCandles = true
        XabcdFixture.place(surface, XabcdFixture.gartley)
        let data = try surface.saveAnnotations()
        let copy = Fixture.numericSurface(
            x: SCIDoubleRange(min: 0, max: 100), y: SCIDoubleRange(min: 0, max: 200))
        try copy.loadAnnotations(from: data)
        let loaded = try #require(copy.annotations.first as? SCIXabcdAnnotation)
        #expect(loaded.annotationStroke.color == 0xFFE9_7064 && loaded.annotationStroke.thickness == 3)
        #expect(loaded.annotationFill.color == 0x55AA_AA00 && loaded.snapToCandles)
        #expect(loaded.dataPoints == (surface.annotations.first as? SCIXabcdAnnotation)?.dataPoints)
        #expect(loaded.harmonicPattern?.name == "Gartley")
        copy.undo()
        #expect(copy.annotations.isEmpty)
    }

    /// The magnet every tool shares (the XABCD took only highs and lows before the tools
    /// shared one magnet): y on the nearest of the bar's open, high, low and close.
    @Test func theMagnetPutsPointsOnTheNearestBarsNearestPrice() throws {
        let (surface, modifier) = MeasureFixture.surface()
        surface.chartModifiers.remove(modifier)
        let tool = SCIXabcdCreationModifier()
        tool.snapToCandles = true
        surface.chartModifiers.add(tool)
        // Day 10 of the fixture's candles: high 113, low 107.
        surface.drag([MeasureFixture.at(surface, x: 10.3 * 86_400, y: 112)])
        let pattern = try #require(surface.annotations.first as? SCIXabcdAnnotation)
        #expect(pattern.dataPoints[0] == SCIDataPoint(x: 10 * 86_400, y: 113))
        surface.drag([MeasureFixture.at(surface, x: 20.4 * 86_400, y: 100)])
        #expect(pattern.dataPoints[1] == SCIDataPoint(x: 20 * 86_400, y: 117))
        // Day 30: open 130, close 131.
        surface.drag([MeasureFixture.at(surface, x: 29.9 * 86_400, y: 130.3)])
        #expect(pattern.dataPoints[2] == SCIDataPoint(x: 30 * 86_400, y: 130))
        surface.drag([MeasureFixture.at(surface, x: 30.2 * 86_400, y: 131.4)])
        #expect(pattern.dataPoints[3] == SCIDataPoint(x: 30 * 86_400, y: 131))
    }

    @Test func pointsOnTopOfEachOtherGiveUndefinedRatiosAndNoTrap() throws {
        let (surface, _) = XabcdFixture.surface()
        let spot = surface.point(x: 50, y: 100)
        for index in 0..<5 { surface.drag([spot], time: Double(index)) }
        let pattern = try #require(surface.annotations.first as? SCIXabcdAnnotation)
        #expect(pattern.isComplete && pattern.harmonicPattern == nil)
        #expect(pattern.ratios?.abToXa == nil)
        let frame = surface.renderFrame()
        #expect(frame.displayList.isFinite)
        #expect(frame.overlayLayer.textRuns.map(\.text).filter { $0 == "—" }.count == 4)
    }

    @Test func pointsOutsideTheSeriesAreaAreClampedToIt() throws {
        let (surface, _) = XabcdFixture.surface()
        let area = surface.seriesAreaFrame
        let outside = [CGPoint(x: -100, y: -100), CGPoint(x: 1e6, y: 300), CGPoint(x: 300, y: 1e6)]
        for (index, point) in (outside + outside.prefix(2)).enumerated() {
            surface.drag([point], time: Double(index))
        }
        let pattern = try #require(surface.annotations.first as? SCIXabcdAnnotation)
        for point in pattern.getBasePoints() {
            #expect(area.insetBy(dx: -1e-6, dy: -1e-6).contains(point))
        }
    }

    @Test(arguments: 0..<5)
    func aCancelledPointerAtAnyStepRemovesTheUnfinishedPattern(step: Int) {
        let (surface, modifier) = XabcdFixture.surface()
        var completed = 0
        modifier.annotationCreationCompletionListener = { _, _ in completed += 1 }
        XabcdFixture.place(surface, Array(XabcdFixture.gartley.prefix(step)))
        let next = XabcdFixture.gartley[step]
        surface.pointer(.began, Double(surface.point(x: next.0, y: next.1).x), 100, time: 50)
        surface.pointer(.cancelled, 0, 0, time: 50)
        #expect(surface.annotations.isEmpty && !modifier.isPlacing && modifier.activePointIndex == 0)
        #expect(completed == 0)
    }

    @Test func theListenerMayResetTheToolOrRemoveThePattern() throws {
        let (surface, modifier) = XabcdFixture.surface()
        var calls = 0
        modifier.annotationCreationCompletionListener = { annotation, type in
            calls += 1
            // The finished state (D, the last point, active), before the modifier's reset.
            #expect(type == .xAbcd && !modifier.isPlacing && modifier.activePointIndex == 4)
            modifier.reset()
            #expect(modifier.activePointIndex == 0)
            if calls == 2, let pattern = annotation as? SCIXabcdAnnotation {
                surface.annotations.remove(pattern)
            }
        }
        XabcdFixture.place(surface, XabcdFixture.gartley)
        #expect(calls == 1 && surface.annotations.count == 1)
        XabcdFixture.place(surface, XabcdFixture.gartley, from: 10)
        #expect(calls == 2 && surface.annotations.count == 1)
        // Escape is a reset.
        XabcdFixture.place(surface, Array(XabcdFixture.gartley.prefix(2)), from: 20)
        #expect(modifier.isPlacing)
        surface.handleKey(.escape)
        #expect(!modifier.isPlacing && surface.annotations.count == 1)
    }
}

/// Paths the pages name that no other test took: an XABCD tool on named axes, `cancel()`
/// mid-pattern, a protocol-typed selected style, the measure label's colour.
@Suite struct SpecPathTests {
    @Test func anXabcdToolOnNamedAxesPlacesItsPointsThere() throws {
        let surface = Fixture.numericSurface(
            x: SCIDoubleRange(min: 0, max: 100), y: SCIDoubleRange(min: 0, max: 200))
        // A second pair of axes, ten times wider in x and y, named "wide".
        let wideX = SCINumericAxis()
        wideX.axisId = "wide"
        wideX.visibleRange = SCIDoubleRange(min: 0, max: 1_000)
        wideX.autoRange = .never
        let wideY = SCINumericAxis()
        wideY.axisId = "wide"
        wideY.visibleRange = SCIDoubleRange(min: 0, max: 2_000)
        wideY.autoRange = .never
        surface.xAxes.add(wideX)
        surface.yAxes.add(wideY)
        let modifier = SCIXabcdCreationModifier()
        modifier.xAxisId = "wide"
        modifier.yAxisId = "wide"
        surface.chartModifiers.add(modifier)
        let layout = surface.currentLayout
        let points = XabcdFixture.gartley.map { (x: $0.0 * 10, y: $0.1 * 10) }
        for (index, point) in points.enumerated() {
            let location = layout.surfacePoint(x: point.x, y: point.y, xAxisId: "wide", yAxisId: "wide")
            surface.drag([location], time: Double(index))
        }
        let pattern = try #require(surface.annotations.first as? SCIXabcdAnnotation)
        #expect(pattern.xAxisId == "wide" && pattern.yAxisId == "wide")
        for (value, point) in zip(pattern.getBaseDataValues(), points) {
            #expect(abs(value.xValue - point.x) < 2 && abs(value.y - point.y) < 4, "\(value) vs \(point)")
        }
        #expect(pattern.harmonicPattern?.name == "Gartley")
        // Drawn against its own axes: D's pixel is where the wide axes put it.
        let d = try #require(pattern.getBasePoints().last)
        let expected = layout.surfacePoint(x: points[4].x, y: points[4].y, xAxisId: "wide", yAxisId: "wide")
        #expect(d.distance(to: expected) < 1.5)
    }

    @Test func cancelMidPatternRemovesItAndCallsNothing() {
        let (surface, modifier) = XabcdFixture.surface()
        var calls = 0
        modifier.annotationCreationCompletionListener = { _, _ in calls += 1 }
        XabcdFixture.place(surface, Array(XabcdFixture.gartley.prefix(3)))
        #expect(modifier.isPlacing && surface.annotations.count == 1 && modifier.activePointIndex == 3)
        modifier.cancel()
        #expect(!modifier.isPlacing && surface.annotations.isEmpty && modifier.activePointIndex == 0)
        #expect(calls == 0)
        // Ready for a new pattern from X.
        XabcdFixture.place(surface, XabcdFixture.gartley, from: 10)
        #expect(calls == 1 && surface.annotations.count == 1)
    }

    @Test func aProtocolTypedStyleStylesThroughTheSelectionModifier() {
        let surface = Fixture.numericSurface(
            x: SCIDoubleRange(min: 0, max: 10), y: SCIDoubleRange(min: 0, max: 100))
        let line = SeriesFixture.line([0, 10], [50, 50])
        let original = line.strokeStyle
        surface.renderableSeries.add(line)
        let modifier = SCISeriesSelectionModifier()
        // Typed by the protocol, as the spec's sample writes it: any series that adopts it.
        let style = PenStyle(.white, thickness: 4, type: ISCIRenderableSeries.self)
        modifier.selectedSeriesStyle = style
        surface.chartModifiers.add(modifier)
        #expect(modifier.manages(line))
        let tap = surface.point(x: 5, y: 50)
        surface.handlePointer(SCIPointerEvent(phase: .began, location: tap, timestamp: 0))
        surface.handlePointer(SCIPointerEvent(phase: .ended, location: tap, timestamp: 0.05))
        #expect(line.isSelected && line.strokeStyle === style.pen)
        let away = surface.point(x: 5, y: 5)
        surface.handlePointer(SCIPointerEvent(phase: .began, location: away, timestamp: 1))
        surface.handlePointer(SCIPointerEvent(phase: .ended, location: away, timestamp: 1.05))
        #expect(!line.isSelected && line.strokeStyle === original)
    }

    @Test func theMeasureLabelTakesItsColourFromLabelStyle() throws {
        let (surface, modifier) = MeasureFixture.surface()
        modifier.labelStyle = SCIFontStyle(fontSize: 13, textColor: 0xFF12_34AB)
        MeasureFixture.place(surface, CGPoint(x: 200, y: 300), CGPoint(x: 400, y: 150))
        let list = try #require(surface.renderFrame().overlayLayer.group(named: "annotation:measure"))
        let runs = list.textRuns
        #expect(!runs.isEmpty)
        #expect(runs.allSatisfy { $0.color == 0xFF12_34AB && $0.fontSize == 13 }, "\(runs.map(\.color))")
    }
}
