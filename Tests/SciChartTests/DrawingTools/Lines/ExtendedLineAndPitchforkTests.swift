import Foundation
import Testing

@testable import SciChart

/// The extended line (one segment gesture) and the pitchfork (a segment then a point), placed
/// as the reference describes, drawn where they belong, and saved.
@Suite struct ExtendedLineAndPitchforkTests {
    static func surface<Tool: SCIAnnotationCreationModifierBase>(_ tool: Tool) -> SCIChartSurface {
        let (surface, measure) = MeasureFixture.surface()
        surface.chartModifiers.remove(measure)
        surface.chartModifiers.add(tool)
        return surface
    }

    static func press(
        _ surface: SCIChartSurface, _ phase: SCIPointerPhase, _ point: CGPoint, time: Double = 0
    ) {
        surface.handlePointer(SCIPointerEvent(phase: phase, location: point, timestamp: time))
    }

    /// The strokes of the annotation group `name` in the overlay, as segments.
    static func segments(_ surface: SCIChartSurface, _ name: String) -> [(CGPoint, CGPoint)] {
        let list = surface.renderFrame().overlayLayer.group(named: "annotation:\(name)")
        var result: [(CGPoint, CGPoint)] = []
        for command in list?.commands ?? [] {
            guard case .stroke(let path, _) = command else { continue }
            let c = path.coordinates
            var index = 0
            for verb in path.verbs {
                if verb == .line {
                    result.append(
                        (CGPoint(x: c[index - 2], y: c[index - 1]), CGPoint(x: c[index], y: c[index + 1])))
                }
                index += verb == .close ? 0 : 2
            }
        }
        return result
    }

    @Test func oneDragPlacesAnExtendedLineThatReachesTheEdges() throws {
        let tool = SCIExtendedLineCreationModifier()
        let surface = Self.surface(tool)
        var types: [SCIAnnotationCreationType] = []
        tool.annotationCreationCompletionListener = { _, type in types.append(type) }
        let (a, b) = (CGPoint(x: 300, y: 300), CGPoint(x: 400, y: 250))
        Self.press(surface, .began, a)
        #expect(tool.isDragging && tool.activePointIndex == 1)
        Self.press(surface, .moved, b)
        Self.press(surface, .ended, b)
        #expect(types == [.extendedLine])
        let line = try #require(surface.annotations.first as? SCIExtendedLineAnnotation)
        #expect(line.extendStart && line.extendEnd && line.y1 < line.y2)
        #expect(line.x1 is Date && (line.x2 as? Date).map { $0 > (line.x1 as! Date) } == true)
        let area = surface.seriesAreaFrame
        let drawn = try #require(Self.segments(surface, "extendedLine").first)
        // From the left edge to the right (or top) edge, through both points.
        #expect(abs(Double(drawn.0.x - area.minX)) < 1e-6)
        #expect(abs(Double(drawn.1.x - area.maxX)) < 1e-6 || abs(Double(drawn.1.y - area.minY)) < 1e-6)
        #expect(HitGeometry.distance(from: a, toSegment: drawn.0, drawn.1) < 1e-6)
        #expect(HitGeometry.distance(from: b, toSegment: drawn.0, drawn.1) < 1e-6)
        // A forward ray starts at the first point; a segment stops at both.
        line.extendStart = false
        let ray = try #require(Self.segments(surface, "extendedLine").first)
        #expect(ray.0.distance(to: a) < 1e-6)
        line.extendEnd = false
        let segment = try #require(Self.segments(surface, "extendedLine").first)
        #expect(segment.0.distance(to: a) < 1e-6 && segment.1.distance(to: b) < 1e-6)
        // The same line at any zoom: the points stay on it.
        surface.xAxes[0].visibleRange = SCIDoubleRange(min: 5 * 86_400, max: 80 * 86_400)
        let points = line.getBasePoints()
        let zoomed = try #require(Self.segments(surface, "extendedLine").first)
        #expect(zoomed.0.distance(to: points[0]) < 1e-6 && zoomed.1.distance(to: points[1]) < 1e-6)
    }

