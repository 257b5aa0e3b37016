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

    // MARK: - Segment and stroke steps, and click, move, click

    /// One row of a machine of `steps`.
    struct StepRow: CustomTestStringConvertible, Sendable {
        let name: String
        let steps: [SCIPlacementStep]
        let setup: [Machine.Event]
        let event: Machine.Event
        let action: Machine.Action
        let state: Machine.State
        var testDescription: String { name }
    }

    static let pitchfork: [SCIPlacementStep] = [.segment, .point]
    static let d = SCIDataPoint(x: 4, y: 40)

    static let stepRows: [StepRow] = [
        StepRow(
            name: "a segment's press places its first point", steps: pitchfork, setup: [],
            event: .began(a, pointerId: 0), action: .create([a]),
            state: .placingSegment(placed: [], anchor: a, moving: a, pointerId: 0)),
        StepRow(
            name: "the drag moves the segment's second point", steps: pitchfork,
            setup: [.began(a, pointerId: 0)], event: .moved(b, pointerId: 0), action: .update([a, b]),
            state: .placingSegment(placed: [], anchor: a, moving: b, pointerId: 0)),
        StepRow(
            name: "the release locks both", steps: pitchfork,
            setup: [.began(a, pointerId: 0), .moved(b, pointerId: 0)], event: .ended(b, pointerId: 0),
            action: .update([a, b]), state: .awaiting(placed: [a, b])),
        StepRow(
            name: "a click locks the first and leaves the second to the hover", steps: pitchfork,
            setup: [.began(a, pointerId: 0)], event: .ended(a, pointerId: 0, isTap: true),
            action: .update([a]), state: .awaiting(placed: [a])),
        StepRow(
            name: "the hover moves the segment's second point", steps: pitchfork,
            setup: [.began(a, pointerId: 0), .ended(a, pointerId: 0, isTap: true)], event: .hovered(b),
            action: .update([a, b]), state: .awaiting(placed: [a])),
        StepRow(
            name: "the next click places the second point", steps: pitchfork,
            setup: [.began(a, pointerId: 0), .ended(a, pointerId: 0, isTap: true), .hovered(b)],
            event: .began(b, pointerId: 0), action: .update([a, b]),
            state: .placing(placed: [a], moving: b, pointerId: 0)),
        StepRow(
            name: "after the segment, a point step", steps: pitchfork,
            setup: [.began(a, pointerId: 0), .moved(b, pointerId: 0), .ended(b, pointerId: 0)],
            event: .began(c, pointerId: 0), action: .update([a, b, c]),
            state: .placing(placed: [a, b], moving: c, pointerId: 0)),
        StepRow(
            name: "the hover previews the point after the segment", steps: pitchfork,
            setup: [.began(a, pointerId: 0), .moved(b, pointerId: 0), .ended(b, pointerId: 0)],
            event: .hovered(c), action: .update([a, b, c]), state: .awaiting(placed: [a, b])),
        StepRow(
            name: "its release completes the tool", steps: pitchfork,
            setup: [
                .began(a, pointerId: 0), .moved(b, pointerId: 0), .ended(b, pointerId: 0),
                .began(c, pointerId: 0),
            ],
            event: .ended(c, pointerId: 0, isTap: true), action: .complete([a, b, c]),
            state: .finished(points: [a, b, c])),
        StepRow(
            name: "a lone segment completes on its release", steps: [.segment],
            setup: [.began(a, pointerId: 0), .moved(b, pointerId: 0)], event: .ended(c, pointerId: 0),
            action: .complete([a, c]), state: .finished(points: [a, c])),
        StepRow(
            name: "a cancelled segment discards", steps: pitchfork,
            setup: [.began(a, pointerId: 0), .moved(b, pointerId: 0)], event: .cancelled(pointerId: 0),
            action: .discard, state: .awaiting(placed: [])),
        StepRow(
            name: "another pointer does not move the segment", steps: pitchfork,
            setup: [.began(a, pointerId: 0)], event: .moved(b, pointerId: 1), action: .ignore,
            state: .placingSegment(placed: [], anchor: a, moving: a, pointerId: 0)),
        StepRow(
            name: "a non-finite release keeps the last good second point", steps: [.segment],
            setup: [.began(a, pointerId: 0), .moved(b, pointerId: 0)], event: .ended(bad, pointerId: 0),
            action: .complete([a, b]), state: .finished(points: [a, b])),
        StepRow(
            name: "a stroke's press starts it", steps: [.stroke], setup: [], event: .began(a, pointerId: 2),
            action: .create([a]), state: .stroking(points: [a], pointerId: 2)),
        StepRow(
            name: "each move adds a point", steps: [.stroke], setup: [.began(a, pointerId: 2)],
            event: .moved(b, pointerId: 2), action: .update([a, b]),
            state: .stroking(points: [a, b], pointerId: 2)),
        StepRow(
            name: "the release ends the stroke", steps: [.stroke],
            setup: [.began(a, pointerId: 2), .moved(b, pointerId: 2)], event: .ended(c, pointerId: 2),
            action: .complete([a, b, c]), state: .finished(points: [a, b, c])),
        StepRow(
            name: "a release where the last point is adds none", steps: [.stroke],
            setup: [.began(a, pointerId: 2), .moved(b, pointerId: 2)], event: .ended(b, pointerId: 2),
            action: .complete([a, b]), state: .finished(points: [a, b])),
        StepRow(
            name: "a click starts a stroke that follows the hover", steps: [.stroke],
            setup: [.began(a, pointerId: 0)], event: .ended(a, pointerId: 0, isTap: true),
            action: .update([a]), state: .stroking(points: [a], pointerId: nil)),
        StepRow(
            name: "the hover adds points", steps: [.stroke],
            setup: [.began(a, pointerId: 0), .ended(a, pointerId: 0, isTap: true)], event: .hovered(b),
            action: .update([a, b]), state: .stroking(points: [a, b], pointerId: nil)),
        StepRow(
            name: "the next click ends it", steps: [.stroke],
            setup: [.began(a, pointerId: 0), .ended(a, pointerId: 0, isTap: true), .hovered(b)],
            event: .began(c, pointerId: 0), action: .complete([a, b, c]),
            state: .finished(points: [a, b, c])),
        StepRow(
            name: "its release is ignored", steps: [.stroke],
            setup: [
                .began(a, pointerId: 0), .ended(a, pointerId: 0, isTap: true), .hovered(b),
                .began(c, pointerId: 0),
            ],
            event: .ended(c, pointerId: 0), action: .ignore, state: .finished(points: [a, b, c])),
        StepRow(
            name: "a cancelled stroke discards", steps: [.stroke],
            setup: [.began(a, pointerId: 2), .moved(b, pointerId: 2)], event: .cancelled(pointerId: 2),
            action: .discard, state: .awaiting(placed: [])),
        StepRow(
            name: "Escape discards a stroke following the hover", steps: [.stroke],
            setup: [.began(a, pointerId: 0), .ended(a, pointerId: 0, isTap: true), .hovered(b)],
            event: .reset, action: .discard, state: .awaiting(placed: [])),
        StepRow(
            name: "a non-finite move adds nothing", steps: [.stroke], setup: [.began(a, pointerId: 2)],
            event: .moved(bad, pointerId: 2), action: .ignore, state: .stroking(points: [a], pointerId: 2)),
        StepRow(
            name: "clicks place points too", steps: [.point, .point],
            setup: [.began(a, pointerId: 0), .ended(a, pointerId: 0, isTap: true), .hovered(b)],
            event: .began(b, pointerId: 0), action: .update([a, b]),
            state: .placing(placed: [a], moving: b, pointerId: 0)),
    ]

    @Test(arguments: stepRows)
    func stepTransition(row: StepRow) {
        var machine = Machine(steps: row.steps)
        for event in row.setup { _ = machine.handle(event) }
        #expect(machine.handle(row.event) == row.action)
        #expect(machine.state == row.state)
    }

    @Test func whatFollowsThePointerIsNamedAndNotADrag() {
        var machine = Machine(steps: Self.pitchfork)
        #expect(machine.pointCount == 3 && machine.activePointIndex == 0 && !machine.isDragging)
        _ = machine.handle(.began(Self.a, pointerId: 0))
        // While the segment is dragged, its second point is the one moving.
        #expect(machine.isDragging && machine.activePointIndex == 1)
        _ = machine.handle(.ended(Self.a, pointerId: 0, isTap: true))
        _ = machine.handle(.hovered(Self.b))
        // After a click the second point follows the hover: not a drag.
        #expect(!machine.isDragging && machine.activePointIndex == 1 && machine.isPlacing)
        var stroke = Machine(steps: [.stroke])
        #expect(stroke.pointCount == nil)
        _ = stroke.handle(.began(Self.a, pointerId: 0))
        _ = stroke.handle(.ended(Self.a, pointerId: 0, isTap: true))
        _ = stroke.handle(.hovered(Self.b))
        #expect(!stroke.isDragging && stroke.activePointIndex == 1)
        // Steps after a stroke are dropped: it ends the tool.
        #expect(Machine(steps: [.stroke, .point]).steps == [.stroke])
        #expect(Machine(steps: []).steps == [.point])
    }

    @Test func aStrokeEndsAtItsLimitAndItsReleaseAddsNone() {
        var machine = Machine(steps: [.stroke])
        machine.strokeLimit = 3
        _ = machine.handle(.began(Self.a, pointerId: 0))
        #expect(machine.handle(.moved(Self.b, pointerId: 0)) == .update([Self.a, Self.b]))
        #expect(machine.handle(.moved(Self.c, pointerId: 0)) == .complete([Self.a, Self.b, Self.c]))
        #expect(machine.handle(.ended(Self.d, pointerId: 0)) == .ignore)
        var released = Machine(steps: [.stroke])
        released.strokeLimit = 2
        _ = released.handle(.began(Self.a, pointerId: 0))
        _ = released.handle(.ended(Self.a, pointerId: 0, isTap: true))
        #expect(released.handle(.hovered(Self.b)) == .complete([Self.a, Self.b]))
        var full = Machine(steps: [.stroke])
        full.strokeLimit = 1
        _ = full.handle(.began(Self.a, pointerId: 0))
        #expect(full.handle(.ended(Self.b, pointerId: 0)) == .complete([Self.a]))
    }
}
