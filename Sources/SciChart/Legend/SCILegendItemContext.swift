import Foundation

/// What a legend item is sized and drawn with: its series, the legend's font, colours and
/// settings, and the room there is.
public struct SCILegendItemContext {
    /// The series the item stands for.
    public let seriesInfo: SCISeriesInfoCore
    /// The font and colour of the name (greyed when the series is hidden).
    public let font: SCIFontStyle
    /// Whether the legend shows series markers.
    public let showSeriesMarkers: Bool
    /// Whether the series is hidden: draw the item greyed.
    public let isDimmed: Bool
    /// The widest the item may be.
    public let maximumWidth: Double
    /// The theme the legend draws with.
    public let theme: SCIChartTheme

    let metrics: LegendMetrics

    /// The size of the default look's marker box.
    public var markerSize: CGSize { metrics.markerSize }

    /// The size of the default look: the marker (when shown) and the name, cut to fit.
    public func defaultSize() -> CGSize {
        let nameRoom = max(maximumWidth - markerWidth, 0)
        let name = LegendText.fit(
            seriesInfo.seriesName, fontSize: Double(font.fontSize), bold: font.isBold, maxWidth: nameRoom)
        let height = max(metrics.lineHeight, showSeriesMarkers ? Double(metrics.markerSize.height) : 0)
        return CGSize(width: min(markerWidth + name.width, max(maximumWidth, 0)), height: height)
    }

    /// Draws the default look into `frame`: the marker at the left, then the name, cut with
    /// an ellipsis to the frame's width.
    public func drawDefault(in frame: CGRect, into list: inout SCIDisplayList) {
        var x = Double(frame.minX)
        let midY = Double(frame.midY)
        if showSeriesMarkers {
            let size = metrics.markerSize
            let box = CGRect(x: x, y: midY - Double(size.height) / 2, width: size.width, height: size.height)
            LegendMarkerDrawing.draw(seriesInfo.marker, in: box, dimmed: isDimmed, into: &list)
            x += markerWidth
        }
        let room = Double(frame.maxX) - x
        let name = LegendText.fit(
            seriesInfo.seriesName, fontSize: Double(font.fontSize), bold: font.isBold, maxWidth: room)
        guard !name.text.isEmpty else { return }
        list.text(
            SCITextRun(
                text: name.text, anchor: CGPoint(x: x, y: midY), horizontal: .left, vertical: .center,
                font: font))
    }

    /// The marker's width and the gap after it, or 0 without markers.
    private var markerWidth: Double {
        showSeriesMarkers ? Double(metrics.markerSize.width) + metrics.markerGap : 0
    }
}
