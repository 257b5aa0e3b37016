import Foundation

/// When an axis fits its visible range to the data.
public enum SCIAutoRange: Int, Sendable {
    /// Once, at the first layout that has data, unless a visible range was set (default).
    case once
    /// At every layout.
    case always
    /// Never: the visible range is what was set (or 0...10).
    case never
}
