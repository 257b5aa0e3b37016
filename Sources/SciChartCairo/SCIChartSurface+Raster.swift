import Foundation
import SciChart

extension SCIChartSurface {
    /// Renders the surface to an image at `scale` device pixels per point (2 for HiDPI); dense
    /// series are resampled per device pixel. Reads of database series are waited for first,
    /// up to the surface's `storedDataTimeout`.
    public func renderImage(scale: Double = 1) throws -> SCIRasterImage {
        // Checked before the frame is built, which would read a bad scale as 1.
        _ = try SCIRasterImage.pixelSize(of: size, scale: scale)
        waitForDatabaseReads(scale: scale)
        return try SCIRasterRenderer.renderOnce(renderFrame(scale: scale))
    }

    /// Renders the surface to a PNG file at `scale` device pixels per point. The file is
    /// written atomically: on any error nothing is left at `url`. Symbolic links are
    /// followed; a target that is not a regular file or a new name throws
    /// ``SCIRasterError/notARegularFile(path:)`` (see ``SCIRasterImage/writePNG(to:)``).
    public func renderPNG(to url: URL, scale: Double = 1) throws {
        try renderImage(scale: scale).writePNG(to: url)
    }
}
