import Foundation
import Testing

@testable import SciChart

/// What every drawing tool must do the same way: cancel at any step, draw on vertical and
/// category charts, be placed by click, move, click, refuse documents of the wrong shape.
@Suite struct EveryToolTests {
    /// A new modifier of each built-in tool.
    static func tools() -> [SCIAnnotationCreationModifierBase] {
        [
            SCIMeasureCreationModifier(), SCIXabcdCreationModifier(),
            SCIFibonacciRetracementCreationModifier(),
            SCIPitchforkCreationModifier(), SCIExtendedLineCreationModifier(),
            SCIStopLossTakeProfitCreationModifier(), SCIFreehandDrawingModifier(),
            SCIPositionCreationModifier(),
            SCIElliottImpulseWaveCreationModifier(), SCIHeadAndShouldersCreationModifier(),
            SCIHorizontalLineCreationModifier(), SCIHorizontalRayCreationModifier(),
            SCIVerticalLineCreationModifier(), SCILineCreationModifier(), SCILineArrowCreationModifier(),
            SCIBoxCreationModifier(), SCITextCreationModifier(),
        ]
    }

    static func surface(_ tool: SCIAnnotationCreationModifierBase, xAxis: SCIAxisBase = SCIDateAxis())
        -> SCIChartSurface
    {
        let (surface, measure) = MeasureFixture.surface(xAxis: xAxis)
        surface.chartModifiers.remove(measure)
        surface.chartModifiers.add(tool)
        return surface
    }

    /// Surface points for each point a tool places: a zigzag across the series area.
    static func spots(_ surface: SCIChartSurface, count: Int) -> [CGPoint] {
        let area = surface.seriesAreaFrame
        return (0..<count).map { index in
            CGPoint(
                x: area.minX + area.width * (0.1 + 0.8 * Double(index) / Double(max(count - 1, 1))),
                y: area.minY + area.height * (index % 2 == 0 ? 0.7 : 0.3))
        }
    }

    /// Places a whole annotation: a stroke for a freehand tool, one press, drag and release
    /// per point otherwise (a segment step's drag places its second point).
    static func placeAll(_ tool: SCIAnnotationCreationModifierBase, on surface: SCIChartSurface) {
        let count = tool is SCIFreehandDrawingModifier ? 7 : tool.pointCount
        let points = spots(surface, count: count)
        if tool.placementSteps == [.stroke] {
            surface.handlePointer(SCIPointerEvent(phase: .began, location: points[0]))
            for point in points.dropFirst() {
                surface.handlePointer(SCIPointerEvent(phase: .moved, location: point))
            }
            surface.handlePointer(SCIPointerEvent(phase: .ended, location: points[count - 1]))
            return
        }
        var index = 0
        for step in tool.placementSteps {
            surface.handlePointer(
                SCIPointerEvent(phase: .began, location: points[index], timestamp: Double(index)))
            if step == .segment { index += 1 }
            surface.handlePointer(
                SCIPointerEvent(phase: .moved, location: points[index], timestamp: Double(index)))
            surface.handlePointer(
                SCIPointerEvent(phase: .ended, location: points[index], timestamp: Double(index)))
            index += 1
        }
    }

