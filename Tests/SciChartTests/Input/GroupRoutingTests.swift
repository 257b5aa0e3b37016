import Foundation
import Testing

@testable import SciChart

/// A modifier that runs code when it sees an event, to change what routes it.
final class MeddlingModifier: SCIChartModifierBase {
    var onBegan: (() -> Void)?
    var onDraw: (() -> Void)?
    private(set) var log: [String] = []

    override func onPointerBegan(_ args: SCIPointerArgs) -> Bool {
        log.append("began")
        onBegan?()
        return false
    }

    override func onPointerMoved(_ args: SCIPointerArgs) -> Bool {
        log.append("moved")
        return false
    }

    override func onPointerEnded(_ args: SCIPointerArgs) -> Bool {
        log.append("ended")
        return false
    }

    override func onPointerCancelled(_ args: SCIPointerArgs) {
        log.append("cancelled")
    }

    override func onTap(_ args: SCIPointerArgs) -> Bool {
        log.append("tap")
        return false
    }

    override func drawOverlay(into list: inout SCIDisplayList, layout: SCIChartLayout) {
        onDraw?()
    }
}

/// Groups route with the surface's own code: snapshots, cancellation of what leaves
/// mid-gesture, and no cycles.
@Suite struct GroupRoutingTests {
    static func surface(with modifiers: [SCIChartModifierBase]) -> SCIChartSurface {
        let surface = Fixture.numericSurface()
        surface.chartModifiers.add(SCIModifierGroup(childModifiers: modifiers))
        return surface
    }

    static func tap(_ surface: SCIChartSurface) {
        surface.pointer(.began, 100, 100, time: 0)
        surface.pointer(.ended, 100, 100, time: 0)
    }

    @Test func aChildRemovingTheNextSiblingDuringBeganDoesNotTrapOrSkip() {
        let first = MeddlingModifier()
        let second = MeddlingModifier()
        let third = MeddlingModifier()
        let group = SCIModifierGroup(childModifiers: [first, second, third])
        let surface = Fixture.numericSurface()
        surface.chartModifiers.add(group)
        first.onBegan = { group.childModifiers.remove(second) }
        Self.tap(surface)
        #expect(second.log.isEmpty)
        #expect(third.log == ["began", "ended", "tap"])
    }

    @Test func aChildRemovedMidGestureIsCancelledAndHearsNothingMore() {
        let child = MeddlingModifier()
        let other = MeddlingModifier()
        let group = SCIModifierGroup(childModifiers: [child, other])
        let surface = Fixture.numericSurface()
        surface.chartModifiers.add(group)
        surface.pointer(.began, 100, 100)
        group.childModifiers.remove(child)
        surface.pointer(.moved, 150, 100)
        surface.pointer(.ended, 150, 100)
        #expect(child.log == ["began", "cancelled"])
        #expect(other.log == ["began", "moved", "ended"])
    }

    @Test func aChildDisabledMidGestureIsCancelled() {
        let child = MeddlingModifier()
        let surface = Self.surface(with: [child])
        surface.pointer(.began, 100, 100)
        child.isEnabled = false
        surface.pointer(.ended, 100, 100)
        #expect(child.log == ["began", "cancelled"])
    }

    @Test func clearingTheGroupWhileItDrawsDoesNotTrap() {
        let child = MeddlingModifier()
        let group = SCIModifierGroup(childModifiers: [child, MeddlingModifier()])
        child.onDraw = { group.childModifiers.clear() }
        let surface = Fixture.numericSurface()
        surface.chartModifiers.add(group)
        _ = surface.renderFrame()
        #expect(group.childModifiers.isEmpty)
    }

    @Test func aGroupRefusesToContainItself() {
        let inner = SCIModifierGroup()
        let outer = SCIModifierGroup(childModifiers: [inner])
        outer.childModifiers.add(outer)
        inner.childModifiers.add(outer)
        inner.childModifiers.add(inner)
        #expect(outer.childModifiers.count == 1)
        #expect(inner.childModifiers.isEmpty)
        let surface = Fixture.numericSurface()
        surface.chartModifiers.add(outer)
        Self.tap(surface)
        _ = surface.renderFrame()
    }

    @Test func aModifierMovesBetweenGroupAndSurface() {
        let child = MeddlingModifier()
        let group = SCIModifierGroup(childModifiers: [child])
        let surface = Fixture.numericSurface()
        surface.chartModifiers.add(group)
        surface.chartModifiers.add(child)
        #expect(group.childModifiers.isEmpty && surface.chartModifiers.count == 2)
        Self.tap(surface)
        #expect(child.log == ["began", "ended", "tap"])
    }
}

/// Taps and double taps by timestamp, per pointer.
@Suite struct TapTimingTests {
    @Test func theDefaultTimestampIsTheMonotonicClock() {
        let first = SCIPointerEvent(phase: .began, location: .zero)
        let second = SCIPointerEvent(phase: .began, location: .zero)
        #expect(first.timestamp > 0 && second.timestamp >= first.timestamp)
    }

