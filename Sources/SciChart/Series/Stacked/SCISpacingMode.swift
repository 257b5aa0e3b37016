/// How ``SCIHorizontallyStackedColumnsCollection/spacing`` measures the gap between the
/// columns of a group.
public enum SCISpacingMode: Int, Sendable {
    /// In points.
    case absolute
    /// As a fraction of a column's width, `0...1`.
    case relative
}
