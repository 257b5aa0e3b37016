import Foundation
import Testing

@testable import SciChart

/// Taps select and deselect through `SCISeriesSelectionModifier`; hover marks on mouse hosts.
@Suite struct SeriesSelectionModifierTests {
    /// Lines on the 0...10 by 0...100 chart: `low` and `high` lie over each other at 50
    /// from x = 0 to 4, then part (low to 20, high to 80); `other` is flat at 90.
    struct Chart {
        let surface: SCIChartSurface
        let low = SeriesFixture.line([0, 4, 10], [50, 50, 20])
        let high = SeriesFixture.line([0, 4, 10], [50, 50, 80])
        let other = SeriesFixture.line([0, 10], [90, 90])

        init(_ modifiers: SCIChartModifierBase...) {
            surface = SeriesFixture.surface(low, high, other)
            surface.chartModifiers.add(contentsOf: modifiers)
        }

        func tap(x: Double, y: Double) {
            let point = surface.point(x: x, y: y)
            surface.handlePointer(SCIPointerEvent(phase: .began, location: point, timestamp: 0))
            surface.handlePointer(SCIPointerEvent(phase: .ended, location: point, timestamp: 0.05))
        }

        func hover(x: Double, y: Double) {
            surface.handlePointer(SCIPointerEvent(phase: .hovered, location: surface.point(x: x, y: y)))
        }

        var selected: [SCIRenderableSeriesBase] { Array(surface.renderableSeries).filter(\.isSelected) }
    }

    @Test func aTapSelectsTheUpmostSeriesAndATapOnNothingDeselects() {
        let modifier = SCISeriesSelectionModifier()
        let style = PenStyle(.white, thickness: 4)
        modifier.selectedSeriesStyle = style
        let chart = Chart(modifier)
        let lowPen = chart.low.strokeStyle
        // Where low and high lie over each other, the later one (drawn on top) wins.
        chart.tap(x: 2, y: 50)
        #expect(chart.selected.map { $0 === chart.high } == [true])
        #expect(chart.high.strokeStyle === style.pen && chart.high.selectedSeriesStyle === style)
        #expect(modifier.selectedSeries === chart.high)
        // Where they part, low alone: the selection moves.
        chart.tap(x: 9, y: 25)
        #expect(chart.selected.map { $0 === chart.low } == [true])
        #expect(chart.high.strokeStyle?.color == 0xFF00_FF00)
        // Selecting does not change the drawing order: low is still drawn first.
        #expect(SeriesFixture.seriesList(chart.surface, index: 0).strokes.first?.1.color == .white)
        chart.tap(x: 5, y: 5)
        #expect(chart.selected.isEmpty && modifier.selectedSeries == nil)
        #expect(chart.low.strokeStyle === lowPen)
        #expect(style.savedObjectCount == 0)
    }

    @Test func theListenerIsCalledOncePerChange() {
        let modifier = SCISeriesSelectionModifier()
        var calls: [String] = []
        let chart = Chart(modifier)
        modifier.selectionChangedListener = { series in
            calls.append(series === chart.other ? "other" : series === chart.low ? "low" : "\(series as Any)")
        }
        chart.tap(x: 5, y: 90)
        chart.tap(x: 6, y: 90)  // the same series: no change
        chart.tap(x: 9, y: 25)
        chart.tap(x: 5, y: 5)
        chart.tap(x: 6, y: 5)  // nothing on nothing: no change
        // A drag over a series is not a tap.
        chart.surface.drag([chart.surface.point(x: 2, y: 90), chart.surface.point(x: 5, y: 90)])
        #expect(calls == ["other", "low", "nil"])
    }

    @Test func aListenerMayRemoveTheSelectedSeriesOrTheModifier() {
        let modifier = SCISeriesSelectionModifier()
        let style = PenStyle(.white, thickness: 4)
        modifier.selectedSeriesStyle = style
        let chart = Chart(modifier)
        let pen = chart.other.strokeStyle
        var calls = 0
        modifier.selectionChangedListener = { series in
            calls += 1
            if let series = series as? SCIRenderableSeriesBase {
                chart.surface.renderableSeries.remove(series)
            }
        }
        chart.tap(x: 5, y: 90)
        #expect(calls == 1)
        #expect(!chart.surface.renderableSeries.contains(chart.other))
        #expect(!chart.other.isSelected && chart.other.strokeStyle === pen)
        #expect(modifier.selectedSeries == nil && style.savedObjectCount == 0)
        // What was removed is not selected again, nor reported.
        chart.tap(x: 5, y: 90)
        #expect(calls == 1)
        modifier.selectionChangedListener = { _ in chart.surface.chartModifiers.remove(modifier) }
        chart.tap(x: 9, y: 25)
        #expect(chart.low.isSelected && !modifier.isAttached)
        chart.tap(x: 5, y: 5)
        #expect(chart.low.isSelected)
    }

