import Foundation
import Testing

@testable import SciChart

/// The press state machine and the isolation rule, as transition tables.
@Suite struct LegendGestureTests {
    private let series = SCIFastLineRenderableSeries()
    private var target: LegendTarget { LegendTarget(index: 2, part: .name, series: series) }
    private let start = CGPoint(x: 50, y: 100)

    private func began(_ id: Int, offset: Double = 10, target: LegendTarget?, onHeader: Bool = false)
        -> LegendGesture.Event
    {
        .began(pointerId: id, point: start, offset: offset, target: target, onHeader: onHeader)
    }

    private func moved(_ id: Int, _ x: Double, _ y: Double, canScroll: Bool = true, canMove: Bool = false)
        -> LegendGesture.Event
    {
        .moved(pointerId: id, point: CGPoint(x: x, y: y), canScroll: canScroll, canMove: canMove)
    }

    @Test func aPressThatStaysIsATapOnItsTargetIfItIsStillThere() {
        var gesture = LegendGesture()
        #expect(gesture.handle(began(0, target: target)) == .none)
        #expect(gesture.handle(moved(0, 52, 102)) == .none)
        #expect(gesture.handle(.ended(pointerId: 0, isTap: true)) == .none)
        #expect(gesture.state == .released(pointerId: 0, target: target, onHeader: false))
        #expect(gesture.handle(.tapped(pointerId: 0, target: target, onHeader: false)) == .tapItem(target))
        #expect(gesture.state == .idle)
        // The item under the tap is not the one pressed (the list moved): the tap acts on nothing.
        _ = gesture.handle(began(0, target: target))
        _ = gesture.handle(.ended(pointerId: 0, isTap: true))
        let other = LegendTarget(index: 3, part: .name, series: SCIFastLineRenderableSeries())
        #expect(gesture.handle(.tapped(pointerId: 0, target: other, onHeader: false)) == .tapItem(nil))
    }

    @Test func aPressThatMovesPastTheSlopScrollsWithThePointer() {
        var gesture = LegendGesture()
        _ = gesture.handle(began(0, target: target))
        #expect(gesture.handle(moved(0, 50, 96)) == .scroll(to: 14))
        #expect(gesture.state == .scrolling(pointerId: 0, start: start, offset: 10))
        #expect(gesture.handle(moved(0, 80, 130)) == .scroll(to: -20))
        #expect(gesture.handle(.ended(pointerId: 0, isTap: false)) == .none)
        #expect(gesture.state == .idle)
    }