    @Test func aCancelledPointerAtAnyStepLeavesNothingAndCallsNothing() {
        for make in Self.tools().indices {
            // A stroke is one step: a click starts it and the next press ends it.
            let steps = Self.tools()[make] is SCIFreehandDrawingModifier ? 1 : Self.tools()[make].pointCount
            for cancelAt in 0..<steps {
                let tool = Self.tools()[make]
                let surface = Self.surface(tool)
                var calls = 0
                tool.annotationCreationCompletionListener = { _, _ in calls += 1 }
                let points = Self.spots(surface, count: steps)
                for index in 0..<cancelAt {
                    surface.handlePointer(
                        SCIPointerEvent(phase: .began, location: points[index], timestamp: Double(index)))
                    surface.handlePointer(
                        SCIPointerEvent(phase: .ended, location: points[index], timestamp: Double(index)))
                }
                guard !tool.isWaitingForStart, calls == 0 else { continue }
                surface.handlePointer(
                    SCIPointerEvent(phase: .began, location: points[cancelAt], timestamp: 50))
                surface.handlePointer(
                    SCIPointerEvent(phase: .moved, location: points[cancelAt], timestamp: 50))
                surface.handlePointer(
                    SCIPointerEvent(phase: .cancelled, location: points[cancelAt], timestamp: 50))
                #expect(calls == 0, "\(tool.annotationType) cancelled at point \(cancelAt)")
                #expect(
                    surface.annotations.isEmpty && !tool.isPlacing, "\(tool.annotationType) at \(cancelAt)")
            }
        }
    }

    @Test func everyToolDrawsOnAVerticalChartAndACategoryChart() throws {
        for axis in ["vertical", "category"] {
            for tool in Self.tools() {
                let xAxis: SCIAxisBase = axis == "category" ? SCICategoryDateAxis() : SCIDateAxis()
                if axis == "vertical" { xAxis.axisAlignment = .left }
                let surface = Self.surface(tool, xAxis: xAxis)
                if axis == "vertical" { surface.yAxes[0].axisAlignment = .bottom }
                var calls = 0
                tool.annotationCreationCompletionListener = { _, type in
                    #expect(type == tool.annotationType)
                    calls += 1
                }
                Self.placeAll(tool, on: surface)
                #expect(calls == 1, "\(tool.annotationType) on a \(axis) chart")
                let annotation = try #require(surface.annotations.first as? SCITradingAnnotationBase)
                #expect(annotation.isComplete)
                let frame = surface.renderFrame()
                #expect(frame.displayList.isFinite, "\(tool.annotationType) on a \(axis) chart")
                #expect(
                    frame.overlayLayer.group(named: "annotation:\(annotation.creationType.rawValue)") != nil)
                // Its first point is on it.
                tool.isEnabled = false
                annotation.isEditable = true
                let first = annotation.getBasePoints()[0]
                #expect(
                    surface.annotation(at: first) === annotation, "\(tool.annotationType) on a \(axis) chart")
            }
        }
    }

    @Test func everyStepKindByClickMoveClick() throws {
        // A stroke: a click starts it, the pointer's moves add points, the next click ends it.
        let pen = SCIFreehandDrawingModifier()
        let surface = Self.surface(pen)
        surface.handlePointer(SCIPointerEvent(phase: .began, location: CGPoint(x: 200, y: 200), timestamp: 0))
        surface.handlePointer(
            SCIPointerEvent(phase: .ended, location: CGPoint(x: 200, y: 200), timestamp: 0.05))
        #expect(pen.isPlacing && !pen.isDragging)
        for step in 1...10 {
            surface.handlePointer(
                SCIPointerEvent(phase: .hovered, location: CGPoint(x: 200 + Double(step) * 10, y: 200)))
        }
        #expect(pen.activePointIndex == 10 && !pen.isDragging)
        surface.handlePointer(SCIPointerEvent(phase: .began, location: CGPoint(x: 320, y: 210), timestamp: 1))
        surface.handlePointer(
            SCIPointerEvent(phase: .ended, location: CGPoint(x: 320, y: 210), timestamp: 1.05))
        let stroke = try #require(surface.annotations.first as? SCIFreehandDrawingAnnotation)
        #expect(stroke.dataPoints.count == 12 && !stroke.isBeingPlaced && !pen.isPlacing)
    }

    @Test func aMillionMovesOfAFastDragStopAtTheStrokesLimit() throws {
        let pen = SCIFreehandDrawingModifier()
        let surface = Self.surface(pen)
        var calls = 0
        pen.annotationCreationCompletionListener = { _, _ in calls += 1 }
        surface.handlePointer(SCIPointerEvent(phase: .began, location: CGPoint(x: 100, y: 100)))
        // Fewer under the sanitizer, whose run sets the fuzz tests' count (this one is as slow).
        let moves = ProcessInfo.processInfo.environment["SCICHART_FUZZ_SEQUENCES"] == nil ? 1_000_000 : 20_000
        for step in 0..<moves {
            let angle = Double(step) / 40
            surface.handlePointer(
                SCIPointerEvent(
                    phase: .moved,
                    location: CGPoint(x: 400 + cos(angle) * 150, y: 250 + sin(angle * 1.3) * 150)))
        }
        surface.handlePointer(SCIPointerEvent(phase: .ended, location: CGPoint(x: 100, y: 100)))
        let stroke = try #require(surface.annotations.first as? SCIFreehandDrawingAnnotation)
        #expect(calls == 1 && stroke.dataPoints.count == 10_000 && surface.annotations.count == 1)
        #expect(surface.renderFrame().displayList.isFinite)
    }

    @Test func documentsWithTheWrongNumberOfPointsAreRefused() throws {
        for tool in Self.tools() where !(tool is SCIFreehandDrawingModifier) {
            let surface = Self.surface(tool)
            Self.placeAll(tool, on: surface)
            let saved = String(decoding: try surface.saveAnnotations(), as: UTF8.self)
            // The first point written again until there is one point too many (a horizontal
            // line may have one or two).
            guard let range = saved.range(of: "\"points\" : [\n") else {
                Issue.record("no points in \(saved)")
                continue
            }
            let pointEnd = try #require(saved.range(of: "}", range: range.upperBound..<saved.endIndex))
            let point = saved[range.upperBound..<pointEnd.upperBound]
            let placed = try #require(surface.drawings.first)
            let copies = placed.validPointCounts.upperBound - placed.dataPoints.count + 1
            let extra = saved.replacingCharacters(
                in: range, with: "\"points\" : [\n" + String(repeating: point + ",\n", count: copies))
            let target = Self.surface(Self.tools()[0])
            #expect(throws: SCIAnnotationLoadError.self, "\(tool.annotationType)") {
                try target.loadAnnotations(from: Data(extra.utf8))
            }
            #expect(target.annotations.isEmpty)
        }
        // A stroke of no points, or past the limit, is refused too.
        let pen = SCIFreehandDrawingModifier()
        let surface = Self.surface(pen)
        Self.placeAll(pen, on: surface)
        let saved = String(decoding: try surface.saveAnnotations(), as: UTF8.self)
        let start = try #require(saved.range(of: "\"points\" : ["))
        let end = try #require(saved.range(of: "]", range: start.upperBound..<saved.endIndex))
        let empty = saved.replacingCharacters(in: start.lowerBound..<end.upperBound, with: "\"points\" : []")
        #expect(throws: SCIAnnotationLoadError.self) { try surface.loadAnnotations(from: Data(empty.utf8)) }
        #expect(surface.annotations.count == 1)
    }
}

