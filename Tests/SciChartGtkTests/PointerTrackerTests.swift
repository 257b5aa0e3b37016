import Foundation
import SciChart
import Testing

@testable import SciChartGtk

@Suite("GTK's drag, motion and cancellation become pointer phases")
struct PointerTrackerTests {
    @Test func pressDragReleaseBecomeBeganMovedEnded() {
        var tracker = PointerTracker()
        let began = tracker.pressed(at: CGPoint(x: 100, y: 50), time: 1.0, modifiers: .shift)
        #expect(
            began
                == SCIPointerEvent(
                    phase: .began, location: CGPoint(x: 100, y: 50), timestamp: 1.0, modifiers: .shift))
        #expect(tracker.isDragging)

        let moved = tracker.dragged(by: CGPoint(x: 10, y: -5), time: 1.1, modifiers: [])
        #expect(moved == SCIPointerEvent(phase: .moved, location: CGPoint(x: 110, y: 45), timestamp: 1.1))

        let ended = tracker.released(by: CGPoint(x: 20.5, y: 30.25), time: 1.2, modifiers: .control)
        #expect(
            ended
                == SCIPointerEvent(
                    phase: .ended, location: CGPoint(x: 120.5, y: 80.25), timestamp: 1.2, modifiers: .control)
        )
        #expect(!tracker.isDragging)
        #expect(tracker.lastLocation == CGPoint(x: 120.5, y: 80.25))
    }

    @Test func aReleaseOutsideTheWidgetKeepsItsPoint() {
        var tracker = PointerTracker()
        _ = tracker.pressed(at: CGPoint(x: 10, y: 10), time: 0, modifiers: [])
        let ended = tracker.released(by: CGPoint(x: -50, y: 900), time: 1, modifiers: [])
        #expect(ended?.location == CGPoint(x: -40, y: 910))
    }

    @Test func withNoDragInProgressReleasesMovesAndCancelsYieldNothing() {
        var tracker = PointerTracker()
        #expect(tracker.dragged(by: CGPoint(x: 1, y: 1), time: 0, modifiers: []) == nil)
        #expect(tracker.released(by: CGPoint(x: 1, y: 1), time: 0, modifiers: []) == nil)
        #expect(tracker.cancelled(time: 0, modifiers: []) == nil)
        #expect(!tracker.isDragging)
    }

    @Test func aCancelledDragEndsAtItsLastPointAndOnlyOnce() {
        var tracker = PointerTracker()
        _ = tracker.pressed(at: CGPoint(x: 10, y: 20), time: 0, modifiers: [])
        _ = tracker.dragged(by: CGPoint(x: 5, y: 5), time: 0.1, modifiers: [])
        let cancelled = tracker.cancelled(time: 0.2, modifiers: .alt)
        #expect(
            cancelled
                == SCIPointerEvent(
                    phase: .cancelled, location: CGPoint(x: 15, y: 25), timestamp: 0.2, modifiers: .alt))
        // GTK ends a cancelled drag gesture too: that release, and a second cancel, are ignored.
        #expect(tracker.released(by: CGPoint(x: 9, y: 9), time: 0.3, modifiers: []) == nil)
        #expect(tracker.cancelled(time: 0.3, modifiers: []) == nil)
    }

    @Test func aCancelRightAfterThePressEndsAtThePress() {
        var tracker = PointerTracker()
        _ = tracker.pressed(at: CGPoint(x: 7, y: 8), time: 0, modifiers: [])
        let cancelled = tracker.cancelled(time: 0.1, modifiers: [])
        #expect(cancelled?.location == CGPoint(x: 7, y: 8))
    }

    @Test func movesWithNoButtonAreHovers() {
        var tracker = PointerTracker()
        let hover = tracker.moved(to: CGPoint(x: 3, y: 4), isButtonDown: false, time: 2, modifiers: .command)
        #expect(
            hover
                == SCIPointerEvent(
                    phase: .hovered, location: CGPoint(x: 3, y: 4), timestamp: 2, modifiers: .command))
    }

    @Test func movesWithAButtonDownOrDuringADragAreNotHovers() {
        var tracker = PointerTracker()
        // Button 3 held: not a hover, and not a drag either.
        #expect(tracker.moved(to: CGPoint(x: 1, y: 1), isButtonDown: true, time: 0, modifiers: []) == nil)
        _ = tracker.pressed(at: CGPoint(x: 0, y: 0), time: 0, modifiers: [])
        #expect(tracker.moved(to: CGPoint(x: 2, y: 2), isButtonDown: false, time: 0, modifiers: []) == nil)
        #expect(tracker.lastLocation == CGPoint(x: 2, y: 2))
    }

    @Test func aSecondPressWithoutReleaseStartsANewDragFromItsPoint() {
        var tracker = PointerTracker()
        _ = tracker.pressed(at: CGPoint(x: 0, y: 0), time: 0, modifiers: [])
        let again = tracker.pressed(at: CGPoint(x: 50, y: 60), time: 1, modifiers: [])
        #expect(again.phase == .began)
        let moved = tracker.dragged(by: CGPoint(x: 1, y: 1), time: 2, modifiers: [])
        #expect(moved?.location == CGPoint(x: 51, y: 61))
    }

    @Test func thePointerIsKnownFromTheMomentItEnters() {
        var tracker = PointerTracker()
        #expect(tracker.lastLocation == nil)
        tracker.entered(at: CGPoint(x: 12, y: 34))
        #expect(tracker.lastLocation == CGPoint(x: 12, y: 34))
    }
}