    @Test func anExtendedLineByClickMoveClick() throws {
        let tool = SCIExtendedLineCreationModifier()
        let surface = Self.surface(tool)
        Self.press(surface, .began, CGPoint(x: 300, y: 300), time: 0)
        Self.press(surface, .ended, CGPoint(x: 301, y: 300), time: 0.1)
        #expect(tool.isPlacing && !tool.isDragging && tool.activePointIndex == 1)
        Self.press(surface, .hovered, CGPoint(x: 450, y: 200))
        Self.press(surface, .began, CGPoint(x: 500, y: 200), time: 1)
        Self.press(surface, .ended, CGPoint(x: 500, y: 200), time: 1.1)
        let line = try #require(surface.annotations.first as? SCIExtendedLineAnnotation)
        #expect(line.isComplete && line.getBasePoints()[1].distance(to: CGPoint(x: 500, y: 200)) < 1e-6)
    }

    /// The pitchfork's transition table through its creation state, for the drag flow and
    /// the click, move, click flow.
    @Test(arguments: [false, true])
    func aPitchforkPlacesHandleUpperAndLower(byClicks: Bool) throws {
        let tool = SCIPitchforkCreationModifier()
        let surface = Self.surface(tool)
        var calls = 0
        tool.annotationCreationCompletionListener = { _, type in
            #expect(type == .pitchFork)
            #expect(tool.creationState == .idle)
            calls += 1
        }
        let (handle, upper, lower) = (
            CGPoint(x: 200, y: 300), CGPoint(x: 400, y: 150), CGPoint(x: 420, y: 350)
        )
        #expect(tool.creationState == .idle)
        Self.press(surface, .began, handle, time: 0)
        #expect(tool.creationState == .drawingAB)
        if byClicks {
            Self.press(surface, .ended, handle, time: 0.05)
            #expect(tool.creationState == .drawingAB && !tool.isDragging)
            Self.press(surface, .hovered, upper)
            #expect(tool.creationState == .drawingAB)
            Self.press(surface, .began, upper, time: 1)
            Self.press(surface, .ended, upper, time: 1.05)
        } else {
            Self.press(surface, .moved, upper)
            #expect(tool.creationState == .drawingAB && tool.isDragging)
            Self.press(surface, .ended, upper)
        }
        #expect(tool.creationState == .waitingForC)
        Self.press(surface, .hovered, lower)
        #expect(tool.creationState == .waitingForC)
        Self.press(surface, .began, lower, time: 2)
        #expect(tool.creationState == .drawingC)
        Self.press(surface, .ended, lower, time: 2.05)
        #expect(tool.creationState == .idle && calls == 1)
        let fork = try #require(surface.annotations.first as? SCIPitchforkAnnotation)
        let points = fork.getBasePoints()
        #expect(points[0].distance(to: handle) < 1e-6 && points[1].distance(to: upper) < 1e-6)
        #expect(points[2].distance(to: lower) < 1e-6)
        // Tines parallel to the median, from the upper and lower points to the area's edge.
        let segments = Self.segments(surface, "pitchFork")
        let middle = CGPoint(x: (upper.x + lower.x) / 2, y: (upper.y + lower.y) / 2)
        let slope = Double(middle.y - handle.y) / Double(middle.x - handle.x)
        let area = surface.seriesAreaFrame
        let rays = segments.filter { abs(Double($0.1.x - area.maxX)) < 1e-6 }
        #expect(rays.count == 3)
        for ray in rays {
            #expect(abs(Double(ray.1.y - ray.0.y) / Double(ray.1.x - ray.0.x) - slope) < 1e-9)
        }
        #expect(
            rays.contains { $0.0.distance(to: upper) < 1e-6 }
                && rays.contains { $0.0.distance(to: lower) < 1e-6 })
    }

    @Test func bothToolsSaveAndLoadBack() throws {
        let line = SCIExtendedLineCreationModifier()
        line.extendStart = false
        line.stroke = SCISolidPenStyle(color: .yellow, thickness: 3)
        let surface = Self.surface(line)
        let fork = SCIPitchforkCreationModifier()
        fork.mainStroke = SCISolidPenStyle(color: .green, thickness: 2, strokeDashArray: [4, 2])
        fork.fullWidthZoneFill = SCISolidBrushStyle(color: 0x4011_2233)
        fork.isEnabled = false
        surface.chartModifiers.add(fork)
        Self.press(surface, .began, CGPoint(x: 300, y: 300))
        Self.press(surface, .moved, CGPoint(x: 400, y: 250))
        Self.press(surface, .ended, CGPoint(x: 400, y: 250))
        line.isEnabled = false
        fork.isEnabled = true
        Self.press(surface, .began, CGPoint(x: 200, y: 300))
        Self.press(surface, .moved, CGPoint(x: 400, y: 150))
        Self.press(surface, .ended, CGPoint(x: 400, y: 150))
        Self.press(surface, .began, CGPoint(x: 420, y: 350))
        Self.press(surface, .ended, CGPoint(x: 420, y: 350))
        #expect(
            surface.annotations.map { ($0 as? SCITradingAnnotationBase)?.creationType } == [
                .extendedLine, .pitchFork,
            ])
        let saved = try surface.saveAnnotations()
        let copy = Self.surface(SCIExtendedLineCreationModifier())
        try copy.loadAnnotations(from: saved)
        #expect(try copy.saveAnnotations() == saved)
        let loadedLine = try #require(copy.annotations.first as? SCIExtendedLineAnnotation)
        #expect(!loadedLine.extendStart && loadedLine.extendEnd && loadedLine.stroke?.thickness == 3)
        let loadedFork = try #require(copy.annotations.last as? SCIPitchforkAnnotation)
        #expect(
            loadedFork.mainStroke.strokeDashArray == [4, 2]
                && loadedFork.fullWidthZoneFill.color == 0x4011_2233)
    }

    @Test func pointsOnTopOfEachOtherDrawAndHitTestWithoutTrap() throws {
        for tool in [SCIExtendedLineCreationModifier(), SCIPitchforkCreationModifier()]
            as [SCIAnnotationCreationModifierBase]
        {
            let surface = Self.surface(tool)
            let spot = CGPoint(x: 300, y: 300)
            for time in [0.0, 1, 2] {
                Self.press(surface, .began, spot, time: time)
                Self.press(surface, .ended, spot, time: time + 0.05)
            }
            let annotation = try #require(surface.annotations.first as? SCITradingAnnotationBase)
            #expect(annotation.isComplete)
            #expect(surface.renderFrame().displayList.isFinite)
            #expect(surface.annotation(at: spot) === annotation || !annotation.isEditable)
        }
    }
}

