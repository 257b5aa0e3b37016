import Foundation

/// The fixed sizes of a legend's parts, in points, for a font size.
struct LegendMetrics: Equatable {
    /// The name's font size.
    let fontSize: Double
    /// Space between the legend's edge and its items.
    let padding = 6.0
    /// Space between a cell's edge and what it holds, across and along.
    let cellInsetX = 4.0
    let cellInsetY = 3.0
    /// The checkbox square and the gap after it.
    let checkBoxSize = 13.0
    let checkBoxGap = 6.0
    /// The marker box and the gap after it.
    let markerSize = CGSize(width: 18, height: 12)
    let markerGap = 6.0
    /// Space between cells in a row of a horizontal legend.
    let columnGap = 8.0
    /// Corner radius of a legend drawn on the chart.
    let cornerRadius = 4.0
    /// Width of the scroll indicator and its distance from the right edge.
    let indicatorWidth = 3.0
    let indicatorInset = 2.0

    /// The largest name size a legend draws.
    static let largestFontSize: Float = 200

    init(fontSize: Double) {
        self.fontSize = fontSize.isFinite ? min(max(fontSize, 0), Double(Self.largestFontSize)) : 0
    }

    /// The height of a line of the name.
    var lineHeight: Double { SCITextMetrics.lineHeight(fontSize: fontSize) }

    /// The height of a row with one-line items.
    var rowHeight: Double {
        max(lineHeight, checkBoxSize, Double(markerSize.height)) + 2 * cellInsetY
    }

    /// The width a checkbox takes in a cell, with its gap; 0 without checkboxes.
    func checkBoxWidth(_ shown: Bool) -> Double {
        shown ? checkBoxSize + checkBoxGap : 0
    }
}

/// The colours a legend draws with, from its theme.
struct LegendColors {
    let background: SCIColor
    let border: SCIColor
    let text: SCIColor
    let dimmedText: SCIColor
    let checkMark: SCIColor
    let hover: SCIColor
    let indicator: SCIColor

    /// `onChart`: drawn over the series area (a translucent box with a border), or filling
    /// a view of its own (the theme's opaque background, no border).
    init(theme: SCIChartTheme, text: SCIColor, onChart: Bool) {
        background = onChart ? theme.background.multiplyingAlpha(by: 0.85) : theme.background
        border = onChart ? theme.seriesAreaBorder : .clear
        self.text = text
        dimmedText = theme.tickLine
        checkMark = theme.background.withAlpha(1)
        hover = text.multiplyingAlpha(by: 0.1)
        indicator = text.multiplyingAlpha(by: 0.45)
    }
}
