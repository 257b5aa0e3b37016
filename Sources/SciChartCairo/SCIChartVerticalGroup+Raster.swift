import Foundation
import SciChart

extension SCIChartVerticalGroup {
    /// Renders the group's panes, stacked, to an image at `scale` device pixels per point
    /// (see `SCIChartVerticalGroup.renderFrame(scale:)`). An empty group, or one
    /// whose panes have no size, throws as an empty image does.
    public func renderImage(scale: Double = 1) throws -> SCIRasterImage {
        _ = try SCIRasterImage.pixelSize(of: stackedSize, scale: scale)
        return try SCIRasterRenderer.renderOnce(renderFrame(scale: scale))
    }

    /// Renders the group's panes, stacked, to a PNG file, written atomically as
    /// `SCIChartSurface.renderPNG(to:scale:)` writes one.
    public func renderPNG(to url: URL, scale: Double = 1) throws {
        try renderImage(scale: scale).writePNG(to: url)
    }
}
