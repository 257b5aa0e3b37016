import Foundation
import Testing

@testable import SciChart

/// The tools beyond SciChart's seven: the position, the Elliott impulse wave with its rules,
/// the head and shoulders with its target; and the freehand drawing.
@Suite struct PatternToolsTests {
    static func surface(_ tool: SCIAnnotationCreationModifierBase) -> SCIChartSurface {
        let (surface, measure) = MeasureFixture.surface()
        surface.chartModifiers.remove(measure)
        surface.chartModifiers.add(tool)
        return surface
    }

    /// One press, drag and release at each data point (day, price), in turn.
    static func place(_ surface: SCIChartSurface, _ points: [(Double, Double)]) {
        for (index, point) in points.enumerated() {
            let at = MeasureFixture.at(surface, x: point.0 * 86_400, y: point.1)
            surface.handlePointer(SCIPointerEvent(phase: .began, location: at, timestamp: Double(index)))
            surface.handlePointer(SCIPointerEvent(phase: .moved, location: at, timestamp: Double(index)))
            surface.handlePointer(SCIPointerEvent(phase: .ended, location: at, timestamp: Double(index)))
        }
    }

    // MARK: - Position

    @Test func aLongPositionHasItsRatioAndItsLevelsStayWhenOneMoves() throws {
        let tool = SCIPositionCreationModifier()
        tool.isEditable = true
        let surface = Self.surface(tool)
        var types: [SCIAnnotationCreationType] = []
        tool.annotationCreationCompletionListener = { _, type in types.append(type) }
        Self.place(surface, [(10, 130), (10, 120), (30, 160)])
        #expect(types == [.position])
        let position = try #require(surface.annotations.first as? SCIPositionAnnotation)
        let (entry, stop, target) = (position.entryPrice, position.stopPrice, position.targetPrice)
        #expect(position.isLong)
        #expect(abs(try #require(position.riskRewardRatio) - (target - entry) / (entry - stop)) < 1e-12)
        let texts = surface.renderFrame().overlayLayer.textRuns.map(\.text)
        #expect(texts.contains { $0.hasPrefix("Long ") && $0.contains("risk/reward") })
        #expect(texts.contains { $0.hasPrefix("Stop ") } && texts.contains { $0.hasPrefix("Target ") })
        // Dragging the stop's grip moves its price only; entry and target stay.
        tool.isEnabled = false
        let grip = position.getBasePoints()[1]
        let stopX = position.dataPoints[1].x
        surface.handlePointer(SCIPointerEvent(phase: .began, location: grip, timestamp: 10))
        surface.handlePointer(
            SCIPointerEvent(phase: .moved, location: CGPoint(x: grip.x + 80, y: grip.y + 30), timestamp: 10))
        surface.handlePointer(
            SCIPointerEvent(phase: .ended, location: CGPoint(x: grip.x + 80, y: grip.y + 30), timestamp: 10))
        #expect(position.dataPoints[1].x == stopX && position.stopPrice < stop)
        #expect(position.entryPrice == entry && position.targetPrice == target)
        surface.undo()
        #expect(position.stopPrice == stop)
    }

    @Test func anEntryOnTheStopShowsNoRatio() throws {
        let surface = Self.surface(SCIPositionCreationModifier())
        Self.place(surface, [(10, 130), (12, 130), (30, 110)])
        let position = try #require(surface.annotations.first as? SCIPositionAnnotation)
        #expect(!position.isLong && position.riskRewardRatio == nil)
        let texts = surface.renderFrame().overlayLayer.textRuns.map(\.text)
        #expect(texts.contains { $0.hasPrefix("Short ") } && !texts.contains { $0.contains("risk/reward") })
        #expect(!texts.contains { $0.contains("∞") || $0.contains("nan") })
    }

    // MARK: - Elliott

    static let validImpulse: [(Double, Double)] = [
        (5, 100), (10, 120), (15, 110), (25, 150), (30, 135), (40, 160),
    ]

    @Test func aValidImpulseBreaksNoRule() throws {
        let surface = Self.surface(SCIElliottImpulseWaveCreationModifier())
        Self.place(surface, Self.validImpulse)
        let wave = try #require(surface.annotations.first as? SCIElliottImpulseWaveAnnotation)
        #expect(wave.isComplete && wave.violations.isEmpty)
        let texts = surface.renderFrame().overlayLayer.textRuns.map(\.text)
        #expect(["(1)", "(2)", "(3)", "(4)", "(5)"].allSatisfy(texts.contains))
        #expect(!texts.contains { $0.hasPrefix("✕") })
    }

