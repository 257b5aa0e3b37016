import Foundation

/// What the chart layer draws of an axis, copied from it when the surface lays out: its
/// grid lines, ticks, labels and title, so a frame drawn from a layout shows the axis as it
/// was then, whatever it says since. Pen styles cannot change once made, so holding one is a
/// copy.
struct AxisLook {
    /// The group name of the axis in the display list (`axis:x:<id>`).
    let groupName: String
    let title: String?
    let titlePlacement: SCIAxisTitlePlacement
    let titleOrientation: SCIAxisTitleOrientation
    let titleAlignment: SCIAlignment
    let titleMargins: UIEdgeInsets
    let tickLabelStyle: SCIAxisTickLabelStyle
    let drawMajorGridLines: Bool
    let drawMinorGridLines: Bool
    let drawMajorTicks: Bool
    let drawMinorTicks: Bool
    let drawLabels: Bool
    /// The pens, with the theme's colours where the axis sets none.
    let majorGridLine: SCIPenStyle
    let minorGridLine: SCIPenStyle
    let majorTick: SCIPenStyle
    let minorTick: SCIPenStyle
    /// The shading of every other space between major ticks, when drawn.
    let bands: SCIFill?

    init(_ axis: SCIAxisBase, theme: SCIChartTheme) {
        groupName = "axis:\(axis.isXAxis ? "x" : "y"):\(axis.axisId)"
        title = axis.axisTitle
        titlePlacement = axis.axisTitlePlacement
        titleOrientation = axis.axisTitleOrientation
        titleAlignment = axis.axisTitleAlignment
        titleMargins = axis.axisTitleMargins
        tickLabelStyle = axis.axisTickLabelStyle
        drawMajorGridLines = axis.drawMajorGridLines
        drawMinorGridLines = axis.drawMinorGridLines
        drawMajorTicks = axis.drawMajorTicks
        drawMinorTicks = axis.drawMinorTicks
        drawLabels = axis.drawLabels
        majorGridLine = axis.majorGridLineStyle ?? SCISolidPenStyle(color: theme.majorGridLine)
        minorGridLine = axis.minorGridLineStyle ?? SCISolidPenStyle(color: theme.minorGridLine)
        majorTick = axis.majorTickLineStyle ?? SCISolidPenStyle(color: theme.tickLine)
        minorTick = axis.minorTickLineStyle ?? majorTick
        bands =
            axis.drawMajorBands
            ? SCIFill(axis.axisBandsStyle) ?? SCIFill(color: theme.axisLabel.withAlpha(0.07)) : nil
    }

}
