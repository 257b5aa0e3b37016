import Foundation

/// A modifier takes its events through the routers' one receiver role, which calls its hooks.
extension SCIChartModifierBase: PointerReceiver {
    var acceptsEvents: Bool { isEnabled && isAttached }
    var receivesHandledEvents: Bool { receiveHandledEvents }

    func receive(_ delivery: PointerDelivery) -> Bool {
        let handled = dispatch(delivery)
        shareWithPeers(delivery)
        return handled
    }

    /// Calls the hook of `delivery`'s phase.
    func dispatch(_ delivery: PointerDelivery) -> Bool {
        switch delivery {
        case .began(let args): return onPointerBegan(args)
        case .moved(let args): return onPointerMoved(args)
        case .ended(let args): return onPointerEnded(args)
        case .cancelled(let args):
            onPointerCancelled(args)
            return false
        case .tapped(let args): return onTap(args)
        case .doubleTapped(let args): return onDoubleTap(args)
        case .hovered(let args): return onHover(args)
        case .exited(let args):
            onPointerExited(args)
            return false
        case .scrolled(let args): return onScroll(args)
        case .key(let args): return onKey(args)
        }
    }
}

// MARK: - Shared events

extension SCIChartModifierBase {
    /// Passes a pointer event that happened on this modifier's surface to the modifiers with
    /// the same ``eventsGroupTag`` on the other surfaces of its vertical group, through the
    /// router each is routed by, as events that are not the master's (see
    /// ``SCIPointerArgs/isMaster``). Scrolls and keys stay on their surface.
    private func shareWithPeers(_ delivery: PointerDelivery) {
        guard eventsGroupTag != nil, let args = delivery.pointerArgs, args.isMaster else { return }
        for (other, peers) in peersOnOtherPanes() {
            let area = other.seriesAreaFrame
            var event = args.event
            event.location = CGPoint(
                x: area.minX + (args.location.x - args.seriesAreaFrame.minX), y: area.midY)
            var shared = SCIPointerArgs(event: event, isHandled: false, seriesAreaFrame: area)
            shared.isMaster = false
            shared.isTap = args.isTap
            for peer in peers {
                guard let (router, host) = peer.routing else { continue }
                _ = router.share(delivery.with(shared), with: peer, host: host)
            }
        }
    }

    /// A gesture this modifier shared is over here: over for its peers too.
    func finishWithPeers(_ pointerId: Int) {
        guard eventsGroupTag != nil else { return }
        for (_, peers) in peersOnOtherPanes() {
            for peer in peers { peer.routing?.router.finishShared(pointerId, for: peer) }
        }
    }

    /// The modifiers that share this one's events, by the other surface they are on: those
    /// with its tag on the other surfaces of its vertical group (a modifier inside a group
    /// of the same tag leaves the sharing to the group).
    private func peersOnOtherPanes() -> [(surface: SCIChartSurface, peers: [SCIChartModifierBase])] {
        guard let tag = eventsGroupTag, let surface = parentSurface, let group = surface.verticalGroup,
            !hasTaggedGroup(tag)
        else { return [] }
        return group.surfaces.compactMap { other in
            guard other !== surface else { return nil }
            let peers = other.chartModifiers.flatMap(\.flattened).filter {
                $0.eventsGroupTag == tag && $0.isEnabled && !$0.hasTaggedGroup(tag)
            }
            return peers.isEmpty ? nil : (other, peers)
        }
    }

    /// Whether a group this modifier is in has `tag` (the group then shares its events).
    private func hasTaggedGroup(_ tag: String) -> Bool {
        var group = parentGroup
        while let outer = group {
            if outer.eventsGroupTag == tag { return true }
            group = outer.parentGroup
        }
        return false
    }
}
