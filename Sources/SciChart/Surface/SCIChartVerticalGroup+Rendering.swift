import Foundation

extension SCIChartVerticalGroup {
    /// The group's size when rendered: as wide as its widest surface, as tall as its surfaces
    /// stacked.
    public var stackedSize: CGSize {
        let sizes = surfaces.map(\.size)
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.reduce(0) { $0 + $1.height })
    }

    /// One frame of the group: its surfaces' frames stacked top to bottom in the order they
    /// were added, each at its own size (a surface of zero height takes no room), a thin line
    /// between panes, after their layouts have settled so that their series areas line up.
    /// An empty group gives an empty frame of zero size.
    public func renderFrame(scale: Double = 1) -> SCIRenderFrame {
        let scale = RenderScale.sanitized(scale)
        var chart = SCIDisplayList()
        var overlay = SCIDisplayList()
        var top = 0.0
        var key: [UInt64] = []
        settleLayouts()
        let frames = surfaces.map { ($0, $0.renderFrame(scale: scale)) }
        let size = stackedSize
        for (index, (surface, frame)) in frames.enumerated() where frame.size.height > 0 {
            key += [surface.surfaceId, frame.chartGeneration, UInt64(top.bitPattern)]
            let shift = SCIAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: top)
            chart.pushTransform(shift)
            var background = SCIPath()
            background.addRect(CGRect(origin: .zero, size: frame.size))
            chart.fill(background, SCIFill(color: frame.background))
            chart.append(frame.chartLayer)
            if index > 0 {
                var separator = SCIPath()
                separator.move(to: CGPoint(x: 0, y: 0.5))
                separator.line(to: CGPoint(x: frame.size.width, y: 0.5))
                chart.stroke(separator, SCIStroke(color: surface.theme.axisLabel.withAlpha(0.35), width: 1))
            }
            chart.popTransform()
            overlay.pushTransform(shift)
            overlay.append(frame.overlayLayer)
            overlay.popTransform()
            top += Double(frame.size.height)
        }
        if key != renderedKey {
            renderedKey = key
            renderedGeneration &+= 1
        }
        return SCIRenderFrame(
            size: size, scale: scale, background: frames.first?.1.background ?? SCIChartTheme.dark.background,
            chartLayer: chart, overlayLayer: overlay, surfaceId: groupId, chartGeneration: renderedGeneration)
    }

    /// Lays the members out until none asks for another layout (a member whose labels
    /// widened makes the others lay out again): at most three rounds.
    public func settleLayouts() {
        for _ in 0..<3 {
            let members = surfaces
            guard members.contains(where: \.needsLayout) else { return }
            for surface in members { surface.layoutIfNeeded() }
        }
    }

    /// The group's frame as one SVG document, its panes stacked (see ``renderFrame(scale:)``).
    public func renderSVG() -> String {
        let frame = renderFrame()
        return SCISVGWriter.document(size: frame.size, background: frame.background, list: frame.displayList)
    }
}
