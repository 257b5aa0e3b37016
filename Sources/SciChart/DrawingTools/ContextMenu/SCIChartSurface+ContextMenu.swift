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
        // Every tool that places points snaps them; a stroke drawn by hand does not.
        let snapping = drawingTools.tools.filter { !$0.placementSteps.contains(.stroke) }
        if !snapping.isEmpty {
            let isOn = snapping.allSatisfy(\.snapToCandles)
            items.append(
                SCIChartMenuItem(
                    action: .snapToCandles, title: "Snap drawings to candles", isEnabled: true,
                    isChecked: isOn
                ) {
                    for tool in snapping { tool.snapToCandles = !isOn }
                })
        }
        return items
    }
}
