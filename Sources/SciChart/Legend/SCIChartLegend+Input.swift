import Foundation

extension SCIChartLegend {
    /// Handles a pointer event in the coordinates of the view showing the legend (see the
    /// type's discussion), for a host that shows the legend on its own; returns whether the
    /// legend handled it. A press on the legend is its own until released: a tap toggles
    /// what it landed on, a double tap on a name isolates, a drag scrolls. Hovering over an
    /// item highlights it. Taps and double taps follow the surface's rules (4 points, 0.3 s
    /// by `timestamp`); non-finite locations are ignored.
    @discardableResult
    public func handlePointer(_ event: SCIPointerEvent) -> Bool {
        router.handle(event, host: self)
    }

    /// Scrolls the legend by a wheel or trackpad scroll at `location` (view coordinates), in
    /// wheel notches (positive y: the wheel turned towards the user, moving the content up;
    /// a notch is one row); returns whether the location is on the legend. Only vertical
    /// scrolling moves it.
    @discardableResult
    public func handleScroll(
        deltaX: Double, deltaY: Double, at location: CGPoint, modifiers: SCIKeyModifiers = []
    ) -> Bool {
        guard deltaX.isFinite, deltaY.isFinite, location.isFinite, let placement = placement(),
            placement.frame.contains(location)
        else { return false }
        scroll(to: placement.offset + deltaY * placement.metrics.rowHeight)
        return true
    }

    /// The cursor for a press at `location`: an open hand over the header of a legend on a
    /// chart (it moves the legend), a pointing hand over an item or the header of a legend
    /// the host places, the arrow elsewhere.
    public func cursor(at location: CGPoint) -> SCICursor {
        guard location.isFinite, let placement = placement() else { return .arrow }
        if placement.isOnHeader(location) { return placement.isOnChart ? .openHand : .pointingHand }
        return placement.target(at: location, infos: dataSource?.seriesInfo ?? []) == nil
            ? .arrow : .pointingHand
    }

    /// Whether `location` (view coordinates) is on the shown legend.
    func contains(_ location: CGPoint) -> Bool {
        guard location.isFinite, let placement = placement() else { return false }
        return placement.frame.contains(location)
    }

    // MARK: - Gesture steps (shared by handlePointer and the surface's claimer)

    /// A press at `location`; `false` when it is not on the legend or another press is down.
    func pressBegan(at location: CGPoint, pointerId: Int) -> Bool {
        guard let placement = placement(), placement.frame.contains(location) else { return false }
        let target = placement.target(at: location, infos: dataSource?.seriesInfo ?? [])
        return gesture.handle(
            .began(
                pointerId: pointerId, point: location, offset: placement.offset, target: target,
                onHeader: placement.isOnHeader(location))) != .refused
    }

    func pressMoved(to location: CGPoint, pointerId: Int) -> Bool {
        let placement = placement()
        let canScroll = (placement?.maximumOffset ?? 0) > 0
        perform(
            gesture.handle(
                .moved(
                    pointerId: pointerId, point: location, canScroll: canScroll,
                    canMove: placement?.isOnChart ?? false)))
        return true
    }

    func pressEnded(pointerId: Int, isTap: Bool) -> Bool {
        perform(gesture.handle(.ended(pointerId: pointerId, isTap: isTap)))
        return true
    }

    func pressCancelled(pointerId: Int) {
        perform(gesture.handle(.cancelled(pointerId: pointerId)))
    }

    private func perform(_ action: LegendGesture.Action) {
        switch action {
        case .scroll(let offset): scroll(to: offset)
        case .move(let translation):
            headerDrag = translation
            requestRedraw()
        case .drop(let translation): drop(movedBy: translation)
        case .putBack:
            headerDrag = nil
            requestRedraw()
        case .none, .refused, .tapHeader, .tapItem: break
        }
    }

    /// Puts a legend moved by its header down in the corner of the series area nearest to
    /// where it was dropped.
    private func drop(movedBy translation: CGSize) {
        headerDrag = translation
        let dropped = placement()
        headerDrag = nil
        if let modifier, modifier.useAutoPlacement, let surface = modifier.parentSurface, let dropped {
            let available = LegendPlacementRules.available(
                area: modifier.legendArea(in: surface.seriesAreaFrame), margins: modifier.margins)
            modifier.position = LegendPlacementRules.corner(
                nearest: dropped.frame, in: available, position: modifier.position)
        }
        requestRedraw()
    }

    /// A tap on the header: collapses the legend to it, or shows the items again.
    private func headerTapped() -> Bool {
        previousTap = nil
        lastTap = nil
        guard title?.isEmpty == false else { return false }
        isCollapsed.toggle()
        return true
    }

