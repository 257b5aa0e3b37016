import Foundation
import MarketData
import Testing

@testable import SciChart

/// Surfaces and gestures for measure tests.
enum MeasureFixture {
    /// Daily candles at midnight UTC: day `i` opens at 100 + i.
    static func dailyCandles(days: Int = 60) -> SCIOhlcDataSeries {
        let data = SCIOhlcDataSeries(xType: .date, yType: .double)
        for day in 0..<days {
            let price = 100.0 + Double(day)
            data.append(
                x: Double(day) * 86_400, open: price, high: price + 3, low: price - 3, close: price + 1)
        }
        return data
    }

    static func surface(xAxis: SCIAxisBase = SCIDateAxis(), data: SCIOhlcDataSeries? = dailyCandles())
        -> (SCIChartSurface, SCIMeasureCreationModifier)
    {
        let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 800, height: 500))
        surface.xAxes.add(xAxis)
        let yAxis = SCINumericAxis()
        surface.yAxes.add(yAxis)
        if let data {
            let candles = SCIFastCandlestickRenderableSeries()
            candles.dataSeries = data
            surface.renderableSeries.add(candles)
        }
        if data == nil {
            xAxis.visibleRange = SCIDoubleRange(min: 0, max: 60 * 86_400)
            yAxis.visibleRange = SCIDoubleRange(min: 90, max: 170)
        }
        let modifier = SCIMeasureCreationModifier()
        surface.chartModifiers.add(modifier)
        return (surface, modifier)
    }

    /// A press, drag and release at surface points.
    static func place(_ surface: SCIChartSurface, _ points: CGPoint..., id: Int = 0) {
        for point in points {
            surface.handlePointer(SCIPointerEvent(phase: .began, location: point, pointerId: id))
            surface.handlePointer(SCIPointerEvent(phase: .moved, location: point, pointerId: id))
            surface.handlePointer(SCIPointerEvent(phase: .ended, location: point, pointerId: id))
        }
    }

    /// The surface point of a date (seconds) and price on the default axes, from the axes'
    /// calculators (independently of the annotation mapping under test).
    static func at(_ surface: SCIChartSurface, x: Double, y: Double) -> CGPoint {
        surface.currentLayout.surfacePoint(x: x, y: y)
    }
}

@Suite struct MeasureCreationTests {
    @Test func twoGesturesCreateOneMeasureAndCallBackOnce() {
        let (surface, modifier) = MeasureFixture.surface()
        var calls: [(Any, SCIAnnotationCreationType)] = []
        modifier.annotationCreationCompletionListener = { calls.append(($0, $1)) }
        let start = MeasureFixture.at(surface, x: 10 * 86_400, y: 110)
        let end = MeasureFixture.at(surface, x: 40 * 86_400, y: 150)
        surface.handlePointer(SCIPointerEvent(phase: .began, location: start))
        #expect(modifier.isDragging && modifier.activePointIndex == 0)
        let placing = surface.annotations.first as? SCIMeasureAnnotation
        #expect(placing?.isBeingPlaced == true)
        surface.handlePointer(SCIPointerEvent(phase: .ended, location: start))
        #expect(!modifier.isDragging && modifier.activePointIndex == 1)
        MeasureFixture.place(surface, end)
        #expect(calls.count == 1)
        #expect(calls.first?.1 == .measure)
        let measure = calls.first?.0 as? SCIMeasureAnnotation
        #expect(measure === placing)
        #expect(measure?.isBeingPlaced == false)
        #expect(!modifier.isPlacing && modifier.activePointIndex == 0)
        let values = measure?.getBaseDataValues() ?? []
        #expect(values.count == 2)
        #expect(abs(values[0].xValue - 10 * 86_400) < 1 && abs(values[0].y - 110) < 1e-6)
        #expect(values[0].date != nil)
        #expect(abs(values[1].y - 150) < 1e-6)
        // Ready at once for the next one.
        MeasureFixture.place(surface, start, end)
        #expect(calls.count == 2)
        #expect(surface.annotations.count == 2)
    }

