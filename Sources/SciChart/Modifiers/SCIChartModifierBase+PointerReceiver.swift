import Foundation

/// A modifier takes its events through the routers' one receiver role, which calls its hooks.
extension SCIChartModifierBase: PointerReceiver {
    var acceptsEvents: Bool { isEnabled && isAttached }
    var receivesHandledEvents: Bool { receiveHandledEvents }

    func receive(_ delivery: PointerDelivery) -> Bool {
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
