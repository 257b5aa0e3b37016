import Foundation

/// What a legend's items were read from: the surface, its state and the source mode. The
/// items are read again only when it changes.
struct LegendSourceKey: Equatable {
    /// The surface, or `nil` when the modifier is on none.
    let surfaceId: UInt64?
    /// The surface's chart generation: it moves with every change to series (added,
    /// removed, shown, hidden, restyled, selected, renamed), axes, size and theme.
    let generation: UInt64
    let mode: SCISourceMode
    /// Whether the modifier is enabled (a disabled one lists nothing).
    let isEnabled: Bool
    /// The surface theme's colours and size the legend draws with.
    let look: LegendLook?
}

/// The parts of a theme a legend draws with.
struct LegendLook: Equatable {
    let background: SCIColor
    let border: SCIColor
    let text: SCIColor
    let dimmed: SCIColor
    let fontSize: Float

    init(_ theme: SCIChartTheme) {
        background = theme.background
        border = theme.seriesAreaBorder
        text = theme.axisTitle
        dimmed = theme.tickLine
        fontSize = theme.labelFontSize
    }
}

/// The taps a double tap is judged from.
struct LegendTapRecord {
    /// What the tap was on: nothing, a checkbox or a name.
    let part: LegendTarget.Part?
    /// The series tapped.
    weak var series: SCIRenderableSeriesBase?
    /// The visibility of the legend's series before the tap.
    let visibility: [LegendVisibility]
    let location: CGPoint
    let time: Double
}

/// One series' visibility, held weakly: a removed series drops out.
struct LegendVisibility {
    weak var series: SCIRenderableSeriesBase?
    let isVisible: Bool
}

/// What a double tap that isolated a series gives back.
struct LegendIsolationMemory {
    weak var series: SCIRenderableSeriesBase?
    let saved: [LegendVisibility]
}

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
}
