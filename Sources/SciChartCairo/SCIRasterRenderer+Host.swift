import CCairo
import Foundation
import SciChart

extension SCIRasterRenderer {
    /// Draws `frame` into a Cairo context a window system hands over (a GTK draw function's
    /// `cairo_t`), whose user space is the surface's points.
    ///
    /// The chart layer comes from the renderer's cache and is drawn again only when the chart
    /// changed (see ``chartLayerDraws``); the overlay is drawn over it, and the frame's
    /// device pixels are placed one to one on the context's device pixels: the context is
    /// scaled by `1 / frame.scale`, so a frame built at the window's scale factor is not
    /// scaled a second time when the context's device scale (or GTK, replaying the drawing
    /// at that scale) applies it. The context's state is restored afterwards.
    ///
    /// - Throws: ``SCIRasterError`` when the frame has no pixels or too many, or Cairo fails.
    package func draw(_ frame: SCIRenderFrame, into context: OpaquePointer) throws {
        let image = try render(frame)
        let scale = frame.scale
        cairo_save(context)
        defer { cairo_restore(context) }
        cairo_scale(context, 1 / scale, 1 / scale)
        cairo_set_source_surface(context, image.surface.pointer, 0, 0)
        cairo_rectangle(context, 0, 0, Double(image.width), Double(image.height))
        cairo_fill(context)
        let status = cairo_status(context)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw SCIRasterError.cairo(String(cString: cairo_status_to_string(status)))
        }
    }
}
