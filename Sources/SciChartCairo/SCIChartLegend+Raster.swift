import Foundation
import SciChart

extension SCIChartLegend {
    /// Renders the legend on its own (see ``SCIChartLegend/renderFrame(scale:)``) to an image
    /// at `scale` device pixels per point.
    ///
    /// - Throws: ``SCIRasterError/emptyImage(width:height:scale:)`` when the legend is hidden
    ///   or has no size, and the errors of ``SCIChartSurface/renderImage(scale:)``.
    public func renderImage(scale: Double = 1) throws -> SCIRasterImage {
        // Checked before the frame is built, which would read a bad scale as 1.
        _ = try SCIRasterImage.pixelSize(of: frame.size, scale: scale)
        return try SCIRasterRenderer.renderOnce(renderFrame(scale: scale))
    }

    /// Renders the legend on its own to a PNG file at `scale` device pixels per point, written
    /// as ``SCIChartSurface/renderPNG(to:scale:)`` writes a chart (atomically, regular files
    /// only).
    public func renderPNG(to url: URL, scale: Double = 1) throws {
        try renderImage(scale: scale).writePNG(to: url)
    }
}
