import Foundation
import Testing

@testable import SciChart

/// The annotation editor's gestures as a transition table: from the state a list of events
/// reaches, an event gives one action and a state.
@Suite struct EditorStateMachineTests {
    typealias Machine = EditorStateMachine
    static let points = [SCIDataPoint(x: 1, y: 10), SCIDataPoint(x: 2, y: 20)]
    static let start = CGPoint(x: 100, y: 100)
    static let far = CGPoint(x: 140, y: 100)
    static let near = CGPoint(x: 102, y: 101)

    static func press(_ target: Machine.Target, pointer: Int = 0) -> Machine.Event {
        .pressed(target, at: start, pointerId: pointer, points: points)
    }
    static let onGrip = press(.grip(annotation: 7, index: 1))
    static let onBody = press(.body(annotation: 7))
    static let gripDrag = Machine.Drag(annotation: 7, grip: 1, pointerId: 0, start: start, before: points)
    static let bodyDrag = Machine.Drag(annotation: 7, grip: nil, pointerId: 0, start: start, before: points)
    /// A press on the body of the annotation already selected.
    static let selectedBodyDrag = Machine.Drag(
        annotation: 7, grip: nil, pointerId: 0, start: start, before: points, wasSelected: true)

    struct Row: CustomTestStringConvertible, Sendable {
        let name: String
        let setup: [Machine.Event]
        let event: Machine.Event
        let action: Machine.Action
        let state: Machine.State
        var testDescription: String { name }
    }

    static let rows: [Row] = [
        Row(
            name: "a press on a grip selects and holds it", setup: [], event: onGrip,
            action: .selectionChanged,
            state: .pressed(gripDrag)),
        Row(
            name: "a press on the selected annotation changes no selection", setup: [.select(7)],
            event: onBody, action: .none, state: .pressed(selectedBodyDrag)),
        Row(
            name: "a release without a move on the selected annotation is a tap on it",
            setup: [.select(7), onBody], event: .released(pointerId: 0),
            action: .tappedSelection(annotation: 7), state: .selected(7)),
        Row(
            name: "a release after a drag of the selected annotation commits it, no tap",
            setup: [.select(7), onBody, .moved(far, pointerId: 0)], event: .released(pointerId: 0),
            action: .commit(annotation: 7, before: points), state: .selected(7)),
        Row(
            name: "a cancelled press on the selected annotation is no tap", setup: [.select(7), onBody],
            event: .cancelled(pointerId: 0), action: .none, state: .selected(7)),
        Row(
            name: "a press on another annotation selects it", setup: [.select(3)], event: onBody,
            action: .selectionChanged, state: .pressed(bodyDrag)),
        Row(
            name: "a move within the tap slop moves nothing", setup: [onGrip],
            event: .moved(near, pointerId: 0),
            action: .none, state: .pressed(gripDrag)),
        Row(
            name: "a move past the slop drags the grip", setup: [onGrip], event: .moved(far, pointerId: 0),
            action: .drag(annotation: 7, grip: 1, from: start, to: far, before: points),
            state: .dragging(gripDrag)),
        Row(
            name: "once dragging, a small move drags too", setup: [onBody, .moved(far, pointerId: 0)],
            event: .moved(near, pointerId: 0),
            action: .drag(annotation: 7, grip: nil, from: start, to: near, before: points),
            state: .dragging(bodyDrag)),
        Row(
            name: "another pointer's move is ignored", setup: [onBody], event: .moved(far, pointerId: 1),
            action: .none, state: .pressed(bodyDrag)),
        Row(
            name: "a second press while one is down is ignored", setup: [onBody],
            event: press(.body(annotation: 3), pointer: 1), action: .none, state: .pressed(bodyDrag)),
        Row(
            name: "a release without a move keeps the selection", setup: [onBody],
            event: .released(pointerId: 0),
            action: .none, state: .selected(7)),
        Row(
            name: "a release after a drag commits it", setup: [onBody, .moved(far, pointerId: 0)],
            event: .released(pointerId: 0), action: .commit(annotation: 7, before: points),
            state: .selected(7)),
        Row(
            name: "a cancelled drag puts the points back", setup: [onBody, .moved(far, pointerId: 0)],
            event: .cancelled(pointerId: 0), action: .restore(annotation: 7, before: points),
            state: .selected(7)),
        Row(
            name: "a cancelled press moves nothing", setup: [onBody], event: .cancelled(pointerId: 0),
            action: .none, state: .selected(7)),
        Row(
            name: "another pointer's release is ignored", setup: [onBody, .moved(far, pointerId: 0)],
            event: .released(pointerId: 1), action: .none, state: .dragging(bodyDrag)),
        Row(
            name: "selecting mid-drag puts the points back", setup: [onBody, .moved(far, pointerId: 0)],
            event: .select(3), action: .restore(annotation: 7, before: points), state: .selected(3)),
        Row(
            name: "deselecting mid-drag puts the points back", setup: [onBody, .moved(far, pointerId: 0)],
            event: .deselect, action: .restore(annotation: 7, before: points), state: .idle),
        Row(
            name: "deselecting nothing does nothing", setup: [], event: .deselect, action: .none, state: .idle
        ),
        Row(
            name: "deselecting the selection", setup: [.select(7)], event: .deselect,
            action: .selectionChanged,
            state: .idle),
        Row(
            name: "selecting the selected one changes nothing", setup: [.select(7)], event: .select(7),
            action: .none, state: .selected(7)),
        Row(
            name: "the selected annotation leaving deselects", setup: [.select(7)], event: .removed(7),
            action: .selectionChanged, state: .idle),
        Row(
            name: "another annotation leaving changes nothing", setup: [.select(7)], event: .removed(3),
            action: .none, state: .selected(7)),
        Row(
            name: "an arrow nudges the selection", setup: [.select(7)], event: .nudge(dx: 1, dy: 0),
            action: .nudge(annotation: 7, dx: 1, dy: 0), state: .selected(7)),
        Row(
            name: "a non-finite nudge is refused", setup: [.select(7)], event: .nudge(dx: .nan, dy: 0),
            action: .none, state: .selected(7)),
        Row(
            name: "no nudge while pressed", setup: [onBody], event: .nudge(dx: 1, dy: 0), action: .none,
            state: .pressed(bodyDrag)),
        Row(
            name: "no nudge with nothing selected", setup: [], event: .nudge(dx: 1, dy: 0), action: .none,
            state: .idle),
    ]

    @Test(arguments: rows)
    func transition(row: Row) {
        var machine = Machine()
        for event in row.setup { _ = machine.handle(event) }
        #expect(machine.handle(row.event) == row.action)
        #expect(machine.state == row.state)
    }
}
