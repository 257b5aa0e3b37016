import Foundation

/// A legend's layout at one width, with the contexts its items were sized with.
struct LegendLayoutCache {
    struct Key: Equatable {
        let content: UInt64
        let settings: UInt64
        let width: Double
        let metrics: LegendMetrics
    }

    let key: Key
    let layout: LegendLayout
    let contexts: [SCILegendItemContext]
    /// Each item's size, as measured for the layout.
    let sizes: [CGSize]
}
