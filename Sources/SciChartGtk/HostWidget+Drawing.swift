import CGtk
import Foundation
import SciChart
import SciChartCairo

/// Drawing: the content follows the widget's size, and each frame is built at the widget's
/// scale factor and painted into GTK's Cairo context.
extension HostWidget {
    func installDrawing(data: gpointer) {
        handle.setDrawFunction(Self.draw, data: data)
        let widget = GObjectPointers.raw(handle.widget)
        handle.connect(widget, "resize", unsafeBitCast(Self.resized, to: GCallback.self), data: data)
        handle.connect(
            widget, "notify::scale-factor", unsafeBitCast(Self.scaleChanged, to: GCallback.self), data: data)
    }

    /// The device pixels per point GTK shows the widget at (2 on a HiDPI screen).
    var scaleFactor: Double {
        Double(max(gtk_widget_get_scale_factor(handle.widget), 1))
    }

    /// Makes the content as large as the widget, in points. GTK calls it as it lays the
    /// widget out, before drawing it: the redraw the content asks for is that frame.
    func resize(width: Int32, height: Int32) {
        let size = CGSize(width: Int(max(width, 0)), height: Int(max(height, 0)))
        guard content.frame.origin != .zero || content.frame.size != size else { return }
        redraw.absorbingRequests { content.frame = CGRect(origin: .zero, size: size) }
        onResized?()
    }

    /// Draws a frame into GTK's context, whose user space is the widget's, in points.
    func draw(into context: OpaquePointer, width: Int32, height: Int32) {
        resize(width: width, height: height)
        guard width > 0, height > 0 else { return }
        let frame = content.renderFrame(scale: scaleFactor)
        // A hidden legend has nothing to draw.
        guard frame.size.width > 0, frame.size.height > 0 else { return }
        // A frame that fails to draw still counts for pacing: a limit holds while errors last.
        pacing.lastFrame = FramePacing.now()
        do {
            try renderer.draw(frame, into: context)
            framesDrawn += 1
        } catch {
            report(error)
        }
        // Code may have started or ended a text edit since the last event.
        updateTextInput()
        onDrawn?()
    }

    /// Reports a drawing error once on GLib's log (a frame too large to allocate, say); the
    /// widget stays blank until a frame draws.
    private func report(_ error: any Error) {
        let message = "\(handle.name) cannot draw: \(error)"
        guard reportedDrawErrors.insert(message).inserted else { return }
        message.withCString { text in
            withVaList([text]) { g_logv("SciChart", G_LOG_LEVEL_WARNING, "%s", $0) }
        }
    }

    // MARK: - C callbacks

    private static let draw: GtkDrawingAreaDrawFunc = { _, context, width, height, data in
        GtkCallback.onView(data, GtkPointer(context), default: ()) { view, context in
            guard let context else { return }
            view.draw(into: context, width: width, height: height)
        }
    }

    private static let resized: @convention(c) (OpaquePointer?, Int32, Int32, gpointer?) -> Void = {
        _, width, height, data in
        GtkCallback.onView(data, default: ()) { view, _ in view.resize(width: width, height: height) }
    }

    private static let scaleChanged: @convention(c) (OpaquePointer?, OpaquePointer?, gpointer?) -> Void = {
        _, _, data in
        GtkCallback.onView(data, default: ()) { view, _ in view.queueDraw() }
    }
}
