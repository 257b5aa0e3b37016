import Foundation
import TestSupport
import Testing

@testable import SciChart

/// Legends whose items do not fit: clipped, scrolled by a drag or the wheel, with an
/// indicator.
@Suite struct LegendScrollingTests {
    /// A surface of `count` series under a vertical legend with checkboxes.
    private func chart(count: Int) -> (SCIChartSurface, SCIChartLegend) {
        let surface = LegendFixture.surface(count: count)
        let modifier = LegendFixture.legend(on: surface) { $0.showCheckBoxes = true }
        return (surface, modifier.legend)
    }

    @Test func aLegendTallerThanTheSeriesAreaStaysInsideItAndScrolls() throws {
        let (surface, legend) = chart(count: 60)
        let room = surface.seriesAreaFrame.insetBy(dx: 10, dy: 10)
        #expect(legend.frame.height == room.height)
        #expect(room.contains(legend.frame))
        #expect(legend.contentOffset == .zero)
        #expect(legend.itemFrame(at: 0) != nil)
        #expect(legend.itemFrame(at: 59) == nil)
        #expect(legend.checkBoxFrame(at: 59) == nil)
        let rowHeight = try #require(legend.itemFrame(at: 0)).height
        #expect(surface.handleScroll(deltaX: 0, deltaY: 3, at: legend.frame.centre))
        #expect(abs(legend.contentOffset.y - 3 * rowHeight) < 1e-9)
        #expect(legend.itemFrame(at: 0) == nil)
        #expect(abs(try #require(legend.itemFrame(at: 3)).minY - (legend.frame.minY + 6)) < 1e-9)
    }

    @Test func scrollingStopsAtTheEnds() throws {
        let (surface, legend) = chart(count: 60)
        surface.handleScroll(deltaX: 0, deltaY: -5, at: legend.frame.centre)
        #expect(legend.contentOffset.y == 0)
        surface.handleScroll(deltaX: 0, deltaY: 1e6, at: legend.frame.centre)
        let last = try #require(legend.itemFrame(at: 59))
        #expect(abs(last.maxY - (legend.frame.maxY - 6)) < 1e-9)
        legend.contentOffset = CGPoint(x: 50, y: -10)
        #expect(legend.contentOffset == .zero)
        legend.contentOffset = CGPoint(x: 0, y: CGFloat.nan)
        #expect(legend.contentOffset == .zero)
    }

    @Test func aDragScrollsTheItemsWithThePointerAndTogglesNothing() throws {
        let (surface, legend) = chart(count: 60)
        let start = try #require(legend.itemFrame(at: 5)).centre
        surface.drag(
            [start, CGPoint(x: start.x, y: start.y - 40), CGPoint(x: start.x, y: start.y - 100)], time: 1)
        #expect(abs(legend.contentOffset.y - 100) < 1e-9)
        #expect(!surface.visibility.contains(false))
        // Out and back to the start: a scroll, not a tap.
        let point = try #require(legend.itemFrame(at: 10)).centre
        surface.drag([point, CGPoint(x: point.x, y: point.y - 30), point], time: 2)
        #expect(!surface.visibility.contains(false))
        #expect(abs(legend.contentOffset.y - 100) < 1e-9)
    }

    @Test func aCancelledDragScrollGoesBack() throws {
        let (surface, legend) = chart(count: 60)
        let start = try #require(legend.itemFrame(at: 5)).centre
        surface.handlePointer(SCIPointerEvent(phase: .began, location: start, timestamp: 1))
        surface.handlePointer(
            SCIPointerEvent(phase: .moved, location: CGPoint(x: start.x, y: start.y - 80), timestamp: 1.1))
        #expect(legend.contentOffset.y == 80)
        surface.handlePointer(SCIPointerEvent(phase: .cancelled, location: start, timestamp: 1.2))
        #expect(legend.contentOffset.y == 0)
    }

