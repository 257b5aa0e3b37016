import Foundation

/// One rendered frame, in two layers: the chart (background, grid, series, axes), which
/// changes with data, size, ranges and styles, and the overlay (annotations, tools in
/// progress, legend, hover), which changes as the user draws.
///
/// A frame whose ``chartGeneration`` equals the previous one's has the same chart layer,
/// so a raster backend may reuse its cached image of it.
public struct SCIRenderFrame: Sendable {
    public let size: CGSize
    public let background: SCIColor
    public let chartLayer: SCIDisplayList
    public let overlayLayer: SCIDisplayList
    public let chartGeneration: UInt64

    /// Both layers, chart first.
    public var displayList: SCIDisplayList {
        var list = chartLayer
        list.append(overlayLayer)
        return list
    }
}
