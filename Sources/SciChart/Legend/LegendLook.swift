import Foundation

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
