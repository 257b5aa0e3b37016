import Foundation
import SciChart
import TestSupport
import Testing

@Suite("Modifiers with one eventsGroupTag share pointer events across a vertical group")
struct SharedEventsTests {
    typealias F = NavigationFixture

    /// A modifier that records what it receives.
    final class Recorder: SCIChartModifierBase {
        var events: [(phase: SCIPointerPhase, location: CGPoint, isMaster: Bool)] = []

        private func record(_ args: SCIPointerArgs) {
            events.append((args.event.phase, args.location, args.isMaster))
        }

        override func onHover(_ args: SCIPointerArgs) -> Bool {
            record(args)
            return false
        }

        override func onPointerBegan(_ args: SCIPointerArgs) -> Bool {
            record(args)
            return false
        }

        override func onPointerExited(_ args: SCIPointerArgs) { record(args) }
    }

    /// Three panes of different heights in one group, each with `make()`'s modifiers.
    static func panes(_ make: () -> [SCIChartModifierBase]) -> (SCIChartVerticalGroup, [SCIChartSurface]) {
        let group = SCIChartVerticalGroup()
        let surfaces = [300.0, 150, 100].map { height in
            let surface = VerticalGroupTests.pane(
                maximum: height, frame: CGRect(x: 0, y: 0, width: 800, height: height))
            surface.chartModifiers.add(contentsOf: make())
            group.addSurface(toGroup: surface)
            return surface
        }
        VerticalGroupTests.settle(surfaces)
        return (group, surfaces)
    }

    /// Three panes, each with one modifier `make()` makes, tagged `tag`: the panes and their
    /// modifiers, in order.
    static func taggedPanes<Modifier: SCIChartModifierBase>(
        _ tag: String, _ make: () -> Modifier
    ) -> (surfaces: [SCIChartSurface], modifiers: [Modifier]) {
        var modifiers: [Modifier] = []
        let (_, surfaces) = panes {
            let modifier = make()
            modifier.eventsGroupTag = tag
            modifiers.append(modifier)
            return [modifier]
        }
        return (surfaces, modifiers)
    }

    @Test(
        "a hover reaches every tagged modifier once, at the same x and the pane's middle, not master elsewhere"
    )
    func hoverReachesEveryTaggedModifierOnce() throws {
        var recorders: [Recorder] = []
        let (group, surfaces) = Self.panes {
            let recorder = Recorder()
            recorder.eventsGroupTag = "shared"
            let other = Recorder()
            other.eventsGroupTag = "other \(recorders.count)"
            recorders += [recorder, other]
            return [recorder, other]
        }
        let point = F.point(surfaces[0], 0.3, 0.2)
        surfaces[0].handlePointer(SCIPointerEvent(phase: .hovered, location: point, timestamp: 0))
        for (index, surface) in surfaces.enumerated() {
            let shared = recorders[index * 2]
            let other = recorders[index * 2 + 1]
            #expect(shared.events.count == 1, "pane \(index)")
            let event = try #require(shared.events.first)
            #expect(event.isMaster == (index == 0))
            let area = surface.seriesAreaFrame
            let offset = point.x - surfaces[0].seriesAreaFrame.minX
            #expect(abs(event.location.x - (area.minX + offset)) < 1e-9)
            #expect(event.location.y == (index == 0 ? point.y : area.midY))
            #expect(other.events.count == (index == 0 ? 1 : 0), "another tag shares nothing")
        }
        // A pane taken out of the group hears nothing more.
        group.removeSurface(fromGroup: surfaces[2])
        surfaces[1].handlePointer(SCIPointerEvent(phase: .began, location: point, timestamp: 1))
        #expect(recorders[0].events.count == 2 && recorders[0].events[1].isMaster == false)
        #expect(recorders[4].events.count == 1)
    }

    /// Notes the pointers its router lists, and how its gestures end.
    final class GestureRecorder: SCIChartModifierBase {
        var seen: [[Int]] = []
        var cancelled = 0
        override func onPointerBegan(_ args: SCIPointerArgs) -> Bool {
            seen.append(pointersDown.map(\.pointerId))
            return false
        }
        override func onPointerMoved(_ args: SCIPointerArgs) -> Bool {
            seen.append(pointersDown.map(\.pointerId))
            return false
        }
        override func onPointerCancelled(_ args: SCIPointerArgs) { cancelled += 1 }
    }

