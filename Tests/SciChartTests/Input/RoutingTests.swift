import Foundation
import Testing

@testable import SciChart

@Suite struct RoutingTests {
    private func surface(_ modifiers: [SCIChartModifierBase]) -> SCIChartSurface {
        let surface = Fixture.numericSurface()
        surface.chartModifiers.add(contentsOf: modifiers)
        return surface
    }

    @Test func modifiersSeeEventsInCollectionOrder() {
        let log = SharedLog()
        let first = RecordingModifier("a", shared: log)
        let second = RecordingModifier("b", shared: log)
        let chart = surface([first, second])
        chart.drag([CGPoint(x: 100, y: 100), CGPoint(x: 150, y: 120)])
        #expect(
            log.entries.filter { !$0.hasSuffix("attached") } == [
                "a.began", "b.began", "a.moved", "b.moved", "a.ended", "b.ended",
            ])
    }

    /// Notes whether each release it receives ends a tap.
    final class ReleaseRecorder: SCIChartModifierBase {
        var releases: [Bool] = []
        override func onPointerEnded(_ args: SCIPointerArgs) -> Bool {
            releases.append(args.isTap)
            return false
        }
    }

    /// The release says whether it ends a tap, as the router judged it before delivering the
    /// tap, on the surface and inside a modifier group alike: no receiver works it out again.
    @Test func aReleaseSaysWhetherItEndsATap() {
        let direct = ReleaseRecorder()
        let grouped = ReleaseRecorder()
        let chart = surface([direct, SCIModifierGroup(childModifiers: [grouped])])
        chart.drag([CGPoint(x: 100, y: 100), CGPoint(x: 150, y: 120)])
        // The pointer may wander between the press and a release near it.
        _ = chart.pointer(.began, 200, 100)
        _ = chart.pointer(.moved, 230, 100)
        _ = chart.pointer(.ended, 202, 101)
        for recorder in [direct, grouped] {
            #expect(recorder.releases == [false, true])
        }
    }

    /// Notes the router's pointers each time it hears of one.
    final class PointersRecorder: SCIChartModifierBase {
        var seen: [[SCIPointerLocation]] = []
        var handles = false
        override func onPointerBegan(_ args: SCIPointerArgs) -> Bool {
            seen.append(pointersDown)
            return handles
        }
        override func onPointerMoved(_ args: SCIPointerArgs) -> Bool {
            seen.append(pointersDown)
            return false
        }
    }

    /// A modifier reads the pointers down whose presses it received from its router, in the
    /// order they went down and where they are now, on the surface and in a group alike; a
    /// press an earlier modifier took is not among them, and a released pointer is gone.
    @Test func aModifierReadsThePointersDownFromItsRouter() {
        let taker = PointersRecorder()
        let direct = PointersRecorder()
        let grouped = PointersRecorder()
        let chart = surface([taker, direct, SCIModifierGroup(childModifiers: [grouped])])
        func at(_ id: Int, _ x: Double, _ y: Double) -> SCIPointerLocation {
            SCIPointerLocation(pointerId: id, location: CGPoint(x: x, y: y))
        }
        _ = chart.pointer(.began, 100, 100, id: 5)
        _ = chart.pointer(.began, 200, 100, id: 2)
        _ = chart.pointer(.moved, 210, 120, id: 2)
        taker.handles = true
        _ = chart.pointer(.began, 300, 100, id: 9)
        _ = chart.pointer(.ended, 100, 100, id: 5)
        _ = chart.pointer(.moved, 220, 130, id: 2)
        for recorder in [direct, grouped] {
            #expect(
                recorder.seen == [
                    [at(5, 100, 100)], [at(5, 100, 100), at(2, 200, 100)],
                    [at(5, 100, 100), at(2, 210, 120)],
                    [at(2, 220, 130)],
                ])
        }
        #expect(taker.seen.last == [at(2, 220, 130), at(9, 300, 100)])
    }

    @Test func handledEventsSkipLaterModifiersUnlessTheyAsk() {
        let log = SharedLog()
        let taker = RecordingModifier("taker", handles: true, shared: log)
        let skipped = RecordingModifier("skipped", shared: log)
        let listener = RecordingModifier("listener", shared: log)
        listener.receiveHandledEvents = true
        let chart = surface([taker, skipped, listener])
        #expect(chart.pointer(.began, 100, 100))
        #expect(chart.pointer(.moved, 140, 100))
        #expect(chart.pointer(.ended, 140, 100))
        #expect(
            log.entries.filter { !$0.hasSuffix("attached") } == [
                "taker.began", "listener.began!", "taker.moved", "listener.moved!", "taker.ended",
                "listener.ended!",
            ])
        #expect(skipped.log.filter { $0 != "attached" }.isEmpty)
    }

    @Test func captureKeepsAGestureWithItsReceivers() {
        let first = RecordingModifier("a")
        let chart = surface([first])
        chart.pointer(.began, 100, 100)
        let late = RecordingModifier("late")
        chart.chartModifiers.add(late)
        chart.pointer(.moved, 120, 100)
        chart.pointer(.ended, 120, 100)
        #expect(first.log == ["attached", "began", "moved", "ended"])
        #expect(late.log == ["attached"])
    }

    @Test func movesWithoutABeganGoNowhere() {
        let modifier = RecordingModifier("a", handles: true)
        let chart = surface([modifier])
        #expect(!chart.pointer(.moved, 10, 10))
        #expect(!chart.pointer(.ended, 10, 10))
        #expect(modifier.log == ["attached"])
    }

    @Test func cancelReachesTheCapturingModifier() {
        let modifier = RecordingModifier("a", handles: true)
        let chart = surface([modifier])
        chart.pointer(.began, 100, 100)
        chart.pointer(.cancelled, 100, 100)
        chart.pointer(.moved, 120, 100)
        #expect(modifier.log == ["attached", "began", "cancelled"])
    }

    @Test func cancelAtANonFiniteLocationStillEndsTheGesture() {
        let modifier = RecordingModifier("a", handles: true)
        let chart = surface([modifier])
        chart.pointer(.began, 100, 100)
        #expect(
            !chart.handlePointer(SCIPointerEvent(phase: .cancelled, location: CGPoint(x: Double.nan, y: 0))))
        #expect(modifier.log == ["attached", "began", "cancelled"])
    }

    @Test func aSecondBeganCancelsTheUnfinishedGesture() {
        let modifier = RecordingModifier("a")
        let chart = surface([modifier])
        chart.pointer(.began, 100, 100)
        chart.pointer(.began, 200, 100)
        #expect(modifier.log == ["attached", "began", "cancelled", "began"])
    }

    @Test func removingOrDisablingAModifierCancelsItsGesture() {
        let removed = RecordingModifier("removed")
        let disabled = RecordingModifier("disabled")
        let chart = surface([removed, disabled])
        chart.pointer(.began, 100, 100)
        chart.chartModifiers.remove(removed)
        disabled.isEnabled = false
        chart.pointer(.moved, 110, 100)
        #expect(removed.log == ["attached", "began", "cancelled", "detached"])
        #expect(disabled.log == ["attached", "began", "cancelled"])
    }

    @Test func tapAndDoubleTap() {
        let modifier = RecordingModifier("a")
        let chart = surface([modifier])
        chart.pointer(.began, 100, 100, time: 1.0)
        chart.pointer(.ended, 102, 101, time: 1.05)
        chart.pointer(.began, 101, 100, time: 1.2)
        chart.pointer(.ended, 101, 100, time: 1.25)
        #expect(modifier.log == ["attached", "began", "ended", "tap", "began", "ended", "tap", "doubleTap"])
    }

    @Test(
        arguments: [
            (4.0, 0.1, 1, false),  // the first release moved 4 points: a drag, not a tap
            (3.9, 0.1, 2, true),
            (0.0, 0.31, 2, false),  // the second tap came too late
        ] as [(Double, Double, Int, Bool)])
    func tapThresholds(distance: Double, delay: Double, taps: Int, isDouble: Bool) {
        let modifier = RecordingModifier("a")
        let chart = surface([modifier])
        chart.pointer(.began, 100, 100, time: 0)
        chart.pointer(.ended, 100 + distance, 100, time: 0.01)
        chart.pointer(.began, 100, 100, time: 0.01 + delay)
        chart.pointer(.ended, 100, 100, time: 0.02 + delay)
        #expect(modifier.log.filter { $0 == "tap" }.count == taps)
        #expect(modifier.log.contains("doubleTap") == isDouble)
    }

    @Test func pointersAreTrackedSeparately() {
        let modifier = RecordingModifier("a")
        let chart = surface([modifier])
        chart.pointer(.began, 100, 100, id: 1)
        chart.pointer(.began, 300, 100, id: 2)
        chart.pointer(.ended, 300, 100, id: 2)
        chart.pointer(.moved, 110, 100, id: 1)
        #expect(modifier.log == ["attached", "began", "began", "ended", "tap", "moved"])
    }

    @Test func nonFiniteLocationsAreIgnored() {
        let modifier = RecordingModifier("a", handles: true)
        let chart = surface([modifier])
        for location in [CGPoint(x: Double.nan, y: 1), CGPoint(x: 1, y: Double.infinity)] {
            for phase in [SCIPointerPhase.began, .moved, .ended, .hovered] {
                #expect(!chart.handlePointer(SCIPointerEvent(phase: phase, location: location)))
            }
        }
        #expect(!chart.handleScroll(deltaX: .nan, deltaY: 1, at: CGPoint(x: 1, y: 1)))
        #expect(modifier.log == ["attached"])
    }

    @Test func hoverScrollAndKeysFollowTheHandledRule() {
        let taker = RecordingModifier("taker", handles: true)
        let skipped = RecordingModifier("skipped")
        let chart = surface([taker, skipped])
        #expect(chart.handleScroll(deltaX: 0, deltaY: 1, at: CGPoint(x: 10, y: 10)))
        #expect(chart.handleKey(.escape))
        chart.pointer(.hovered, 50, 50)
        #expect(taker.log == ["attached", "scroll", "key", "hover"])
        #expect(skipped.log == ["attached", "hover"])
    }

    @Test func disabledModifiersReceiveNothing() {
        let modifier = RecordingModifier("a", handles: true)
        modifier.isEnabled = false
        let chart = surface([modifier])
        #expect(!chart.pointer(.began, 10, 10))
        #expect(modifier.log == ["attached"])
    }

    @Test func groupRoutesToChildrenWithTheSameRules() {
        let log = SharedLog()
        let taker = RecordingModifier("taker", handles: true, shared: log)
        let skipped = RecordingModifier("skipped", shared: log)
        let after = RecordingModifier("after", shared: log)
        let group = SCIModifierGroup(childModifiers: [taker, skipped])
        let chart = surface([group, after])
        #expect(taker.parentSurface === chart)
        chart.drag([CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 100)])
        #expect(
            log.entries == [
                "taker.attached", "skipped.attached", "after.attached", "taker.began", "taker.moved",
                "taker.ended", "taker.tap",
            ])
        chart.pointer(.began, 10, 10)
        taker.isEnabled = false
        #expect(log.entries.last == "taker.cancelled")
        chart.chartModifiers.remove(group)
        #expect(taker.parentSurface == nil)
    }

    @Test func modifierRemovedDuringAnotherCallbackGetsNothingMore() {
        let victim = RecordingModifier("victim")
        final class Remover: SCIChartModifierBase {
            var target: SCIChartModifierBase?
            override func onPointerMoved(_ args: SCIPointerArgs) -> Bool {
                if let target { parentSurface?.chartModifiers.remove(target) }
                return false
            }
        }
        let remover = Remover()
        remover.target = victim
        let chart = surface([remover, victim])
        chart.drag([CGPoint(x: 10, y: 10), CGPoint(x: 50, y: 10), CGPoint(x: 80, y: 10)])
        #expect(victim.log == ["attached", "began", "cancelled", "detached"])
    }
}

