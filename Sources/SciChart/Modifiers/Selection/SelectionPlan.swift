/// What a tap does to the selection of the series one selection modifier manages: a pure
/// function of which of them are selected and which one, if any, the tap hit.
struct SelectionPlan: Equatable {
    /// The positions of the series to deselect, in collection order.
    var deselect: [Int]
    /// The position of the series to select (it may be selected already).
    var select: Int?
    /// Whether the selection changes, so that the listener is told.
    var changesSelection: Bool

    /// The plan of a tap that hit the managed series at position `hit` (`nil`: nothing), when
    /// `selected` says which managed series are selected: the hit one is selected and every
    /// other deselected.
    static func tap(selected: [Bool], hit: Int?) -> SelectionPlan {
        let hit = hit.flatMap { selected.indices.contains($0) ? $0 : nil }
        let deselect = selected.indices.filter { selected[$0] && $0 != hit }
        let newlySelected = hit.map { !selected[$0] } ?? false
        return SelectionPlan(
            deselect: deselect, select: hit, changesSelection: !deselect.isEmpty || newlySelected)
    }

    /// The position of the upmost series hit: the last in collection order. Series are
    /// tested from the top down and the first hit ends the search.
    static func upmost(count: Int, isHit: (Int) -> Bool) -> Int? {
        (0..<max(count, 0)).reversed().first(where: isHit)
    }
}