    /// A tap at `location` (after the press ended there), or the second tap of a double tap.
    /// A tap acts only on what its press landed on, still under the pointer (an item that
    /// moved or left under it is left alone).
    /// A tap (or either tap of a double tap) on the header toggles ``isCollapsed``.
    func tapped(at location: CGPoint, pointerId: Int, isDoubleTap: Bool) -> Bool {
        if isDoubleTap { return doubleTapped() }
        let placement = placement()
        let infos = dataSource?.seriesInfo ?? []
        let action = gesture.handle(
            .tapped(
                pointerId: pointerId, target: placement?.target(at: location, infos: infos),
                onHeader: placement?.isOnHeader(location) == true))
        if action == .tapHeader { return headerTapped() }
        let target: LegendTarget? = if case .tapItem(let acted) = action { acted } else { nil }
        previousTap = lastTap
        lastTap = LegendTapRecord(
            part: target?.part, series: target?.series,
            visibility: infos.map { LegendVisibility(series: $0.series, isVisible: $0.series.isVisible) })
        // Hiding and showing is what checkboxes are for: without them, a tap changes nothing.
        guard showCheckBoxes, let series = target?.series, isOnSurface(series) else {
            return placement != nil
        }
        series.isVisible.toggle()
        seriesVisibilityChanged()
        return true
    }

    /// A double tap (the router judged time and distance): the legend's own rule is that the
    /// pair's first tap was on a name and its second not on a checkbox (checkbox taps are
    /// never double taps). Shows that series alone, or gives the others back their
    /// visibility when it was already alone, judged before the pair's first tap.
    private func doubleTapped() -> Bool {
        guard showCheckBoxes, let first = previousTap, let second = lastTap, first.part == .name,
            second.part != .checkBox, let series = first.series, isOnSurface(series)
        else { return false }
        previousTap = nil
        lastTap = nil
        let index = first.visibility.firstIndex { $0.series === series }
        let decision = LegendIsolation.decide(visible: first.visibility.map(\.isVisible), index: index ?? -1)
        let surface = modifier?.parentSurface
        let apply = { [self] in
            switch decision {
            case .isolate:
                // From a series shown alone by an earlier double tap, keep what that one saved.
                var saved = first.visibility
                if let memory = isolation, let alone = memory.series,
                    first.visibility.allSatisfy({ ($0.series === alone) == $0.isVisible })
                {
                    saved = memory.saved
                }
                for entry in first.visibility {
                    guard let other = entry.series, isOnSurface(other) else { continue }
                    other.isVisible = other === series
                }
                isolation = LegendIsolationMemory(series: series, saved: saved)
            case .restore:
                let saved = isolation.flatMap { $0.series === series ? $0.saved : nil }
                for entry in saved ?? first.visibility {
                    guard let other = entry.series, isOnSurface(other) else { continue }
                    other.isVisible = saved == nil ? true : entry.isVisible
                }
                isolation = nil
            }
        }
        if let surface { surface.batchUpdate(apply) } else { apply() }
        seriesVisibilityChanged()
        return true
    }

    /// Whether `series` is still on the surface the legend shows.
    func isOnSurface(_ series: SCIRenderableSeriesBase) -> Bool {
        guard let surface = modifier?.parentSurface else { return false }
        return series.surface === surface && surface.allRenderableSeries.contains { $0 === series }
    }

    /// After taps changed series' visibility: read the series again and redraw.
    func seriesVisibilityChanged() {
        refresh(notify: false)
        requestRedraw()
    }

    /// Scrolls to `offset`, clamped to the content; redraws when it moved.
    func scroll(to offset: Double) {
        guard offset.isFinite else { return }
        let maximum = placement()?.maximumOffset ?? 0
        let clamped = offset.clamped(to: 0...maximum)
        let current = scrollOffset.clamped(to: 0...maximum)
        scrollOffset = clamped
        if clamped != current { requestRedraw() }
    }

    /// The pointer hovers at `location`, or left (`nil`): highlights the item under it.
    /// Returns whether the location is on the legend.
    func hover(at location: CGPoint?) -> Bool {
        var index: Int?
        var onLegend = false
        var onHeader = false
        if let location, location.isFinite, let placement = placement(), placement.frame.contains(location) {
            onLegend = true
            onHeader = placement.isOnHeader(location)
            index = placement.target(at: location, infos: dataSource?.seriesInfo ?? [])?.index
        }
        if index != hoveredIndex || onHeader != isHeaderHovered {
            hoveredIndex = index
            isHeaderHovered = onHeader
            requestRedraw()
        }
        return onLegend
    }
}

extension SCIChartLegend: PointerRouterHost {
    var routedClaimers: [PointerClaiming] { [ownClaimer] }
    var routedReceivers: [PointerReceiver] { [] }
    func isLive(_ receiver: PointerReceiver) -> Bool { receiver === ownClaimer }

    func args(for event: SCIPointerEvent, handled: Bool) -> SCIPointerArgs {
        SCIPointerArgs(event: event, isHandled: handled, seriesAreaFrame: .zero)
    }

    func tapLandedOnNothing() {}
}
