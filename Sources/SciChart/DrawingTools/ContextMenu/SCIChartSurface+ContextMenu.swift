import Foundation

extension SCIChartSurface {
    /// The items of a context menu opened at `location` (a point of the surface), in the
    /// order shown: remove the drawing there (only when one is, see ``annotation(at:)``),
    /// remove all drawings, reset the view, and the weak and the strong magnet (see
    /// ``SCIMagnetMode``) when the surface has a drawing tool that snaps.
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
            let mode = drawingsMagnetMode
            let magnets: [(SCIChartMenuItem.Action, SCIMagnetMode, String)] = [
                (.weakMagnet, .weak, "Weak magnet: snap drawings near a candle's price"),
                (.snapToCandles, .strong, "Strong magnet: snap drawings to candles"),
            ]
            for (action, magnet, title) in magnets {
                items.append(
                    SCIChartMenuItem(action: action, title: title, isEnabled: true, isChecked: mode == magnet)
                    {
                        [weak self] in self?.drawingsMagnetMode = mode == magnet ? .off : magnet
                    })
            }
        }
        return items
    }

    /// The magnet of the surface's drawing tools (``SCIAnnotationCreationModifierBase/magnetMode``):
    /// the mode every tool the magnet acts on (``SCIAnnotationCreationModifierBase/canSnapToCandles``)
    /// has, and ``SCIMagnetMode/off`` when they differ or the surface has none; setting it
    /// sets each of them. The context menu's weak and strong magnets show and set it.
    public var drawingsMagnetMode: SCIMagnetMode {
        get {
            let modes = Set(magnetTools.map(\.magnetMode))
            return modes.count == 1 ? modes.first ?? .off : .off
        }
        set {
            for tool in magnetTools { tool.magnetMode = newValue }
        }
    }

    /// Whether the surface's drawing tools snap the points they place to candles, weakly or
    /// strongly (``drawingsMagnetMode`` is not ``SCIMagnetMode/off``); `true` turns on the
    /// strong magnet when none was on, `false` turns it off.
    public var snapsDrawingsToCandles: Bool {
        get { drawingsMagnetMode != .off }
        set {
            guard newValue != snapsDrawingsToCandles else { return }
            drawingsMagnetMode = newValue ? .strong : .off
        }
    }

    /// The drawing tools the magnet acts on.
    private var magnetTools: [SCIAnnotationCreationModifierBase] {
        drawingTools.tools.filter(\.canSnapToCandles)
    }
}