    @Test func tapsFarApartInTimeAreNotDoubleTaps() {
        let recorder = RecordingModifier("r")
        let surface = Fixture.numericSurface()
        surface.chartModifiers.add(recorder)
        for index in 0..<10 {
            let time = Double(index)
            surface.pointer(.began, 100, 100, time: time)
            surface.pointer(.ended, 100, 100, time: time)
        }
        #expect(recorder.log.filter { $0 == "tap" }.count == 10)
        #expect(!recorder.log.contains("doubleTap"))
    }

    @Test func tapsOfDifferentPointersDoNotPair() {
        let recorder = RecordingModifier("r")
        let surface = Fixture.numericSurface()
        surface.chartModifiers.add(recorder)
        surface.pointer(.began, 100, 100, id: 1, time: 0)
        surface.pointer(.ended, 100, 100, id: 1, time: 0)
        surface.pointer(.began, 100, 100, id: 2, time: 0.1)
        surface.pointer(.ended, 100, 100, id: 2, time: 0.1)
        #expect(!recorder.log.contains("doubleTap"))
        surface.pointer(.began, 100, 100, id: 1, time: 0.2)
        surface.pointer(.ended, 100, 100, id: 1, time: 0.2)
        #expect(recorder.log.filter { $0 == "doubleTap" }.count == 1)
    }

    @Test func aDragBetweenTapsEndsTheSequence() {
        let recorder = RecordingModifier("r")
        let surface = Fixture.numericSurface()
        surface.chartModifiers.add(recorder)
        surface.pointer(.began, 100, 100, time: 0)
        surface.pointer(.ended, 100, 100, time: 0)
        surface.pointer(.began, 100, 100, time: 0.05)
        surface.pointer(.moved, 200, 100, time: 0.06)
        surface.pointer(.ended, 200, 100, time: 0.07)
        surface.pointer(.began, 100, 100, time: 0.1)
        surface.pointer(.ended, 100, 100, time: 0.1)
        #expect(!recorder.log.contains("doubleTap"))
    }
}

/// Groups nest at most ``SCIModifierGroup/maximumNestingDepth`` deep, and many groups cost
/// what their modifiers cost: an event walks the tree once.
@Suite struct NestedGroupTests {
    /// `modifier` inside `levels` groups, one inside the other.
    static func nest(_ modifier: SCIChartModifierBase, levels: Int) -> SCIChartModifierBase {
        var outer = modifier
        for _ in 0..<levels { outer = SCIModifierGroup(childModifiers: [outer]) }
        return outer
    }

    @Test func groupsNestUpToTheLimitAndNoDeeper() throws {
        let innermost = MeddlingModifier()
        let deepest = Self.nest(innermost, levels: SCIModifierGroup.maximumNestingDepth)
        #expect(deepest.groupHeight == SCIModifierGroup.maximumNestingDepth)
        // One more level is refused: the new group stays empty, the nest is left whole.
        let refused = SCIModifierGroup(childModifiers: [deepest])
        #expect(refused.childModifiers.isEmpty)
        let surface = Fixture.numericSurface()
        surface.chartModifiers.add(deepest)
        GroupRoutingTests.tap(surface)
        #expect(innermost.log == ["began", "ended", "tap"])
        // A group put in the innermost group, or the nest put in another, is refused too.
        let inner = try #require(innermost.parentGroup)
        inner.childModifiers.add(SCIModifierGroup())
        #expect(inner.childModifiers.count == 1)
        let other = SCIModifierGroup()
        other.childModifiers.add(deepest)
        #expect(other.childModifiers.isEmpty && surface.chartModifiers.contains(deepest))
        // A plain modifier still joins the innermost group.
        let sibling = MeddlingModifier()
        inner.childModifiers.add(sibling)
        GroupRoutingTests.tap(surface)
        #expect(sibling.log == ["began", "ended", "tap"])
    }

    @Test(.timeLimit(.minutes(1))) func fiveThousandGroupsRouteEveryEvent() {
        // 5,000 groups: 156 nests of 32 levels side by side, a modifier in each innermost.
        let nests = 5_000 / SCIModifierGroup.maximumNestingDepth
        let modifiers = (0..<nests).map { _ in MeddlingModifier() }
        let surface = Fixture.numericSurface()
        surface.chartModifiers.add(
            SCIModifierGroup(
                childModifiers: modifiers.map {
                    Self.nest($0, levels: SCIModifierGroup.maximumNestingDepth - 1)
                }))
        // Ten gestures of a press, five moves and a release: 70 events, each reaching every
        // modifier.
        for gesture in 0..<10 {
            let time = Double(gesture)
            surface.pointer(.began, 100, 100, time: time)
            for step in 1...5 { surface.pointer(.moved, 100 + Double(step), 100, time: time) }
            surface.pointer(.ended, 105, 100, time: time)
        }
        for modifier in modifiers {
            #expect(modifier.log.filter { $0 == "moved" }.count == 50)
            #expect(modifier.log.filter { $0 == "began" }.count == 10)
        }
        _ = surface.renderDisplayList()
    }
}
