import CCairo
import Foundation
import SciChart

/// Draws frames with Cairo, caching the chart layer: a frame whose chart layer is unchanged
/// (same surface, generation, size and scale) reuses the cached pixels and draws only its
/// overlay.
///
/// A renderer belongs to one thread at a time, like the surface it draws. It reuses its
/// output image when the caller has let go of the previous one. Large layers are painted in
/// bands of rows on every core (see `RasterBands`), with the pixels of a single pass.
public final class SCIRasterRenderer {
    private struct LayerKey: Equatable {
        var surfaceId: UInt64
        var generation: UInt64
        var width: Int
        var height: Int
        var scale: Double
    }

    private var chartLayer: (key: LayerKey, surface: CairoSurface)?
    private var output: SCIRasterImage?

    /// Times the chart layer was drawn (not reused), for tests and diagnostics.
    public private(set) var chartLayerDraws = 0

    /// Whether every stroke and fill goes through Cairo's rasteriser rather than the ones
    /// this module has for what Cairo draws slowly (`ThinLines`, `ThinStrokes`,
    /// `RectilinearStrokes`, `BoxFills`): for the bench to check, in one run, that a chart
    /// drawn with them is never slower than the same chart drawn by Cairo alone (a rule
    /// that once took grid lines made every chart slower). Off by default; changing it
    /// forgets the cached chart layer.
    package var strokesAndFillsByCairo = false {
        didSet { if strokesAndFillsByCairo != oldValue { invalidateCache() } }
    }

    /// A renderer with nothing cached yet.
    public init() {}

    /// Draws `frame` at the scale it was built for (`SCIRenderFrame.scale`).
    public func render(_ frame: SCIRenderFrame) throws -> SCIRasterImage {
        let chart = try chartLayerSurface(for: frame)
        let image = try outputImage(width: chart.width, height: chart.height)
        image.surface.copyPixels(from: chart)
        try Self.paint(
            background: nil, list: frame.overlayLayer, into: image.surface, scale: frame.scale, clear: false,
            ownRasterisers: !strokesAndFillsByCairo)
        return image
    }

    /// Draws `frame` straight into a new image, both layers in one pass, with nothing cached:
    /// what a one-off export needs (no second image, no copy). `bands` caps the bands of rows
    /// painted in parallel (default: the active cores).
    static func renderOnce(_ frame: SCIRenderFrame, bands: Int? = nil) throws -> SCIRasterImage {
        let (width, height) = try SCIRasterImage.pixelSize(of: frame.size, scale: frame.scale)
        let surface = try CairoSurface(width: width, height: height)
        try paint(
            background: frame.background, list: frame.chartLayer, into: surface, scale: frame.scale,
            clear: true, bands: bands)
        try paint(
            background: nil, list: frame.overlayLayer, into: surface, scale: frame.scale, clear: false,
            bands: bands)
        return SCIRasterImage(surface: surface)
    }

    /// Forgets the cached chart layer.
    public func invalidateCache() {
        chartLayer = nil
    }

    /// The chart layer of `frame` in device pixels: the cached one when the frame's chart
    /// layer is unchanged (same surface, generation, size and scale), else painted again.
    func chartLayerSurface(for frame: SCIRenderFrame) throws -> CairoSurface {
        let scale = frame.scale
        let (width, height) = try SCIRasterImage.pixelSize(of: frame.size, scale: scale)
        let key = LayerKey(
            surfaceId: frame.surfaceId, generation: frame.chartGeneration, width: width, height: height,
            scale: scale)
        if let cached = chartLayer, cached.key == key { return cached.surface }
        let surface =
            chartLayer.map { $0.key.width == width && $0.key.height == height } == true
            ? chartLayer!.surface : try CairoSurface(width: width, height: height)
        try Self.paint(
            background: frame.background, list: frame.chartLayer, into: surface, scale: scale, clear: true,
            ownRasterisers: !strokesAndFillsByCairo)
        chartLayer = (key, surface)
        chartLayerDraws += 1
        return surface
    }

    private func outputImage(width: Int, height: Int) throws -> SCIRasterImage {
        if let image = output, image.width == width, image.height == height,
            isKnownUniquelyReferenced(&output!)
        {
            return image
        }
        let image = SCIRasterImage(surface: try CairoSurface(width: width, height: height))
        output = image
        return image
    }

    /// Paints `list` into `surface`, in bands of rows on every core (see ``RasterBands``);
    /// strokes and fills only through Cairo's rasteriser without `ownRasterisers`.
    private static func paint(
        background: SCIColor?, list: SCIDisplayList, into surface: CairoSurface, scale: Double, clear: Bool,
        bands count: Int? = nil, ownRasterisers: Bool = true
    ) throws {
        let bands = RasterBands.rows(
            width: surface.width, height: surface.height, scale: scale, lists: [list],
            count: count ?? ParallelTasks.pieces)
        guard bands.count > 1 else {
            try Self.paint(
                background: background, list: list, into: surface, top: 0, scale: scale, clear: clear,
                ownRasterisers: ownRasterisers)
            return
        }
        let extents = RasterBands.commandRows(list, scale: scale)
        cairo_surface_flush(surface.pointer)
        defer { cairo_surface_mark_dirty(surface.pointer) }
        let target = SharedSurface(surface: surface)
        let pictureHeight = surface.height
        _ = try ParallelMap.run(bands.count) { index in
            let rows = bands[index]
            let band = try CairoSurface(rows: rows, of: target.surface)
            try Self.paint(
                background: background, list: list, into: band, top: rows.lowerBound, scale: scale,
                clear: clear, ownRasterisers: ownRasterisers,
                only: DisplayListPainter.Band(
                    rows: Double(rows.lowerBound)...Double(rows.upperBound), scale: scale, extents: extents,
                    pictureHeight: pictureHeight))
            cairo_surface_flush(band.pointer)
        }
    }

    /// Paints `list` into `surface`, whose first row is row `top` of the image; `only` names
    /// the band, to skip what cannot reach it.
    private static func paint(
        background: SCIColor?, list: SCIDisplayList, into surface: CairoSurface, top: Int, scale: Double,
        clear: Bool, ownRasterisers: Bool, only band: DisplayListPainter.Band? = nil
    ) throws {
        let context = try CairoContext(surface: surface)
        let cr = context.pointer
        if clear {
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            let color = background ?? .clear
            cairo_set_source_rgba(
                cr, Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255,
                color.opacity)
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        }
        cairo_translate(cr, 0, Double(-top))
        cairo_scale(cr, scale, scale)
        var painter = DisplayListPainter(context: context, ownRasterisers: ownRasterisers)
        painter.paint(list, band: band)
        let status = cairo_status(cr)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw SCIRasterError.cairo(String(cString: cairo_status_to_string(status)))
        }
    }
}

/// An image surface shared by the threads painting its bands, each into its own rows only.
private struct SharedSurface: @unchecked Sendable {
    let surface: CairoSurface
}
