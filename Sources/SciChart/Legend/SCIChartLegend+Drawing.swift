import Foundation

extension SCIChartLegend {
    /// The legend on its own, as one frame at `scale` device pixels per point: the size of
    /// its ``frame``, its items in its own coordinates (origin at its top-left corner). A
    /// legend the host places has the theme's opaque background; one placed on a chart
    /// draws its translucent box on a clear background. Empty when hidden.
    public func renderFrame(scale: Double = 1) -> SCIRenderFrame {
        let scale = RenderScale.sanitized(scale)
        var list = SCIDisplayList()
        var size = CGSize.zero
        var background = SCIColor.clear
        if let placement = placement() {
            let own = LegendPlacement(
                frame: CGRect(origin: .zero, size: placement.frame.size), layout: placement.layout,
                contexts: placement.contexts, metrics: placement.metrics, offset: placement.offset,
                isOnChart: placement.isOnChart, header: placement.header)
            draw(own, into: &list)
            size = own.frame.size
            if !placement.isOnChart { background = resolvedTheme.background }
        }
        return SCIRenderFrame(
            size: size, scale: scale, background: background, chartLayer: SCIDisplayList(),
            overlayLayer: list,
            surfaceId: legendId, chartGeneration: settingsGeneration &+ contentGeneration)
    }

    /// The legend on its own as an SVG document (see ``renderFrame(scale:)``).
    public func renderSVG() -> String {
        let frame = renderFrame()
        return SCISVGWriter.document(size: frame.size, background: frame.background, list: frame.displayList)
    }

    /// Draws the legend as placed, in a group named "legend": the box (on the chart), the
    /// header row when there is a title, each item in view (clipped to the part under the
    /// header), and the scroll indicator when the items do not fit.
    func draw(_ placement: LegendPlacement, into list: inout SCIDisplayList) {
        let frame = placement.frame
        guard frame.width > 0, frame.height > 0 else { return }
        let metrics = placement.metrics
        let font = resolvedFont
        let colors = LegendColors(theme: resolvedTheme, text: font.color, onChart: placement.isOnChart)
        list.beginGroup("legend")
        if placement.isOnChart {
            var box = SCIPath()
            box.addRoundedRect(frame.insetBy(dx: 0.5, dy: 0.5), radius: metrics.cornerRadius)
            list.draw(
                box, fill: SCIFill(color: colors.background),
                stroke: SCIStroke(color: colors.border, width: 1))
        }
        list.pushClip(placement.isOnChart ? frame.insetBy(dx: 1, dy: 1) : frame)
        if let header = placement.header {
            header.draw(
                in: frame, metrics: metrics, font: font, colors: colors, isHovered: isHeaderHovered,
                into: &list)
        }
        let itemsFrame = placement.itemsFrame
        // Under a header the items clip to their part; without, the legend's clip is theirs.
        if placement.header != nil { list.pushClip(itemsFrame) }
        let items = dataSource?.items ?? []
        let layout = placement.layout
        for index in 0..<min(layout.count, placement.contexts.count) {
            let cell = placement.toView(layout.cells[index])
            if cell.minY >= itemsFrame.maxY { break }
            guard cell.maxY > itemsFrame.minY else { continue }
            let context = placement.contexts[index]
            if index == hoveredIndex {
                var highlight = SCIPath()
                highlight.addRoundedRect(cell, radius: 3)
                list.fill(highlight, SCIFill(color: colors.hover))
            }
            if index == focusedItemIndex {
                var ring = SCIPath()
                ring.addRoundedRect(cell.insetBy(dx: 1, dy: 1), radius: 3)
                list.stroke(ring, SCIStroke(color: colors.text, width: 2))
            }
            if layout.checkBoxes.indices.contains(index) {
                LegendMarkerDrawing.drawCheckBox(
                    in: placement.toView(layout.checkBoxes[index]), checked: context.seriesInfo.isVisible,
                    colors: colors, into: &list)
            }
            let content = placement.toView(layout.contents[index])
            if index < items.count, let drawable = items[index] as? ISCIDrawableLegendItem {
                drawable.draw(in: content, context: context, into: &list)
            } else {
                context.drawDefault(in: content, into: &list)
            }
        }
        if placement.header != nil { list.popClip() }
        list.popClip()
        if placement.maximumOffset > 0, itemsFrame.height > 0 {
            drawIndicator(placement, colors: colors, into: &list)
        }
        list.endGroup()
    }

    /// The scroll indicator: a thin bar at the right whose length is the part of the content
    /// in view and whose place is the scroll position.
    private func drawIndicator(
        _ placement: LegendPlacement, colors: LegendColors, into list: inout SCIDisplayList
    ) {
        let frame = placement.itemsFrame
        let metrics = placement.metrics
        let track = frame.insetBy(dx: 0, dy: metrics.padding / 2)
        let content = Double(placement.layout.contentSize.height)
        guard track.height > 0, content > 0 else { return }
        let length = max(Double(track.height) * Double(frame.height) / content, min(16, Double(track.height)))
        let travel = Double(track.height) - length
        let top = Double(track.minY) + travel * placement.offset / placement.maximumOffset
        var bar = SCIPath()
        bar.addRoundedRect(
            CGRect(
                x: Double(frame.maxX) - metrics.indicatorInset - metrics.indicatorWidth, y: top,
                width: metrics.indicatorWidth, height: length),
            radius: metrics.indicatorWidth / 2)
        list.fill(bar, SCIFill(color: colors.indicator))
    }
}