@Suite("GDK event times become increasing seconds")
struct EventClockTests {
    @Test func millisecondsBecomeSeconds() {
        var clock = EventClock()
        #expect(clock.latest == 0)
        #expect(clock.seconds(fromMilliseconds: 1_500) == 1.5)
        #expect(clock.seconds(fromMilliseconds: 1_501) == 1.501)
        #expect(clock.latest == 1.501)
    }

    @Test func theThirtyTwoBitWrapKeepsTimeIncreasing() {
        var clock = EventClock()
        let before = clock.seconds(fromMilliseconds: UInt32.max - 99)
        let after = clock.seconds(fromMilliseconds: 100)
        #expect(after > before)
        #expect(abs((after - before) - 0.2) < 1e-9)
        #expect(clock.seconds(fromMilliseconds: 200) > after)
    }

    @Test func noEventTimeReadsAsTheLatestTime() {
        var clock = EventClock()
        #expect(clock.seconds(fromMilliseconds: 0) == 0)
        _ = clock.seconds(fromMilliseconds: 2_000)
        #expect(clock.seconds(fromMilliseconds: 0) == 2)
        #expect(clock.seconds(fromMilliseconds: 2_001) == 2.001)
    }

    @Test func anEventSlightlyOutOfOrderIsNotAWrap() {
        var clock = EventClock()
        _ = clock.seconds(fromMilliseconds: 10_000)
        #expect(clock.seconds(fromMilliseconds: 9_990) == 9.99)
        #expect(clock.seconds(fromMilliseconds: 10_010) == 10.01)
    }
}

@Suite("Leaving the widget becomes an exit")
struct PointerTrackerExitTests {
    @Test func leavingWithNoButtonDownExitsAtTheLastPoint() {
        var tracker = PointerTracker()
        _ = tracker.moved(to: CGPoint(x: 30, y: 40), isButtonDown: false, time: 1, modifiers: [])
        #expect(
            tracker.left(time: 2, modifiers: .shift)
                == SCIPointerEvent(
                    phase: .exited, location: CGPoint(x: 30, y: 40), timestamp: 2, modifiers: .shift))
        #expect(tracker.exitAfterDrag(time: 3, modifiers: []) == nil)
    }

    @Test func leavingDuringADragExitsOnceWhenTheDragEnds() {
        var tracker = PointerTracker()
        _ = tracker.pressed(at: CGPoint(x: 10, y: 10), time: 0, modifiers: [])
        #expect(tracker.left(time: 0.1, modifiers: []) == nil)
        #expect(tracker.exitAfterDrag(time: 0.1, modifiers: []) == nil)
        _ = tracker.released(by: CGPoint(x: -30, y: 5), time: 0.2, modifiers: [])
        #expect(
            tracker.exitAfterDrag(time: 0.2, modifiers: [])
                == SCIPointerEvent(phase: .exited, location: CGPoint(x: -20, y: 15), timestamp: 0.2))
        #expect(tracker.exitAfterDrag(time: 0.3, modifiers: []) == nil)
    }

    @Test func comingBackBeforeTheDragEndsIsNoExit() {
        var tracker = PointerTracker()
        _ = tracker.pressed(at: CGPoint(x: 10, y: 10), time: 0, modifiers: [])
        _ = tracker.left(time: 0.1, modifiers: [])
        tracker.entered(at: CGPoint(x: 5, y: 5))
        _ = tracker.cancelled(time: 0.2, modifiers: [])
        #expect(tracker.exitAfterDrag(time: 0.2, modifiers: []) == nil)
    }
}
