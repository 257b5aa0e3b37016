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

    /// One series hit by a tap: its position in collection order, how far the tap is from
    /// its drawing, and how far counts as on the drawing itself (half its stroke or marker,
    /// plus a pixel).
    struct Hit: Equatable {
        var position: Int
        var distance: Double
        var onDrawing: Double
    }

    /// The series a tap selects among `hits` (each within the hit radius): the upmost (last
    /// in collection order) of those the tap is on, so that a line under the pointer wins over
    /// one drawn above it a few pixels away; when the tap is on none, the upmost hit.
    static func upmost(_ hits: [Hit]) -> Int? {
        let onDrawing = hits.filter { $0.distance <= $0.onDrawing }
        return (onDrawing.isEmpty ? hits : onDrawing).max { $0.position < $1.position }?.position
    }
}
