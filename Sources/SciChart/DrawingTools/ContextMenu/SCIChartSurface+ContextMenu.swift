import Foundation

extension SCIChartSurface {
    /// The items of a context menu opened at `location` (a point of the surface), in the
    /// order shown: remove the drawing there (only when one is, see ``annotation(at:)``),
    /// remove all drawings, reset the view, and the magnet (snap drawing tools' points to
    /// candles) when the surface has a drawing tool that snaps.
    public func contextMenuItems(at location: CGPoint) -> [SCIChartMenuItem] {
        var items: [SCIChartMenuItem] = []
        if let drawing = annotation(at: location) {
            let name = (drawing as? SCITradingAnnotationBase)?.creationType.displayName ?? "drawing"
            items.append(
                SCIChartMenuItem(
                    action: .removeDrawing, title: "Remove this drawing (\(name))", isEnabled: true
                ) {
                    [weak self] in self?.removeAnnotation(drawing)
                })
        }
        let count = drawings.count
        items.append(
            SCIChartMenuItem(
                action: .removeAllDrawings,
                title: count > 1 ? "Remove all \(count) drawings" : "Remove all drawings",
                isEnabled: count > 0
            ) { [weak self] in self?.removeAllDrawings() })
        items.append(
            SCIChartMenuItem(action: .resetView, title: "Reset the view", isEnabled: true) { [weak self] in
                self?.zoomExtents()
            })
        if !magnetTools.isEmpty {
            let isOn = snapsDrawingsToCandles
            items.append(
                SCIChartMenuItem(
                    action: .snapToCandles, title: "Snap drawings to candles", isEnabled: true,
                    isChecked: isOn
                ) { [weak self] in self?.snapsDrawingsToCandles = !isOn })
        }
        return items
    }

    /// The magnet: whether the surface's drawing tools snap the points they place to candles
    /// (x to the nearest bar, y to the nearest of its open, high, low and close). It reads
    /// `true` when every tool the magnet acts on (``SCIAnnotationCreationModifierBase/canSnapToCandles``)
    /// snaps, and `false` when some do not or the surface has none; setting it sets each of
    /// them. The context menu's "Snap drawings to candles" shows and sets this value.
    public var snapsDrawingsToCandles: Bool {
        get {
            let tools = magnetTools
            return !tools.isEmpty && tools.allSatisfy(\.snapToCandles)
        }
        set {
            for tool in magnetTools { tool.snapToCandles = newValue }
        }
    }

    /// The drawing tools the magnet acts on.
    private var magnetTools: [SCIAnnotationCreationModifierBase] {
        drawingTools.tools.filter(\.canSnapToCandles)
    }
}