    @Test func itemsAreClippedToTheLegendAndTheIndicatorShowsThePosition() throws {
        let (surface, legend) = chart(count: 60)
        func indicator() throws -> CGRect {
            let group = try #require(surface.renderDisplayList().group(named: "legend"))
            // The indicator is the last fill, after the clip.
            let commands = group.commands
            let popped = try #require(commands.lastIndex(of: .popClip))
            let fills = commands[popped...].compactMap { command -> CGRect? in
                if case .fill(let path, _) = command { path.bounds } else { nil }
            }
            return try #require(fills.last)
        }
        let frame = legend.frame
        let group = try #require(surface.renderDisplayList().group(named: "legend"))
        #expect(group.commands.contains(.pushClip(frame.insetBy(dx: 1, dy: 1))))
        // Only the items in view are drawn.
        #expect(group.textRuns.count < 30)
        let top = try indicator()
        #expect(abs(top.maxX - (frame.maxX - 2)) < 1e-9 && top.width == 3)
        #expect(abs(top.minY - (frame.minY + 3)) < 1e-9)
        let content = try #require(legend.placement()).layout.contentSize
        let visibleFraction = Double(frame.height) / Double(content.height)
        #expect(abs(Double(top.height) - Double(frame.height - 6) * visibleFraction) < 1e-6)
        surface.handleScroll(deltaX: 0, deltaY: 1e6, at: frame.centre)
        let bottom = try indicator()
        #expect(abs(bottom.maxY - (frame.maxY - 3)) < 1e-9)
        // A legend that fits has no indicator.
        let (small, smallLegend) = chart(count: 3)
        let commands = try #require(small.renderDisplayList().group(named: "legend")).commands
        let afterClip = try #require(commands.lastIndex(of: .popClip))
        #expect(!commands[afterClip...].contains { if case .fill = $0 { true } else { false } })
        #expect(smallLegend.contentOffset == .zero)
    }

    @Test func anOutsideLegendOfFixedSizeScrollsInItsOwnCoordinates() throws {
        let surface = LegendFixture.surface(count: 40)
        let legend = LegendFixture.outsideLegend(on: surface)
        legend.frame = CGRect(x: 900, y: 0, width: 200, height: 100)
        let calls = Counter()
        legend.onInvalidate = { calls.increment() }
        #expect(legend.itemFrame(at: 10) == nil)
        #expect(legend.handleScroll(deltaX: 0, deltaY: 10, at: CGPoint(x: 100, y: 50)))
        #expect(calls.value == 1)
        let item = try #require(legend.itemFrame(at: 10))
        #expect(abs(item.minY - 6) < 1e-9)
        #expect(!legend.handleScroll(deltaX: 0, deltaY: 1, at: CGPoint(x: 300, y: 50)))
        // Drags scroll too.
        let offset = legend.contentOffset.y
        legend.handlePointer(SCIPointerEvent(phase: .began, location: CGPoint(x: 100, y: 80), timestamp: 1))
        legend.handlePointer(SCIPointerEvent(phase: .moved, location: CGPoint(x: 100, y: 20), timestamp: 1.1))
        legend.handlePointer(SCIPointerEvent(phase: .ended, location: CGPoint(x: 100, y: 20), timestamp: 1.2))
        #expect(abs(legend.contentOffset.y - offset - 60) < 1e-9)
        #expect(!surface.visibility.contains(false))
    }

    @Test func aHorizontalLegendWiderThanTheSurfaceWrapsIntoRows() throws {
        let surface = LegendFixture.surface(count: 30)
        let modifier = LegendFixture.legend(on: surface) { $0.orientation = .horizontal }
        let legend = modifier.legend
        let room = surface.seriesAreaFrame.insetBy(dx: 10, dy: 10)
        #expect(legend.frame.width <= room.width)
        let frames = try (0..<30).map { try #require(legend.itemFrame(at: $0)) }
        let rows = Set(frames.map(\.minY))
        #expect(rows.count > 1)
        for frame in frames { #expect(legend.frame.contains(frame)) }
        // Reading order: left to right, then down.
        for (a, b) in zip(frames, frames.dropFirst()) {
            #expect(b.minY > a.minY || (b.minY == a.minY && b.minX > a.maxX))
        }
    }
}
