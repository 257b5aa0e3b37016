import Foundation
import TestSupport
import Testing

@testable import SciChart

/// A legend's header row: shown with a title, a tap collapses the legend to it and back, a
/// drag on it moves the legend to another corner, drags on the items still scroll.
@Suite struct LegendHeaderTests {
    private func chart(
        count: Int = 4, title: String? = "Series", _ configure: (SCILegendModifier) -> Void = { _ in }
    )
        -> (SCIChartSurface, SCILegendModifier)
    {
        let surface = LegendFixture.surface(count: count)
        let modifier = LegendFixture.legend(on: surface) {
            $0.showCheckBoxes = true
            $0.title = title
            configure($0)
        }
        return (surface, modifier)
    }

    /// The room a legend on the default fixture's chart has, inside the default margins.
    private func room(_ surface: SCIChartSurface) -> CGRect {
        surface.seriesAreaFrame.insetBy(dx: 10, dy: 10)
    }

    @Test func withoutATitleThereIsNoHeader() throws {
        let (surface, modifier) = chart(title: nil)
        let legend = modifier.legend
        #expect(legend.headerFrame == nil)
        #expect(abs(try #require(legend.itemFrame(at: 0)).minY - (legend.frame.minY + 6)) < 1e-9)
        modifier.title = ""
        #expect(legend.headerFrame == nil)
        // A tap where a header would be acts on the first item, as before.
        surface.tap(try #require(legend.checkBoxFrame(at: 0)).centre, at: 1)
        #expect(surface.visibility.first == false)
    }

    @Test func aTitleAddsAHeaderRowAboveTheItemsInBold() throws {
        let (surface, plain) = chart(title: nil)
        let heightWithout = plain.legend.frame.height
        plain.title = "Series"
        let legend = plain.legend
        let header = try #require(legend.headerFrame)
        #expect(header.minY == legend.frame.minY)
        #expect(header.width == legend.frame.width)
        #expect(legend.frame.height == heightWithout + header.height)
        let first = try #require(legend.itemFrame(at: 0))
        #expect(first.minY >= header.maxY)
        let group = try #require(surface.renderDisplayList().group(named: "legend"))
        let title = try #require(group.textRuns.first { $0.text == "Series" })
        #expect(title.isBold)
        #expect(header.contains(title.origin))
        #expect(group.textRuns.map(\.text) == ["Series", "Series 1", "Series 2", "Series 3", "Series 4"])
    }

    @Test func aTapOnTheHeaderCollapsesTheLegendToItAndBack() throws {
        let (surface, modifier) = chart()
        let legend = modifier.legend
        let expanded = legend.frame
        let header = try #require(legend.headerFrame)
        surface.tap(header.centre, at: 1)
        #expect(modifier.isCollapsed)
        #expect(legend.frame.height == header.height)
        #expect(legend.frame.origin == expanded.origin)
        #expect(legend.itemFrame(at: 0) == nil)
        #expect(legend.checkBoxFrame(at: 0) == nil)
        #expect(surface.renderDisplayList().group(named: "legend")?.textRuns.map(\.text) == ["Series"])
        // Where the items were is the chart's again: a tap there toggles nothing.
        surface.tap(CGPoint(x: expanded.minX + 20, y: expanded.maxY - 10), at: 2)
        #expect(surface.visibility == [true, true, true, true])
        surface.tap(try #require(legend.headerFrame).centre, at: 3)
        #expect(!modifier.isCollapsed)
        #expect(legend.frame == expanded)
        #expect(surface.visibility == [true, true, true, true])
    }

    @Test func aDoubleTapOnTheHeaderCollapsesAndExpandsAgain() throws {
        let (surface, modifier) = chart()
        let header = try #require(modifier.legend.headerFrame)
        surface.doubleTap(header.centre, at: 1)
        #expect(!modifier.isCollapsed)
        #expect(surface.visibility == [true, true, true, true])
    }

    @Test func aTapOnTheHeaderThenOneOnTheChartIsNoDoubleTapOnTheChart() throws {
        // Folded, the header is narrower (and a legend at the bottom moves down to its
        // corner): the second tap of a quick pair on its right end lands on the chart.
        for position: SCIAlignment in [[.left, .top], [.left, .bottom]] {
            let (surface, modifier) = chart { $0.position = position }
            surface.chartModifiers.add(SCIZoomExtentsModifier())
            surface.xAxes[0].visibleRange = SCIDoubleRange(min: 40, max: 60)
            let header = try #require(modifier.legend.headerFrame)
            let end = CGPoint(x: header.maxX - 5, y: header.midY)
            surface.doubleTap(end, at: 1)
            #expect(modifier.isCollapsed)
            #expect(surface.xAxes[0].visibleRange == SCIDoubleRange(min: 40, max: 60))
        }
    }

    @Test func aLegendStretchedAlongFoldsToItsHeader() throws {
        let (surface, modifier) = chart { $0.position = [.left, .top, .bottom] }
        let legend = modifier.legend
        #expect(legend.frame.height == room(surface).height)
        surface.tap(try #require(legend.headerFrame).centre, at: 1)
        #expect(legend.frame.height == legend.headerFrame?.height)
        // Below the header is the chart's again.
        #expect(legend.cursor(at: CGPoint(x: legend.frame.midX, y: legend.frame.maxY + 40)) == .arrow)
    }

    @Test func draggingTheHeaderMovesTheLegendWithThePointerThenToTheNearestCorner() throws {
        let (surface, modifier) = chart()
        let legend = modifier.legend
        let start = legend.frame
        let grip = try #require(legend.headerFrame).centre
        let area = room(surface)
        let middle = CGPoint(x: grip.x + 200, y: grip.y + 150)
        surface.handlePointer(SCIPointerEvent(phase: .began, location: grip, timestamp: 1))
        surface.handlePointer(SCIPointerEvent(phase: .moved, location: middle, timestamp: 1.1))
        #expect(legend.frame.origin == CGPoint(x: start.minX + 200, y: start.minY + 150))
        #expect(modifier.position == [.left, .top])
        let end = CGPoint(x: area.maxX - 5, y: area.maxY - 5)
        surface.handlePointer(SCIPointerEvent(phase: .moved, location: end, timestamp: 1.2))
        // Never outside the room.
        #expect(area.contains(legend.frame))
        surface.handlePointer(SCIPointerEvent(phase: .ended, location: end, timestamp: 1.3))
        #expect(modifier.position == [.right, .bottom])
        #expect(legend.frame.maxX == area.maxX)
        #expect(legend.frame.maxY == area.maxY)
        #expect(legend.frame.size == start.size)
        // Nothing was toggled or collapsed on the way.
        #expect(!modifier.isCollapsed)
        #expect(surface.visibility == [true, true, true, true])
        // And back to the top left, across and along.
        let grip2 = try #require(legend.headerFrame).centre
        surface.drag([grip2, CGPoint(x: 30, y: 30)], time: 2)
        #expect(modifier.position == [.left, .top])
        #expect(legend.frame == start)
    }

    @Test func aDragOnTheHeaderPansNothingUnderIt() throws {
        let (surface, modifier) = chart()
        surface.chartModifiers.add(SCIZoomPanModifier())
        let before = surface.xAxes[0].visibleRange.copy()
        let grip = try #require(modifier.legend.headerFrame).centre
        surface.drag([grip, CGPoint(x: grip.x + 500, y: grip.y + 20)], time: 1)
        #expect(surface.xAxes[0].visibleRange == before)
        #expect(modifier.position == [.right, .top])
    }

    @Test func aCancelledDragPutsTheLegendBack() throws {
        let (surface, modifier) = chart()
        let legend = modifier.legend
        let start = legend.frame
        let grip = try #require(legend.headerFrame).centre
        surface.handlePointer(SCIPointerEvent(phase: .began, location: grip, timestamp: 1))
        surface.handlePointer(
            SCIPointerEvent(
                phase: .moved, location: CGPoint(x: grip.x + 300, y: grip.y + 300), timestamp: 1.1))
        #expect(legend.frame != start)
        surface.handlePointer(
            SCIPointerEvent(
                phase: .cancelled, location: CGPoint(x: grip.x + 300, y: grip.y + 300), timestamp: 1.2))
        #expect(legend.frame == start)
        #expect(modifier.position == [.left, .top])
    }

    @Test func aLegendStretchedAcrossKeepsStretchingWhenMoved() throws {
        let (surface, modifier) = chart { $0.position = [.left, .right, .top] }
        let legend = modifier.legend
        let grip = try #require(legend.headerFrame).centre
        surface.drag([grip, CGPoint(x: grip.x - 5, y: room(surface).maxY - 4)], time: 1)
        #expect(modifier.position == [.left, .right, .bottom])
        #expect(legend.frame.width == room(surface).width)
    }

    @Test func dragsOnTheItemsScrollThemUnderAHeaderThatStays() throws {
        let (surface, modifier) = chart(count: 60)
        let legend = modifier.legend
        let header = try #require(legend.headerFrame)
        #expect(legend.frame.height == room(surface).height)
        let start = try #require(legend.itemFrame(at: 5)).centre
        surface.drag(
            [start, CGPoint(x: start.x, y: start.y - 40), CGPoint(x: start.x, y: start.y - 100)], time: 1)
        #expect(abs(legend.contentOffset.y - 100) < 1e-9)
        #expect(legend.headerFrame == header)
        #expect(modifier.position == [.left, .top])
        // An item scrolled under the header is out of view; the first in view starts under it.
        #expect(legend.itemFrame(at: 0) == nil)
        let shown = (0..<60).compactMap { legend.itemFrame(at: $0) }
        #expect(shown.allSatisfy { $0.maxY > header.maxY })
        // Scrolled to the end, the last item sits at the bottom, the header still on top.
        legend.contentOffset = CGPoint(x: 0, y: 1e9)
        let last = try #require(legend.itemFrame(at: 59))
        #expect(abs(last.maxY - (legend.frame.maxY - 6)) < 1e-9)
        // The header's title is drawn; no item's name is drawn over it.
        let group = try #require(surface.renderDisplayList().group(named: "legend"))
        #expect(group.textRuns.first?.text == "Series")
    }

    @Test func aCollapsedLegendOfManyItemsIsItsHeaderAlone() throws {
        let (surface, modifier) = chart(count: 60) { $0.isCollapsed = true }
        let legend = modifier.legend
        let header = try #require(legend.headerFrame)
        #expect(legend.frame == header)
        #expect((0..<60).allSatisfy { legend.itemFrame(at: $0) == nil })
        #expect(surface.handleScroll(deltaX: 0, deltaY: 3, at: header.centre))
        #expect(legend.contentOffset == .zero)
    }

    @Test func aLongOrHostileTitleIsCutToTheLegend() throws {
        let title = String(repeating: "Very long legend title ", count: 40) + "\u{0}\n<b>"
        let (surface, modifier) = chart(title: title)
        let legend = modifier.legend
        let header = try #require(legend.headerFrame)
        #expect(room(surface).contains(legend.frame))
        let group = try #require(surface.renderDisplayList().group(named: "legend"))
        let drawn = try #require(group.textRuns.first)
        #expect(drawn.text.hasSuffix("\u{2026}"))
        #expect(!drawn.text.contains("\u{0}"))
        #expect(drawn.bounds.maxX <= header.maxX)
        #expect(surface.renderSVG().contains("Very long legend title"))
    }

    @Test func cursorsSayWhatAPressOnTheHeaderDoes() throws {
        let (_, modifier) = chart()
        let header = try #require(modifier.legend.headerFrame)
        #expect(modifier.legend.cursor(at: header.centre) == .openHand)
        let outside = LegendFixture.outsideLegend(on: LegendFixture.surface()) { $0.title = "Series" }
        #expect(outside.cursor(at: try #require(outside.headerFrame).centre) == .pointingHand)
    }

    @Test func aLegendTheHostPlacesCollapsesButDoesNotMove() throws {
        let surface = LegendFixture.surface()
        let legend = LegendFixture.outsideLegend(on: surface) {
            $0.showCheckBoxes = true
            $0.title = "Series"
        }
        let expandedSize = legend.frame.size
        let header = try #require(legend.headerFrame)
        #expect(header.origin == .zero)
        let first = try #require(legend.itemFrame(at: 0))
        #expect(first.minY >= header.maxY)
        legend.handlePointer(SCIPointerEvent(phase: .began, location: header.centre, timestamp: 1))
        legend.handlePointer(
            SCIPointerEvent(
                phase: .moved, location: CGPoint(x: header.midX + 40, y: header.midY + 40), timestamp: 1.1))
        legend.handlePointer(
            SCIPointerEvent(
                phase: .ended, location: CGPoint(x: header.midX + 40, y: header.midY + 40), timestamp: 1.2))
        #expect(legend.headerFrame == header)
        #expect(!legend.isCollapsed)
        legend.tap(header.centre, at: 2)
        #expect(legend.isCollapsed)
        #expect(legend.itemFrame(at: 0) == nil)
        let collapsed = legend.contentSize(fitting: CGSize(width: 400, height: 400))
        #expect(collapsed.height == header.height.rounded(.up))
        #expect(collapsed.height < expandedSize.height)
        legend.tap(header.centre, at: 3)
        #expect(legend.contentSize(fitting: CGSize(width: 400, height: 400)) == expandedSize)
        #expect(surface.visibility == [true, true, true])
    }

    @Test func aHoveredHeaderIsHighlighted() throws {
        let (surface, modifier) = chart()
        let header = try #require(modifier.legend.headerFrame)
        let plain = try #require(surface.renderDisplayList().group(named: "legend")).commands.count
        surface.handlePointer(SCIPointerEvent(phase: .hovered, location: header.centre, timestamp: 1))
        let hovered = try #require(surface.renderDisplayList().group(named: "legend")).commands.count
        #expect(hovered == plain + 1)
    }
}
