import Foundation

extension SCIChartSurface {
    /// Routes a pointer event; returns whether a receiver handled it.
    ///
    /// On `.began`: a claimer under the pointer (legend item, annotation grip or body)
    /// takes the gesture alone; otherwise the modifiers see it in collection order, each
    /// unless an earlier one handled it and it does not set `receiveHandledEvents`. The rest
    /// of the gesture goes to those that received its `.began`, and to no one else. A
    /// `.began` and `.ended` less than 4 points apart are a tap, delivered after the end;
    /// two taps within 0.3 s and 4 points are a double tap. Events at non-finite locations
    /// are ignored and return `false` (a cancellation still ends its gesture).
    @discardableResult
    public func handlePointer(_ event: SCIPointerEvent) -> Bool {
        guard event.location.isFinite else {
            if event.phase == .cancelled { cancelGesture(event.pointerId, event: event) }
            return false
        }
        layoutIfNeeded()
        switch event.phase {
        case .began: return began(event)
        case .moved: return deliver(event) { $0.pointerMoved($1) }
        case .ended: return ended(event)
        case .cancelled: return cancelGesture(event.pointerId, event: event)
        case .hovered: return hovered(event)
        }
    }

    /// Routes a scroll (wheel or trackpad) to the modifiers in order.
    @discardableResult
    public func handleScroll(deltaX: Double, deltaY: Double, at location: CGPoint) -> Bool {
        guard deltaX.isFinite, deltaY.isFinite, location.isFinite else { return false }
        layoutIfNeeded()
        var handled = false
        for modifier in Array(chartModifiers) where modifier.accepts(handledBefore: handled) {
            let args = SCIScrollArgs(
                deltaX: deltaX, deltaY: deltaY, location: location, isHandled: handled,
                seriesAreaFrame: seriesAreaFrame)
            handled = modifier.onScroll(args) || handled
        }
        return handled
    }

    /// Routes a key to the modifiers in order, then to the surface's own handling (the
    /// annotation editor's Escape and Delete, undo and redo).
    @discardableResult
    public func handleKey(_ key: SCIKey, modifiers: SCIKeyModifiers = []) -> Bool {
        var handled = false
        for modifier in Array(chartModifiers) where modifier.accepts(handledBefore: handled) {
            handled =
                modifier.onKey(SCIKeyArgs(key: key, modifiers: modifiers, isHandled: handled)) || handled
        }
        if !handled { handled = handleOwnKey(key) }
        return handled
    }

    /// Keys the surface itself handles after the modifiers: Escape deselects, Delete and
    /// Backspace delete the selected annotation, undo and redo.
    func handleOwnKey(_ key: SCIKey) -> Bool {
        switch key {
        case .escape: editor.deselect()
        case .delete, .backspace: editor.deleteSelected()
        case .undo: undo()
        case .redo: redo()
        default: false
        }
    }

    /// Targets that claim a gesture before the modifiers, in priority order.
    var pointerClaimers: [PointerClaimer] { [editor] }

    // MARK: - Phases

    private func args(_ event: SCIPointerEvent, handled: Bool) -> SCIPointerArgs {
        SCIPointerArgs(event: event, isHandled: handled, seriesAreaFrame: seriesAreaFrame)
    }

    private func began(_ event: SCIPointerEvent) -> Bool {
        if captures[event.pointerId] != nil || gestures.isActive(event.pointerId) {
            // A new press without a release: the old gesture is over.
            cancelGesture(
                event.pointerId,
                event: SCIPointerEvent(
                    phase: .cancelled, location: event.location,
                    pointerId: event.pointerId, timestamp: event.timestamp, modifiers: event.modifiers))
        }
        gestures.began(event.pointerId, at: event.location)
        if let claimer = pointerClaimers.first(where: { $0.claims(event.location) }) {
            captures[event.pointerId] = [claimer]
            return claimer.pointerBegan(args(event, handled: false))
        }
        var handled = false
        var receivers: [PointerTarget] = []
        for modifier in Array(chartModifiers) where modifier.accepts(handledBefore: handled) {
            receivers.append(modifier)
            captures[event.pointerId] = receivers
            handled = modifier.onPointerBegan(args(event, handled: handled)) || handled
        }
        captures[event.pointerId] = receivers
        return handled
    }

    private func deliver(_ event: SCIPointerEvent, _ hook: (PointerTarget, SCIPointerArgs) -> Bool) -> Bool {
        guard let receivers = captures[event.pointerId] else { return false }
        var handled = false
        for target in receivers where isCaptured(target, event.pointerId) {
            handled = hook(target, args(event, handled: handled)) || handled
        }
        return handled
    }

    private func ended(_ event: SCIPointerEvent) -> Bool {
        guard captures[event.pointerId] != nil else { return false }
        var handled = deliver(event) { $0.pointerEnded($1) }
        let release = gestures.ended(event.pointerId, at: event.location, time: event.timestamp)
        if release != .drag {
            handled = deliver(event) { $0.pointerTapped($1, double: false) } || handled
            if release == .doubleTap {
                handled = deliver(event) { $0.pointerTapped($1, double: true) } || handled
            }
            if !(captures[event.pointerId]?.contains { $0 === editor } ?? false) { tapFinished(event) }
        }
        captures[event.pointerId] = nil
        return handled
    }

    /// Called after a tap that no annotation took: a tap on nothing deselects.
    func tapFinished(_ event: SCIPointerEvent) {
        editor.deselect()
    }

    @discardableResult
    private func cancelGesture(_ pointerId: Int, event: SCIPointerEvent) -> Bool {
        gestures.cancelled(pointerId)
        guard let receivers = captures.removeValue(forKey: pointerId) else { return false }
        let location = event.location.isFinite ? event.location : .zero
        let cancel = SCIPointerEvent(
            phase: .cancelled, location: location, pointerId: pointerId, timestamp: event.timestamp,
            modifiers: event.modifiers)
        for target in receivers where target.isLive(on: self) {
            target.pointerCancelled(args(cancel, handled: false))
        }
        return event.location.isFinite
    }

    private func hovered(_ event: SCIPointerEvent) -> Bool {
        var handled = false
        for modifier in Array(chartModifiers) where modifier.accepts(handledBefore: handled) {
            handled = modifier.onHover(args(event, handled: handled)) || handled
        }
        return handled
    }

    private func isCaptured(_ target: PointerTarget, _ pointerId: Int) -> Bool {
        target.isLive(on: self) && (captures[pointerId]?.contains { $0 === target } ?? false)
    }

    /// Cancels every gesture `modifier` captured (it is being removed or disabled), directly
    /// or inside a modifier group.
    func cancelGestures(of modifier: SCIChartModifierBase) {
        let area = cachedLayout?.seriesArea ?? .zero
        for pointerId in captures.keys.sorted() {
            guard let receivers = captures[pointerId], receivers.contains(where: { $0 === modifier }) else {
                continue
            }
            captures[pointerId] = receivers.filter { $0 !== modifier }
            let event = SCIPointerEvent(phase: .cancelled, location: .zero, pointerId: pointerId)
            modifier.onPointerCancelled(SCIPointerArgs(event: event, isHandled: false, seriesAreaFrame: area))
        }
        func visit(_ modifiers: SCIObservableCollection<SCIChartModifierBase>) {
            for case let group as SCIModifierGroup in Array(modifiers) {
                group.cancelGestures(of: modifier, area: area)
                visit(group.childModifiers)
            }
        }
        visit(chartModifiers)
    }
}
