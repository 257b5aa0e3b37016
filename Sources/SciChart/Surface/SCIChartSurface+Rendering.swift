import Foundation

extension SCIChartSurface {
    /// Builds the frame: the cached chart layer when nothing it draws changed, and a fresh
    /// overlay. `scale` is the device pixels per point the frame will be drawn at: dense
    /// series are resampled per device-pixel column.
    public func renderFrame(scale: Double = 1) -> SCIRenderFrame {
        layoutIfNeeded()
        let scale = scale.isFinite && scale > 0 ? min(scale, 16) : 1
        let chart: SCIDisplayList
        if let cached = cachedChartLayer, cached.generation == chartGeneration, cached.scale == scale {
            chart = cached.list
        } else {
            chart = ChartLayerBuilder(surface: self, layout: layout, scale: scale).build()
            cachedChartLayer = (chartGeneration, scale, chart)
        }
        return SCIRenderFrame(
            size: size, scale: scale, background: theme.background, chartLayer: chart,
            overlayLayer: buildOverlay(), surfaceId: surfaceId, chartGeneration: chartGeneration)
    }

    /// The whole frame as one display list.
    public func renderDisplayList() -> SCIDisplayList {
        renderFrame().displayList
    }

    /// The frame as an SVG document.
    public func renderSVG() -> String {
        let frame = renderFrame()
        return SCISVGWriter.document(size: frame.size, background: frame.background, list: frame.displayList)
    }

    /// The overlay: annotations clipped to the series area, then what modifiers draw.
    func buildOverlay() -> SCIDisplayList {
        var list = SCIDisplayList()
        let area = layout.seriesArea
        list.beginGroup("annotations")
        list.pushClip(area)
        for annotation in Array(annotations) where !annotation.isHidden {
            annotation.draw(into: &list, surface: self)
        }
        editor.drawSelection(into: &list)
        list.popClip()
        list.endGroup()
        list.beginGroup("modifiers")
        for modifier in Array(chartModifiers) where modifier.isEnabled {
            modifier.drawOverlay(into: &list, surface: self)
        }
        list.endGroup()
        return list
    }
}
