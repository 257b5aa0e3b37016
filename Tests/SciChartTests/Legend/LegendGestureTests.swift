import Foundation
import Testing

@testable import SciChart

/// The press state machine and the isolation rule, as transition tables.
@Suite struct LegendGestureTests {
    private let series = SCIFastLineRenderableSeries()
    private var target: LegendTarget { LegendTarget(index: 2, part: .name, series: series) }
    private let start = CGPoint(x: 50, y: 100)

    @Test func aPressThatStaysIsReleasedOnItsTarget() {
        var gesture = LegendGesture()
        let accepted = gesture.began(pointerId: 0, at: start, offset: 10, target: target)
        #expect(accepted)
        #expect(gesture.moved(pointerId: 0, to: CGPoint(x: 52, y: 102), canScroll: true) == .none)
        #expect(gesture.ended(pointerId: 0) == .released(target))
        #expect(gesture.state == .idle)
    }

    @Test func aPressThatMovesPastTheSlopScrollsWithThePointer() {
        var gesture = LegendGesture()
        _ = gesture.began(pointerId: 0, at: start, offset: 10, target: target)
        #expect(gesture.moved(pointerId: 0, to: CGPoint(x: 50, y: 96), canScroll: true) == .scroll(to: 14))
        #expect(gesture.state == .scrolling(pointerId: 0, start: start, offset: 10))
        #expect(gesture.moved(pointerId: 0, to: CGPoint(x: 80, y: 130), canScroll: true) == .scroll(to: -20))
        #expect(gesture.ended(pointerId: 0) == .none)
        #expect(gesture.state == .idle)
    }

    @Test func aLegendThatCannotScrollKeepsThePress() {
        var gesture = LegendGesture()
        _ = gesture.began(pointerId: 0, at: start, offset: 0, target: target)
        #expect(gesture.moved(pointerId: 0, to: CGPoint(x: 50, y: 160), canScroll: false) == .none)
        #expect(gesture.ended(pointerId: 0) == .released(target))
    }

    @Test func aCancelledScrollGoesBackAndACancelledPressReleasesNothing() {
        var gesture = LegendGesture()
        _ = gesture.began(pointerId: 0, at: start, offset: 25, target: nil)
        _ = gesture.moved(pointerId: 0, to: CGPoint(x: 50, y: 50), canScroll: true)
        #expect(gesture.cancelled(pointerId: 0) == .scroll(to: 25))
        _ = gesture.began(pointerId: 0, at: start, offset: 25, target: target)
        #expect(gesture.cancelled(pointerId: 0) == .none)
        #expect(gesture.ended(pointerId: 0) == .none)
    }

    @Test func otherPointersAreRefusedWhileOneIsDown() {
        var gesture = LegendGesture()
        _ = gesture.began(pointerId: 1, at: start, offset: 0, target: target)
        let second = gesture.began(pointerId: 2, at: start, offset: 0, target: nil)
        #expect(!second)
        #expect(gesture.moved(pointerId: 2, to: CGPoint(x: 0, y: 0), canScroll: true) == .none)
        #expect(gesture.ended(pointerId: 2) == .none)
        #expect(gesture.cancelled(pointerId: 2) == .none)
        #expect(gesture.ended(pointerId: 1) == .released(target))
    }

    @Test func isolationRestoresOnlyWhenTheSeriesWasShownAlone() {
        let table: [([Bool], Int, LegendIsolation.Decision)] = [
            ([true, true, true], 1, .isolate),
            ([false, true, false], 1, .restore),
            ([false, false, false], 1, .isolate),
            ([true, false, false], 1, .isolate),
            ([true], 0, .restore),
            ([false], 0, .isolate),
            ([true, true], 5, .isolate),
            ([true, true], -1, .isolate),
        ]
        for (visible, index, decision) in table {
            #expect(LegendIsolation.decide(visible: visible, index: index) == decision, "\(visible) \(index)")
        }
    }
}
