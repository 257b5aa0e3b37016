/// Which side of a text annotation's box sits on its point, left to right.
public enum SCIHorizontalAnchorPoint: String, CaseIterable, Sendable {
    /// The box's left edge is on the point.
    case left
    /// The box's middle is on the point.
    case center
    /// The box's right edge is on the point.
    case right

    /// How far across the box the point is: 0, 0.5 or 1.
    var fraction: Double {
        switch self {
        case .left: 0
        case .center: 0.5
        case .right: 1
        }
    }
}

/// Which side of a text annotation's box sits on its point, top to bottom.
public enum SCIVerticalAnchorPoint: String, CaseIterable, Sendable {
    /// The box's top edge is on the point.
    case top
    /// The box's middle is on the point.
    case center
    /// The box's bottom edge is on the point.
    case bottom

    /// How far down the box the point is: 0, 0.5 or 1.
    var fraction: Double {
        switch self {
        case .top: 0
        case .center: 0.5
        case .bottom: 1
        }
    }
}

/// How the lines of a text are aligned within its box.
public enum SCITextAlignment: String, CaseIterable, Sendable {
    /// Each line starts at the box's left edge.
    case left
    /// Each line is centred in the box.
    case center
    /// Each line ends at the box's right edge.
    case right

    /// How far across the spare width a line starts: 0, 0.5 or 1.
    var fraction: Double {
        switch self {
        case .left: 0
        case .center: 0.5
        case .right: 1
        }
    }
}