    @Test(arguments: [
        (2, 95.0, SCIElliottWaveRule.waveTwoRetracesAllOfWaveOne),
        (4, 115.0, .waveFourEntersWaveOne),
        (3, 125.0, .waveThreeIsTheShortest),
    ])
    func eachRuleBrokenIsListedAndDrawnAtItsWave(point: Int, price: Double, rule: SCIElliottWaveRule) throws {
        var points = Self.validImpulse
        points[point].1 = price
        let surface = Self.surface(SCIElliottImpulseWaveCreationModifier())
        Self.place(surface, points)
        let wave = try #require(surface.annotations.first as? SCIElliottImpulseWaveAnnotation)
        #expect(wave.violations == [rule])
        let list = try #require(
            surface.renderFrame().overlayLayer.group(named: "annotation:elliottImpulseWave"))
        #expect(list.textRuns.contains { $0.text == "✕ \(rule.summary)" && $0.color == wave.violationColor })
        // The wave concerned is drawn dashed in the violation colour.
        let dashed = list.commands.filter { command in
            if case .stroke(_, let stroke) = command { !stroke.dashes.isEmpty } else { false }
        }
        #expect(dashed.count == 1)
    }

    @Test func theRulesAreCheckedWhilePlacing() throws {
        let tool = SCIElliottImpulseWaveCreationModifier()
        let surface = Self.surface(tool)
        // Points 0 and 1, then 2 below point 0: wave 2 retraces all of wave 1 already.
        Self.place(surface, [(5, 100), (10, 120), (15, 95)])
        let wave = try #require(surface.annotations.first as? SCIElliottImpulseWaveAnnotation)
        #expect(!wave.isComplete && wave.violations == [.waveTwoRetracesAllOfWaveOne])
        // A falling impulse is judged the other way round.
        #expect(ElliottRules.violations([160, 140, 150, 110, 125, 100]).isEmpty)
        #expect(ElliottRules.violations([160, 140, 165, 110, 125, 100]) == [.waveTwoRetracesAllOfWaveOne])
    }

    // MARK: - Head and shoulders

    @Test func theTargetIsTheHeadsHeightProjectedFromTheBreakout() throws {
        let surface = Self.surface(SCIHeadAndShouldersCreationModifier())
        // A top: troughs at 120 (day 15) and 110 (day 35), so the neckline falls half a point a
        // day; head 160 at day 25 (the neckline is 115 there: height 45).
        let points: [(Double, Double)] = [
            (5, 110), (10, 140), (15, 120), (25, 160), (35, 110), (40, 135), (50, 90),
        ]
        Self.place(surface, points)
        let pattern = try #require(surface.annotations.first as? SCIHeadAndShouldersAnnotation)
        let placed = pattern.dataPoints.map(\.y)
        // By hand, from the placed prices: the neckline through (day 15, y2) and (day 35, y4).
        let (x2, y2, x4, y4) = (15.0 * 86_400, placed[2], 35.0 * 86_400, placed[4])
        func neckline(_ x: Double) -> Double { y2 + (y4 - y2) * (x - x2) / (x4 - x2) }
        let height = placed[3] - neckline(25 * 86_400)
        // The last leg from day 40 to day 50 crosses the neckline where their gaps cancel.
        let (x5, y5, x6, y6) = (40.0 * 86_400, placed[5], 50.0 * 86_400, placed[6])
        let t = (y5 - neckline(x5)) / ((y5 - neckline(x5)) - (y6 - neckline(x6)))
        let breakoutX = x5 + (x6 - x5) * t
        let expected = neckline(breakoutX) - height
        #expect(abs(try #require(pattern.targetPrice) - expected) < 1e-9)
        #expect(abs(try #require(pattern.breakout).x - breakoutX) < 1e-6)
        let texts = surface.renderFrame().overlayLayer.textRuns.map(\.text)
        #expect(["LS", "H", "RS"].allSatisfy(texts.contains) && texts.contains { $0.hasPrefix("Target ") })
    }

    @Test func aLabelPastTheSeriesAreasEdgeIsMovedInsideOnAPlate() throws {
        let area = CGRect(x: 10, y: 20, width: 300, height: 200)
        let font = SCIFontStyle(fontSize: 12, textColor: .white)
        // "H" over a head at the top edge: its box starts above the area.
        let above = SCITextRun(
            text: "H", anchor: CGPoint(x: 100, y: 22), horizontal: .center, vertical: .bottom, font: font)
        let kept = SCIAnnotationMapping.kept(above, inside: area)
        #expect(kept.bounds.minY >= area.minY && kept.bounds.midX == above.bounds.midX)
        // Past the right edge: moved left; inside: unchanged.
        let right = SCITextRun(
            text: "0.618 (201.42)", anchor: CGPoint(x: 305, y: 100), horizontal: .left, vertical: .center,
            font: font)
        #expect(SCIAnnotationMapping.kept(right, inside: area).bounds.maxX <= area.maxX)
        let inside = SCITextRun(
            text: "RS", anchor: CGPoint(x: 150, y: 120), horizontal: .center, vertical: .center, font: font)
        #expect(SCIAnnotationMapping.kept(inside, inside: area) == inside)
        // A label wholly outside (its drawing panned out of view) is not pinned to the edge.
        let away = SCITextRun(
            text: "LS", anchor: CGPoint(x: 900, y: 100), horizontal: .center, vertical: .center, font: font)
        #expect(SCIAnnotationMapping.kept(away, inside: area) == away)
        // Drawn by a pattern: inside the series area.
        let surface = Self.surface(SCIHeadAndShouldersCreationModifier())
        Self.place(surface, [(5, 110), (10, 140), (15, 120), (25, 160), (35, 110)])
        let overlay = surface.renderFrame().overlayLayer
        let head = try #require(overlay.textRuns.first { $0.text == "H" })
        #expect(surface.seriesAreaFrame.contains(head.bounds))
    }

    @Test func theNecklineReachesAThirdOfThePatternPastItsEndNotTheChartsEdge() throws {
        let day = 86_400.0
        let points = [(5.0, 110.0), (10, 140), (15, 120), (25, 160), (35, 110), (40, 135), (50, 90)].map {
            SCIDataPoint(x: $0 * day, y: $1)
        }
        let geometry = HeadAndShouldersGeometry(points: points)
        // The breakout (before day 50) comes before the last point: 45 days wide, 15 past it.
        #expect(geometry.breakout.x < 50 * day)
        #expect(abs(geometry.reach(placed: 7) - 65 * day) < 1e-6)
        // While placing, from the last point placed.
        #expect(abs(geometry.reach(placed: 5) - (35 + 10) * day) < 1e-6)
        // A breakout past the last point (a leg that ends on the neckline's far side later).
        let late = HeadAndShouldersGeometry(
            points: Array(points.prefix(6)) + [SCIDataPoint(x: 50 * day, y: 130)])
        #expect(late.reach(placed: 7) >= late.breakout.x)
    }

    // MARK: - Freehand

    @Test func aStrokeFollowsThePointerDropsClosePointsAndEndsAtItsLimit() throws {
        let tool = SCIFreehandDrawingModifier()
        tool.maxPoints = 50
        let surface = Self.surface(tool)
        var completions = 0
        tool.annotationCreationCompletionListener = { _, type in
            #expect(type == .freehandDrawing)
            completions += 1
        }
        surface.handlePointer(SCIPointerEvent(phase: .began, location: CGPoint(x: 100, y: 200)))
        // Moves of half a point are dropped (sampling 2 points).
        for step in 1...10 {
            surface.handlePointer(
                SCIPointerEvent(phase: .moved, location: CGPoint(x: 100 + Double(step) * 0.5, y: 200)))
        }
        let drawing = try #require(surface.annotations.first as? SCIFreehandDrawingAnnotation)
        #expect(drawing.dataPoints.count == 3)
        for step in 1...200 {
            surface.handlePointer(
                SCIPointerEvent(phase: .moved, location: CGPoint(x: 110 + Double(step) * 3, y: 200)))
        }
        // The limit ended the stroke: 50 points, one completion, the release changes nothing.
        #expect(completions == 1 && drawing.dataPoints.count == 50 && drawing.isComplete)
        surface.handlePointer(SCIPointerEvent(phase: .ended, location: CGPoint(x: 700, y: 200)))
        #expect(completions == 1 && surface.annotations.count == 1 && !drawing.hasPointGrips)
    }

    @Test func aStrokeIsMovedWholeDeletedAndSaved() throws {
        let tool = SCIFreehandDrawingModifier()
        tool.isEditable = true
        tool.stroke = SCISolidPenStyle(color: .green, thickness: 4)
        let surface = Self.surface(tool)
        surface.handlePointer(SCIPointerEvent(phase: .began, location: CGPoint(x: 200, y: 200), timestamp: 0))
        for step in 1...20 {
            surface.handlePointer(
                SCIPointerEvent(
                    phase: .moved, location: CGPoint(x: 200 + Double(step) * 5, y: 200 + Double(step)),
                    timestamp: 0))
        }
        surface.handlePointer(SCIPointerEvent(phase: .ended, location: CGPoint(x: 300, y: 220), timestamp: 0))
        let drawing = try #require(surface.annotations.first as? SCIFreehandDrawingAnnotation)
        #expect(drawing.dataPoints.count == 21)
        let saved = try surface.saveAnnotations()
        let copy = Self.surface(SCIFreehandDrawingModifier())
        try copy.loadAnnotations(from: saved)
        #expect(try copy.saveAnnotations() == saved)
        let loaded = try #require(copy.annotations.first as? SCIFreehandDrawingAnnotation)
        #expect(
            loaded.drawId == drawing.drawId && loaded.dataPoints == drawing.dataPoints
                && loaded.stroke.thickness == 4)
        // No grips: a press on the stroke takes its body; a drag moves every point.
        tool.isEnabled = false
        let before = drawing.getBasePoints()
        let on = before[10]
        surface.handlePointer(SCIPointerEvent(phase: .began, location: on, timestamp: 5))
        surface.handlePointer(
            SCIPointerEvent(phase: .moved, location: CGPoint(x: on.x, y: on.y + 40), timestamp: 5))
        surface.handlePointer(
            SCIPointerEvent(phase: .ended, location: CGPoint(x: on.x, y: on.y + 40), timestamp: 5))
        let after = drawing.getBasePoints()
        #expect(
            zip(before, after).allSatisfy {
                abs(Double($1.y - $0.y) - 40) < 1e-6 && abs(Double($1.x - $0.x)) < 1e-6
            })
        // Selected, it is deleted by the tool, as one undo step.
        surface.selectedAnnotation = drawing
        #expect(tool.deleteSelectedAnnotations())
        #expect(surface.annotations.isEmpty)
        surface.undo()
        #expect(surface.annotations.count == 1)
        // Points added by code: finite ones, up to the limit.
        drawing.maxPoints = 22
        #expect(drawing.appendPoint(x: 50 * 86_400, y: 120) && !drawing.appendPoint(x: .nan, y: 1))
        #expect(!drawing.appendPoint(x: 51 * 86_400, y: 121))
        drawing.clearPoints()
        #expect(drawing.dataPoints.isEmpty)
    }

    @Test func everyNewToolSavesAndLoadsBackByteForByte() throws {
        for (tool, points) in [
            (SCIPositionCreationModifier(), [(10.0, 130.0), (10, 120), (30, 160)]),
            (SCIElliottImpulseWaveCreationModifier(), Self.validImpulse),
            (
                SCIHeadAndShouldersCreationModifier(),
                [(5, 110), (10, 140), (15, 120), (25, 160), (35, 110), (40, 135), (50, 90)]
            ),
        ] as [(SCIAnnotationCreationModifierBase, [(Double, Double)])] {
            let surface = Self.surface(tool)
            Self.place(surface, points)
            let saved = try surface.saveAnnotations()
            let copy = Self.surface(SCIMeasureCreationModifier())
            try copy.loadAnnotations(from: saved)
            #expect(try copy.saveAnnotations() == saved)
            #expect(copy.annotations.count == 1)
        }
    }
}