/// Drawings whose points fell on top of each other, or lie absurdly far away, neither catch
/// presses everywhere nor stop the program.
@Suite struct DegenerateDrawingTests {
    @Test func aCollapsedDrawingIsNotGrabbedFromEverywhere() throws {
        for (tool, points) in [
            (SCIFibonacciRetracementCreationModifier(), [(10.0, 130.0), (10.0, 130.0)]),
            (
                SCIHeadAndShouldersCreationModifier(),
                [(5, 110), (5, 110), (5, 110), (25, 160), (35, 110), (40, 135), (50, 90)]
            ),
            (SCIPitchforkCreationModifier(), [(10, 130), (10, 130), (10, 130)]),
        ] as [(SCIAnnotationCreationModifierBase, [(Double, Double)])] {
            let (surface, measure) = MeasureFixture.surface()
            surface.chartModifiers.remove(measure)
            tool.isEditable = true
            surface.chartModifiers.add(tool)
            PatternToolsTests.place(surface, points)
            tool.isEnabled = false
            let drawing = try #require(surface.annotations.first as? SCITradingAnnotationBase)
            #expect(drawing.isComplete)
            // Far from every point of it: nothing there.
            let area = surface.seriesAreaFrame
            let far = CGPoint(x: area.maxX - 5, y: area.minY + 5)
            #expect(surface.annotation(at: far) == nil, "\(tool.annotationType)")
            #expect(surface.renderFrame().displayList.isFinite)
        }
    }

    @Test func barsCountedBetweenAbsurdDatesDoNotTrap() throws {
        let (surface, measure) = MeasureFixture.surface(xAxis: SCICategoryDateAxis())
        surface.chartModifiers.remove(measure)
        for points in [
            [SCIDataPoint(x: -1e300, y: 120), SCIDataPoint(x: 1e300, y: 130)],
            [SCIDataPoint(x: 1e300, y: 120), SCIDataPoint(x: -1e300, y: 130)],
        ] {
            let measure = SCIMeasureAnnotation()
            #expect(measure.setDataPoints(points))
            let zone = SCIStopLossTakeProfitAnnotation()
            #expect(zone.setDataPoints(points))
            surface.annotations.add(items: measure, zone)
            let frame = surface.renderFrame()
            #expect(frame.displayList.isFinite)
            #expect(
                !frame.overlayLayer.textRuns.contains { $0.text.contains("bars") && $0.text.contains("-9") })
            surface.annotations.remove(measure)
            surface.annotations.remove(zone)
        }
    }
}
