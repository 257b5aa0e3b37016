import Foundation

/// What a legend's items were read from: the surface, its state and the source mode. The
/// items are read again only when it changes.
struct LegendSourceKey: Equatable {
    /// The surface, or `nil` when the modifier is on none.
    let surfaceId: UInt64?
    /// The surface's chart generation: it moves with every change to series (added,
    /// removed, shown, hidden, restyled, selected), axes, size and theme.
    let generation: UInt64
    /// The surface's count of renamed series.
    var names: UInt64 = 0
    let mode: SCISourceMode
    /// Whether the modifier is enabled (a disabled one lists nothing).
    let isEnabled: Bool
    /// The surface theme's colours and size the legend draws with.
    let look: LegendLook?
}
