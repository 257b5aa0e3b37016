import Testing

@testable import SciChart

/// The selection a tap leaves, as a table: which managed series are selected, which one
/// the tap hit, what is deselected and selected, and whether the listener hears of it.
@Suite struct SelectionPlanTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var selected: [Bool]
        var hit: Int?
        var deselect: [Int]
        var select: Int?
        var changes: Bool
        var testDescription: String { "\(selected) hit \(hit.map(String.init) ?? "nothing")" }
    }

    static let table: [Row] = [
        Row(selected: [], hit: nil, deselect: [], select: nil, changes: false),
        Row(selected: [false, false], hit: nil, deselect: [], select: nil, changes: false),
        Row(selected: [false, false], hit: 1, deselect: [], select: 1, changes: true),
        Row(selected: [false, true], hit: 1, deselect: [], select: 1, changes: false),
        Row(selected: [true, false], hit: 1, deselect: [0], select: 1, changes: true),
        Row(selected: [true, false], hit: nil, deselect: [0], select: nil, changes: true),
        // Several selected in code: a tap leaves one.
        Row(selected: [true, true, true], hit: 1, deselect: [0, 2], select: 1, changes: true),
        // A position that is not a managed series is nothing.
        Row(selected: [true], hit: 3, deselect: [0], select: nil, changes: true),
    ]

    @Test(arguments: table)
    func tap(row: Row) {
        let plan = SelectionPlan.tap(selected: row.selected, hit: row.hit)
        #expect(
            plan == SelectionPlan(deselect: row.deselect, select: row.select, changesSelection: row.changes))
    }

    @Test func theUpmostIsTheLastHitAndTestingStopsThere() {
        var tested: [Int] = []
        let upmost = SelectionPlan.upmost(count: 5) { position in
            tested.append(position)
            return position == 1 || position == 3
        }
        #expect(upmost == 3)
        #expect(tested == [4, 3])
        #expect(SelectionPlan.upmost(count: 3) { _ in false } == nil)
        #expect(SelectionPlan.upmost(count: 0) { _ in true } == nil)
    }
}
