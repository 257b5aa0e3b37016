/// Which way error bars run: along the y axis (errors of the values) or along the x axis.
public enum SCIErrorDirection: Sendable {
    /// Bars along the y axis, from the value minus the low error to the value plus the high.
    case vertical
    /// Bars along the x axis, from x minus the low error to x plus the high.
    case horizontal
}

/// Which errors error bars show.
public enum SCIErrorMode: Sendable {
    /// Both the error above and the error below.
    case both
    /// Only the error above (or right of) the value.
    case high
    /// Only the error below (or left of) the value.
    case low
}

/// How error values read.
public enum SCIErrorType: Sendable {
    /// In the axis' units: an error of 0.5 on a value of 10 reaches 10.5.
    case absolute
    /// As fractions of the value: an error of 0.05 on a value of 10 reaches 10.5.
    case relative
}