    @Test func directionFollowsEndAndPreviewShowsIt() throws {
        let (surface, modifier) = MeasureFixture.surface()
        modifier.decliningStroke = SCISolidPenStyle(color: 0xFFAA_0000, thickness: 2)
        modifier.growingStroke = SCISolidPenStyle(color: 0xFF00_AA00, thickness: 2)
        let start = MeasureFixture.at(surface, x: 20 * 86_400, y: 120)
        MeasureFixture.place(surface, start)
        surface.handlePointer(
            SCIPointerEvent(phase: .began, location: MeasureFixture.at(surface, x: 30 * 86_400, y: 140)))
        let measure = try #require(surface.annotations.first as? SCIMeasureAnnotation)
        #expect(measure.isGrowing)
        func strokeColors() -> Set<SCIColor> {
            Set(surface.renderFrame().overlayLayer.strokes.map(\.1.color))
        }
        #expect(strokeColors().contains(0xFF00_AA00))
        surface.handlePointer(
            SCIPointerEvent(phase: .moved, location: MeasureFixture.at(surface, x: 30 * 86_400, y: 100)))
        #expect(!measure.isGrowing)
        #expect(strokeColors().contains(0xFFAA_0000) && !strokeColors().contains(0xFF00_AA00))
        surface.handlePointer(
            SCIPointerEvent(phase: .ended, location: MeasureFixture.at(surface, x: 30 * 86_400, y: 100)))
        #expect(measure.directionStyle.stroke === modifier.decliningStroke)
        #expect(measure.directionStyle.fill === modifier.decliningFill)
    }

    @Test func equalPricesCountAsGrowing() {
        let (surface, _) = MeasureFixture.surface()
        MeasureFixture.place(
            surface, MeasureFixture.at(surface, x: 10 * 86_400, y: 120),
            MeasureFixture.at(surface, x: 20 * 86_400, y: 120))
        #expect((surface.annotations.first as? SCIMeasureAnnotation)?.isGrowing == true)
    }

