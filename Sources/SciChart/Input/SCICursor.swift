import Foundation

/// The shape of the mouse pointer, as a host should show it.
public enum SCICursor: Sendable, Hashable {
    /// The host's default arrow.
    case arrow
    /// A drawing tool is ready to place a point.
    case crosshair
    /// A press would toggle or select something (a legend item).
    case pointingHand
    /// A press would grab something that can be dragged (a grip, a drawing, the chart to pan).
    case openHand
    /// Something is being dragged.
    case closedHand
    /// A press would move a drawing whole.
    case move
}
