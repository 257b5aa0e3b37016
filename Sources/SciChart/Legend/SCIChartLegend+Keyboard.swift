import Foundation

extension SCIChartLegend {
    /// A key for the legend, from its own view or from the chart it is on; returns whether the
    /// legend took it.
    ///
    /// | key | does |
    /// | --- | --- |
    /// | Tab, Shift+Tab | the focus to the next or previous item; past the last (or the first), off the legend (not taken) |
    /// | Down, Up | the focus to the next or previous item, staying on the legend |
    /// | Enter, Space | hides or shows the focused item's series, where the legend shows checkboxes (as a click on its checkbox) |
    /// | Escape | the focus off the legend |
    ///
    /// The focused item (``focusedItemIndex``) has a ring round it and is scrolled into view.
    @discardableResult
    public func handleKey(_ key: SCIKey, modifiers: SCIKeyModifiers = []) -> Bool {
        let count = isCollapsed ? 0 : itemCount
        switch key {
        case .tab:
            let next = nextFocus(from: focusedItemIndex, count: count, backwards: modifiers.contains(.shift))
            focusItem(next)
            return next != nil
        case .down, .up:
            guard count > 0 else { return false }
            let step = key == .down ? 1 : -1
            focusItem(
                focusedItemIndex.map { min(max($0 + step, 0), count - 1) } ?? (step > 0 ? 0 : count - 1))
            return true
        case .enter, .character(" "):
            guard let index = focusedItemIndex else { return false }
            return toggleItem(at: index)
        case .escape:
            guard focusedItemIndex != nil else { return false }
            focusItem(nil)
            return true
        default:
            return false
        }
    }

    /// Where Tab takes the focus from `current` among `count` items: the first (or, going
    /// back, the last) from none; `nil` past the ends.
    func nextFocus(from current: Int?, count: Int, backwards: Bool) -> Int? {
        guard count > 0 else { return nil }
        guard let current else { return backwards ? count - 1 : 0 }
        let next = current + (backwards ? -1 : 1)
        return (0..<count).contains(next) ? next : nil
    }

    /// Puts the keyboard focus on item `index` (scrolled into view), or off the legend.
    func focusItem(_ index: Int?) {
        focusedItemIndex = index
        guard let index, let placement = placement(), placement.layout.cells.indices.contains(index) else {
            return
        }
        let cell = placement.toView(placement.layout.cells[index])
        let items = placement.itemsFrame
        if cell.minY < items.minY {
            scroll(to: scrollOffset - Double(items.minY - cell.minY))
        } else if cell.maxY > items.maxY {
            scroll(to: scrollOffset + Double(cell.maxY - items.maxY))
        }
    }

    /// Hides or shows the series of item `index` where checkboxes show; returns whether it
    /// did.
    private func toggleItem(at index: Int) -> Bool {
        let infos = seriesInfo
        guard showCheckBoxes, infos.indices.contains(index), isOnSurface(infos[index].series) else {
            return false
        }
        infos[index].series.isVisible.toggle()
        seriesVisibilityChanged()
        return true
    }
}