    @Test func stylesAreCopiedToTheAnnotation() {
        let (surface, modifier) = MeasureFixture.surface()
        let font = SCIFontStyle(fontSize: 15, textColor: .yellow)
        modifier.labelStyle = font
        modifier.growingFill = SCISolidBrushStyle(color: 0x1100_FF00)
        modifier.yValueScaleFactor = 100
        modifier.snapToCandles = true
        modifier.isEditable = true
        MeasureFixture.place(surface, CGPoint(x: 200, y: 300), CGPoint(x: 400, y: 100))
        let measure = surface.annotations.first as? SCIMeasureAnnotation
        #expect(measure?.labelStyle === font)
        #expect(measure?.growingFill === modifier.growingFill)
        #expect(
            measure?.yValueScaleFactor == 100 && measure?.snapToCandles == true && measure?.isEditable == true
        )
        #expect(measure?.creationType == .measure && modifier.annotationType == .measure)
    }

    /// The magnet every tool shares: x on the nearest candle, y on the nearest of its open,
    /// high, low and close (the measure snapped x only before the tools shared one magnet).
    @Test func snapsToTheNearestCandlesNearestPrice() throws {
        let (surface, modifier) = MeasureFixture.surface()
        modifier.snapToCandles = true
        // Day 10: open 110, high 113, low 107, close 111; day 20: 120, 123, 117, 121.
        MeasureFixture.place(
            surface, MeasureFixture.at(surface, x: 10.4 * 86_400, y: 111.3),
            MeasureFixture.at(surface, x: 19.7 * 86_400, y: 133.3))
        let values = try #require(surface.annotations.first as? SCIMeasureAnnotation).getBaseDataValues()
        #expect(abs(values[0].xValue - 10 * 86_400) < 1e-6)
        #expect(abs(values[1].xValue - 20 * 86_400) < 1e-6)
        #expect(values[0].y == 111 && values[1].y == 123)
        // The open when it is nearest, and the low below the bar.
        MeasureFixture.place(
            surface, MeasureFixture.at(surface, x: 29.8 * 86_400, y: 130.2),
            MeasureFixture.at(surface, x: 40.1 * 86_400, y: 90))
        let second = try #require(surface.annotations.last as? SCIMeasureAnnotation).getBaseDataValues()
        #expect(second[0].y == 130 && second[1].y == 137)
    }

    @Test func noCandlesMeansNoSnap() throws {
        let (surface, modifier) = MeasureFixture.surface(data: nil)
        modifier.snapToCandles = true
        MeasureFixture.place(
            surface, MeasureFixture.at(surface, x: 10.4 * 86_400, y: 111),
            MeasureFixture.at(surface, x: 19.7 * 86_400, y: 133))
        let values = try #require(surface.annotations.first as? SCIMeasureAnnotation).getBaseDataValues()
        #expect(abs(values[0].xValue - 10.4 * 86_400) < 60)
    }

    @Test func snapsToBarsOnACategoryAxis() throws {
        let (surface, modifier) = MeasureFixture.surface(xAxis: SCICategoryDateAxis())
        modifier.snapToCandles = true
        let calc = surface.xAxes[0].currentCoordinateCalculator
        let area = surface.seriesAreaFrame
        let y = Double(area.midY)
        MeasureFixture.place(
            surface, CGPoint(x: Double(area.minX) + calc.getCoordinate(5.3), y: y),
            CGPoint(x: Double(area.minX) + calc.getCoordinate(12.6), y: y - 50))
        let measure = try #require(surface.annotations.first as? SCIMeasureAnnotation)
        let values = measure.getBaseDataValues()
        #expect(values[0].date == Date(timeIntervalSince1970: 5 * 86_400))
        #expect(values[1].date == Date(timeIntervalSince1970: 13 * 86_400))
        #expect(measure.labelLines.last == "8 bars, 8d")
    }

    @Test func pointersOutsideTheSeriesAreaAreClamped() throws {
        let (surface, _) = MeasureFixture.surface()
        MeasureFixture.place(surface, CGPoint(x: -500, y: -500), CGPoint(x: 5000, y: 5000))
        let points = try #require(surface.annotations.first as? SCIMeasureAnnotation).getBasePoints()
        let area = surface.seriesAreaFrame
        #expect(abs(Double(points[0].x - area.minX)) < 1e-6 && abs(Double(points[0].y - area.minY)) < 1e-6)
        #expect(abs(Double(points[1].x - area.maxX)) < 1e-6 && abs(Double(points[1].y - area.maxY)) < 1e-6)
    }

    @Test func customAxisIdsAreUsedAndUnknownOnesIgnored() throws {
        let (surface, modifier) = MeasureFixture.surface()
        let right = SCINumericAxis()
        right.axisId = "volume"
        right.visibleRange = SCIDoubleRange(min: 0, max: 1000)
        surface.yAxes.add(right)
        modifier.yAxisId = "volume"
        let area = surface.seriesAreaFrame
        MeasureFixture.place(
            surface, CGPoint(x: area.midX, y: area.maxY), CGPoint(x: area.maxX, y: area.minY))
        let measure = try #require(surface.annotations.first as? SCIMeasureAnnotation)
        #expect(measure.yAxisId == "volume")
        #expect(abs(measure.getBaseDataValues()[1].y - 1000) < 1e-6)
        modifier.yAxisId = "missing"
        #expect(!surface.handlePointer(SCIPointerEvent(phase: .began, location: CGPoint(x: 300, y: 200))))
        #expect(surface.annotations.count == 1)
        #expect(!modifier.isPlacing)
    }

    @Test(arguments: ["cancel pointer", "reset", "cancel", "escape", "remove modifier", "disable modifier"])
    func abandonedPlacementLeavesNothing(how: String) {
        let (surface, modifier) = MeasureFixture.surface()
        var calls = 0
        modifier.annotationCreationCompletionListener = { _, _ in calls += 1 }
        MeasureFixture.place(surface, CGPoint(x: 200, y: 200))
        surface.handlePointer(SCIPointerEvent(phase: .began, location: CGPoint(x: 300, y: 100)))
        #expect(surface.annotations.count == 1)
        switch how {
        case "cancel pointer":
            surface.handlePointer(SCIPointerEvent(phase: .cancelled, location: CGPoint(x: 300, y: 100)))
        case "reset": modifier.reset()
        case "cancel": modifier.cancel()
        case "escape": #expect(surface.handleKey(.escape))
        case "remove modifier": surface.chartModifiers.remove(modifier)
        default: modifier.isEnabled = false
        }
        #expect(surface.annotations.isEmpty)
        #expect(calls == 0)
        #expect(!modifier.isPlacing)
        surface.handlePointer(SCIPointerEvent(phase: .ended, location: CGPoint(x: 300, y: 100)))
        #expect(calls == 0)
    }

    @Test func escapeBetweenPointsDiscards() {
        let (surface, modifier) = MeasureFixture.surface()
        MeasureFixture.place(surface, CGPoint(x: 200, y: 200))
        #expect(modifier.isPlacing)
        #expect(surface.handleKey(.escape))
        #expect(surface.annotations.isEmpty)
        #expect(!surface.handleKey(.escape))  // nothing left to cancel
    }

    @Test func listenerMayResetOrRemoveTheAnnotation() {
        let (surface, modifier) = MeasureFixture.surface()
        var calls = 0
        modifier.annotationCreationCompletionListener = { annotation, _ in
            calls += 1
            modifier.reset()
            surface.annotations.remove(annotation as! SCIAnnotationBase)
        }
        MeasureFixture.place(surface, CGPoint(x: 200, y: 200), CGPoint(x: 300, y: 100))
        #expect(calls == 1)
        #expect(surface.annotations.isEmpty)
        MeasureFixture.place(surface, CGPoint(x: 200, y: 200), CGPoint(x: 300, y: 100))
        #expect(calls == 2)
    }

    /// Page 000 lists the callback first, then the reset: the listener sees the finished
    /// state, and the modifier is ready for a new measure after it.
    @Test func theListenerRunsBeforeTheReset() {
        let (surface, modifier) = MeasureFixture.surface()
        var seen: [(index: Int, dragging: Bool, placing: Bool, complete: Bool)] = []
        modifier.annotationCreationCompletionListener = { annotation, _ in
            let measure = annotation as? SCIMeasureAnnotation
            seen.append(
                (
                    modifier.activePointIndex, modifier.isDragging, modifier.isPlacing,
                    measure?.isComplete == true
                ))
        }
        MeasureFixture.place(surface, CGPoint(x: 200, y: 200), CGPoint(x: 300, y: 100))
        #expect(seen.count == 1)
        #expect(seen.first?.index == 1, "the last point is the active one")
        #expect(seen.first?.dragging == false && seen.first?.placing == false && seen.first?.complete == true)
        // Then the reset: ready for a new measure.
        #expect(modifier.activePointIndex == 0 && !modifier.isPlacing)
        MeasureFixture.place(surface, CGPoint(x: 220, y: 200), CGPoint(x: 320, y: 100))
        #expect(seen.count == 2 && surface.annotations.count == 2)
    }

    @Test func resizeAndDataChangesMidDragKeepDataValues() throws {
        let (surface, _) = MeasureFixture.surface()
        let data = surface.renderableSeries[0].dataSeries as! SCIOhlcDataSeries
        MeasureFixture.place(surface, MeasureFixture.at(surface, x: 10 * 86_400, y: 110))
        surface.handlePointer(SCIPointerEvent(phase: .began, location: CGPoint(x: 400, y: 150)))
        surface.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        data.append(x: 100.0 * 86_400, open: 500.0, high: 600.0, low: 400.0, close: 550.0)
        surface.handlePointer(SCIPointerEvent(phase: .moved, location: CGPoint(x: 150, y: 50)))
        surface.handlePointer(SCIPointerEvent(phase: .ended, location: CGPoint(x: 150, y: 50)))
        let measure = try #require(surface.annotations.first as? SCIMeasureAnnotation)
        #expect(measure.isComplete)
        #expect(abs(measure.getBaseDataValues()[0].xValue - 10 * 86_400) < 1)
        #expect(surface.renderDisplayList().isFinite)
    }

    @Test func basePointsFollowZoomAndAreNotClamped() throws {
        let (surface, _) = MeasureFixture.surface()
        MeasureFixture.place(
            surface, MeasureFixture.at(surface, x: 10 * 86_400, y: 110),
            MeasureFixture.at(surface, x: 20 * 86_400, y: 130))
        let measure = try #require(surface.annotations.first as? SCIMeasureAnnotation)
        surface.xAxes[0].visibleRange = SCIDoubleRange(min: 15 * 86_400, max: 16 * 86_400)
        let points = measure.getBasePoints()
        #expect(points[0].x < surface.seriesAreaFrame.minX)
        #expect(points[1].x > surface.seriesAreaFrame.maxX)
        let expected = [
            MeasureFixture.at(surface, x: 10 * 86_400, y: 110),
            MeasureFixture.at(surface, x: 20 * 86_400, y: 130),
        ]
        for (point, wanted) in zip(points, expected) {
            #expect(point.distance(to: wanted) < 1e-3)
        }
    }

    @Test func numericAxesGiveDoubles() throws {
        let surface = Fixture.numericSurface()
        let modifier = SCIMeasureCreationModifier()
        surface.chartModifiers.add(modifier)
        MeasureFixture.place(surface, surface.point(x: 10, y: 10), surface.point(x: 35, y: 20))
        let measure = try #require(surface.annotations.first as? SCIMeasureAnnotation)
        #expect(measure.getBaseDataValues()[0].x is Double)
        #expect(measure.labelLines == ["+10.00 (+100.00%)", "+25.00"])
    }

    @Test func aCategoryAxisWithoutBarsCannotPlaceDates() {
        let (surface, modifier) = MeasureFixture.surface(xAxis: SCICategoryDateAxis(), data: nil)
        #expect(!surface.handlePointer(SCIPointerEvent(phase: .began, location: CGPoint(x: 300, y: 200))))
        #expect(!modifier.isPlacing && surface.annotations.isEmpty)
    }

    @Test func settingsChangedDuringPlacementApplyToTheMeasure() throws {
        let (surface, modifier) = MeasureFixture.surface()
        MeasureFixture.place(surface, CGPoint(x: 200, y: 300))
        modifier.yValueScaleFactor = 100
        modifier.isEditable = true
        let pen = SCISolidPenStyle(color: 0xFF11_2233, thickness: 3)
        modifier.growingStroke = pen
        surface.handlePointer(SCIPointerEvent(phase: .hovered, location: CGPoint(x: 400, y: 100)))
        let measure = try #require(surface.annotations.first as? SCIMeasureAnnotation)
        #expect(measure.growingStroke === pen)  // the preview already shows it
        MeasureFixture.place(surface, CGPoint(x: 400, y: 100))
        #expect(measure.yValueScaleFactor == 100 && measure.isEditable)
    }

    @Test func baseDataValuesStayDatesOffTheSurface() throws {
        let (surface, modifier) = MeasureFixture.surface()
        var created: SCIMeasureAnnotation?
        modifier.annotationCreationCompletionListener = { annotation, _ in
            created = annotation as? SCIMeasureAnnotation
            surface.annotations.remove(annotation as! SCIAnnotationBase)
        }
        MeasureFixture.place(surface, CGPoint(x: 200, y: 300), CGPoint(x: 400, y: 100))
        let measure = try #require(created)
        #expect(measure.parentSurface == nil)
        #expect(measure.getBaseDataValues().allSatisfy { $0.date != nil })
        #expect(measure.getBasePoints().isEmpty)
    }

    @Test func nonFiniteLocationsAreIgnored() {
        let (surface, modifier) = MeasureFixture.surface()
        #expect(
            !surface.handlePointer(SCIPointerEvent(phase: .began, location: CGPoint(x: Double.nan, y: 5))))
        #expect(!modifier.isPlacing && surface.annotations.isEmpty)
    }

    @Test func hoverPreviewsTheEndBetweenPoints() throws {
        let (surface, _) = MeasureFixture.surface()
        MeasureFixture.place(surface, CGPoint(x: 200, y: 300))
        surface.handlePointer(SCIPointerEvent(phase: .hovered, location: CGPoint(x: 500, y: 100)))
        let measure = try #require(surface.annotations.first as? SCIMeasureAnnotation)
        #expect(measure.getBasePoints().count == 2)
        #expect(measure.isBeingPlaced)
    }
}

