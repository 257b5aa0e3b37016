import Foundation
import SciChart
import SciChartCairo
import Testing

/// A price line, its tool, a ruler, a step-line series and a crosshair, written on the
/// public extension points only, driven by pointer events, edited, undone, saved, loaded
/// and rendered.
@Suite(.serialized) struct ExtensionTests {
    /// A chart of numeric x 0...100 and prices 0...200 with a step line.
    static func surface() -> (SCIChartSurface, StepLineSeries) {
        let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
        surface.theme = .light
        let xAxis = SCINumericAxis()
        xAxis.visibleRange = SCIDoubleRange(min: 0, max: 100)
        let yAxis = SCINumericAxis()
        yAxis.visibleRange = SCIDoubleRange(min: 0, max: 200)
        surface.xAxes.add(xAxis)
        surface.yAxes.add(yAxis)
        let data = SCIXyDataSeries()
        data.append(x: [10, 40, 70, 90], y: [50, 150, 100, 120])
        let steps = StepLineSeries()
        steps.dataSeries = data
        steps.strokeStyle = SCISolidPenStyle(color: 0xFF1F_77B4, thickness: 2)
        surface.renderableSeries.add(steps)
        return (surface, steps)
    }

    /// The surface point of data values, from the axes' calculators.
    static func point(_ surface: SCIChartSurface, x: Double, y: Double) -> CGPoint {
        surface.currentLayout.surfacePoint(x: x, y: y)
    }

    static func drag(_ surface: SCIChartSurface, from start: CGPoint, to end: CGPoint, time: Double) {
        surface.handlePointer(SCIPointerEvent(phase: .began, location: start, timestamp: time))
        surface.handlePointer(SCIPointerEvent(phase: .moved, location: end, timestamp: time))
        surface.handlePointer(SCIPointerEvent(phase: .ended, location: end, timestamp: time))
    }