/// A pitchfork whose points are far off to the left still fills the zones its tines cross
/// the view with.
@Suite struct PitchforkFarOffTests {
    @Test func theZonesReachAsFarAsTheTines() throws {
        let fork = SCIPitchforkAnnotation()
        let (surface, measure) = MeasureFixture.surface()
        surface.chartModifiers.remove(measure)
        // A fork from days 1 and 2 rising a point a day, seen from day 400 to day 460, where
        // its median is near 530.
        #expect(
            fork.setDataPoints([
                SCIDataPoint(x: 1 * 86_400, y: 100), SCIDataPoint(x: 2 * 86_400, y: 104),
                SCIDataPoint(x: 2 * 86_400, y: 98),
            ]))
        surface.annotations.add(fork)
        surface.xAxes[0].visibleRange = SCIDoubleRange(min: 400 * 86_400, max: 460 * 86_400)
        surface.yAxes[0].visibleRange = SCIDoubleRange(min: 400, max: 700)
        let list = try #require(surface.renderFrame().overlayLayer.group(named: "annotation:pitchFork"))
        let area = surface.seriesAreaFrame
        // The tines cross the view; so does every zone (its polygon reaches past the view's
        // far side).
        let tines = list.commands.contains { command in
            guard case .stroke(let path, _) = command else { return false }
            return path.bounds.intersects(area)
        }
        #expect(tines)
        let zones = list.commands.compactMap { command -> CGRect? in
            guard case .fill(let path, _) = command else { return nil }
            return path.bounds
        }
        #expect(zones.count == 3 && zones.allSatisfy { $0.maxX >= area.maxX })
    }
}
