import Dispatch
import Foundation
import Synchronization
import Testing

@testable import SciChart

/// Records the bar count each part of a frame saw: what its calculator of the x axis held.
final class BarCountLog: @unchecked Sendable {
    // Written and read on the test's thread only.
    var seen: [String: Int] = [:]
}

/// A line that notes the bars its context's x calculator holds.
final class BarCountingLine: SCIFastLineRenderableSeries {
    let log: BarCountLog
    init(log: BarCountLog) {
        self.log = log
        super.init()
    }
    override func draw(
        _ data: SCISeriesDataView, context: SCISeriesRenderContext, into list: inout SCIDisplayList
    ) {
        log.seen["series"] = context.xCalculator.categoryBars?.count ?? -1
        super.draw(data, context: context, into: &list)
    }
}

/// An annotation that notes the bars its mapping's x calculator holds.
final class BarCountingAnnotation: SCIAnnotationBase {
    let log: BarCountLog
    init(log: BarCountLog) {
        self.log = log
        super.init()
    }
    override func draw(into list: inout SCIDisplayList, layout: SCIChartLayout) {
        log.seen["annotation"] =
            layout.mapping(xAxisId: xAxisId, yAxisId: yAxisId)?.xCalculator.categoryBars?.count
    }
}

/// A modifier that notes the bars of the frame's x calculator when it draws its overlay.
final class BarCountingModifier: SCIChartModifierBase {
    let log: BarCountLog
    init(log: BarCountLog) {
        self.log = log
        super.init()
    }
    override func drawOverlay(into list: inout SCIDisplayList, layout: SCIChartLayout) {
        log.seen["modifier"] = layout.xAxes.first.flatMap { layout.calculator(for: $0)?.categoryBars?.count }
    }
}