    /// Page 003: the modifier sets `isSelected` on the topmost series and tries to apply its
    /// style. Several modifiers that receive handled events all select the same upmost
    /// series, and only the one whose style matches styles it.
    @Test func severalModifiersSelectTheUpmostSeriesAndTheMatchingOneStylesIt() {
        let lines = SCISeriesSelectionModifier()
        lines.selectedSeriesStyle = PenStyle(.white, type: SCIFastLineRenderableSeries.self)
        let columns = SCISeriesSelectionModifier()
        columns.selectedSeriesStyle = PenStyle(.red, type: SCIFastColumnRenderableSeries.self)
        columns.receiveHandledEvents = true
        let column = SCIFastColumnRenderableSeries()
        column.dataSeries = SeriesFixture.xy([8], [30])
        let chart = Chart(lines, columns)
        chart.surface.renderableSeries.add(column)
        #expect(lines.manages(chart.low) && !lines.manages(column))
        #expect(columns.manages(column) && !columns.manages(chart.low))
        chart.tap(x: 8, y: 15)
        #expect(column.isSelected && column.strokeStyle?.color == .red)
        #expect(column.selectedSeriesStyle === columns.selectedSeriesStyle)
        chart.tap(x: 5, y: 90)
        // Both selected the line, and the line modifier's style is on it; the column is
        // deselected and its style came off.
        #expect(chart.other.isSelected && chart.other.strokeStyle?.color == .white)
        #expect(!column.isSelected && column.strokeStyle?.color != .red)
        chart.tap(x: 8, y: 15)
        #expect(column.isSelected && !chart.other.isSelected)
        // Without receiveHandledEvents the column modifier does not see the line's tap: the
        // line modifier alone selects the line, and still deselects the column.
        columns.receiveHandledEvents = false
        chart.tap(x: 5, y: 90)
        #expect(chart.other.isSelected && !column.isSelected)
    }

    /// A typed style hides no series from hit-testing: a column drawn over a line is what a
    /// tap on it selects, even by a modifier whose style is for lines.
    @Test func aTypedStyleDoesNotHideOtherSeriesFromTheTap() {
        let lines = SCISeriesSelectionModifier()
        lines.selectedSeriesStyle = PenStyle(.white, type: SCIFastLineRenderableSeries.self)
        let chart = Chart(lines)
        // A column over the flat line at 90, drawn on top of it.
        let column = SCIFastColumnRenderableSeries()
        column.dataSeries = SeriesFixture.xy([5], [95])
        chart.surface.renderableSeries.add(column)
        let linePen = chart.other.strokeStyle
        chart.tap(x: 5, y: 90)
        #expect(column.isSelected, "the upmost series at the tap is the column")
        #expect(!chart.other.isSelected && chart.other.strokeStyle === linePen)
        // Not the line modifier's style: the column keeps its own (none here).
        #expect(column.selectedSeriesStyle == nil)
        #expect(lines.selectedSeries === column)
    }

    /// The stroke under the pointer wins over an upper series within the radius: a tap on
    /// a line selects it even with another line drawn above it a few pixels away.
    @Test func theLineUnderThePointerWinsOverOneDrawnAboveItNearby() {
        let modifier = SCISeriesSelectionModifier()
        let surface = SeriesFixture.surface()
        let under = SeriesFixture.line([0, 10], [50, 50])
        let above = SeriesFixture.line([0, 10], [50, 50])
        surface.renderableSeries.add(items: under, above)
        surface.chartModifiers.add(modifier)
        // Lift the upper line 7 pixels: within the 7-point hit radius of a tap on the lower.
        let y = Double(surface.point(x: 5, y: 50).y)
        let pixelsPerValue = y - Double(surface.point(x: 5, y: 51).y)
        above.dataSeries = SeriesFixture.xy([0, 10], [50 + 7 / pixelsPerValue, 50 + 7 / pixelsPerValue])
        surface.layoutIfNeeded()
        #expect(above.hitTest(at: surface.point(x: 5, y: 50)).isHit, "the upper line is within reach")
        let tap = surface.point(x: 5, y: 50)
        surface.handlePointer(SCIPointerEvent(phase: .began, location: tap, timestamp: 0))
        surface.handlePointer(SCIPointerEvent(phase: .ended, location: tap, timestamp: 0.05))
        #expect(under.isSelected && !above.isSelected)
        // Between the lines, on neither stroke: the upmost within reach.
        let between = CGPoint(x: tap.x, y: tap.y - 3.5)
        surface.handlePointer(SCIPointerEvent(phase: .began, location: between, timestamp: 1))
        surface.handlePointer(SCIPointerEvent(phase: .ended, location: between, timestamp: 1.05))
        #expect(above.isSelected && !under.isSelected)
    }

