import SciChart

/// The GTK cursor names the surface's cursor hints map to: names from the CSS cursor
/// specification, which every GTK 4 backend resolves (`gtk_widget_set_cursor_from_name`).
enum CursorNames {
    /// The CSS cursor name for `cursor`.
    static func name(for cursor: SCICursor) -> String {
        switch cursor {
        case .arrow: "default"
        case .crosshair: "crosshair"
        case .pointingHand: "pointer"
        case .openHand: "grab"
        case .closedHand: "grabbing"
        case .move: "move"
        }
    }
}
