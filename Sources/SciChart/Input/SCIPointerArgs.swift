import Foundation

/// A pointer event as a modifier sees it.
public struct SCIPointerArgs {
    /// The event as the host fed it.
    public let event: SCIPointerEvent
    /// Whether an earlier receiver handled this event.
    public let isHandled: Bool
    /// The series area at the time of the event, in surface coordinates.
    public let seriesAreaFrame: CGRect
    /// Whether the event happened on this modifier's surface (`true`), or was shared from
    /// another surface of its ``SCIChartVerticalGroup`` by modifiers with the same
    /// ``SCIChartModifierBase/eventsGroupTag`` (`false`): then its x is the pointer's, at the
    /// same distance from the series area's left edge, and its y is the middle of this
    /// surface's series area, so a crosshair draws its vertical line only.
    public internal(set) var isMaster = true
    /// On a release (``SCIChartModifierBase/onPointerEnded(_:)``), whether it ends a tap: the
    /// press and the release less than a few points apart, as the router that delivers the
    /// tap next judged it (`false` on every other event).
    public internal(set) var isTap = false

    /// The event's location, in surface coordinates.
    public var location: CGPoint { event.location }
    /// The event's pointer.
    public var pointerId: Int { event.pointerId }
    /// Whether the event is inside the series area.
    public var isInSeriesArea: Bool { seriesAreaFrame.contains(event.location) }
}