    @Test func aDrawingToolThatHandlesThePressStopsSelection() {
        let tool = SCIMeasureCreationModifier()
        let modifier = SCISeriesSelectionModifier()
        let chart = Chart(tool, modifier)
        chart.tap(x: 5, y: 90)
        #expect(chart.selected.isEmpty)
        modifier.receiveHandledEvents = true
        chart.tap(x: 5, y: 90)
        #expect(chart.other.isSelected)
        // With the tool put down, taps select again without the setting.
        modifier.receiveHandledEvents = false
        tool.isEnabled = false
        chart.tap(x: 9, y: 25)
        #expect(chart.low.isSelected && !chart.other.isSelected)
    }

    @Test func aStyleForAnotherTypeSelectsWithoutStyling() {
        let modifier = SCISeriesSelectionModifier()
        let style = PenStyle(.red, type: SCIFastColumnRenderableSeries.self)
        modifier.selectedSeriesStyle = style
        let chart = Chart(modifier)
        let pen = chart.other.strokeStyle
        chart.tap(x: 5, y: 90)
        #expect(chart.selected.map { $0 === chart.other } == [true])
        #expect(chart.other.strokeStyle === pen && chart.other.selectedSeriesStyle == nil)
        #expect(chart.surface.cursor(at: chart.surface.point(x: 5, y: 90)) == .pointingHand)
    }

    @Test func withoutAStyleEverySeriesKeepsItsOwn() {
        let modifier = SCISeriesSelectionModifier()
        let chart = Chart(modifier)
        let own = PenStyle(.green)
        chart.other.selectedSeriesStyle = own
        chart.tap(x: 5, y: 90)
        #expect(chart.other.isSelected && chart.other.selectedSeriesStyle === own)
        #expect(chart.other.strokeStyle === own.pen)
        chart.tap(x: 9, y: 25)
        #expect(chart.low.isSelected && chart.low.selectedSeriesStyle == nil)
    }

    @Test func oddStyleValuesAreUndoneOnDeselection() {
        let modifier = SCISeriesSelectionModifier()
        modifier.selectedSeriesStyle = PenStyle(.clear, thickness: 0)
        let chart = Chart(modifier)
        let pen = chart.other.strokeStyle
        chart.tap(x: 5, y: 90)
        #expect(chart.other.strokeStyle?.thickness == 0)
        #expect(chart.surface.renderDisplayList().isFinite)
        // Still found at zero width, within the radius.
        chart.tap(x: 5, y: 90)
        #expect(chart.other.isSelected)
        chart.tap(x: 5, y: 5)
        #expect(chart.other.strokeStyle === pen)
    }

    @Test func replacingTheStyleRestylesOrTakesItOff() {
        let modifier = SCISeriesSelectionModifier()
        modifier.selectedSeriesStyle = PenStyle(.white)
        let chart = Chart(modifier)
        let pen = chart.other.strokeStyle
        var calls: [Bool] = []
        modifier.selectionChangedListener = { calls.append($0 != nil) }
        chart.tap(x: 5, y: 90)
        let next = PenStyle(.blue)
        modifier.selectedSeriesStyle = next
        #expect(chart.other.isSelected && chart.other.strokeStyle === next.pen)
        // A style that cannot style the line comes off it; the line stays selected.
        modifier.selectedSeriesStyle = PenStyle(.red, type: SCIFastColumnRenderableSeries.self)
        #expect(chart.other.isSelected && chart.other.strokeStyle === pen)
        #expect(chart.other.selectedSeriesStyle == nil)
        #expect(calls == [true])
    }

