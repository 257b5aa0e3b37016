import Foundation
import Testing

@testable import SciChart

@Suite("Rollover and tooltip modifiers")
struct TooltipModifierTests {
    typealias F = NavigationFixture

    /// A line named `name` through (0, y0), (10, y1), ... on the default axes of `surface`.
    @discardableResult
    static func line(_ name: String, _ ys: [Double], on surface: SCIChartSurface, step: Double = 10)
        -> SCIFastLineRenderableSeries
    {
        let data = SCIXyDataSeries()
        data.seriesName = name
        data.append(x: ys.indices.map { Double($0) * step }, y: ys)
        let line = SCIFastLineRenderableSeries()
        line.dataSeries = data
        surface.renderableSeries.add(line)
        return line
    }

    static func hover(_ surface: SCIChartSurface, x: Double, y: Double = 25) {
        surface.handlePointer(
            SCIPointerEvent(phase: .hovered, location: surface.point(x: x, y: y), timestamp: 0))
        _ = surface.renderFrame()
    }

    @Test("the rollover reads every series at the pointer's x, interpolated, in the axis' decimals")
    func rolloverInterpolates() {
        let rollover = SCIRolloverModifier()
        let surface = F.numeric([rollover])
        Self.line("Fast", [10.25, 20.75, 30.25], on: surface)
        Self.line("Slow", [5.50, 6.25, 7.75], on: surface)
        Self.hover(surface, x: 15)
        #expect(rollover.tooltipTexts == ["Fast\n25.50", "Slow\n7.00"])
        rollover.useInterpolation = false
        Self.hover(surface, x: 14)
        #expect(rollover.tooltipTexts == ["Fast\n20.75", "Slow\n6.25"], "the nearest point's values")
        Self.hover(surface, x: 60)
        #expect(rollover.tooltipTexts.isEmpty, "past the data, no value")
        surface.handlePointer(SCIPointerEvent(phase: .exited, location: .zero, timestamp: 1))
        _ = surface.renderFrame()
        #expect(rollover.tooltipTexts.isEmpty && rollover.pointerLocation == nil)
    }

    @Test("the rollover draws its line at the pointer, a marker on each series and the x on the axis")
    func rolloverDrawing() throws {
        let rollover = SCIRolloverModifier()
        let surface = F.numeric([rollover])
        Self.line("Fast", [10, 20, 30], on: surface)
        Self.hover(surface, x: 15)
        let group = try #require(surface.renderFrame().overlayLayer.group(named: "rollover"))
        let area = surface.seriesAreaFrame
        let x = surface.point(x: 15, y: 0).x
        let line = try #require(group.strokes.first).0
        #expect(line.elements == [.move(CGPoint(x: x, y: area.minY)), .line(CGPoint(x: x, y: area.maxY))])
        #expect(group.textRuns.map(\.text) == ["Fast", "25", "15"], "the tooltip, then the axis label")
        rollover.drawVerticalLine = false
        rollover.showAxisLabel = false
        rollover.showTooltip = false
        let bare = try #require(surface.renderFrame().overlayLayer.group(named: "rollover"))
        #expect(bare.textRuns.isEmpty && bare.strokes.count == 1, "the marker's ring only")
    }

    @Test("over bars the rollover stands on the nearest bar and reads its open, high, low and close")
    func rolloverOnBars() throws {
        let rollover = SCIRolloverModifier()
        let surface = F.category(bars: 20, [rollover])
        let area = surface.seriesAreaFrame
        let point = F.point(surface, 0.51, 0.5)
        surface.handlePointer(SCIPointerEvent(phase: .hovered, location: point, timestamp: 0))
        _ = surface.renderFrame()
        // Bars 10...50 are shown: half way is bar 30, past the 20 bars: the line stands on
        // the last bar, 19 (price 100 + 19 % 7).
        #expect(rollover.tooltipTexts == ["O 105  H 107  L 103  C 106"])
        let early = CGPoint(x: area.minX + area.width * 0.1, y: point.y)
        surface.handlePointer(SCIPointerEvent(phase: .hovered, location: early, timestamp: 1))
        _ = surface.renderFrame()
        // 10 + 0.1 * 40 = bar 14: price 100 + 14 % 7 = 100.
        #expect(rollover.tooltipTexts == ["O 100  H 102  L 98  C 101"], "prices quoted in whole numbers")
        let group = try #require(surface.renderFrame().overlayLayer.group(named: "rollover"))
        let line = try #require(group.strokes.first).0
        let barX = area.minX + CGFloat(surface.xAxes[0].currentCoordinateCalculator.getCoordinate(14))
        #expect(line.elements.first == .move(CGPoint(x: barX, y: area.minY)))
    }

    @Test("the source mode chooses the series; hidden series are never read")
    func sourceMode() {
        let rollover = SCIRolloverModifier()
        let surface = F.numeric([rollover])
        let fast = Self.line("Fast", [10, 20, 30], on: surface)
        let slow = Self.line("Slow", [5, 6, 7], on: surface)
        rollover.sourceMode = .selectedSeries
        slow.isSelected = true
        Self.hover(surface, x: 10)
        #expect(rollover.tooltipTexts == ["Slow\n6"])
        rollover.sourceMode = .unselectedSeries
        Self.hover(surface, x: 10)
        #expect(rollover.tooltipTexts == ["Fast\n20"])
        rollover.sourceMode = .allSeries
        fast.isVisible = false
        Self.hover(surface, x: 10)
        #expect(rollover.tooltipTexts == ["Slow\n6"])
    }

