/// A series crossing a horizontal line that carries an alert: what the alert's handler is
/// given.
public struct SCIPriceAlert: Sendable, Equatable {
    /// Which way a value crossed a line.
    public enum Direction: Sendable, Equatable {
        /// From below the line to above it.
        case up
        /// From above the line to below it.
        case down
    }

    /// Which way the series crossed.
    public let direction: Direction
    /// The line's level (its y1) when the series crossed it.
    public let level: Double
    /// The first value on the new side (a close for OHLC data).
    public let value: Double
    /// The x of that value (seconds since 1970 for dates).
    public let x: Double
}
