import Foundation

/// Puts a legend drawn on a chart first in the surface's pointer routing: presses and
/// scrolls on the legend are its own (priority ``SCIPointerClaimPriority/legend``), hovers
/// highlight its items and still reach the modifiers.
final class LegendPointerClaimer: ISCIPointerClaimer {
    private weak var legend: SCIChartLegend?

    init(legend: SCIChartLegend) {
        self.legend = legend
    }

    var claimPriority: Int { SCIPointerClaimPriority.legend }

    func claimsPointer(at location: CGPoint) -> Bool {
        legend?.contains(location) ?? false
    }

    func pointerBegan(_ args: SCIPointerArgs) -> Bool {
        _ = legend?.pressBegan(at: args.location, pointerId: args.pointerId)
        return true
    }

    func pointerMoved(_ args: SCIPointerArgs) -> Bool {
        legend?.pressMoved(to: args.location, pointerId: args.pointerId) ?? false
    }

    func pointerEnded(_ args: SCIPointerArgs) -> Bool {
        legend?.pressEnded(pointerId: args.pointerId) ?? false
    }

    func pointerCancelled(_ args: SCIPointerArgs) {
        legend?.pressCancelled(pointerId: args.pointerId)
    }

    func pointerTapped(_ args: SCIPointerArgs, isDoubleTap: Bool) -> Bool {
        legend?.tapped(at: args.location, time: args.event.timestamp, isDoubleTap: isDoubleTap) ?? false
    }

    func claimsScroll(at location: CGPoint) -> Bool {
        legend?.contains(location) ?? false
    }

    func scroll(_ args: SCIScrollArgs) -> Bool {
        legend?.handleScroll(deltaX: args.deltaX, deltaY: args.deltaY, at: args.location) ?? false
    }

    func hover(_ args: SCIPointerArgs) -> Bool {
        _ = legend?.hover(at: args.event.phase == .exited ? nil : args.location)
        return false
    }

    func cursor(at location: CGPoint) -> SCICursor? {
        guard let legend, legend.contains(location) else { return nil }
        return legend.cursor(at: location)
    }
}
