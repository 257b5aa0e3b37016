import Foundation

/// A legend item: it receives the series it stands for through
/// ``bindSeriesInfo(with:legend:)``, as SciChart's legend cells do.
///
/// An item that only binds draws the legend's default look: marker and name. To size and
/// draw itself, an item also adopts ``ISCIDrawableLegendItem``. Items are made by the data
/// source: the default one, or a factory registered with
/// ``SCISeriesInfoLegendDataSource/registerLegendItem(named:factory:)`` under the name given
/// to ``SCISeriesInfoLegendDataSource/init(legend:legendItemXibName:)``.
public protocol ISCILegendItem: AnyObject {
    /// Binds the item to a series. `source` is an ``SCISeriesInfoCore``; `legend` is the
    /// legend that shows the item. Called again whenever what the item shows changes.
    func bindSeriesInfo(with source: Any!, legend: ISCIChartLegend!)
}

/// A legend item that sizes and draws itself with the display list.
///
/// The legend places the item's checkbox (when shown) to its left and calls these for the
/// rest of the cell. Both have defaults that draw the default look, so an item may
/// implement either.
public protocol ISCIDrawableLegendItem: ISCILegendItem {
    /// The size the item needs, at most ``SCILegendItemContext/maximumWidth`` wide (the
    /// legend cuts wider items to that width).
    func size(in context: SCILegendItemContext) -> CGSize
    /// Draws the item into `frame` (in the coordinates of `list`).
    func draw(in frame: CGRect, context: SCILegendItemContext, into list: inout SCIDisplayList)
}

extension ISCIDrawableLegendItem {
    /// The default look's size: marker and name (cut with an ellipsis to fit).
    public func size(in context: SCILegendItemContext) -> CGSize {
        context.defaultSize()
    }

    /// Draws the default look: marker and name.
    public func draw(in frame: CGRect, context: SCILegendItemContext, into list: inout SCIDisplayList) {
        context.drawDefault(in: frame, into: &list)
    }
}

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
