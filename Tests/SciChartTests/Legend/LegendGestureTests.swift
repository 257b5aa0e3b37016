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
        #expect(accepted == .none)
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
        #expect(second == .refused)
        #expect(gesture.moved(pointerId: 2, to: CGPoint(x: 0, y: 0), canScroll: true) == .none)
        #expect(gesture.ended(pointerId: 2) == .none)
        #expect(gesture.cancelled(pointerId: 2) == .none)
        #expect(gesture.ended(pointerId: 1) == .released(target))
    }

    @Test func aPressOnTheHeaderMovesTheLegendWhenItCanAndDropsItWhereReleased() {
        var gesture = LegendGesture()
        _ = gesture.began(pointerId: 0, at: start, offset: 10, target: nil, onHeader: true)
        #expect(
            gesture.moved(pointerId: 0, to: CGPoint(x: 52, y: 101), canScroll: true, canMove: true) == .none)
        #expect(
            gesture.moved(pointerId: 0, to: CGPoint(x: 80, y: 60), canScroll: true, canMove: true)
                == .move(by: CGSize(width: 30, height: -40)))
        #expect(
            gesture.moved(pointerId: 0, to: CGPoint(x: 90, y: 70), canScroll: true, canMove: true)
                == .move(by: CGSize(width: 40, height: -30)))
        #expect(gesture.ended(pointerId: 0) == .drop(by: CGSize(width: 40, height: -30)))
        #expect(gesture.state == .idle)
    }

    @Test func aPressOnTheHeaderThatStaysIsATapOnItAndNeverScrolls() {
        var gesture = LegendGesture()
        _ = gesture.began(pointerId: 0, at: start, offset: 10, target: nil, onHeader: true)
        // A legend the host places cannot move: the press stays a press, and scrolls nothing.
        #expect(
            gesture.moved(pointerId: 0, to: CGPoint(x: 50, y: 20), canScroll: true, canMove: false) == .none)
        #expect(gesture.ended(pointerId: 0) == .releasedOnHeader)
    }

    @Test func aCancelledMovePutsTheLegendBack() {
        var gesture = LegendGesture()
        _ = gesture.began(pointerId: 0, at: start, offset: 0, target: nil, onHeader: true)
        _ = gesture.moved(pointerId: 0, to: CGPoint(x: 150, y: 150), canScroll: false, canMove: true)
        #expect(gesture.began(pointerId: 1, at: start, offset: 0, target: nil) == .refused)
        #expect(gesture.cancelled(pointerId: 0) == .putBack)
        #expect(gesture.state == .idle)
    }

    /// One row of the press machine's table: from the state `setup` reaches, an event gives
    /// an action and a state.
    struct Row: CustomTestStringConvertible {
        enum Event {
            case began(Int, CGPoint, offset: Double, target: LegendTarget?)
            case moved(Int, CGPoint, canScroll: Bool)
            case ended(Int)
            case cancelled(Int)
        }
        let name: String
        let setup: [Event]
        let event: Event
        let action: LegendGesture.Action
        let state: LegendGesture.State
        var testDescription: String { name }

        static func apply(_ event: Event, to gesture: inout LegendGesture) -> LegendGesture.Action {
            switch event {
            case .began(let id, let point, let offset, let target):
                gesture.began(pointerId: id, at: point, offset: offset, target: target)
            case .moved(let id, let point, let canScroll):
                gesture.moved(pointerId: id, to: point, canScroll: canScroll)
            case .ended(let id): gesture.ended(pointerId: id)
            case .cancelled(let id): gesture.cancelled(pointerId: id)
            }
        }
    }

    @Test func transitionTable() {
        let start = CGPoint(x: 50, y: 100)
        let press = Row.Event.began(0, start, offset: 10, target: target)
        let rows: [Row] = [
            Row(
                name: "a press when idle is taken", setup: [], event: press, action: .none,
                state: .pressed(pointerId: 0, start: start, offset: 10, target: target, onHeader: false)),
            Row(
                name: "a second pointer is refused", setup: [press],
                event: .began(1, start, offset: 0, target: nil), action: .refused,
                state: .pressed(pointerId: 0, start: start, offset: 10, target: target, onHeader: false)),
            Row(
                name: "a move within the slop keeps the press", setup: [press],
                event: .moved(0, CGPoint(x: 52, y: 100), canScroll: true), action: .none,
                state: .pressed(pointerId: 0, start: start, offset: 10, target: target, onHeader: false)),
            Row(
                name: "a move past the slop scrolls", setup: [press],
                event: .moved(0, CGPoint(x: 50, y: 90), canScroll: true), action: .scroll(to: 20),
                state: .scrolling(pointerId: 0, start: start, offset: 10)),
            Row(
                name: "a move past the slop of a legend that cannot scroll keeps the press", setup: [press],
                event: .moved(0, CGPoint(x: 50, y: 90), canScroll: false), action: .none,
                state: .pressed(pointerId: 0, start: start, offset: 10, target: target, onHeader: false)),
            Row(
                name: "another pointer's move is ignored", setup: [press],
                event: .moved(1, CGPoint(x: 50, y: 10), canScroll: true), action: .none,
                state: .pressed(pointerId: 0, start: start, offset: 10, target: target, onHeader: false)),
            Row(
                name: "a release of the press acts on its target", setup: [press], event: .ended(0),
                action: .released(target), state: .idle),
            Row(
                name: "a release of a scroll acts on nothing",
                setup: [press, .moved(0, CGPoint(x: 50, y: 90), canScroll: true)], event: .ended(0),
                action: .none, state: .idle),
            Row(
                name: "a cancelled scroll goes back",
                setup: [press, .moved(0, CGPoint(x: 50, y: 90), canScroll: true)], event: .cancelled(0),
                action: .scroll(to: 10), state: .idle),
            Row(
                name: "a cancelled press releases nothing", setup: [press], event: .cancelled(0),
                action: .none, state: .idle),
            Row(
                name: "a release when idle is ignored", setup: [], event: .ended(0), action: .none,
                state: .idle),
        ]
        for row in rows {
            var gesture = LegendGesture()
            for event in row.setup { _ = Row.apply(event, to: &gesture) }
            #expect(Row.apply(row.event, to: &gesture) == row.action, "\(row.name)")
            #expect(gesture.state == row.state, "\(row.name)")
        }
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
