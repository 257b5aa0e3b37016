import SciChart
import Testing

@testable import SciChartGtk

@Suite("The surface's cursor hints become GTK cursor names")
struct CursorNamesTests {
    @Test func everyHintHasItsCSSName() {
        let names: [(SCICursor, String)] = [
            (.arrow, "default"), (.crosshair, "crosshair"), (.pointingHand, "pointer"), (.openHand, "grab"),
            (.closedHand, "grabbing"), (.move, "move"),
        ]
        for (cursor, name) in names {
            #expect(CursorNames.name(for: cursor) == name)
        }
        #expect(Set(names.map { CursorNames.name(for: $0.0) }).count == names.count)
    }
}
