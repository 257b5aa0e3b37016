import Foundation

/// The base of series that draw two y values a point (an ``SCIXyyDataSeries``): bands. A
/// series of your own made with ``init(renderPassData:hitProvider:nearestPointProvider:)``
/// draws in ``SCIRenderableSeriesBase/internalDraw(with:assetManager:renderPassData:)`` from
/// an ``SCIXyyRenderPassData`` each frame fills.
open class SCIXyyRenderableSeriesBase: SCIRenderableSeriesBase {
    /// A series that draws itself by overriding `draw` (the built-in ones).
    public override init() {
        super.init()
    }

    /// A series of your own that draws `renderPassData` in `internalDraw`, hit and read as
    /// the providers say.
    public init(
        renderPassData: SCIXyyRenderPassData, hitProvider: ISCIHitProvider,
        nearestPointProvider: ISCINearestPointProvider
    ) {
        super.init()
        customDrawing = CustomDrawing(
            renderPassData: renderPassData, hitProvider: hitProvider,
            nearestPointProvider: nearestPointProvider)
    }

    /// Fills the render pass data with the frame's points, both y values, and calls
    /// ``SCIRenderableSeriesBase/internalDraw(with:assetManager:renderPassData:)``.
    open override func draw(
        _ data: SCISeriesDataView, context: SCISeriesRenderContext, into list: inout SCIDisplayList
    ) {
        guard let pass = customDrawing?.renderPassData as? SCIXyyRenderPassData else { return }
        pass.load(linePixels(data, context: context), data: data, yColumn: SCISeriesDataView.y)
        pass.loadY1(data, column: SCIXyyDataSeries.y1Column, context: context)
        drawCustom(pass, context: context, into: &list)
    }

    open override func hitTest(
        _ data: SCISeriesDataView, at point: CGPoint, radius: Double, context: SCISeriesRenderContext
    ) -> SCIHitTestInfo {
        hitTestCustom(data, at: point, radius: radius, context: context)
            ?? super.hitTest(data, at: point, radius: radius, context: context)
    }
}
