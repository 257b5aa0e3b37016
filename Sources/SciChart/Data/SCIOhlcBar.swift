import Foundation

/// One open-high-low-close bar.
public struct SCIOhlcBar: Hashable, Sendable {
    /// The bar's x value: seconds since 1970 when the series' x type is `.date`.
    public var x: Double
    /// The opening price.
    public var open: Double
    /// The highest price.
    public var high: Double
    /// The lowest price.
    public var low: Double
    /// The closing price.
    public var close: Double

    /// A bar with the given values.
    public init(x: Double, open: Double, high: Double, low: Double, close: Double) {
        self.x = x
        self.open = open
        self.high = high
        self.low = low
        self.close = close
    }
}
