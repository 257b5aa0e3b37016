import Foundation

extension SCIChartSurface {
    /// Builds the frame: the cached chart layer when nothing it draws changed, and a fresh
    /// overlay, both from one layout taken at the start. `scale` is the device pixels per
    /// point the frame is for (clamped to `0.01...16`; a non-finite or non-positive scale
    /// reads as 1): dense series are resampled per device-pixel column, and backends paint
    /// the frame at that scale.
    public func renderFrame(scale: Double = 1) -> SCIRenderFrame {
        let scale = RenderScale.sanitized(scale)
        noteStoredDataScale(scale)
        let frame = laidOut()
        for modifier in Array(chartModifiers) where modifier.isEnabled && isTopLevel(modifier) {
            modifier.prepareFrame()
        }
        let chart: SCIDisplayList
        if let cached = frameCaches.chartLayer, cached.generation == frame.chartGeneration,
            cached.scale == scale
        {
            chart = cached.list
        } else {
            chart = ChartLayerBuilder(frame: frame, scale: scale, caches: frameCaches).build()
            frameCaches.chartLayer = (frame.chartGeneration, scale, chart)
            frameCaches.drawScale = scale
        }
        return SCIRenderFrame(
            size: frame.size, scale: scale, background: frame.theme.background, chartLayer: chart,
            overlayLayer: buildOverlay(frame), surfaceId: surfaceId, chartGeneration: frame.chartGeneration)
    }

    /// The whole frame as one display list.
    public func renderDisplayList() -> SCIDisplayList {
        renderFrame().displayList
    }

    /// The frame as an SVG document, titled by the chart's title and described by
    /// ``accessibilityDescription`` (its `<title>` and `<desc>`). Reads of database series
    /// are waited for first, up to ``storedDataTimeout``.
    public func renderSVG() -> String {
        waitForDatabaseReads()
        let frame = renderFrame()
        return SCISVGWriter.document(
            size: frame.size, background: frame.background, list: frame.displayList,
            title: accessibilityTitle,
            description: accessibilityDescription)
    }

    /// The overlay: annotations clipped to the series area, what participants draw there
    /// (grips of the selected drawing), what annotations show on the axes, then what
    /// modifiers draw, all from `layout`.
    func buildOverlay(_ frameLayout: SCIChartLayout) -> SCIDisplayList {
        // The annotations of this overlay share one space for their labels.
        var layout = frameLayout
        layout.labels = LabelSpace(bounds: CGRect(origin: .zero, size: frameLayout.size))
        var list = SCIDisplayList()
        let shown = Array(annotations).filter { !$0.isHidden }
        list.beginGroup("annotations")
        list.pushClip(layout.seriesArea)
        for annotation in shown where annotation.annotationSurface == .aboveChart {
            annotation.draw(into: &list, layout: layout)
        }
        for participant in participants { participant.drawAnnotationOverlay(into: &list, layout: layout) }
        list.popClip()
        // What lives on an axis (a marker's tag) first, wherever it is in the collection: the
        // badges drawings put on the axes then keep clear of it.
        for annotation in shown where annotation.annotationSurface.isAxis {
            drawOnAxisSurface(annotation, into: &list, layout: layout)
        }
        for annotation in shown { annotation.drawOnAxes(into: &list, layout: layout) }
        list.endGroup()
        list.beginGroup("modifiers")
        for modifier in Array(chartModifiers) where modifier.isEnabled && isTopLevel(modifier) {
            modifier.drawOverlay(into: &list, layout: layout)
        }
        list.endGroup()
        return list
    }

    /// Draws an annotation that lives on an axis (``SCIAnnotationSurface/xAxis`` or
    /// ``SCIAnnotationSurface/yAxis``) clipped to that axis' band; nothing when the axis is
    /// not laid out.
    private func drawOnAxisSurface(
        _ annotation: SCIAnnotationBase, into list: inout SCIDisplayList, layout: SCIChartLayout
    ) {
        let axis =
            annotation.annotationSurface == .xAxis
            ? layout.xAxis(withId: annotation.xAxisId) : layout.yAxis(withId: annotation.yAxisId)
        guard let axis, layout.isShown(axis), let band = layout.axisFrame(for: axis) else { return }
        list.pushClip(band)
        annotation.draw(into: &list, layout: layout)
        list.popClip()
    }
}
