import Foundation

/// One bar of market data.
public struct MarketBar: Sendable, Equatable {
    /// Seconds since 1970, UTC.
    public var x: Double
    public var open: Double
    public var high: Double
    public var low: Double
    public var close: Double
    public var volume: Double
}
