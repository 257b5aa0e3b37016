import Testing

@testable import SciChart

@Suite struct PlacementStateMachineTests {
    typealias Machine = PlacementStateMachine
    static let a = SCIDataPoint(x: 1, y: 10)
    static let b = SCIDataPoint(x: 2, y: 20)
    static let c = SCIDataPoint(x: 3, y: 30)
    static let bad = SCIDataPoint(x: .nan, y: 1)

    /// One row: from a state reached by `setup`, an event gives an action and a state.
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
            name: "down places the first point", setup: [], event: .began(a, pointerId: 0),
            action: .create([a]),
            state: .placing(placed: [], moving: a, pointerId: 0)),
        Row(
            name: "drag moves it", setup: [.began(a, pointerId: 0)], event: .moved(b, pointerId: 0),
            action: .update([b]), state: .placing(placed: [], moving: b, pointerId: 0)),
        Row(
            name: "up locks it and advances", setup: [.began(a, pointerId: 0)],
            event: .ended(b, pointerId: 0),
            action: .update([b]), state: .awaiting(placed: [b])),
        Row(
            name: "hover previews the next point", setup: [.began(a, pointerId: 0), .ended(a, pointerId: 0)],
            event: .hovered(b), action: .update([a, b]), state: .awaiting(placed: [a])),
        Row(
            name: "down places the second point", setup: [.began(a, pointerId: 0), .ended(a, pointerId: 0)],
            event: .began(b, pointerId: 3), action: .update([a, b]),
            state: .placing(placed: [a], moving: b, pointerId: 3)),
        Row(
            name: "up on the last point completes it",
            setup: [.began(a, pointerId: 0), .ended(a, pointerId: 0), .began(b, pointerId: 0)],
            event: .ended(c, pointerId: 0), action: .complete([a, c]), state: .finished(points: [a, c])),
        Row(
            name: "the reset after finishing starts over and discards nothing",
            setup: [
                .began(a, pointerId: 0), .ended(a, pointerId: 0), .began(b, pointerId: 0),
                .ended(c, pointerId: 0),
            ],
            event: .reset, action: .ignore, state: .awaiting(placed: [])),
        Row(
            name: "a press after finishing starts the next annotation",
            setup: [
                .began(a, pointerId: 0), .ended(a, pointerId: 0), .began(b, pointerId: 0),
                .ended(c, pointerId: 0),
            ],
            event: .began(b, pointerId: 1), action: .create([b]),
            state: .placing(placed: [], moving: b, pointerId: 1)),
        Row(
            name: "cancel while dragging discards", setup: [.began(a, pointerId: 0)],
            event: .cancelled(pointerId: 0),
            action: .discard, state: .awaiting(placed: [])),
        Row(
            name: "cancel of the second point discards the first too",
            setup: [.began(a, pointerId: 0), .ended(a, pointerId: 0), .began(b, pointerId: 0)],
            event: .cancelled(pointerId: 0), action: .discard, state: .awaiting(placed: [])),
        Row(
            name: "reset between points discards", setup: [.began(a, pointerId: 0), .ended(a, pointerId: 0)],
            event: .reset, action: .discard, state: .awaiting(placed: [])),
        Row(
            name: "reset when idle does nothing", setup: [], event: .reset, action: .ignore,
            state: .awaiting(placed: [])),
        Row(
            name: "another pointer's move is ignored", setup: [.began(a, pointerId: 0)],
            event: .moved(b, pointerId: 1), action: .ignore,
            state: .placing(placed: [], moving: a, pointerId: 0)),
        Row(
            name: "another pointer's cancel is ignored", setup: [.began(a, pointerId: 0)],
            event: .cancelled(pointerId: 1), action: .ignore,
            state: .placing(placed: [], moving: a, pointerId: 0)),
        Row(
            name: "a second finger down is ignored", setup: [.began(a, pointerId: 0)],
            event: .began(b, pointerId: 1),
            action: .ignore, state: .placing(placed: [], moving: a, pointerId: 0)),
        Row(
            name: "a move without a press is ignored", setup: [], event: .moved(a, pointerId: 0),
            action: .ignore,
            state: .awaiting(placed: [])),
        Row(
            name: "an up without a press is ignored", setup: [], event: .ended(a, pointerId: 0),
            action: .ignore,
            state: .awaiting(placed: [])),
        Row(
            name: "hover before the first point is ignored", setup: [], event: .hovered(a), action: .ignore,
            state: .awaiting(placed: [])),
        Row(
            name: "a non-finite press is refused", setup: [], event: .began(bad, pointerId: 0),
            action: .ignore,
            state: .awaiting(placed: [])),
        Row(
            name: "a non-finite move keeps the point", setup: [.began(a, pointerId: 0)],
            event: .moved(bad, pointerId: 0), action: .ignore,
            state: .placing(placed: [], moving: a, pointerId: 0)),
        Row(
            name: "a non-finite release locks the last good point", setup: [.began(a, pointerId: 0)],
            event: .ended(bad, pointerId: 0), action: .update([a]), state: .awaiting(placed: [a])),
    ]

    @Test(arguments: rows)
    func transition(row: Row) {
        var machine = Machine(pointCount: 2)
        for event in row.setup { _ = machine.handle(event) }
        #expect(machine.handle(row.event) == row.action)
        #expect(machine.state == row.state)
    }

    @Test func fivePointsCompleteAfterTheFifth() {
        var machine = Machine(pointCount: 5)
        var completions = 0
        for index in 0..<5 {
            let point = SCIDataPoint(x: Double(index), y: Double(index))
            #expect(machine.activePointIndex == index)
            _ = machine.handle(.began(point, pointerId: 0))
            #expect(machine.isDragging)
            if case .complete(let points) = machine.handle(.ended(point, pointerId: 0)) {
                completions += 1
                #expect(points.count == 5)
            }
        }
        #expect(completions == 1)
        #expect(!machine.isPlacing && machine.activePointIndex == 4)
        _ = machine.handle(.reset)
        #expect(!machine.isPlacing && machine.activePointIndex == 0)
    }
}
