import Foundation

/// What a series of your own says about itself when made with
/// `init(renderPassData:hitProvider:nearestPointProvider:)`: the render pass data its frames
/// fill and how it is hit.
struct CustomDrawing {
    let renderPassData: ISCISeriesRenderPassData
    let hitProvider: ISCIHitProvider?
    let nearestPointProvider: ISCINearestPointProvider?
}

extension SCIRenderableSeriesBase {
    /// Calls ``internalDraw(with:assetManager:renderPassData:)`` with `renderPassData` (the
    /// frame's points, loaded) and a render context that records into `list`.
    /// Returns whether the series wants its type's own drawing too (the base
    /// `internalDraw` ran); what the call drew is then appended after that drawing.
    @discardableResult
    func drawCustom(
        _ renderPassData: ISCISeriesRenderPassData, context: SCISeriesRenderContext,
        into list: inout SCIDisplayList,
        builtIn: ((inout SCIDisplayList) -> Void)? = nil
    ) -> Bool {
        if paletteProvider == nil { currentRenderPassData = renderPassData }
        let renderContext = DisplayListContext2D(context)
        internalDraw(
            with: renderContext, assetManager: AssetManager2D(opacity: context.opacity),
            renderPassData: renderPassData)
        if renderContext.wantsBuiltInDrawing { builtIn?(&list) }
        list.append(renderContext.list)
        return renderContext.wantsBuiltInDrawing
    }

    /// Draws the series' point marker at each point (`xCoords[i]`, `yCoords[i]`) of
    /// drawing space, one per device pixel, as the built-in series draw theirs: the helper a
    /// series of your own calls from ``internalDraw(with:assetManager:renderPassData:)``.
    public func drawPointMarkers(
        with renderContext: ISCIRenderContext2D!, assetManager: ISCIAssetManager2D!, xCoords: SCIFloatValues!,
        yCoords: SCIFloatValues!
    ) {
        guard let context = renderContext as? DisplayListContext2D, let xCoords, let yCoords else { return }
        var pixels = SCISeriesPixels()
        for index in 0..<min(xCoords.count, yCoords.count) {
            pixels.append(
                x: Double(xCoords.getValueAt(index)), y: Double(yCoords.getValueAt(index)), index: index)
        }
        context.drawMarkers(of: self, at: pixels)
    }

    /// The hit test of a series of your own hit at its markers (``SCIPointMarkerHitProvider``);
    /// `nil` for any other series.
    func hitTestCustom(
        _ data: SCISeriesDataView, at point: CGPoint, radius: Double, context: SCISeriesRenderContext
    ) -> SCIHitTestInfo? {
        guard customDrawing?.hitProvider is SCIPointMarkerHitProvider else { return nil }
        return hitTestMarkers(data, at: point, radius: radius, context: context)
    }

    /// Scores the points of the last frame's render pass data as markers: the nearest within
    /// `radius` plus half the marker.
    func hitTestMarkers(
        _ data: SCISeriesDataView, at point: CGPoint, radius: Double, context: SCISeriesRenderContext
    ) -> SCIHitTestInfo {
        let pixels = linePixels(data, context: context)
        var best: HitCandidate?
        for index in 0..<pixels.count {
            let pixel = pixels.point(at: index)
            guard pixel.isFinite else { continue }
            let distance = max(hypot(Double(pixel.x - point.x), Double(pixel.y - point.y)) - markerReach, 0)
            best = HitCandidate.nearer(
                best, HitCandidate(index: pixels.indices[index], distance: distance, point: pixel))
        }
        return info(for: best, tolerance: radius, data: data, point: point, context: context)
    }
}

extension DisplayListContext2D {
    /// Draws `series`' point marker at `pixels`.
    func drawMarkers(of series: SCIRenderableSeriesBase, at pixels: SCISeriesPixels) {
        guard let seriesContext else { return }
        series.drawMarkers(series.pointMarker, at: pixels, into: &list, context: seriesContext)
    }
}