    @Test func aPriceLineIsPlacedEditedUndoneSavedAndLoaded() throws {
        let (surface, _) = Self.surface()
        surface.annotationRegistry.register(PriceLineAnnotation.self)
        let tool = PriceLineTool()
        tool.isEditable = true
        tool.lineColor = 0xFFD6_2728
        var created: [(PriceLineAnnotation, String)] = []
        tool.annotationCreationCompletionListener = { annotation, type in
            if let line = annotation as? PriceLineAnnotation {
                created.append((line, SCIAnnotationTypeName(type)))
            }
        }
        surface.chartModifiers.add(tool)
        // One point: a press, drag and release places it.
        Self.drag(
            surface, from: Self.point(surface, x: 20, y: 90), to: Self.point(surface, x: 30, y: 100), time: 0)
        #expect(created.count == 1)
        let line = try #require(created.first?.0)
        #expect(created.first?.1 == "Price line")
        #expect(try #require(line.price) == 100)
        #expect(line.lineColor == 0xFFD6_2728)

        // Put the tool down and drag the line by its body, far from its point: it moves.
        tool.isEnabled = false
        Self.drag(
            surface, from: Self.point(surface, x: 80, y: 100), to: Self.point(surface, x: 80, y: 140), time: 1
        )
        #expect(abs(try #require(line.price) - 140) < 1e-9)
        #expect(surface.undo())
        #expect(abs(try #require(line.price) - 100) < 1e-9)
        #expect(surface.redo())
        // Arrow keys nudge it: ten points with Shift, one undo step each.
        surface.selectedAnnotation = line
        surface.handleKey(.up, modifiers: .shift)
        let nudged = Self.point(surface, x: 0, y: 140).y - 10
        #expect(abs(line.getBasePoints()[0].y - nudged) < 1e-9)
        surface.undo()
        #expect(abs(try #require(line.price) - 140) < 1e-9)

        // Saved and loaded through the surfaces' registries: a surface whose registry does not
        // hold the type neither loads it nor saves it (it would not load).
        let document = try surface.saveAnnotations()
        let (copy, _) = Self.surface()
        #expect(throws: SCIAnnotationLoadError.unknownType("priceLine")) {
            try copy.loadAnnotations(from: document)
        }
        surface.annotationRegistry.unregister(.priceLine)
        #expect(throws: SCIAnnotationSaveError.wouldNotLoad(.unknownType("priceLine"))) {
            try surface.saveAnnotations()
        }
        #expect(copy.annotations.isEmpty)
        copy.annotationRegistry.register(PriceLineAnnotation.self)
        try copy.loadAnnotations(from: document)
        let loaded = try #require(copy.annotations.first as? PriceLineAnnotation)
        #expect(loaded.price == 140 && loaded.lineColor == 0xFFD6_2728 && loaded.isEditable)

        // Rendered: the label in the SVG, the line's colour in the PNG at its row.
        #expect(copy.renderSVG().contains(">140.00</text>"))
        // The badge is on the y axis, outside the series area, at the line's height.
        let frame = copy.renderFrame()
        let badges = try #require(frame.overlayLayer.group(named: "axes:priceLine"))
        let badge = try #require(
            badges.commands.lazy.compactMap { command -> SCITextRun? in
                guard case .text(let run) = command else { return nil }
                return run
            }.first)
        #expect(
            badge.text == "140.00"
                && !copy.seriesAreaFrame.contains(CGPoint(x: badge.bounds.midX, y: badge.bounds.midY)))
        #expect(abs(badge.bounds.midY - Self.point(copy, x: 50, y: 140).y) < 2)
        let image = try copy.renderImage()
        let row = Int(Double(Self.point(copy, x: 50, y: 140).y).rounded(.down))
        let column = Int(Double(Self.point(copy, x: 50, y: 0).x))
        let found = (column..<column + 12).contains { image.pixel(x: $0, y: row).red > 180 }
        #expect(found, "no red dash on row \(row)")
    }

    @Test func aTwoPointRulerSnapsAndMeasures() throws {
        let (surface, _) = Self.surface()
        surface.chartModifiers.add(RulerTool())
        Self.drag(
            surface, from: Self.point(surface, x: 20.3, y: 50), to: Self.point(surface, x: 20.3, y: 50),
            time: 0)
        Self.drag(
            surface, from: Self.point(surface, x: 59.6, y: 125), to: Self.point(surface, x: 59.6, y: 125),
            time: 1)
        let ruler = try #require(surface.annotations.first as? RulerAnnotation)
        #expect(ruler.dataPoints.map(\.x) == [20, 60])
        #expect(abs(try #require(ruler.difference) - 75) < 1e-9)
        #expect(surface.renderSVG().contains(">+75.00</text>"))
    }

    @Test func aStepLineDrawsStepsAndIsHitOnThem() throws {
        let (surface, steps) = Self.surface()
        let list = try #require(surface.renderDisplayList().group(named: "series:0"))
        var points: [CGPoint] = []
        for case .stroke(let path, _) in list.commands { points += path.points }
        // Four points make seven vertices: each value held until the next point.
        #expect(points.count == 7)
        #expect(
            points[1] == CGPoint(x: Self.point(surface, x: 40, y: 0).x, y: Self.point(surface, x: 0, y: 50).y)
        )
        // On the flat part between x 10 and 40 at y 50, far from any data point.
        let onStep = Self.point(surface, x: 25, y: 50)
        let hit = steps.hitTest(at: onStep)
        #expect(hit.isHit && hit.dataSeriesIndex == 0)
        // Where a straight line would be, the steps are not.
        #expect(!steps.hitTest(at: Self.point(surface, x: 25, y: 100)).isHit)
        #expect(surface.hitTestSeries(at: onStep)?.renderableSeries === steps)
    }

    /// A style for one series type, as a user writes one: thick and red while applied.
    final class ThickRedStyle: SCIStyleBase<ISCIRenderableSeries> {
        override func applyStyleInternal(to styleableObject: ISCIRenderableSeries!) {
            putProperty("Stroke", value: styleableObject.strokeStyle, intoObject: styleableObject)
            styleableObject.strokeStyle = SCISolidPenStyle(color: 0xFFFF_0000, thickness: 5)
        }

        override func discardStyleInternal(from styleableObject: ISCIRenderableSeries!) {
            styleableObject.strokeStyle =
                getValueFromProperty("Stroke", ofType: SCIPenStyle.self, fromObject: styleableObject)
                as? SCIPenStyle
        }
    }

    @Test func aStepLineIsSelectedByATapOnItsSteps() throws {
        let (surface, steps) = Self.surface()
        let pen = steps.strokeStyle
        let modifier = SCISeriesSelectionModifier()
        modifier.selectedSeriesStyle = ThickRedStyle(styleableType: StepLineSeries.self)
        var changes: [ISCIRenderableSeries?] = []
        modifier.selectionChangedListener = { changes.append($0) }
        surface.chartModifiers.add(modifier)
        func tap(_ point: CGPoint) {
            surface.handlePointer(SCIPointerEvent(phase: .began, location: point, timestamp: 0))
            surface.handlePointer(SCIPointerEvent(phase: .ended, location: point, timestamp: 0.05))
        }

        // Where a straight line would be, nothing is selected.
        tap(Self.point(surface, x: 25, y: 100))
        #expect(!steps.isSelected && changes.isEmpty)
        // On the flat step between x 10 and 40.
        tap(Self.point(surface, x: 25, y: 50))
        #expect(steps.isSelected && changes.count == 1 && changes[0] === steps)
        #expect(steps.strokeStyle?.color == SCIColor(argb: 0xFFFF_0000) && steps.strokeStyle?.thickness == 5)
        let drawn = try #require(surface.renderDisplayList().group(named: "series:0"))
        #expect(
            drawn.commands.contains {
                if case .stroke(_, let stroke) = $0 { stroke.width == 5 } else { false }
            })
        // Empty space deselects and restores the series' own pen.
        tap(Self.point(surface, x: 60, y: 20))
        #expect(!steps.isSelected && steps.strokeStyle === pen && changes.count == 2 && changes[1] == nil)

        // A style for built-in lines selects the step line but leaves its look alone.
        modifier.selectedSeriesStyle = ThickRedStyle(styleableType: SCIFastLineRenderableSeries.self)
        tap(Self.point(surface, x: 25, y: 50))
        #expect(steps.isSelected && steps.strokeStyle === pen)
    }

    @Test func aDenseStepLineIsResampled() throws {
        let (surface, steps) = Self.surface()
        let data = SCIXyDataSeries()
        let count = 200_000
        data.append(
            x: (0..<count).map { Double($0) / 2_000 }, y: (0..<count).map { 100 + 50 * sin(Double($0) / 300) }
        )
        steps.dataSeries = data
        let list = try #require(surface.renderDisplayList().group(named: "series:0"))
        var vertices = 0
        for case .stroke(let path, _) in list.commands { vertices += path.verbs.count }
        #expect(vertices < 20 * Int(surface.seriesAreaFrame.width))
    }

    @Test func aCrosshairFollowsHoverAndLeavesWithThePointer() throws {
        let (surface, _) = Self.surface()
        let crosshair = HoverCrosshair()
        surface.chartModifiers.add(crosshair)
        let location = Self.point(surface, x: 50, y: 100)
        surface.handlePointer(SCIPointerEvent(phase: .hovered, location: location))
        #expect(surface.cursor(at: location) == .crosshair)
        let group = try #require(surface.renderFrame().overlayLayer.group(named: "crosshair"))
        let path = try #require(group.commands.first).strokePath
        #expect(path?.points.contains(CGPoint(x: location.x, y: surface.seriesAreaFrame.minY)) == true)
        surface.handlePointer(SCIPointerEvent(phase: .exited, location: location))
        #expect(surface.renderFrame().overlayLayer.group(named: "crosshair")?.commands.isEmpty != false)
        // Drawn on the PNG too.
        surface.handlePointer(SCIPointerEvent(phase: .hovered, location: location))
        let image = try surface.renderImage()
        #expect(image.pixel(x: Int(location.x), y: Int(surface.seriesAreaFrame.minY) + 20).blue > 200)
    }
}

extension SCIDrawCommand {
    var strokePath: SCIPath? {
        if case .stroke(let path, _) = self { path } else { nil }
    }
}
