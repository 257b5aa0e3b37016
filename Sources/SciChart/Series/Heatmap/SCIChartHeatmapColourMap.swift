import Foundation

/// A heatmap's key (SciChart's `SCIChartHeatmapColourMap`): a bar of the colour map's colours
/// from ``minimum`` to ``maximum``, with those values and the one halfway written beside it.
/// Added to a surface's `chartModifiers`, it stands at the series area's right edge (or, in
/// ``SCIOrientation/horizontal``, along its bottom).
///
/// ```swift
/// let heatmapColourMap = SCIChartHeatmapColourMap()
/// heatmapColourMap.minimum = heatmapRenderableSeries.minimum
/// heatmapColourMap.maximum = heatmapRenderableSeries.maximum
/// heatmapColourMap.colourMap = heatmapRenderableSeries.colorMap
/// surface.chartModifiers.add(heatmapColourMap)
/// ```
open class SCIChartHeatmapColourMap: SCIChartModifierBase {
    /// The value at the bar's low end (default 0).
    public var minimum = 0.0 { didSet { invalidateOverlay() } }
    /// The value at the bar's high end (default 1).
    public var maximum = 1.0 { didSet { invalidateOverlay() } }
    /// The colours shown (default none: the bar is not drawn).
    public var colourMap: SCIColorMap? { didSet { invalidateOverlay() } }
    /// How the values are written: a `String(format:)` pattern for one `Double` (default
    /// `"%.1f"`); a pattern that does not take one number writes it with one decimal.
    public var textFormat = "%.1f" { didSet { invalidateOverlay() } }
    /// Whether the bar stands up the right edge (``SCIOrientation/vertical``, the default) or
    /// lies along the bottom (``SCIOrientation/horizontal``).
    public var orientation: SCIOrientation = .vertical { didSet { invalidateOverlay() } }

    /// A key with no colour map yet.
    public override init() {
        super.init()
    }

    /// The text of `value` by ``textFormat``: a pattern with exactly one conversion of a
    /// floating-point number (`%f`, `%e`, `%g`, with flags, a width and a precision of a few
    /// digits) is used; any other is not handed to `String(format:)`.
    func text(_ value: Double) -> String {
        let stripped = textFormat.replacingOccurrences(of: "%%", with: "")
        guard stripped.filter({ $0 == "%" }).count == 1,
            stripped.range(of: "%[-+ 0#]*[0-9]{0,3}(\\.[0-9]{1,3})?[fFeEgG]", options: .regularExpression)
                != nil
        else { return String(format: "%.1f", value) }
        return String(format: textFormat, value)
    }

    public override func drawOverlay(into list: inout SCIDisplayList, layout: SCIChartLayout) {
        guard isEnabled, let colourMap else { return }
        let area = layout.seriesArea
        let vertical = orientation == .vertical
        let thickness = 12.0
        let length = (vertical ? Double(area.height) : Double(area.width)) * 0.6
        guard length >= 20, area.width > 60, area.height > 60 else { return }
        let bar =
            vertical
            ? CGRect(
                x: area.maxX - 8 - thickness, y: area.midY - length / 2, width: thickness, height: length)
            : CGRect(
                x: area.midX - length / 2, y: area.maxY - 24 - thickness, width: length, height: thickness)
        let steps = 256
        // Low values at the bottom (vertical) or the left (horizontal).
        let table = colourMap.table(count: steps, opacity: 1)
        let pixels = vertical ? Array(table.reversed()) : table
        guard
            let image = SCIImageRun(
                rect: bar, width: vertical ? 1 : steps, height: vertical ? steps : 1, pixels: pixels,
                isSmooth: true)
        else { return }
        list.beginGroup("heatmapColourMap")
        // A panel of the series area's colour under the bar and its values, so both read on
        // whatever the chart shows there.
        let fontSize = Double(layout.theme.labelFontSize)
        let labelWidth =
            [minimum, (minimum + maximum) / 2, maximum].map {
                SCITextMetrics.width(of: text($0), fontSize: fontSize)
            }.max() ?? 0
        let panel =
            vertical
            ? CGRect(
                x: Double(bar.minX) - labelWidth - 10, y: Double(bar.minY) - fontSize,
                width: labelWidth + 14 + thickness,
                height: length + 2 * fontSize)
            : CGRect(
                x: Double(bar.minX) - labelWidth / 2 - 4, y: bar.minY - 4, width: length + labelWidth + 8,
                height: thickness + fontSize * 1.6 + 8)
        var backing = SCIPath()
        backing.addRect(panel)
        list.fill(backing, SCIFill(color: layout.theme.seriesAreaBackground.withAlpha(0.8)))
        list.image(image)
        var outline = SCIPath()
        outline.addRect(bar)
        list.stroke(
            outline,
            SCIStroke(color: layout.theme.seriesAreaBorder, width: 1, antialias: false, lineJoin: .miter))
        let font = SCIFontStyle(fontSize: layout.theme.labelFontSize, textColor: layout.theme.axisLabel)
        for (fraction, value) in [(0.0, minimum), (0.5, (minimum + maximum) / 2), (1.0, maximum)] {
            let anchor =
                vertical
                ? CGPoint(x: bar.minX - 4, y: Double(bar.maxY) - fraction * length)
                : CGPoint(x: Double(bar.minX) + fraction * length, y: bar.maxY + 3)
            list.text(
                SCITextRun(
                    text: text(value), anchor: anchor, horizontal: vertical ? .right : .center,
                    vertical: vertical ? .center : .top, font: font))
        }
        list.endGroup()
    }
}
