import Foundation

/// Double-tap the chart to zoom every axis to its data, with
/// ``SCIChartSurface/zoomExtents()``: x axes fit their series, then y axes fit the data in
/// the new x ranges, each grown by its ``SCIAxisBase/growBy``.
///
/// Axes set to ``SCIAutoRange/always`` already show all their data, so the double tap
/// changes nothing on them, as no navigation modifier does; when every axis is set so, the
/// modifier leaves double taps to others. Axes set to ``SCIAutoRange/never`` fit their data
/// too: zooming to the extents is what the user asked for.
///
/// Only double taps in the series area count; the modifier never takes a press, so a pan or
/// a drawing tool after it still gets the drag. It may come before or after
/// ``SCIZoomPanModifier`` (SciChart's examples list it after the pan, which takes every
/// press: a double tap no modifier handled still reaches it); a double tap a modifier before
/// it handles (a drawing tool placing points) is not also a zoom. It handles the double taps
/// it acts on.
public final class SCIZoomExtentsModifier: SCIChartModifierBase {
    /// A double-tap zoom to the data.
    public override init() {
        super.init()
    }

    public override func onDoubleTap(_ args: SCIPointerArgs) -> Bool {
        guard let surface = parentSurface, args.isInSeriesArea,
            NavigationAxes.hasNavigableAxis(on: surface, direction: .xyDirection)
        else { return false }
        surface.zoomExtents()
        return true
    }
}