@Suite struct MeasureLabelTests {
    @Test(
        arguments: [
            (100.0, 165.67, 1.0, "+65.67 (+65.67%)"),
            (464.0, 529.67, 1.0, "+65.67 (+14.15%)"),
            (1.1050, 1.1075, 10_000.0, "+25.00 (+0.23%)"),
            (200.0, 150.0, 1.0, "-50.00 (-25.00%)"),
            (100.0, 100.0, 1.0, "0.00 (0.00%)"),
            (100.0, 120.0, .nan, "+20.00%"),
            (100.0, 120.0, .infinity, "+20.00%"),
            (100.0, 120.0, 0.0, "0.00 (+20.00%)"),
            (0.0, 5.0, 1.0, "+5.00"),
            (-10.0, -5.0, 1.0, "+5.00 (+50.00%)"),
            (30_000.0, 45_000.0, 1.0, "+15000 (+50.00%)"),
            (0.0012, 0.0013, 1.0, "+0.000100 (+8.33%)"),
        ] as [(Double, Double, Double, String)])
    func priceLine(start: Double, end: Double, scale: Double, expected: String) {
        #expect(MeasureText.priceLine(start: start, end: end, scale: scale) == expected)
    }

    @Test(
        arguments: [
            (43.0 * 86_400, "43d"), (2 * 86_400 + 5 * 3600, "2d 5h"), (3 * 3600 + 15 * 60, "3h 15m"),
            (45 * 60, "45m"),
            (30, "30s"), (-86_400, "-1d"), (400 * 86_400, "1y 35d"), (365 * 86_400, "1y"),
        ] as [(Double, String)])
    func durations(seconds: Double, expected: String) {
        #expect(MeasureText.duration(seconds) == expected)
    }

