import Foundation

/// One event as a router hands it to a receiver: a phase of a gesture, a recognised tap, a
/// hover, an exit, a scroll or a key. Every receiver (a chart modifier, a pointer claimer, a
/// legend) takes events through this one type, so routing has one path for each phase.
enum PointerDelivery {
    case began(SCIPointerArgs)
    case moved(SCIPointerArgs)
    case ended(SCIPointerArgs)
    case cancelled(SCIPointerArgs)
    /// The gesture was a tap (delivered after `.ended`).
    case tapped(SCIPointerArgs)
    /// The gesture was the second tap of a double tap (after its `.tapped`).
    case doubleTapped(SCIPointerArgs)
    /// A move with no button down.
    case hovered(SCIPointerArgs)
    /// The pointer left with no button down.
    case exited(SCIPointerArgs)
    case scrolled(SCIScrollArgs)
    case key(SCIKeyArgs)

    /// Whether an earlier receiver handled the event.
    var isHandled: Bool {
        switch self {
        case .began(let args), .moved(let args), .ended(let args), .cancelled(let args), .tapped(let args),
            .doubleTapped(let args), .hovered(let args), .exited(let args):
            args.isHandled
        case .scrolled(let args): args.isHandled
        case .key(let args): args.isHandled
        }
    }

    /// The pointer of a pointer event, or `nil` for scrolls and keys.
    var pointerId: Int? {
        switch self {
        case .began(let args), .moved(let args), .ended(let args), .cancelled(let args), .tapped(let args),
            .doubleTapped(let args), .hovered(let args), .exited(let args):
            args.pointerId
        case .scrolled, .key: nil
        }
    }

    /// The same event with the handled flag set to `handled`.
    func with(handled: Bool) -> PointerDelivery {
        switch self {
        case .began(let args): .began(args.with(handled: handled))
        case .moved(let args): .moved(args.with(handled: handled))
        case .ended(let args): .ended(args.with(handled: handled))
        case .cancelled(let args): .cancelled(args.with(handled: handled))
        case .tapped(let args): .tapped(args.with(handled: handled))
        case .doubleTapped(let args): .doubleTapped(args.with(handled: handled))
        case .hovered(let args): .hovered(args.with(handled: handled))
        case .exited(let args): .exited(args.with(handled: handled))
        case .scrolled(let args): .scrolled(args.with(handled: handled))
        case .key(let args): .key(args.with(handled: handled))
        }
    }

    /// The arguments of a pointer event, or `nil` for scrolls and keys.
    var pointerArgs: SCIPointerArgs? {
        switch self {
        case .began(let args), .moved(let args), .ended(let args), .cancelled(let args), .tapped(let args),
            .doubleTapped(let args), .hovered(let args), .exited(let args):
            args
        case .scrolled, .key: nil
        }
    }

    /// The same phase with `args` (a pointer event's phase; scrolls and keys stay as they are).
    func with(_ args: SCIPointerArgs) -> PointerDelivery {
        switch self {
        case .began: .began(args)
        case .moved: .moved(args)
        case .ended: .ended(args)
        case .cancelled: .cancelled(args)
        case .tapped: .tapped(args)
        case .doubleTapped: .doubleTapped(args)
        case .hovered: .hovered(args)
        case .exited: .exited(args)
        case .scrolled, .key: self
        }
    }
}

extension SCIPointerArgs {
    func with(handled: Bool) -> SCIPointerArgs {
        var args = SCIPointerArgs(event: event, isHandled: handled, seriesAreaFrame: seriesAreaFrame)
        args.isMaster = isMaster
        args.isTap = isTap
        return args
    }
}

extension SCIScrollArgs {
    func with(handled: Bool) -> SCIScrollArgs {
        SCIScrollArgs(
            deltaX: deltaX, deltaY: deltaY, location: location, isHandled: handled,
            seriesAreaFrame: seriesAreaFrame, modifiers: modifiers)
    }
}

extension SCIKeyArgs {
    func with(handled: Bool) -> SCIKeyArgs {
        SCIKeyArgs(key: key, modifiers: modifiers, isHandled: handled)
    }
}
