import Foundation
import Testing

@testable import SciChart

@Suite("Axis drag modifiers")
struct AxisDragModifierTests {
    typealias F = NavigationFixture

    private func drag(_ surface: SCIChartSurface, from start: CGPoint, by offset: CGPoint, end: Bool = true) {
        surface.handlePointer(SCIPointerEvent(phase: .began, location: start, timestamp: 0))
        let middle = CGPoint(x: start.x + offset.x / 2, y: start.y + offset.y / 2)
        surface.handlePointer(SCIPointerEvent(phase: .moved, location: middle, timestamp: 1))
        let last = CGPoint(x: start.x + offset.x, y: start.y + offset.y)
        surface.handlePointer(SCIPointerEvent(phase: .moved, location: last, timestamp: 2))
        if end { surface.handlePointer(SCIPointerEvent(phase: .ended, location: last, timestamp: 3)) }
    }

    private func band(_ surface: SCIChartSurface, _ axis: SCIAxisBase) throws -> CGRect {
        try #require(surface.currentLayout.axisFrame(for: axis))
    }

    @Test("dragging the time axis right stretches time about the right edge")
    func xScale() throws {
        let surface = F.numeric([SCIXAxisDragModifier()])
        let x = surface.xAxes[0]
        let band = try band(surface, x)
        drag(surface, from: CGPoint(x: band.midX, y: band.midY), by: CGPoint(x: 150, y: 0))
        #expect(F.close(x.visibleRange.max, 100, scale: 100))
        #expect(F.close(x.visibleRange.diff, 100 * exp(-1), scale: 100, tolerance: 1e-6))
        // Left compresses: back past the start.
        drag(surface, from: CGPoint(x: band.midX, y: band.midY), by: CGPoint(x: -300, y: 0))
        #expect(F.close(x.visibleRange.diff, 100 * exp(1), scale: 100, tolerance: 1e-6))
        #expect(F.close(x.visibleRange.max, 100, scale: 100))
    }

    @Test("dragging the price axis up stretches about its middle and turns auto-range off until zoom extents")
    func yScale() throws {
        let surface = F.category([SCIYAxisDragModifier()])
        let y = surface.yAxes[0]
        y.autoRange = .always
        _ = surface.renderFrame()
        let before = y.visibleRange.copy()
        let band = try band(surface, y)
        drag(surface, from: CGPoint(x: band.midX, y: band.midY), by: CGPoint(x: 0, y: -150))
        #expect(y.autoRange == .never)
        #expect(F.close(y.visibleRange.diff, before.diff * exp(-1), scale: before.diff, tolerance: 1e-6))
        #expect(
            F.close(
                (y.visibleRange.min + y.visibleRange.max) / 2, (before.min + before.max) / 2, scale: 100,
                tolerance: 1e-6))
        // New data does not refit the dragged axis; zoom extents gives auto-range back.
        surface.zoomExtents()
        #expect(y.autoRange == .always)
        #expect(F.close(y.visibleRange.diff, before.diff, scale: before.diff, tolerance: 1e-6))
    }

    @Test(
        "pan mode moves the axis with the pointer; the clip modes keep it to the data",
        arguments: [SCIClipMode.none, .clipAtMax, .clipAtExtents, .stretchAtExtents])
    func xPanAndClip(mode: SCIClipMode) throws {
        let modifier = SCIXAxisDragModifier()
        modifier.dragMode = .pan
        modifier.clipModeX = mode
        modifier.clipModeTargetX = .dataRange
        let surface = F.category(bars: 100, [modifier])  // bars 10...50 shown of 0...99
        let x = surface.xAxes[0]
        let band = try band(surface, x)
        let perBar = Double(surface.seriesAreaFrame.width) / 40
        // Drag left by 70 bars: the chart moves towards later bars, 20 past the last one.
        drag(surface, from: CGPoint(x: band.midX, y: band.midY), by: CGPoint(x: -70 * perBar, y: 0))
        let range = x.visibleRange.copy()
        switch mode {
        case .none:
            #expect(
                F.close(range.min, 80, scale: 100, tolerance: 1e-6)
                    && F.close(range.max, 120, scale: 100, tolerance: 1e-6))
        case .clipAtMax, .clipAtExtents:
            #expect(
                F.close(range.max, 99, scale: 100, tolerance: 1e-6)
                    && F.close(range.diff, 40, scale: 100, tolerance: 1e-6))
        case .stretchAtExtents:
            #expect(
                F.close(range.max, 99, scale: 100, tolerance: 1e-6)
                    && F.close(range.min, 80, scale: 100, tolerance: 1e-6))
        case .clipAtMin:
            break
        }
    }

    @Test("clip arithmetic at both ends")
    func clip() {
        let target = SCIDoubleRange(min: 0, max: 100)
        func clip(_ a: Double, _ b: Double, _ mode: SCIClipMode) -> SCIDoubleRange {
            SCIXAxisDragModifier.clip(SCIDoubleRange(min: a, max: b), to: target, mode: mode)
        }
        #expect(clip(-10, 30, .clipAtMin) == SCIDoubleRange(min: 0, max: 40))
        #expect(clip(-10, 30, .clipAtMax) == SCIDoubleRange(min: -10, max: 30))
        #expect(clip(-10, 130, .clipAtExtents) == target)
        #expect(clip(-10, 30, .stretchAtExtents) == SCIDoubleRange(min: 0, max: 30))
        #expect(clip(120, 130, .stretchAtExtents) == SCIDoubleRange(min: 120, max: 130))
    }

    @Test(
        "a press off the axis goes on to later modifiers; minTouchArea widens a thin band; a cancel restores")
    func pressesAndCancel() throws {
        let modifier = SCIXAxisDragModifier()
        let surface = F.numeric([modifier])
        let x = surface.xAxes[0]
        let band = try band(surface, x)
        let above = CGPoint(x: band.midX, y: band.minY - 10)
        surface.handlePointer(SCIPointerEvent(phase: .began, location: above, timestamp: 0))
        #expect(!modifier.isDragging)
        surface.handlePointer(SCIPointerEvent(phase: .ended, location: above, timestamp: 0))
        modifier.minTouchArea = Double(band.height) + 40
        #expect(modifier.cursor(at: above) == .openHand)
        drag(surface, from: above, by: CGPoint(x: 100, y: 0), end: false)
        #expect(modifier.isDragging && x.visibleRange != SCIDoubleRange(min: 0, max: 100))
        surface.handlePointer(SCIPointerEvent(phase: .cancelled, location: above, timestamp: 4))
        #expect(x.visibleRange == SCIDoubleRange(min: 0, max: 100) && !modifier.isDragging)
    }
}
