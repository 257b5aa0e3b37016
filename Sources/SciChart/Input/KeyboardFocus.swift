import Foundation

/// Tab through a chart: the items of the legends it shows, then its drawings, then off the
/// chart (the key is not taken, so the host moves the focus to its next widget); Shift+Tab
/// the other way. A drawing with the focus is selected (its grips show; Delete removes it,
/// the arrows nudge it); a legend item with the focus has a ring, and Enter or Space hides
/// or shows its series where the legend shows checkboxes. Escape takes the focus off a
/// legend item. A press anywhere takes it off too.
final class KeyboardFocus: SurfaceParticipant {
    private unowned let surface: SCIChartSurface

    init(surface: SCIChartSurface) {
        self.surface = surface
    }

    /// One place Tab stops at.
    private enum Stop {
        case legendItem(SCIChartLegend, Int)
        case drawing(SCITradingAnnotationBase)

        func isSame(as other: Stop) -> Bool {
            switch (self, other) {
            case (.legendItem(let a, let i), .legendItem(let b, let j)): a === b && i == j
            case (.drawing(let a), .drawing(let b)): a === b
            default: false
            }
        }
    }

    /// The legends drawn on the chart, shown and not folded.
    private var legends: [SCIChartLegend] {
        surface.chartModifiers.compactMap { modifier in
            guard let legend = modifier.legendOnChart, legend.isOnChart, modifier.isEnabled,
                legend.showLegend
            else { return nil }
            return legend
        }
    }

    /// Every stop, in Tab order.
    private var stops: [Stop] {
        var stops: [Stop] = []
        for legend in legends where !legend.isCollapsed {
            stops += (0..<legend.itemCount).map { .legendItem(legend, $0) }
        }
        stops += surface.drawings.filter { $0.isEditable && !$0.isHidden }.map { .drawing($0) }
        return stops
    }

    /// Where the focus is: a focused legend item, else the selected drawing.
    private var current: Stop? {
        for legend in legends {
            if let index = legend.focusedItemIndex { return .legendItem(legend, index) }
        }
        return (surface.selectedAnnotation as? SCITradingAnnotationBase).map { .drawing($0) }
    }

    private var focusedLegend: SCIChartLegend? {
        legends.first { $0.focusedItemIndex != nil }
    }

    /// A focused legend item takes Enter and Space before the modifiers.
    func keyBeforeModifiers(_ key: SCIKey, modifiers: SCIKeyModifiers) -> Bool {
        switch key {
        case .enter, .character(" "): focusedLegend?.handleKey(key, modifiers: modifiers) ?? false
        default: false
        }
    }

    /// Tab and Shift+Tab; Escape takes the focus off a legend item (after a keyboard cursor
    /// or a drawing being placed took theirs).
    func keyPressed(_ key: SCIKey, modifiers: SCIKeyModifiers) -> Bool {
        if key == .escape { return focusedLegend?.handleKey(key, modifiers: modifiers) ?? false }
        guard key == .tab else { return false }
        let stops = stops
        let backwards = modifiers.contains(.shift)
        let position = current.flatMap { current in stops.firstIndex { $0.isSame(as: current) } }
        let next: Int? =
            if let position {
                stops.indices.contains(position + (backwards ? -1 : 1))
                    ? position + (backwards ? -1 : 1) : nil
            } else {
                backwards ? nil : stops.indices.first
            }
        move(to: next.map { stops[$0] })
        return next != nil
    }

    private func move(to stop: Stop?) {
        for legend in legends { legend.focusItem(nil) }
        switch stop {
        case .legendItem(let legend, let index):
            surface.selectedAnnotation = nil
            legend.focusItem(index)
        case .drawing(let drawing):
            surface.selectedAnnotation = drawing
        case nil:
            surface.selectedAnnotation = nil
        }
    }

    func gestureBegan(at location: CGPoint) {
        for legend in legends where legend.focusedItemIndex != nil { legend.focusItem(nil) }
    }
}