    @Test(
        "a gesture shared with the other panes is their routers' too: listed while down, cancelled when its peer leaves"
    )
    func sharedGesturesGoThroughEachPanesRouter() {
        let (surfaces, recorders) = Self.taggedPanes("shared") { GestureRecorder() }
        let start = F.point(surfaces[0], 0.5, 0.5)
        _ = surfaces[0].pointer(.began, Double(start.x), Double(start.y), id: 3)
        _ = surfaces[0].pointer(.moved, Double(start.x) + 20, Double(start.y), id: 3)
        #expect(recorders.map(\.seen) == Array(repeating: [[3], [3]], count: 3))
        #expect(recorders.allSatisfy { $0.pointersDown.map(\.pointerId) == [3] })
        _ = surfaces[0].pointer(.ended, Double(start.x) + 20, Double(start.y), id: 3)
        #expect(recorders.allSatisfy { $0.pointersDown.isEmpty }, "over on every pane")
        // A peer taken off its pane mid-gesture is cancelled by its pane's router.
        _ = surfaces[0].pointer(.began, Double(start.x), Double(start.y), id: 4)
        _ = surfaces[2].chartModifiers.remove(recorders[2])
        #expect(recorders.map(\.cancelled) == [0, 0, 1])
        _ = surfaces[0].pointer(.moved, Double(start.x) + 5, Double(start.y), id: 4)
        _ = surfaces[0].pointer(.cancelled, Double(start.x) + 5, Double(start.y), id: 4)
        #expect(recorders.map(\.cancelled) == [1, 1, 1])
        #expect(recorders.allSatisfy { $0.pointersDown.isEmpty })
        // A press on a pane after a shared gesture there starts cleanly: nothing to cancel.
        _ = surfaces[1].pointer(.began, 10, 10, id: 4)
        #expect(recorders[1].cancelled == 1)
        _ = surfaces[1].pointer(.ended, 10, 10, id: 4)
        // A press on a pane while a gesture of the same pointer is shared there ends the shared
        // one on that pane alone: the pane it happened on goes on.
        _ = surfaces[0].pointer(.began, Double(start.x), Double(start.y), id: 5)
        _ = surfaces[1].pointer(.began, 10, 10, id: 5)
        #expect(recorders.map(\.cancelled) == [1, 2, 1])
        #expect(recorders[0].pointersDown.map(\.pointerId) == [5])
    }

    @Test("a tagged group shares its events with the other panes' groups, each child once")
    func taggedGroupsShare() {
        var recorders: [Recorder] = []
        let (_, surfaces) = Self.panes {
            let recorder = Recorder()
            recorder.eventsGroupTag = "shared"  // the same tag inside a tagged group: shared once
            recorders.append(recorder)
            let group = SCIModifierGroup(childModifiers: [recorder])
            group.eventsGroupTag = "shared"
            return [group]
        }
        surfaces[1].handlePointer(
            SCIPointerEvent(phase: .hovered, location: F.point(surfaces[1], 0.5, 0.5), timestamp: 0))
        #expect(recorders.map(\.events.count) == [1, 1, 1])
        #expect(recorders.map { $0.events[0].isMaster } == [false, true, false])
    }

    @Test("one crosshair through every pane: the others draw the vertical line only, with no price")
    func crosshairThroughEveryPane() throws {
        let (surfaces, cursors) = Self.taggedPanes("shared") { SCICursorModifier() }
        let point = F.point(surfaces[0], 0.25, 0.75)
        surfaces[0].handlePointer(SCIPointerEvent(phase: .hovered, location: point, timestamp: 0))
        for (index, surface) in surfaces.enumerated() {
            let area = surface.seriesAreaFrame
            let group = try #require(surface.renderFrame().overlayLayer.group(named: "cursor"))
            let lines = try #require(group.strokes.first).0
            let vertical: [SCIPath.Element] = [
                .move(CGPoint(x: point.x, y: area.minY)), .line(CGPoint(x: point.x, y: area.maxY)),
            ]
            if index == 0 {
                #expect(
                    lines.elements
                        == vertical + [
                            .move(CGPoint(x: area.minX, y: point.y)),
                            .line(CGPoint(x: area.maxX, y: point.y)),
                        ]
                )
                #expect(group.textRuns.count == 2)
            } else {
                #expect(lines.elements == vertical, "pane \(index)")
                #expect(group.textRuns.map(\.text) == ["25"], "the time, and no price")
            }
        }
        // Leaving the pane takes the crosshair off every pane.
        surfaces[0].handlePointer(SCIPointerEvent(phase: .exited, location: point, timestamp: 1))
        #expect(cursors.allSatisfy { $0.crosshairLocation == nil })
    }

    @Test("a pan shared with linked panes moves the range once, as the master's pan does")
    func sharedPanWithLinkedRanges() {
        let shared = SCIDoubleRange(min: 0, max: 100)
        let (_, surfaces) = Self.panes {
            let pan = SCIZoomPanModifier()
            pan.direction = .xDirection
            pan.eventsGroupTag = "shared"
            return [pan]
        }
        for surface in surfaces { surface.xAxes[0].visibleRange = shared }
        let start = F.point(surfaces[0], 0.5, 0.5)
        let perPixel = F.perPixel(surfaces[0].xAxes[0])
        surfaces[0].drag([start, CGPoint(x: start.x - 100, y: start.y)])
        #expect(abs(shared.min - 100 * perPixel) < 1e-6 && abs(shared.max - (100 + 100 * perPixel)) < 1e-6)
        #expect(surfaces.allSatisfy { $0.xAxes[0].visibleRange === shared })
    }
}