/// What a review of the tools found, each now held by a test.
@Suite struct ToolReviewTests {
    @Test func aStrokeBuiltInCodeGrowsAPointAtATime() {
        let stroke = SCIFreehandDrawingAnnotation()
        stroke.maxPoints = 100_000
        // A copy of every point at each append would make this 5e9 point copies.
        for index in 0..<100_000 { stroke.appendPoint(x: Double(index), y: Double(index % 7)) }
        #expect(stroke.dataPoints.count == 100_000 && !stroke.appendPoint(x: 1, y: 1))
    }

    @Test func theFreehandToolRefusesWhatItsDrawingRefuses() throws {
        let pen = SCIFreehandDrawingModifier()
        pen.pointSamplingDistancePx = .nan
        pen.selectionOffset = -3
        pen.maxPoints = 0
        #expect(pen.pointSamplingDistancePx == 2 && pen.selectionOffset == 0 && pen.maxPoints == 2)
        pen.pointSamplingDistancePx = .infinity
        #expect(pen.pointSamplingDistancePx == 1e6)
        let zone = SCIStopLossTakeProfitCreationModifier()
        zone.axisSpanFillOpacity = .nan
        zone.axisSpanFillOpacity = 4
        #expect(zone.axisSpanFillOpacity == 1)
        zone.labels = Array(repeating: SCIMultiPointLabel(), count: 300)
        #expect(zone.labels.count == SCIAnnotationDocument.maximumListLength)
    }

