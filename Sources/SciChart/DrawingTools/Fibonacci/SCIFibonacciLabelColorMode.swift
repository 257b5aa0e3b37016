/// The colour of a Fibonacci retracement's level labels.
public enum SCIFibonacciLabelColorMode: String, CaseIterable, Sendable {
    /// Each label in its level's colour (the default).
    case multiColor
    /// Every label in the colour of the annotation's `labelStyle`.
    case singleColor
}
