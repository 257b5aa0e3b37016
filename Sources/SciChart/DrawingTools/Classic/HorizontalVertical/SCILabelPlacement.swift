/// Where an ``SCIAnnotationLabel`` sits on its line.
///
/// On a line across the screen, `left` and `right` are its ends, `top` and `bottom` above and
/// below it; on a line down the screen, `top` and `bottom` are its ends, `left` and `right`
/// beside it.
public enum SCILabelPlacement: String, CaseIterable, Sendable {
    /// On the axis the line marks when it is shown (a price badge for a horizontal line, a
    /// date badge for a vertical one), else at the top right (the default).
    case auto
    /// As a badge on the axis the line marks.
    case axis
    /// At the left end, on the line.
    case left
    /// At the left end, above the line.
    case topLeft
    /// In the middle, above the line (at the top end of a vertical line).
    case top
    /// At the right end, above the line.
    case topRight
    /// At the right end, on the line.
    case right
    /// At the right end, below the line.
    case bottomRight
    /// In the middle, below the line (at the bottom end of a vertical line).
    case bottom
    /// At the left end, below the line.
    case bottomLeft
}