    @Test func aLegendThatCannotScrollKeepsThePressButAFarReleaseIsNoTap() {
        var gesture = LegendGesture()
        _ = gesture.handle(began(0, offset: 0, target: target))
        #expect(gesture.handle(moved(0, 50, 160, canScroll: false)) == .none)
        #expect(
            gesture.state == .pressed(pointerId: 0, start: start, offset: 0, target: target, onHeader: false))
        #expect(gesture.handle(.ended(pointerId: 0, isTap: false)) == .none)
        #expect(gesture.state == .idle)
    }

    @Test func aCancelledScrollGoesBackAndACancelledPressReleasesNothing() {
        var gesture = LegendGesture()
        _ = gesture.handle(began(0, offset: 25, target: nil))
        _ = gesture.handle(moved(0, 50, 50))
        #expect(gesture.handle(.cancelled(pointerId: 0)) == .scroll(to: 25))
        _ = gesture.handle(began(0, offset: 25, target: target))
        #expect(gesture.handle(.cancelled(pointerId: 0)) == .none)
        #expect(gesture.handle(.ended(pointerId: 0, isTap: true)) == .none)
        #expect(gesture.state == .idle)
    }

    @Test func otherPointersAreRefusedWhileOneIsDown() {
        var gesture = LegendGesture()
        _ = gesture.handle(began(1, offset: 0, target: target))
        #expect(gesture.handle(began(2, offset: 0, target: nil)) == .refused)
        #expect(gesture.handle(moved(2, 0, 0)) == .none)
        #expect(gesture.handle(.ended(pointerId: 2, isTap: true)) == .none)
        #expect(gesture.handle(.tapped(pointerId: 2, target: target, onHeader: false)) == .tapItem(nil))
        #expect(gesture.handle(.cancelled(pointerId: 2)) == .none)
        #expect(gesture.handle(.ended(pointerId: 1, isTap: true)) == .none)
        #expect(gesture.handle(.tapped(pointerId: 1, target: target, onHeader: false)) == .tapItem(target))
    }

    @Test func aPressOnTheHeaderMovesTheLegendWhenItCanAndDropsItWhereReleased() {
        var gesture = LegendGesture()
        _ = gesture.handle(began(0, target: nil, onHeader: true))
        #expect(gesture.handle(moved(0, 52, 101, canMove: true)) == .none)
        #expect(gesture.handle(moved(0, 80, 60, canMove: true)) == .move(by: CGSize(width: 30, height: -40)))
        #expect(gesture.handle(moved(0, 90, 70, canMove: true)) == .move(by: CGSize(width: 40, height: -30)))
        #expect(
            gesture.handle(.ended(pointerId: 0, isTap: false)) == .drop(by: CGSize(width: 40, height: -30)))
        #expect(gesture.state == .idle)
    }

    @Test func aPressOnTheHeaderThatStaysIsATapOnItAndNeverScrolls() {
        var gesture = LegendGesture()
        _ = gesture.handle(began(0, target: nil, onHeader: true))
        // A legend the host places cannot move: the press stays a press, and scrolls nothing.
        #expect(gesture.handle(moved(0, 50, 20, canMove: false)) == .none)
        #expect(gesture.handle(moved(0, 50, 101, canMove: false)) == .none)
        #expect(gesture.handle(.ended(pointerId: 0, isTap: true)) == .none)
        #expect(gesture.handle(.tapped(pointerId: 0, target: nil, onHeader: true)) == .tapHeader)
        // Pressed on the header, tapped off it: a tap on nothing.
        _ = gesture.handle(began(0, target: nil, onHeader: true))
        _ = gesture.handle(.ended(pointerId: 0, isTap: true))
        #expect(gesture.handle(.tapped(pointerId: 0, target: target, onHeader: false)) == .tapItem(nil))
    }

    @Test func aCancelledMovePutsTheLegendBack() {
        var gesture = LegendGesture()
        _ = gesture.handle(began(0, offset: 0, target: nil, onHeader: true))
        _ = gesture.handle(moved(0, 150, 150, canScroll: false, canMove: true))
        #expect(gesture.handle(began(1, offset: 0, target: nil)) == .refused)
        #expect(gesture.handle(.cancelled(pointerId: 0)) == .putBack)
        #expect(gesture.state == .idle)
    }

    /// One row of the press machine's table: from the state `setup` reaches, an event gives
    /// an action and a state.
    struct Row: CustomTestStringConvertible {
        let name: String
        let setup: [LegendGesture.Event]
        let event: LegendGesture.Event
        let action: LegendGesture.Action
        let state: LegendGesture.State
        var testDescription: String { name }
    }

    @Test func transitionTable() {
        let press = began(0, target: target)
        let pressed = LegendGesture.State.pressed(
            pointerId: 0, start: start, offset: 10, target: target, onHeader: false)
        let released = LegendGesture.State.released(pointerId: 0, target: target, onHeader: false)
        let rows: [Row] = [
            Row(name: "a press when idle is taken", setup: [], event: press, action: .none, state: pressed),
            Row(
                name: "a second pointer is refused", setup: [press], event: began(1, offset: 0, target: nil),
                action: .refused, state: pressed),
            Row(
                name: "a move within the slop keeps the press", setup: [press], event: moved(0, 52, 100),
                action: .none, state: pressed),
            Row(
                name: "a move past the slop scrolls", setup: [press], event: moved(0, 50, 90),
                action: .scroll(to: 20), state: .scrolling(pointerId: 0, start: start, offset: 10)),
            Row(
                name: "a move past the slop of a legend that cannot scroll keeps the press", setup: [press],
                event: moved(0, 50, 90, canScroll: false), action: .none, state: pressed),
            Row(
                name: "another pointer's move is ignored", setup: [press], event: moved(1, 50, 10),
                action: .none, state: pressed),
            Row(
                name: "a release that is a tap waits for it", setup: [press],
                event: .ended(pointerId: 0, isTap: true), action: .none, state: released),
            Row(
                name: "a release that is no tap acts on nothing", setup: [press],
                event: .ended(pointerId: 0, isTap: false), action: .none, state: .idle),
            Row(
                name: "the tap acts on the target still under the pointer",
                setup: [press, .ended(pointerId: 0, isTap: true)],
                event: .tapped(pointerId: 0, target: target, onHeader: false), action: .tapItem(target),
                state: .idle),
            Row(
                name: "a press after a release that got no tap is taken",
                setup: [press, .ended(pointerId: 0, isTap: true)], event: press, action: .none, state: pressed
            ),
            Row(
                name: "a cancelled release forgets the tap",
                setup: [press, .ended(pointerId: 0, isTap: true)], event: .cancelled(pointerId: 0),
                action: .none, state: .idle),
            Row(
                name: "a release of a scroll acts on nothing", setup: [press, moved(0, 50, 90)],
                event: .ended(pointerId: 0, isTap: false), action: .none, state: .idle),
            Row(
                name: "a cancelled scroll goes back", setup: [press, moved(0, 50, 90)],
                event: .cancelled(pointerId: 0), action: .scroll(to: 10), state: .idle),
            Row(
                name: "a cancelled press releases nothing", setup: [press], event: .cancelled(pointerId: 0),
                action: .none, state: .idle),
            Row(
                name: "a release when idle is ignored", setup: [], event: .ended(pointerId: 0, isTap: true),
                action: .none, state: .idle),
            Row(
                name: "a tap when idle acts on nothing", setup: [],
                event: .tapped(pointerId: 0, target: target, onHeader: false), action: .tapItem(nil),
                state: .idle),
        ]
        for row in rows {
            var gesture = LegendGesture()
            for event in row.setup { _ = gesture.handle(event) }
            #expect(gesture.handle(row.event) == row.action, "\(row.name)")
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