    @Test func settingsTheSettersTakeAreSaved() throws {
        let (surface, measure) = MeasureFixture.surface()
        surface.chartModifiers.remove(measure)
        let stroke = SCIFreehandDrawingAnnotation()
        stroke.drawId = String(repeating: "é", count: 5_000)
        stroke.pointSamplingDistancePx = 1e9
        stroke.snapToCandles = true
        stroke.appendPoint(x: 10 * 86_400, y: 120)
        stroke.appendPoint(x: 12 * 86_400, y: 125)
        surface.annotations.add(stroke)
        #expect(stroke.drawId.unicodeScalars.count == SCIAnnotationDocument.maximumTextLength)
        let saved = try surface.saveAnnotations()
        let (copy, other) = MeasureFixture.surface()
        copy.chartModifiers.remove(other)
        try copy.loadAnnotations(from: saved)
        let loaded = try #require(copy.annotations.first as? SCIFreehandDrawingAnnotation)
        #expect(
            loaded.drawId == stroke.drawId && loaded.pointSamplingDistancePx == 1e6 && loaded.snapToCandles)
    }

    @Test func aStrokeEndedByAClickStaysSelectedWhenTheToolStops() throws {
        let pen = SCIFreehandDrawingModifier()
        pen.isEditable = true
        pen.keepPlacingAfterComplete = false
        let surface = PatternToolsTests.surface(pen)
        surface.handlePointer(SCIPointerEvent(phase: .began, location: CGPoint(x: 200, y: 200), timestamp: 0))
        surface.handlePointer(
            SCIPointerEvent(phase: .ended, location: CGPoint(x: 200, y: 200), timestamp: 0.05))
        surface.handlePointer(SCIPointerEvent(phase: .hovered, location: CGPoint(x: 260, y: 230)))
        surface.handlePointer(SCIPointerEvent(phase: .began, location: CGPoint(x: 300, y: 240), timestamp: 1))
        surface.handlePointer(
            SCIPointerEvent(phase: .ended, location: CGPoint(x: 300, y: 240), timestamp: 1.05))
        let stroke = try #require(surface.annotations.first as? SCIFreehandDrawingAnnotation)
        #expect(surface.selectedAnnotation === stroke && pen.isWaitingForStart)
        // The next tap on empty space deselects as usual.
        surface.handlePointer(SCIPointerEvent(phase: .began, location: CGPoint(x: 600, y: 100), timestamp: 5))
        surface.handlePointer(
            SCIPointerEvent(phase: .ended, location: CGPoint(x: 600, y: 100), timestamp: 5.05))
        #expect(surface.selectedAnnotation == nil)
    }

    @Test func aHeadAndShouldersTargetBeyondTheViewLeavesNoLabelAtItsEdge() throws {
        let surface = PatternToolsTests.surface(SCIHeadAndShouldersCreationModifier())
        PatternToolsTests.place(
            surface, [(5, 110), (10, 140), (15, 120), (25, 160), (35, 110), (40, 135), (50, 90)])
        #expect(surface.renderFrame().overlayLayer.textRuns.contains { $0.text.hasPrefix("Target ") })
        // Seen up to day 30: the breakout (after day 40) and its target's line are out of view.
        surface.xAxes[0].visibleRange = SCIDoubleRange(min: 0, max: 30 * 86_400)
        #expect(!surface.renderFrame().overlayLayer.textRuns.contains { $0.text.hasPrefix("Target ") })
    }

    @Test func aZonesBandOnAVerticalChartStaysBesideTheSeriesArea() throws {
        let xAxis = SCIDateAxis()
        xAxis.axisAlignment = .left
        let (surface, measure) = MeasureFixture.surface(xAxis: xAxis)
        surface.yAxes[0].axisAlignment = .bottom
        surface.chartModifiers.remove(measure)
        let zone = SCIStopLossTakeProfitAnnotation()
        #expect(
            zone.setDataPoints([SCIDataPoint(x: 10 * 86_400, y: -1e9), SCIDataPoint(x: 20 * 86_400, y: 1e9)]))
        surface.annotations.add(zone)
        let axes = try #require(surface.renderFrame().overlayLayer.group(named: "axes:stopLossTakeProfit"))
        let area = surface.seriesAreaFrame
        // The band is the group's first fill; the date badges on the left axis follow it.
        let band = try #require(
            axes.commands.lazy.compactMap { command -> SCIPath? in
                guard case .fill(let path, _) = command else { return nil }
                return path
            }.first)
        #expect(band.bounds.minX >= area.minX - 1e-6 && band.bounds.maxX <= area.maxX + 1e-6)
        #expect(band.bounds.width > area.width / 2)
    }
}