    @Test("tooltips of equal values are stacked clear of each other, inside the series area")
    func tooltipsKeepClear() throws {
        let rollover = SCIRolloverModifier()
        rollover.showAxisLabel = false
        let surface = F.numeric([rollover])
        for index in 0..<6 { Self.line("Series \(index)", [49, 49.5, 49.9], on: surface) }
        Self.hover(surface, x: 19)
        let group = try #require(surface.renderFrame().overlayLayer.group(named: "rollover"))
        let boxes = group.fills.map(\.0.bounds).filter { $0.width > 10 }
        #expect(boxes.count == 6)
        let area = surface.seriesAreaFrame
        for (index, box) in boxes.enumerated() {
            #expect(area.contains(box), "box \(index) inside")
            for other in boxes[(index + 1)...] { #expect(!box.intersects(other)) }
        }
    }

    @Test("separating boxes keeps each as near its place as the others allow")
    func separation() {
        let area = CGRect(x: 0, y: 0, width: 200, height: 100)
        var boxes = [
            TooltipBox(lines: ["a"], color: .white, frame: CGRect(x: 10, y: 90, width: 50, height: 20)),
            TooltipBox(lines: ["b"], color: .white, frame: CGRect(x: 20, y: 85, width: 50, height: 20)),
            TooltipBox(lines: ["c"], color: .white, frame: CGRect(x: 150, y: 0, width: 40, height: 20)),
        ]
        TooltipBox.separate(&boxes, in: area)
        #expect(boxes[0].frame.maxY == 100 && boxes[1].frame.maxY == 100 - 20 - TooltipBox.gap)
        #expect(boxes[2].frame.origin == CGPoint(x: 150, y: 0), "a box clear of the others stays")
    }

    @Test("the tooltip shows the series under the pointer, by name, x and y")
    func tooltipHitsTheNearestSeries() {
        let tooltip = SCITooltipModifier()
        let surface = F.numeric([tooltip])
        Self.line("Fast", [10.5, 20.5, 30.5], on: surface)
        Self.line("Slow", [5.5, 6.5, 7.5], on: surface)
        Self.hover(surface, x: 10, y: 20)
        #expect(tooltip.tooltipTexts == ["Fast\nX: 10\nY: 20.5"])
        Self.hover(surface, x: 10, y: 7)
        #expect(tooltip.tooltipTexts == ["Slow\nX: 10\nY: 6.5"])
        Self.hover(surface, x: 10, y: 40)
        #expect(tooltip.tooltipTexts.isEmpty, "nothing within the radius")
    }

    @Test("the hit-test point moves by the offset towards the marker placement")
    func tooltipOffset() {
        let tooltip = SCITooltipModifier()
        tooltip.offset = 30
        tooltip.markerPlacement = .top
        let surface = F.numeric([tooltip])
        Self.line("Flat", [20, 20, 20], on: surface)
        // 30 points below the line: the point tested is on it.
        let onLine = surface.point(x: 10, y: 20)
        surface.handlePointer(
            SCIPointerEvent(phase: .hovered, location: CGPoint(x: onLine.x, y: onLine.y + 30), timestamp: 0))
        _ = surface.renderFrame()
        #expect(tooltip.tooltipTexts == ["Flat\nX: 10\nY: 20"])
        #expect(tooltip.hitTestPoint(for: .zero) == CGPoint(x: 0, y: -30))
        tooltip.customPointOffset = CGPoint(x: 5, y: 5)
        #expect(tooltip.hitTestPoint(for: .zero) == CGPoint(x: 5, y: 5))
        tooltip.customPointOffset = .zero
        tooltip.offset = .nan
        #expect(tooltip.hitTestPoint(for: .zero) == .zero)
    }

    @Test("a tooltip turns to the other side rather than leave the series area")
    func tooltipFlips() {
        let area = CGRect(x: 0, y: 0, width: 200, height: 100)
        let size = CGSize(width: 60, height: 30)
        let middle = SCITooltipModifier.frame(
            of: size, at: CGPoint(x: 100, y: 50), position: .topRight, in: area)
        #expect(middle == CGRect(x: 108, y: 12, width: 60, height: 30))
        let corner = SCITooltipModifier.frame(
            of: size, at: CGPoint(x: 190, y: 10), position: .topRight, in: area)
        #expect(corner == CGRect(x: 122, y: 18, width: 60, height: 30), "left of and below the marker")
        let left = SCITooltipModifier.frame(
            of: size, at: CGPoint(x: 20, y: 90), position: .bottomLeft, in: area)
        #expect(left == CGRect(x: 28, y: 52, width: 60, height: 30))
    }

    @Test("rollovers with one tag show each pane's series at the same x")
    func rolloverAcrossPanes() {
        let (surfaces, rollovers) = SharedEventsTests.taggedPanes("panes") { SCIRolloverModifier() }
        for (index, surface) in surfaces.enumerated() {
            Self.line("Pane \(index)", [1, 2, 3].map { $0 * Double(index + 1) }, on: surface, step: 50)
        }
        Self.hover(surfaces[0], x: 50, y: 100)
        for surface in surfaces { _ = surface.renderFrame() }
        #expect(rollovers.map(\.tooltipTexts) == [["Pane 0\n2"], ["Pane 1\n4"], ["Pane 2\n6"]])
    }
}