    @Test func rangeLines() {
        #expect(
            MeasureText.rangeLine(bars: 30, startX: 0, endX: 43 * 86_400, xIsDate: true) == "30 bars, 43d")
        #expect(MeasureText.rangeLine(bars: 1, startX: 0, endX: 86_400, xIsDate: true) == "1 bar, 1d")
        #expect(MeasureText.rangeLine(bars: -3, startX: 10, endX: 7.5, xIsDate: false) == "-3 bars, -2.50")
        #expect(MeasureText.rangeLine(bars: nil, startX: 0, endX: 3600, xIsDate: true) == "1h")
    }

    @Test func dateAxisLabelCountsBarsOfTheSeries() throws {
        let (surface, _) = MeasureFixture.surface()
        MeasureFixture.place(
            surface, MeasureFixture.at(surface, x: 10 * 86_400, y: 110),
            MeasureFixture.at(surface, x: 40 * 86_400, y: 150))
        let measure = try #require(surface.annotations.first as? SCIMeasureAnnotation)
        #expect(measure.labelLines.count == 2)
        #expect(measure.labelLines[1] == "30 bars, 30d")
        let texts = surface.renderFrame().overlayLayer.textRuns.map(\.text)
        #expect(texts.contains(measure.labelLines[0]) && texts.contains(measure.labelLines[1]))
    }

    @Test func labelStaysInsideTheSeriesArea() throws {
        let (surface, _) = MeasureFixture.surface()
        let area = surface.seriesAreaFrame
        // A growing measure touching the top: the label cannot go above, so it goes below.
        MeasureFixture.place(
            surface, CGPoint(x: area.maxX - 5, y: area.midY), CGPoint(x: area.maxX, y: area.minY))
        let runs = surface.renderFrame().overlayLayer.textRuns
        #expect(!runs.isEmpty)
        for run in runs {
            #expect(area.contains(run.bounds.standardized.insetBy(dx: 1, dy: 1)))
        }
    }

    @Test func denormalChangesFormatSensibly() {
        #expect(MeasureText.signed(.leastNonzeroMagnitude) == "+4.94e-324")
        #expect(MeasureText.signed(-Double.leastNormalMagnitude) == "-2.23e-308")
    }

    @Test func theBoxSpansStartAndEndAndTheArrowsPointFromStartToEnd() throws {
        let (surface, _) = MeasureFixture.surface()
        let start = MeasureFixture.at(surface, x: 10 * 86_400, y: 140)
        let end = MeasureFixture.at(surface, x: 30 * 86_400, y: 110)
        MeasureFixture.place(surface, start, end)
        let group = try #require(surface.renderFrame().overlayLayer.group(named: "annotation:measure"))
        let box = try #require(group.fills.first).0.bounds
        #expect(abs(Double(box.minX - start.x)) < 1e-6 && abs(Double(box.maxX - end.x)) < 1e-6)
        #expect(abs(Double(box.minY - start.y)) < 1e-6 && abs(Double(box.maxY - end.y)) < 1e-6)
        // The arrows: one vertical from Start's price to End's, one horizontal from Start's
        // time to End's, each with its head at End's side.
        let arrows = try #require(group.strokes.first { $0.0.verbs.count > 5 }).0.elements
        let shafts = stride(from: 0, to: arrows.count - 1, by: 1).compactMap { index -> (CGPoint, CGPoint)? in
            if case .move(let a) = arrows[index], case .line(let b) = arrows[index + 1] { return (a, b) }
            return nil
        }
        #expect(shafts.contains { $0.0.y == start.y && $0.1.y == end.y && $0.0.x == box.midX })
        #expect(shafts.contains { $0.0.x == start.x && $0.1.x == end.x && $0.0.y == box.midY })
        // Declining: the label sits below the box.
        let labels = group.textRuns
        #expect(!labels.isEmpty)
        #expect(labels.allSatisfy { $0.bounds.minY > box.maxY })
    }

    @Test(arguments: ["top", "bottom", "left", "right"])
    func labelStaysInsideTheSeriesAreaAtEveryEdge(edge: String) throws {
        let (surface, _) = MeasureFixture.surface()
        let area = surface.seriesAreaFrame
        let points: (CGPoint, CGPoint)
        switch edge {
        case "top": points = (CGPoint(x: area.midX, y: area.midY), CGPoint(x: area.midX + 20, y: area.minY))
        case "bottom":
            points = (CGPoint(x: area.midX, y: area.midY), CGPoint(x: area.midX + 20, y: area.maxY))
        case "left":
            points = (CGPoint(x: area.minX + 2, y: area.midY), CGPoint(x: area.minX, y: area.midY - 30))
        default: points = (CGPoint(x: area.maxX - 2, y: area.midY), CGPoint(x: area.maxX, y: area.midY + 30))
        }
        MeasureFixture.place(surface, points.0, points.1)
        let runs = surface.renderFrame().overlayLayer.textRuns
        #expect(!runs.isEmpty)
        for run in runs {
            #expect(area.contains(run.bounds.standardized.insetBy(dx: 1, dy: 1)), "\(edge)")
        }
    }

    @Test func aLabelWiderThanTheAreaStartsAtItsLeftEdge() throws {
        let (surface, modifier) = MeasureFixture.surface()
        modifier.labelStyle = SCIFontStyle(fontSize: 120, andTextColor: .white)
        MeasureFixture.place(surface, CGPoint(x: 300, y: 300), CGPoint(x: 320, y: 250))
        let measure = try #require(surface.annotations.first as? SCIMeasureAnnotation)
        let rect = try #require(
            measure.labelRect(
                box: SCIMeasureAnnotation.box(measure.getBasePoints()), lines: measure.labelLines,
                area: surface.seriesAreaFrame))
        #expect(rect.width > surface.seriesAreaFrame.width)
        #expect(rect.minX == surface.seriesAreaFrame.minX)
        #expect(surface.renderFrame().overlayLayer.isFinite)
    }

    @Test func nothingNonFiniteIsDrawnForBadScaleFactors() {
        for factor in [Double.nan, .infinity, -.infinity, 0] {
            let (surface, modifier) = MeasureFixture.surface()
            modifier.yValueScaleFactor = factor
            MeasureFixture.place(surface, CGPoint(x: 200, y: 300), CGPoint(x: 400, y: 100))
            let overlay = surface.renderFrame().overlayLayer
            #expect(overlay.isFinite)
            #expect(overlay.textRuns.allSatisfy { !$0.text.contains("NaN") && !$0.text.contains("∞") })
        }
    }
}