/// A frame is one snapshot: on a category axis, every part draws from the same copy of the
/// bars, and drawing changes no model.
@Suite struct FrameSnapshotTests {
    @Test func everyPartOfAFrameSeesTheSameBarsWhileAProducerAppends() throws {
        let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 800, height: 400))
        let xAxis = SCICategoryDateAxis()
        xAxis.autoRange = .always
        let yAxis = SCINumericAxis()
        yAxis.autoRange = .always
        surface.xAxes.add(xAxis)
        surface.yAxes.add(yAxis)
        let data = SCIXyDataSeries(xType: .date, yType: .double)
        data.append(x: (0..<2_000).map { Double($0) * 60 }, y: (0..<2_000).map { sin(Double($0) / 50) })
        let log = BarCountLog()
        let line = BarCountingLine(log: log)
        line.dataSeries = data
        surface.renderableSeries.add(line)
        surface.annotations.add(BarCountingAnnotation(log: log))
        surface.chartModifiers.add(BarCountingModifier(log: log))

        let stop = Atomic(false)
        let appended = Atomic(0)
        let framesDone = Atomic(0)
        let producer = Thread {
            // At most 300,000 points, 64 at a time, each batch after the frame that saw the
            // last one began: appends and frames interleave however loaded the machine is (a
            // producer running ahead finished before the second frame), and memory stays small.
            var x = 2_000.0
            while !stop.load(ordering: .relaxed), x < 302_000 {
                data.append(x: x * 60, y: sin(x / 50))
                appended.add(1, ordering: .relaxed)
                x += 1
                if Int(x) % 64 == 0 {
                    let seen = framesDone.load(ordering: .acquiring)
                    while framesDone.load(ordering: .acquiring) == seen, !stop.load(ordering: .relaxed) {
                        Thread.sleep(forTimeInterval: 0.000_05)
                    }
                }
            }
        }
        producer.start()
        while appended.load(ordering: .relaxed) == 0 { Thread.sleep(forTimeInterval: 0.001) }
        var drawn = 0
        var disagreements: [String] = []
        for _ in 0..<300 {
            log.seen = [:]
            framesDone.add(1, ordering: .releasing)
            let frame = surface.renderFrame()
            // Only frames whose chart layer was drawn anew (data arrived) drew the series.
            guard log.seen["series"] != nil else { continue }
            drawn += 1
            if log.seen.count != 3 || Set(log.seen.values).count != 1 { disagreements.append("\(log.seen)") }
            #expect(!frame.chartLayer.textRuns.isEmpty)
        }
        stop.store(true, ordering: .relaxed)
        while !producer.isFinished { Thread.sleep(forTimeInterval: 0.001) }
        #expect(drawn >= 5)
        #expect(disagreements.count == 0, "frames whose parts saw different bars: \(disagreements.prefix(3))")
        #expect(appended.load(ordering: .relaxed) > 0)
    }

    @Test func theBarsOfAGrowingSeriesAreExtendedNotCopiedAgain() {
        let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        surface.xAxes.add(SCICategoryDateAxis())
        surface.yAxes.add(SCINumericAxis())
        let data = SCIXyDataSeries(xType: .date, yType: .double)
        data.append(x: [0, 60, 120], y: [1, 2, 3])
        let line = SCIFastLineRenderableSeries()
        line.dataSeries = data
        surface.renderableSeries.add(line)
        func bars() -> [Double] {
            surface.currentLayout.calculator(for: surface.xAxes[0])?.categoryBars?.dates ?? []
        }
        #expect(bars() == [0, 60, 120])
        data.append(x: 180, y: 4)
        #expect(bars() == [0, 60, 120, 180])
        // A change that is not an append at the end copies them anew.
        data.update(x: 30, y: 2, at: 1)
        #expect(bars() == [0, 30, 120, 180])
        data.removeRange(start: 0, count: 1)
        #expect(bars() == [30, 120, 180])
    }

    @Test func drawingAFrameChangesNoModel() throws {
        let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 640, height: 360))
        surface.xAxes.add(SCINumericAxis())
        surface.yAxes.add(SCINumericAxis())
        let xs = (0..<50_000).map { Double($0) / 100 }
        let lineData = SCIXyDataSeries()
        lineData.append(x: xs, y: xs.map { sin($0) })
        let line = SCIFastLineRenderableSeries()
        line.dataSeries = lineData
        let scatter = SCIXyScatterRenderableSeries()
        scatter.dataSeries = lineData
        let bars = SCIOhlcDataSeries(xType: .double, yType: .double)
        for index in 0..<5_000 {
            let open = Double(index % 17)
            bars.append(x: Double(index) / 10, open: open, high: open + 2, low: open - 2, close: open + 1)
        }
        let candles = SCIFastCandlestickRenderableSeries()
        candles.dataSeries = bars
        surface.renderableSeries.add(items: line, scatter, candles)
        let measure = SCIMeasureCreationModifier()
        measure.isEditable = true
        surface.chartModifiers.add(
            items: SCILegendModifier(), SCISeriesSelectionModifier(), SCICursorModifier(), measure)
        surface.layoutIfNeeded()
        let area = surface.seriesAreaFrame
        for (index, point) in [
            CGPoint(x: area.minX + 50, y: area.midY), CGPoint(x: area.midX, y: area.minY + 40),
        ]
        .enumerated() {
            surface.handlePointer(SCIPointerEvent(phase: .began, location: point, timestamp: Double(index)))
            surface.handlePointer(
                SCIPointerEvent(phase: .ended, location: point, timestamp: Double(index) + 0.1))
        }
        surface.handlePointer(SCIPointerEvent(phase: .hovered, location: CGPoint(x: area.midX, y: area.midY)))
        line.isSelected = true
        surface.layoutIfNeeded()
        _ = surface.renderFrame()

        let before = Self.modelState(surface)
        for scale in [1.0, 2, 1.5, 1] {
            _ = surface.renderFrame(scale: scale)
            _ = surface.renderSVG()
        }
        let after = Self.modelState(surface)
        #expect(before.count == after.count)
        for (old, new) in zip(before, after) where old != new {
            Issue.record("drawing changed \(old) into \(new)")
        }
    }

    /// Tooltips and a legend that is hovered, has the keyboard focus and is scrolled: the
    /// first frame after the input changes nothing of them, and a frame built twice from one
    /// layout is the same list.
    @Test(arguments: [LegendState.hovered, .focused, .scrolled])
    func drawingTooltipsAndALegendChangesNoModel(legendState: LegendState) throws {
        let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 640, height: 360))
        surface.xAxes.add(SCINumericAxis())
        surface.yAxes.add(SCINumericAxis())
        for index in 0..<30 {
            let data = SCIXyDataSeries()
            data.seriesName = "Series \(index)"
            data.append(
                x: (0..<200).map(Double.init),
                y: (0..<200).map { sin(Double($0 + index) / 9) + Double(index) })
            let line = SCIFastLineRenderableSeries()
            line.dataSeries = data
            surface.renderableSeries.add(line)
        }
        let legendModifier = SCILegendModifier()
        legendModifier.position = [.top, .left]
        let rollover = SCIRolloverModifier()
        let tooltip = SCITooltipModifier()
        tooltip.hitTestRadius = 400
        surface.chartModifiers.add(items: legendModifier, rollover, tooltip)
        surface.layoutIfNeeded()
        _ = surface.renderFrame()
        let legend = legendModifier.legend
        let legendFrame = try #require(legend.placement()?.frame)
        let area = surface.seriesAreaFrame
        switch legendState {
        case .hovered:
            let item = CGPoint(x: legendFrame.midX, y: legendFrame.minY + 12)
            surface.handlePointer(SCIPointerEvent(phase: .hovered, location: item))
            #expect(legend.hoveredIndex != nil)
        case .focused:
            #expect(surface.handleKey(.tab))
            #expect(legend.focusedItemIndex == 0)
        case .scrolled:
            #expect(
                surface.handleScroll(
                    deltaX: 0, deltaY: 3, at: CGPoint(x: legendFrame.midX, y: legendFrame.midY)))
            #expect(legend.scrollOffset > 0)
        }
        if legendState != .hovered {
            surface.handlePointer(
                SCIPointerEvent(phase: .hovered, location: CGPoint(x: area.maxX - 60, y: area.midY)))
            #expect(rollover.pointerLocation != nil)
        }
        surface.layoutIfNeeded()
        let layout = surface.currentLayout
        let before = Self.modelState(surface) + Self.dump(legend, "legend")
        let first = surface.renderFrame()
        let again = surface.buildOverlay(layout)
        #expect(first.overlayLayer == again, "a frame built twice from one layout")
        for scale in [1.0, 2, 1] {
            _ = surface.renderFrame(scale: scale)
            _ = surface.renderSVG()
        }
        let after = Self.modelState(surface) + Self.dump(legend, "legend")
        #expect(before.count == after.count)
        for (old, new) in zip(before, after) where old != new {
            Issue.record("drawing changed \(old) into \(new)")
        }
        if legendState != .hovered {
            #expect(rollover.tooltipTexts.count == 30)
        }
    }

    /// A legend on the chart catches up with its series when a frame is prepared, never
    /// while one is drawn: a frame drawn from a layout shows the items the last preparation
    /// read, and drawing tells no one the legend changed.
    @Test func drawingALegendNeverReadsItsSeriesAgain() throws {
        let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 640, height: 360))
        surface.xAxes.add(SCINumericAxis())
        surface.yAxes.add(SCINumericAxis())
        let data = try #require(
            TooltipModifierTests.line("Before", [1, 3, 2], on: surface, step: 1).dataSeries)
        let modifier = SCILegendModifier()
        surface.chartModifiers.add(modifier)
        _ = surface.renderFrame()
        let told = Atomic(0)
        modifier.legend.onInvalidate = { told.add(1, ordering: .relaxed) }
        data.seriesName = "After"
        let layout = surface.currentLayout
        let drawn = surface.buildOverlay(layout)
        #expect(drawn.textRuns.contains { $0.text == "Before" })
        #expect(told.load(ordering: .relaxed) == 0)
        let next = surface.renderFrame()
        #expect(next.overlayLayer.textRuns.contains { $0.text == "After" })
        #expect(modifier.legend.seriesInfo.map(\.seriesName) == ["After"])
    }

    /// The panes of a vertical group with one rollover across them: the first frames of
    /// every pane after a hover change nothing of any pane, and each is the same built twice.
    @Test func drawingTheFramesOfAPaneGroupChangesNoModel() {
        let (group, surfaces) = SharedEventsTests.panes {
            let rollover = SCIRolloverModifier()
            rollover.eventsGroupTag = "panes"
            return [rollover, SCILegendModifier()]
        }
        for (index, surface) in surfaces.enumerated() {
            _ = TooltipModifierTests.line(
                "Pane \(index)", [1, 2, 3].map { $0 * Double(index + 1) }, on: surface, step: 50)
        }
        surfaces[0].handlePointer(
            SCIPointerEvent(phase: .hovered, location: surfaces[0].point(x: 50, y: 100), timestamp: 0))
        for surface in surfaces { surface.layoutIfNeeded() }
        func state() -> [String] {
            surfaces.enumerated().flatMap { index, surface in
                Self.modelState(surface).map { "pane \(index): \($0)" }
            }
        }
        let before = state()
        for surface in surfaces {
            let frame = surface.renderFrame()
            #expect(frame.overlayLayer == surface.buildOverlay(surface.currentLayout))
        }
        for surface in surfaces.reversed() { _ = surface.renderSVG() }
        let after = state()
        #expect(before.count == after.count)
        for (old, new) in zip(before, after) where old != new {
            Issue.record("drawing changed \(old) into \(new)")
        }
        #expect(group.surfaces.count == 3)
    }

    /// A database series whose read of a new viewport has not landed: frames drawn meanwhile
    /// change nothing of it or of the chart.
    @Test func drawingWhileADatabaseSeriesReadsChangesNoModel() throws {
        let (chart, store) = try DatabaseSeriesTests.memoryChart(count: 50_000)
        chart.surface.chartModifiers.add(items: SCIRolloverModifier(), SCILegendModifier())
        #expect(chart.surface.waitForDatabaseReads())
        let gate = DispatchSemaphore(value: 0)
        store.hold(gate)
        defer {
            store.hold(nil)
            gate.signal()
        }
        chart.xAxis.visibleRange = SCIDoubleRange(min: chart.xs[20_000], max: chart.xs[20_400])
        chart.surface.handlePointer(
            SCIPointerEvent(
                phase: .hovered, location: CGPoint(x: chart.surface.seriesAreaFrame.midX, y: 100),
                timestamp: 0))
        chart.surface.layoutIfNeeded()
        #expect(chart.series.isReading)
        let before = Self.modelState(chart.surface) + Self.dump(chart.series, "data")
        for _ in 0..<5 {
            let frame = chart.surface.renderFrame()
            #expect(frame.overlayLayer == chart.surface.buildOverlay(chart.surface.currentLayout))
        }
        let after = Self.modelState(chart.surface) + Self.dump(chart.series, "data")
        #expect(before.count == after.count)
        for (old, new) in zip(before, after) where old != new {
            Issue.record("drawing changed \(old) into \(new)")
        }
    }

    /// A frame is drawn from its layout alone: hiding or restyling an axis after the layout
    /// changes nothing of the chart layer or the tools' labels built from that layout.
    @Test func aFrameBuiltFromALayoutIgnoresAxesChangedSince() {
        let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 640, height: 360))
        let xAxis = SCINumericAxis()
        surface.xAxes.add(xAxis)
        surface.yAxes.add(SCINumericAxis())
        _ = TooltipModifierTests.line("Line", [1, 3, 2, 5], on: surface, step: 10)
        let cursor = SCICursorModifier()
        surface.chartModifiers.add(items: cursor, SCIRolloverModifier())
        surface.handlePointer(
            SCIPointerEvent(phase: .hovered, location: surface.point(x: 15, y: 2), timestamp: 0))
        let layout = surface.currentLayout
        let caches = SurfaceFrameCaches()
        let chart = ChartLayerBuilder(frame: layout, scale: 1, caches: caches).build()
        let overlay = surface.buildOverlay(layout)
        xAxis.isVisible = false
        #expect(ChartLayerBuilder(frame: layout, scale: 1, caches: SurfaceFrameCaches()).build() == chart)
        xAxis.isVisible = true
        let yAxis = surface.yAxes[0]
        for axis in [xAxis, yAxis] {
            axis.axisTitle = "Restyled"
            axis.drawMinorGridLines.toggle()
            axis.drawMajorGridLines.toggle()
            axis.drawMajorTicks.toggle()
            axis.drawMinorTicks.toggle()
            axis.drawLabels.toggle()
            axis.majorGridLineStyle = SCISolidPenStyle(color: 0xFFFF_0000, thickness: 3)
            axis.majorTickLineStyle = SCISolidPenStyle(color: 0xFF00_FF00, thickness: 2)
        }
        #expect(ChartLayerBuilder(frame: layout, scale: 1, caches: SurfaceFrameCaches()).build() == chart)
        #expect(surface.buildOverlay(layout) == overlay)
        // The next layout takes the change.
        #expect(surface.renderFrame().chartLayer != chart)
    }

    enum LegendState: CaseIterable, Sendable { case hovered, focused, scrolled }

    /// The stored properties of `object` and its superclasses, described.
    static func dump(_ object: AnyObject, _ name: String) -> [String] {
        var lines: [String] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children {
                lines.append("\(name).\(child.label ?? "?") = \(String(describing: child.value))")
            }
            mirror = current.superclassMirror
        }
        return lines
    }

    /// Every stored property of every model on the surface (series, data series, axes,
    /// annotations, modifiers), described: what a frame must not change.
    static func modelState(_ surface: SCIChartSurface) -> [String] {
        var lines: [String] = []
        func dump(_ object: AnyObject, _ name: String) {
            var mirror: Mirror? = Mirror(reflecting: object)
            while let current = mirror {
                for child in current.children {
                    lines.append("\(name).\(child.label ?? "?") = \(String(describing: child.value))")
                }
                mirror = current.superclassMirror
            }
        }
        for (index, series) in surface.renderableSeries.enumerated() {
            dump(series, "series[\(index)]")
            if let data = series.dataSeries {
                lines.append("series[\(index)].data = \(data.count) points, version \(data.changeCount)")
            }
        }
        for (index, axis) in (Array(surface.xAxes) + Array(surface.yAxes)).enumerated() {
            dump(axis, "axis[\(index)]")
        }
        for (index, annotation) in surface.annotations.enumerated() {
            dump(annotation, "annotation[\(index)]")
        }
        for (index, modifier) in surface.chartModifiers.enumerated() { dump(modifier, "modifier[\(index)]") }
        return lines
    }
}
