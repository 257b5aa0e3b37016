import Foundation

/// The base of series that draw x-y data (an ``SCIXyDataSeries``, or the x and y of other
/// data): lines, mountains, columns, scatters, impulses and splines. A palette provider for
/// all of them is an `SCIPaletteProviderBase<SCIXyRenderableSeriesBase>`, whose series'
/// ``SCIRenderableSeriesBase/currentRenderPassData`` is an ``SCIXyRenderPassData``.
///
/// A series of your own made with ``init(renderPassData:hitProvider:nearestPointProvider:)``
/// draws in ``SCIRenderableSeriesBase/internalDraw(with:assetManager:renderPassData:)``
/// from the render pass data, which each frame fills with the points it draws.
open class SCIXyRenderableSeriesBase: SCIRenderableSeriesBase {
    /// A series that draws itself by overriding `draw` (the built-in ones).
    public override init() {
        super.init()
    }

    /// A series of your own that draws `renderPassData` (an ``SCIXyRenderPassData``, or a
    /// subclass of it) in `internalDraw`, is hit as `hitProvider` says (at its markers, or
    /// along its line) and read as `nearestPointProvider` says.
    public init(
        renderPassData: SCIXyRenderPassData, hitProvider: ISCIHitProvider,
        nearestPointProvider: ISCINearestPointProvider
    ) {
        super.init()
        customDrawing = CustomDrawing(
            renderPassData: renderPassData, hitProvider: hitProvider,
            nearestPointProvider: nearestPointProvider)
    }

    /// Fills the render pass data with the frame's points (each device column's extremes when
    /// dense) and calls ``SCIRenderableSeriesBase/internalDraw(with:assetManager:renderPassData:)``.
    open override func draw(
        _ data: SCISeriesDataView, context: SCISeriesRenderContext, into list: inout SCIDisplayList
    ) {
        guard let pass = customDrawing?.renderPassData as? SCIXyRenderPassData else { return }
        pass.load(linePixels(data, context: context), data: data, yColumn: SCISeriesDataView.y)
        drawCustom(pass, context: context, into: &list)
    }

    /// A series of your own hit at its markers is scored by its drawn points; any other as
    /// its line.
    open override func hitTest(
        _ data: SCISeriesDataView, at point: CGPoint, radius: Double, context: SCISeriesRenderContext
    ) -> SCIHitTestInfo {
        hitTestCustom(data, at: point, radius: radius, context: context)
            ?? super.hitTest(data, at: point, radius: radius, context: context)
    }
}
