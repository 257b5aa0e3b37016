import Foundation

/// One rendered frame, in two layers: the chart (background, grid, series, axes), which
/// changes with data, size, ranges and styles, and the overlay (annotations, tools in
/// progress, legend, hover), which changes as the user draws.
///
/// A frame is built for one ``scale``: dense series are resampled per device-pixel column
/// at that scale, so a backend paints it at that scale and no other. Two frames of the same
/// surface (``surfaceId``) with the same ``chartGeneration`` and scale have the same chart
/// layer, so a raster backend may reuse its cached image of it.
public struct SCIRenderFrame: Sendable {
    /// The size in points.
    public let size: CGSize
    /// Device pixels per point the frame was built for.
    public let scale: Double
    /// The colour the whole frame is cleared to before the layers draw.
    public let background: SCIColor
    /// The chart: background, grid, series and axes, in pixels at ``scale``.
    public let chartLayer: SCIDisplayList
    /// The overlay, drawn over the chart: annotations, tools in progress, legend, hover marks.
    public let overlayLayer: SCIDisplayList
    /// Identifies the surface the frame was built from; never reused by another surface.
    public let surfaceId: UInt64
    /// Counts changes to what the chart layer draws, per surface.
    public let chartGeneration: UInt64

    /// Both layers, chart first.
    public var displayList: SCIDisplayList {
        var list = chartLayer
        list.append(overlayLayer)
        return list
    }
}
