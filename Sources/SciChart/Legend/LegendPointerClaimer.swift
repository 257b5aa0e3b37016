import Foundation

/// A legend's gestures as a pointer claimer: presses and scrolls on the legend are its own
/// (priority ``SCIPointerClaimPriority/legend``) and hovers highlight its items.
///
/// On a chart, the surface routes through it first, and hovers still reach the modifiers.
/// A legend the host shows on its own routes its own events through it (`isOnItsOwn`): then
/// a press the legend refuses and a hover over the legend say so to the host.
final class LegendPointerClaimer: ISCIPointerClaimer {
    private weak var legend: SCIChartLegend?
    private let isOnItsOwn: Bool

    init(legend: SCIChartLegend, isOnItsOwn: Bool = false) {
        self.legend = legend
        self.isOnItsOwn = isOnItsOwn
    }

    var claimPriority: Int { SCIPointerClaimPriority.legend }

    func claimsPointer(at location: CGPoint) -> Bool {
        legend?.contains(location) ?? false
    }

    func pointerBegan(_ args: SCIPointerArgs) -> Bool {
        let taken = legend?.pressBegan(at: args.location, pointerId: args.pointerId) ?? false
        return taken || !isOnItsOwn
    }

    func pointerMoved(_ args: SCIPointerArgs) -> Bool {
        legend?.pressMoved(to: args.location, pointerId: args.pointerId) ?? false
    }

    func pointerEnded(_ args: SCIPointerArgs) -> Bool {
        legend?.pressEnded(pointerId: args.pointerId, isTap: args.isTap) ?? false
    }

    func pointerCancelled(_ args: SCIPointerArgs) {
        legend?.pressCancelled(pointerId: args.pointerId)
    }

    func pointerTapped(_ args: SCIPointerArgs, isDoubleTap: Bool) -> Bool {
        legend?.tapped(at: args.location, pointerId: args.pointerId, isDoubleTap: isDoubleTap) ?? false
    }

    func claimsScroll(at location: CGPoint) -> Bool {
        legend?.contains(location) ?? false
    }

    func scroll(_ args: SCIScrollArgs) -> Bool {
        legend?.handleScroll(deltaX: args.deltaX, deltaY: args.deltaY, at: args.location) ?? false
    }

    func hover(_ args: SCIPointerArgs) -> Bool {
        let onLegend = legend?.hover(at: args.event.phase == .exited ? nil : args.location) ?? false
        return isOnItsOwn && onLegend
    }

    func cursor(at location: CGPoint) -> SCICursor? {
        guard let legend, legend.contains(location) else { return nil }
        return legend.cursor(at: location)
    }
}
