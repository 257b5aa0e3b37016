import Foundation
import SciChart

extension SCIChartSurface {
    /// Renders the surface to an image at `scale` device pixels per point (2 for HiDPI).
    public func renderImage(scale: Double = 1) throws -> SCIRasterImage {
        try SCIRasterRenderer().render(renderFrame(), scale: scale)
    }

    /// Renders the surface to a PNG file at `scale` device pixels per point. The file is
    /// written atomically: on any error nothing is left at `url`.
    public func renderPNG(to url: URL, scale: Double = 1) throws {
        try renderImage(scale: scale).writePNG(to: url)
    }
}