@Suite struct TapRuleTests {
    /// The rule's transitions: (start, end, time, last tap) to (release, tap remembered).
    @Test func transitions() {
        let point = CGPoint(x: 10, y: 10)
        func release(_ start: CGPoint?, _ end: CGPoint, _ time: Double, _ last: TapRule.Tap?)
            -> (TapRule.Release, TapRule.Tap?)
        {
            TapRule.release(start: start, end: end, time: time, lastTap: last)
        }
        // No began: a drag, and nothing remembered.
        #expect(release(nil, .zero, 0, nil) == (.drag, nil))
        // Within the slop: a tap, remembered.
        let first = release(point, CGPoint(x: 12, y: 10), 1, nil)
        #expect(first == (.tap, TapRule.Tap(location: CGPoint(x: 12, y: 10), time: 1)))
        // A second tap within 0.3 s and 4 points: a double tap, which ends the sequence.
        #expect(release(point, point, 1.2, first.1) == (.doubleTap, nil))
        // So a third tap starts over.
        #expect(release(point, point, 1.3, nil).0 == .tap)
        // A drag in between ends the sequence.
        #expect(release(point, CGPoint(x: 30, y: 10), 1.4, first.1) == (.drag, nil))
        // Time going backwards is not a double tap.
        let late = TapRule.Tap(location: point, time: 1.3)
        #expect(release(point, point, 0.5, late).0 == .tap)
        // Too late or too far is a new tap.
        #expect(release(point, point, 1.7, late).0 == .tap)
        #expect(release(CGPoint(x: 20, y: 10), CGPoint(x: 20, y: 10), 1.4, late).0 == .tap)
    }

    /// A cancelled gesture ends the pointer's tap sequence in the router's one table.
    @Test func aCancelledGestureEndsTheSequence() {
        let chart = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let point = CGPoint(x: 50, y: 50)
        chart.handlePointer(SCIPointerEvent(phase: .began, location: point, timestamp: 0))
        chart.handlePointer(SCIPointerEvent(phase: .ended, location: point, timestamp: 0.05))
        #expect(chart.router.pointers[0]?.lastTap != nil)
        chart.handlePointer(SCIPointerEvent(phase: .began, location: point, timestamp: 0.1))
        #expect(chart.router.isDown(0))
        chart.handlePointer(SCIPointerEvent(phase: .cancelled, location: point, timestamp: 0.15))
        #expect(!chart.router.isDown(0))
        #expect(chart.router.pointers[0]?.lastTap == nil)
    }
}