    @Test func hoverMarksTheSeriesUnderThePointerUntilItLeaves() {
        let modifier = SCISeriesSelectionModifier()
        let hover = PenStyle(.red)
        modifier.hoveredSeriesStyle = hover
        let chart = Chart(modifier)
        let pen = chart.other.strokeStyle
        chart.hover(x: 5, y: 90)
        #expect(!chart.other.isHovered)
        modifier.enableHover = true
        chart.hover(x: 5, y: 90)
        #expect(chart.other.isHovered && chart.other.strokeStyle === hover.pen)
        #expect(modifier.hoveredSeries === chart.other)
        chart.hover(x: 9, y: 25)
        #expect(!chart.other.isHovered && chart.other.strokeStyle === pen)
        #expect(chart.low.isHovered && modifier.hoveredSeries === chart.low)
        chart.surface.handlePointer(SCIPointerEvent(phase: .exited, location: .zero))
        #expect(!chart.low.isHovered && modifier.hoveredSeries == nil)
        chart.hover(x: 5, y: 90)
        modifier.enableHover = false
        #expect(!chart.other.isHovered && chart.other.strokeStyle === pen)
        #expect(hover.savedObjectCount == 0)
    }

    @Test func hoverAndSelectionTogetherUndoExactly() {
        let modifier = SCISeriesSelectionModifier()
        modifier.selectedSeriesStyle = PenStyle(.white, thickness: 4)
        modifier.hoveredSeriesStyle = PenStyle(.red)
        modifier.enableHover = true
        let chart = Chart(modifier)
        let pen = chart.other.strokeStyle
        chart.hover(x: 5, y: 90)
        chart.tap(x: 5, y: 90)
        #expect(chart.other.isSelected && chart.other.strokeStyle?.color == .red)
        chart.hover(x: 5, y: 5)
        #expect(chart.other.strokeStyle?.color == .white)
        chart.hover(x: 5, y: 90)
        chart.tap(x: 5, y: 5)
        chart.surface.handlePointer(SCIPointerEvent(phase: .exited, location: .zero))
        #expect(chart.other.strokeStyle === pen)
    }

    @Test func aSeriesRemovedWhileSelectedAndHoveredLosesItsStyles() {
        let modifier = SCISeriesSelectionModifier()
        let selected = PenStyle(.white, thickness: 4)
        let hover = PenStyle(.red)
        modifier.selectedSeriesStyle = selected
        modifier.hoveredSeriesStyle = hover
        modifier.enableHover = true
        let chart = Chart(modifier)
        let pen = chart.other.strokeStyle
        chart.tap(x: 5, y: 90)
        chart.hover(x: 5, y: 90)
        chart.surface.renderableSeries.remove(chart.other)
        #expect(chart.other.strokeStyle === pen && !chart.other.isSelected && !chart.other.isHovered)
        #expect(selected.savedObjectCount == 0 && hover.savedObjectCount == 0)
        #expect(modifier.selectedSeries == nil)
        chart.hover(x: 5, y: 90)
        chart.tap(x: 5, y: 90)
        chart.surface.handlePointer(SCIPointerEvent(phase: .exited, location: .zero))
        #expect(chart.selected.isEmpty)
    }

    @Test func theCursorPointsOverASelectableSeries() {
        let modifier = SCISeriesSelectionModifier()
        modifier.hitTestRadius = 3
        let chart = Chart(modifier)
        let onLine = chart.surface.point(x: 5, y: 90)
        #expect(chart.surface.cursor(at: onLine) == .pointingHand)
        #expect(chart.surface.cursor(at: CGPoint(x: onLine.x, y: onLine.y + 3.5)) == .pointingHand)
        #expect(chart.surface.cursor(at: CGPoint(x: onLine.x, y: onLine.y + 4.5)) == .arrow)
        modifier.isEnabled = false
        #expect(chart.surface.cursor(at: onLine) == .arrow)
    }

    @Test func aCustomSeriesIsSelectableLikeABuiltInOne() {
        /// A series drawn as one dot at its first point, hit within the radius of it.
        final class DotSeries: SCIRenderableSeriesBase {
            override func hitTest(
                _ data: SCISeriesDataView, at point: CGPoint, radius: Double, context: SCISeriesRenderContext
            ) -> SCIHitTestInfo {
                let dot = CGPoint(
                    x: context.pixelX(data.value(column: 0, at: 0), index: 0),
                    y: context.pixelY(data.value(column: 1, at: 0)))
                return hitTestInfo(
                    index: 0, distance: point.distance(to: dot), pixel: dot, tolerance: radius, at: point,
                    data: data, context: context)
            }
        }
        let modifier = SCISeriesSelectionModifier()
        modifier.selectedSeriesStyle = PenStyle(.white)
        let dot = DotSeries()
        dot.dataSeries = SeriesFixture.xy([3], [30])
        let chart = Chart(modifier)
        chart.surface.renderableSeries.add(dot)
        chart.tap(x: 3, y: 30)
        #expect(dot.isSelected && dot.strokeStyle?.color == .white)
    }
}
