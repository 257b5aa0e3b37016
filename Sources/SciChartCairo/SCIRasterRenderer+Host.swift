import CCairo
import Foundation
import SciChart

extension SCIRasterRenderer {
    /// Draws `frame` into a Cairo context a window system hands over (a GTK draw function's
    /// `cairo_t`), whose user space is the surface's points.
    ///
    /// The chart layer comes from the renderer's cache and is rasterised again only when the
    /// chart changed (see ``chartLayerDraws``); its device pixels are placed one to one on the
    /// context's device pixels (the context is scaled by `1 / frame.scale` for it, so a frame
    /// built at the window's scale factor is not scaled a second time when the context's
    /// device scale, or GTK replaying the drawing at that scale, applies it). The overlay is
    /// then painted straight into the context, in points, with no intermediate image: a
    /// hover or a tool drag costs one copy of the cached layer and the overlay's own drawing.
    /// The picture is the one ``render(_:)`` makes. The context's state is restored afterwards.
    ///
    /// - Throws: ``SCIRasterError`` when the frame has no pixels or too many, or Cairo fails.
    package func draw(_ frame: SCIRenderFrame, into context: OpaquePointer) throws {
        let chart = try chartLayerSurface(for: frame)
        let scale = frame.scale
        cairo_save(context)
        defer { cairo_restore(context) }
        cairo_save(context)
        cairo_scale(context, 1 / scale, 1 / scale)
        // An opaque layer (an opaque background) replaces what is under it: a plain copy.
        if frame.background.alpha == 255 { cairo_set_operator(context, CAIRO_OPERATOR_SOURCE) }
        cairo_set_source_surface(context, chart.pointer, 0, 0)
        cairo_rectangle(context, 0, 0, Double(chart.width), Double(chart.height))
        cairo_fill(context)
        cairo_restore(context)
        var painter = DisplayListPainter(pointer: context, ownRasterisers: !strokesAndFillsByCairo)
        painter.paint(frame.overlayLayer)
        let status = cairo_status(context)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw SCIRasterError.cairo(String(cString: cairo_status_to_string(status)))
        }
    }

    /// Draws `frame` into `image` through the same path as ``draw(_:into:)`` takes with a
    /// window's context: the context a host would get for an image of the frame's pixel size,
    /// scaled to points. For measuring and testing the host path without a window.
    ///
    /// - Throws: ``SCIRasterError`` when `image` is not the frame's pixel size, the frame has
    ///   no pixels or too many, or Cairo fails.
    package func draw(_ frame: SCIRenderFrame, onto image: SCIRasterImage) throws {
        let (width, height) = try SCIRasterImage.pixelSize(of: frame.size, scale: frame.scale)
        guard image.width == width, image.height == height else {
            throw SCIRasterError.cairo(
                "the image is \(image.width) x \(image.height), the frame \(width) x \(height)")
        }
        try draw(frame, onto: image, at: .zero)
    }

    /// Draws `frame` into `image` with its top left corner at `origin` (in points), clipped
    /// to the frame, as a window of several charts paints each: the same path as
    /// ``draw(_:into:)``.
    package func draw(_ frame: SCIRenderFrame, onto image: SCIRasterImage, at origin: CGPoint) throws {
        let context = try CairoContext(surface: image.surface)
        cairo_scale(context.pointer, frame.scale, frame.scale)
        cairo_translate(context.pointer, Double(origin.x), Double(origin.y))
        cairo_rectangle(context.pointer, 0, 0, Double(frame.size.width), Double(frame.size.height))
        cairo_clip(context.pointer)
        try draw(frame, into: context.pointer)
    }
}
