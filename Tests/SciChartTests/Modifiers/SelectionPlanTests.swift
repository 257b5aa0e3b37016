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

    /// The series a tap selects among hits within the radius: the upmost the tap is on,
    /// else the upmost.
    @Test func theUpmostOnTheDrawingWinsThenTheUpmost() {
        typealias Hit = SelectionPlan.Hit
        let table: [([Hit], Int?)] = [
            ([], nil),
            ([Hit(position: 0, distance: 5, onDrawing: 1.5)], 0),
            // Both off their drawings: the upmost.
            (
                [
                    Hit(position: 0, distance: 3, onDrawing: 1.5),
                    Hit(position: 2, distance: 6, onDrawing: 1.5),
                ], 2
            ),
            // The lower one is under the pointer: it wins over the upper one 7 px away.
            (
                [
                    Hit(position: 0, distance: 0.2, onDrawing: 1.5),
                    Hit(position: 1, distance: 7, onDrawing: 1.5),
                ], 0
            ),
            // Both under it: the upmost.
            (
                [
                    Hit(position: 0, distance: 0, onDrawing: 1.5),
                    Hit(position: 3, distance: 1.5, onDrawing: 1.5),
                ], 3
            ),
            // A thick stroke reaches further.
            (
                [Hit(position: 0, distance: 2, onDrawing: 1.5), Hit(position: 1, distance: 4, onDrawing: 5)],
                1
            ),
        ]
        for (hits, expected) in table {
            #expect(SelectionPlan.upmost(hits) == expected, "\(hits)")
        }
    }
}
