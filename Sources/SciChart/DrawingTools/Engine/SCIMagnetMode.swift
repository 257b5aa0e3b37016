/// How a drawing tool's magnet pulls the points it places onto bars, as traders know it from
/// their platforms: not at all, only when the pointer is near one of a bar's prices, or always.
public enum SCIMagnetMode: String, Sendable, CaseIterable {
    /// Points stay where they are put.
    case off
    /// A point snaps to the nearest bar's open, high, low or close only when that price is
    /// within ``SCIMagnetMode/weakRadius`` points of the pointer on screen; elsewhere it
    /// stays where it is put (a stop far under the candles stays there).
    case weak
    /// Every point snaps: x to the nearest bar, y to the nearest of its open, high, low and
    /// close, however far away (``SCITradingAnnotationBase/snapToCandles``).
    case strong

    /// How near the pointer a bar's price must be for the weak magnet to take it, in points.
    public static let weakRadius: Double = 12
}
