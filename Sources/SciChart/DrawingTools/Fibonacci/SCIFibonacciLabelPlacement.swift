/// Where a Fibonacci retracement writes each level's ratio and price.
public enum SCIFibonacciLabelPlacement: String, CaseIterable, Sendable {
    /// Left of the level line's start, centred on the line (the default).
    case left
    /// Above the line, at its start.
    case top
    /// Above the line, at its end, inside the drawing.
    case inside
}
